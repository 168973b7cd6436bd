import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { SESSION_COOKIE_NAME } from "../remix-app/lib/session.server";

export function cspNonce(_req: Request, res: Response, next: NextFunction): void {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
}

/** Security headers with a CSP whose only inline scripts are Remix's, carrying the per-response nonce. */
export function securityHeaders(isDev: boolean) {
  return helmet({
    contentSecurityPolicy: isDev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:", "https:"],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'", "ws:", "wss:"],
            mediaSrc: ["'self'", "blob:"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
          },
        },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for cookie sessions: a state-changing request that carries the session cookie
 * and no bearer token must come from our own origin. Browsers always send Origin on such requests.
 */
export function sameOriginForCookieWrites(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) return next();
  if (/^Bearer\s/i.test(req.headers.authorization ?? "")) return next();
  if (!(req.headers.cookie ?? "").includes(`${SESSION_COOKIE_NAME}=`)) return next();
  const source = req.headers.origin ?? req.headers.referer;
  if (!source) return next();
  let sourceHost: string;
  try {
    sourceHost = new URL(source).host;
  } catch {
    sourceHost = "";
  }
  if (sourceHost && sourceHost === req.headers.host) return next();
  res.status(403).json({ detail: "Cross-site request refused" });
}

function parseSize(limit: string): number {
  const m = /^(\d+)(kb|mb)$/i.exec(limit);
  if (!m) return 1024 * 1024;
  return Number(m[1]) * (m[2].toLowerCase() === "mb" ? 1024 * 1024 : 1024);
}

const UPLOAD_LIMIT_BYTES = 4 * 5 * 1024 * 1024 + 60 * 1024 * 1024; // four 5 MB images or one 50 MB video, plus form fields

/**
 * Refuses bodies over the limit with 413 before Remix reads them (uploads get a larger
 * allowance). A body without Content-Length (chunked) is refused with 411, so the declared
 * length is the whole truth; Node stops reading at Content-Length.
 */
export function bodySizeLimit(defaultLimit: string) {
  const defaultBytes = parseSize(defaultLimit);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const isMultipart = (req.headers["content-type"] ?? "").startsWith("multipart/form-data");
    const limit = isMultipart ? UPLOAD_LIMIT_BYTES : defaultBytes;
    if (req.headers["transfer-encoding"] && req.headers["content-length"] === undefined) {
      res.status(411).json({ detail: "Content-Length required" });
      return;
    }
    if (Number(req.headers["content-length"] ?? 0) > limit) {
      res.setHeader("Connection", "close");
      res.status(413).json({ detail: "Request body too large" });
      return;
    }
    next();
  };
}
