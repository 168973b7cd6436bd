import type { NextFunction, Request, Response } from "express";

/** One line a request: method, path, status, duration. Assets are not logged. */
export function requestLog(enabled: boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!enabled || req.path.startsWith("/assets/")) return next();
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      console.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    next();
  };
}
