import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { ROUTE_PATTERN_LOCAL } from "./request-log";
import { log } from "~/lib/logger.server";

/**
 * Answers /api/* requests straight from the build's resource-route modules (docs/decisions/
 * 009-api-dispatch-and-cluster.md). Remix 2 re-flattens, ranks and compiles every route's path
 * on each request, twice (1.3 ms of a 5 ms API call); these patterns are compiled once. The same
 * loader or action runs with the same request, params and load context; anything this table does
 * not answer (a route without the method's handler, an unknown path) goes on to Remix as before.
 */

type RouteModule = ServerBuild["routes"][string]["module"];
type DataFunction = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown;

export interface ApiRoute {
  id: string;
  path: string;
  pattern: RegExp;
  paramNames: string[];
  score: number;
  module: RouteModule;
}

/** Full path of a route: its ancestors' paths joined with its own. */
function fullPath(build: ServerBuild, id: string): string {
  const segments: string[] = [];
  let route: ServerBuild["routes"][string] | undefined = build.routes[id];
  while (route) {
    if (route.path) segments.unshift(route.path);
    route = route.parentId ? build.routes[route.parentId] : undefined;
  }
  return segments
    .join("/")
    .replace(/\/+/g, "/")
    .replace(/^\/|\/$/g, "");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** React Router's ranking: static segments beat dynamic ones, a splat comes last. */
function compile(path: string): Pick<ApiRoute, "pattern" | "paramNames" | "score"> | null {
  if (/[?()]/.test(path)) return null; // optional segments: left to Remix
  const paramNames: string[] = [];
  let source = "";
  let score = 0;
  for (const segment of path.split("/")) {
    if (segment === "*") {
      paramNames.push("*");
      source += "(?:/(.*))?";
      score -= 2;
    } else if (segment.startsWith(":")) {
      paramNames.push(segment.slice(1));
      source += "/([^/]+)";
      score += 3;
    } else {
      source += `/${escapeRegExp(segment)}`;
      score += 10;
    }
  }
  return { pattern: new RegExp(`^${source}/?$`, "i"), paramNames, score };
}

/** The resource routes under /api (no UI component), best-ranked first. */
export function compileApiRoutes(build: ServerBuild): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const [id, route] of Object.entries(build.routes)) {
    if (route.module.default) continue;
    const path = fullPath(build, id);
    if (path !== "api" && !path.startsWith("api/")) continue;
    const compiled = compile(path);
    if (compiled) routes.push({ id, path, module: route.module, ...compiled });
  }
  return routes.sort((a, b) => b.score - a.score);
}

export function matchApiRoute(
  routes: readonly ApiRoute[],
  pathname: string,
): { route: ApiRoute; params: Record<string, string> } | null {
  for (const route of routes) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    route.paramNames.forEach((name, i) => {
      const value = match[i + 1];
      if (value === undefined) return;
      try {
        params[name] = decodeURIComponent(value);
      } catch {
        params[name] = value;
      }
    });
    return { route, params };
  }
  return null;
}

const isJson = (req: ExpressRequest) => /^application\/(?:[\w.+-]*\+)?json\b/i.test(req.headers["content-type"] ?? "");

/**
 * A JSON body as one buffer: cheaper than adapting the Node stream to a web stream for the
 * handler to read back (a fifth of a message send's HTTP work). bodySizeLimit (security.ts) has
 * already bounded it.
 */
function readWholeBody(req: ExpressRequest): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
    req.once("close", () => (req.readableEnded ? undefined : reject(new Error("request closed before its body ended"))));
  });
}

/**
 * The handler's Request. Without an abort signal tied to the response, as Remix's adapter makes: no
 * API handler reads `request.signal`, and undici keeps every signal it is given in a finalization
 * registry (a listener, a weak reference and a registry entry per request), which lives on into the
 * old generation (about 0.3 ms of an empty feed call's 1.8 ms of server CPU, measured back to back).
 */
function fetchRequest(req: ExpressRequest, jsonBody: Buffer | undefined): Request {
  // Joined as Remix joins it: originalUrl always starts with "/", so it can only add a path.
  const url = new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    ...(hasBody ? (jsonBody ? { body: jsonBody } : { body: createReadableStreamFromReadable(req), duplex: "half" }) : {}),
  } as RequestInit);
}

async function send(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body || req.method === "HEAD") res.end();
  // A JSON answer is whole already: one write instead of a stream's chunk-by-chunk hops.
  else if (response.headers.get("Content-Type")?.startsWith("application/json"))
    res.end(Buffer.from(await response.arrayBuffer()));
  else await writeReadableStreamToWritable(response.body, res);
}

export function apiDispatcher(
  build: ServerBuild,
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext,
): (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => void {
  const routes = compileApiRoutes(build);
  return (req, res, next) => {
    if (!req.path.startsWith("/api/")) return next();
    const matched = matchApiRoute(routes, req.path);
    const read = req.method === "GET" || req.method === "HEAD";
    const handler = (read ? matched?.route.module.loader : matched?.route.module.action) as DataFunction | undefined;
    if (!matched || !handler) return next();
    res.locals[ROUTE_PATTERN_LOCAL] = `/${matched.route.path}`;
    (!read && isJson(req) ? readWholeBody(req) : Promise.resolve(undefined))
      .then((body) => {
        let request: Request;
        try {
          request = fetchRequest(req, body);
        } catch {
          return Response.json({ detail: "Malformed request" }, { status: 400 });
        }
        return handler({ request, params: matched.params, context: loadContext(req, res) });
      })
      .then(
        (result) => (result instanceof Response ? result : Response.json(result)),
        (thrown: unknown) => {
          if (thrown instanceof Response) return thrown;
          log.error({ err: thrown }, `[api] ${req.method} /${matched.route.path} failed`);
          return Response.json({ detail: "Something went wrong on our side. Please try again." }, { status: 500 });
        },
      )
      .then((response) => send(req, res, response))
      .catch(next);
  };
}
