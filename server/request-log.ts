import type { NextFunction, Request, Response } from "express";
import { log } from "~/lib/logger.server";

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
 * One log record a request: method, route, status, duration. The line names the route pattern when
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
      // The fields for a log search, the message for a person reading the lines.
      log.info({ method: req.method, route, status: res.statusCode, ms: Number(ms.toFixed(1)) }, `${req.method} ${route} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    next();
  };
}
