import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { SESSION_COOKIE_NAME } from "~/lib/session.server";

// Nonces are cut from a 4 KB block of CSPRNG output, each 16 bytes used once: one randomBytes
// call per request was 0.07 ms of every API call (they all pass this middleware).
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

export function cspNonce(_req: Request, res: Response, next: NextFunction): void {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = crypto.randomBytes(256 * NONCE_BYTES);
    nonceOffset = 0;
  }
  res.locals.cspNonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  next();
}

/** A Host header fit to be echoed into a CSP source: a name or an address, and a port. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The WebSocket origin matching the page's own (Socket.IO runs on the same host and port):
 * CSP 3 lets 'self' cover it, but older browsers (Safari before 15.4) need it written out.
 */
function ownWebSocketOrigin(req: Request): string[] {
  const host = req.headers.host ?? "";
  return PLAIN_HOST.test(host) ? [`${req.secure ? "wss" : "ws"}://${host.toLowerCase()}`] : [];
}

/**
 * Security headers with a CSP whose only inline scripts are Remix's, carrying the per-response
 * nonce. Connections go to our own origin only. Referrer-Policy keeps the Origin header on
 * same-origin form posts (under no-referrer a browser sends `Origin: null`, which the CSRF check refuses).
 */
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
            connectSrc: [(req) => ["'self'", ...ownWebSocketOrigin(req as Request)].join(" ")],
            mediaSrc: ["'self'", "blob:"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
          },
        },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Set by strictTransportSecurity() below, only on responses that went out over HTTPS.
    strictTransportSecurity: false,
  });
}

/**
 * HSTS in production, and only over HTTPS (directly or, with TRUST_PROXY, as the proxy's
 * X-Forwarded-Proto says): over plain HTTP the header is meaningless and would mislead.
 */
export function strictTransportSecurity(enabled: boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (enabled && req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin (scheme, host and port) of an Origin or Referer value; "" for `null` and anything unparsable. */
function originOf(source: string): string {
  try {
    const origin = new URL(source).origin;
    return origin === "null" ? "" : origin;
  } catch {
    return "";
  }
}

/**
 * CSRF defence for cookie sessions: a state-changing request that carries the session cookie
 * and no bearer token must come from our own origin. Browsers send Origin on every POST (the
 * Referrer-Policy above keeps it a real origin on our own forms), so `Origin: null` or a foreign
 * origin is refused, as is a request a browser marks cross-site (Sec-Fetch-Site) without one.
 * A request with neither Origin nor Referer nor Sec-Fetch-Site comes from no browser (curl,
 * a script holding its own cookie) and cannot be forged by another site.
 */
export function sameOriginForCookieWrites(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) return next();
  if (/^Bearer\s/i.test(req.headers.authorization ?? "")) return next();
  if (!(req.headers.cookie ?? "").includes(`${SESSION_COOKIE_NAME}=`)) return next();
  const source = req.headers.origin ?? req.headers.referer;
  if (source === undefined) {
    const site = req.headers["sec-fetch-site"];
    if (site === undefined || site === "same-origin" || site === "none") return next();
  } else if (originOf(source) && originOf(source) === originOf(`${req.protocol}://${req.headers.host ?? ""}`)) {
    return next();
  }
  res.status(403).json({ detail: "Cross-site request refused" });
}

function parseSize(limit: string): number {
  const m = /^(\d+)(kb|mb)$/i.exec(limit);
  if (!m) return 1024 * 1024;
  return Number(m[1]) * (m[2].toLowerCase() === "mb" ? 1024 * 1024 : 1024);
}

const UPLOAD_LIMIT_BYTES = 4 * 5 * 1024 * 1024 + 60 * 1024 * 1024; // four 5 MB images or one 50 MB video, plus form fields

/**
 * The only routes that take multipart bodies, and with them the upload allowance: the upload
 * API, the profile screen's picture dialog, the social composer's post with media and the
 * verification document (its API and its screen), the resume upload. A route that accepts files joins this list.
 */
export const UPLOAD_ROUTES: readonly RegExp[] = [
  /^\/api\/upload(?:\/|$)/i,
  /^\/profile(?:\.data|\/[^/]+)?\/?$/i,
  /^\/api\/posts\/?$/i,
  /^\/api\/verification\/submit\/?$/i,
  /^\/api\/resumes\/upload\/?$/i,
  /^\/verification(?:\.data)?\/?$/i,
];

const isUploadRoute = (path: string) => UPLOAD_ROUTES.some((pattern) => pattern.test(path));

function refuse(res: Response, status: number, detail: string): void {
  if (res.headersSent) return;
  // The rest of the body is not read: the connection ends with this answer.
  res.setHeader("Connection", "close");
  res.status(status).json({ detail });
}

/**
 * Request bodies, before any route reads them, whatever their Content-Type: multipart only on the
 * upload routes, which get the upload allowance; every other body at most `defaultLimit`. A
 * declared Content-Length over the limit is refused with 413 before a byte is read. A body of
 * unknown length (chunked) is held back from the route and counted as the socket delivers it: it
 * reaches the route once complete and within the limit, and is refused with 413 the moment it
 * passes the limit, having held at most the limit in memory. Uploads of unknown length get 411
 * (their allowance is too large to hold back).
 */
export function bodySizeLimit(defaultLimit: string) {
  const defaultBytes = parseSize(defaultLimit);
  return (req: Request, res: Response, next: NextFunction): void => {
    const multipart = /^multipart\//i.test(req.headers["content-type"] ?? "");
    const upload = multipart && isUploadRoute(req.path);
    if (multipart && !upload) return refuse(res, 415, "File uploads are only accepted by the upload endpoints");
    const limit = upload ? UPLOAD_LIMIT_BYTES : defaultBytes;
    const declared = req.headers["content-length"];
    if (declared !== undefined) {
      if (Number(declared) > limit) return refuse(res, 413, "Request body too large");
      return next();
    }
    if (req.headers["transfer-encoding"] === undefined) return next(); // no body
    if (upload) return refuse(res, 411, "Content-Length required");
    holdBodyWithin(req, res, limit, next);
  };
}

/**
 * Node's HTTP parser hands each piece of a request body to `req.push`: until the body is complete
 * the pieces are kept here instead of in the stream, then released to the route in order.
 */
function holdBodyWithin(req: Request, res: Response, limit: number, next: NextFunction): void {
  let size = req.readableLength; // anything already parsed before this middleware ran
  if (size > limit) return refuse(res, 413, "Request body too large");
  if (req.complete) return next();
  const pieces: Array<[Buffer, BufferEncoding | undefined]> = [];
  const push = req.push.bind(req);
  let refused = false;
  req.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (refused) return false;
    if (chunk === null) {
      req.push = push;
      for (const [piece, enc] of pieces) push(piece, enc);
      const more = push(null);
      process.nextTick(next); // the route runs after the parser's callback, not inside it
      return more;
    }
    const piece = chunk as Buffer;
    size += piece.length;
    if (size > limit) {
      refused = true;
      pieces.length = 0;
      refuse(res, 413, "Request body too large");
      res.once("finish", () => req.socket.destroy());
      return false; // the parser stops reading the socket
    }
    pieces.push([piece, encoding]);
    return true;
  };
}
