import type { NextFunction, Request, Response } from "express";

/** Set by the API dispatcher: the matched route's pattern, e.g. /api/auth/2fa/status/:email. */
export const ROUTE_PATTERN_LOCAL = "routePattern";

/** A path segment holding an email address (also percent-encoded) is replaced, never logged. */
function redactPath(path: string): string {
  return path
    .split("/")
    .map((segment) => (/@|%40/i.test(segment) ? ":email" : segment))
    .join("/");
}

/**
 * One line a request: method, route, status, duration. The line names the route pattern when
 * the API dispatcher matched one, otherwise the path; never the query string (search terms,
 * tokens) nor an email address in the path. Assets are not logged.
 */
export function requestLog(enabled: boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!enabled || req.path.startsWith("/assets/")) return next();
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const route = (res.locals[ROUTE_PATTERN_LOCAL] as string | undefined) ?? redactPath(req.path);
      console.log(`${req.method} ${route} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    next();
  };
}
