import http from "node:http";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type Request, type Response } from "express";
import type { Server as SocketServer } from "socket.io";
import type { ViteDevServer } from "vite";
import type { AppConfig } from "~/lib/config.server";
import { dbReady } from "~/lib/db.server";
import { registerRealtime } from "~/lib/realtime.server";
import { redisStatus } from "~/lib/redis.server";
import { apiDispatcher } from "./api-dispatch";
import { attachRealtime } from "./realtime";
import { uploadsHandler } from "./uploads";
import { requestLog } from "./request-log";
import { RequestTimingRecorder } from "./request-timings";
import { bodySizeLimit, cspNonce, sameOriginForCookieWrites, securityHeaders, strictTransportSecurity } from "./security";
import { log } from "~/lib/logger.server";

export interface RunningApp {
  server: http.Server;
  io: SocketServer;
  /** Stops accepting, lets in-flight requests finish (up to the timeout), closes sockets. */
  close(timeoutMs?: number): Promise<void>;
  /** Writes the request timings gathered so far (tests; the server also flushes on a timer). */
  flushRequestTimings(): Promise<void>;
}

const loadContext = (req: Request, res: Response) => ({ cspNonce: res.locals.cspNonce as string, clientIp: req.ip ?? "unknown" });

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

export async function createApp(config: AppConfig, opts: { dev: boolean }): Promise<RunningApp> {
  const app = express();
  app.disable("x-powered-by");
  // Nothing reads req.query (API handlers and Remix read the request's URL): qs parsed every query string for nothing.
  app.set("query parser", false);
  if (config.TRUST_PROXY !== undefined && config.TRUST_PROXY !== false) app.set("trust proxy", config.TRUST_PROXY);

  let inFlight = 0;
  let draining = false;
  const idle: Array<() => void> = [];
  app.use((req, res, next) => {
    if (draining) res.setHeader("Connection", "close");
    inFlight++;
    res.on("close", () => {
      inFlight--;
      if (inFlight === 0) idle.splice(0).forEach((resolve) => resolve());
    });
    next();
  });

  const timings = config.REQUEST_TIMINGS ? new RequestTimingRecorder(config.REQUEST_TIMINGS_FLUSH_SECONDS * 1000) : undefined;
  if (timings) {
    app.use(timings.middleware());
    timings.start();
  }
  app.use(requestLog(config.LOG_REQUESTS));
  app.use(cspNonce);
  app.use(securityHeaders(opts.dev));
  app.use(strictTransportSecurity(config.isProduction && !opts.dev));
  app.use(bodySizeLimit(config.BODY_LIMIT));
  app.use(compression());

  app.get("/healthz", async (_req: Request, res: Response) => {
    try {
      const db = await dbReady();
      await db.$queryRawUnsafe("SELECT 1");
      // Redis being away degrades live delivery between instances and shared limits, not the site.
      const redis = redisStatus();
      res.json({ status: "ok", database: config.databaseKind, ...(redis ? { redis } : {}) });
    } catch (e) {
      // The cause goes to the log; the public answer names no host, user or driver message.
      log.error({ err: e }, "[healthz] database check failed");
      res.status(503).json({ status: "error", database: config.databaseKind, detail: "Database unavailable" });
    }
  });

  app.use("/uploads", uploadsHandler(config.uploadsDir));
  app.use(sameOriginForCookieWrites);

  let vite: ViteDevServer | undefined;
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (opts.dev) {
    const { createServer } = await import("vite");
    vite = await createServer({ root, server: { middlewareMode: true } });
    app.use(vite.middlewares);
    const devServer = vite;
    build = () => devServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
  } else {
    const clientDir = path.join(root, "build/client");
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }), (_req: Request, res: Response) => {
      res.status(404).type("text/plain").send("Not found");
    });
    const serverBuild = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;
    // Before the static files: an API call never looks for a file on disk.
    app.use(apiDispatcher(serverBuild, loadContext));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
    build = serverBuild;
  }

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: opts.dev ? "development" : "production",
      getLoadContext: loadContext,
    }),
  );

  const server = http.createServer(app);
  server.keepAliveTimeout = 5_000;
  const io = attachRealtime(server, { exposeWorkerPid: config.EXPOSE_WORKER_PID });

  async function close(timeoutMs = 10_000): Promise<void> {
    draining = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    io.disconnectSockets(true);
    const drained = inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve));
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
    await Promise.race([drained, timeout]);
    server.closeAllConnections();
    await Promise.race([closed, timeout]);
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await timings?.stop();
    registerRealtime(undefined);
    await vite?.close();
  }

  return { server, io, close, flushRequestTimings: () => timings?.flush() ?? Promise.resolve() };
}
