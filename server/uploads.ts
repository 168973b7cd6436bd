import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { mayFetchUpload, parseUploadPath } from "~/domain/social/upload-access.server";
import { getAuth } from "~/lib/session.server";

/**
 * The one handler behind /uploads. It reads the path as sent (never decoded or normalised first),
 * so `/uploads//posts/x`, `/uploads/posts%2Fx`, `/uploads/avatars/../posts/x` and the like are 404
 * rather than a second way into a private folder. A private file (post media) is served only to
 * someone who may read its post, with private caching; others get the same 404 as a missing file,
 * so a URL reveals nothing about a connections-only or hidden post.
 */
export function uploadsHandler(uploadsDir: string) {
  const notFound = (res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    res.status(404).json({ detail: "Not found" });
  };
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const rawPath = req.originalUrl.split("?")[0];
      const file = (req.method === "GET" || req.method === "HEAD") && parseUploadPath(rawPath);
      if (!file) return notFound(res);
      if (file.caching === "private") {
        const headers = new Headers();
        if (req.headers.cookie) headers.set("Cookie", req.headers.cookie);
        if (req.headers.authorization) headers.set("Authorization", req.headers.authorization);
        const auth = await getAuth(new Request(`http://media.local${rawPath}`, { headers }));
        if (!(await mayFetchUpload(auth?.user ?? null, file))) return notFound(res);
        res.setHeader("Vary", "Cookie, Authorization");
      }
      res.setHeader("Cache-Control", file.caching === "private" ? "private, max-age=3600" : "public, max-age=3600");
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.sendFile(file.name, { root: path.join(uploadsDir, file.kind), dotfiles: "deny", cacheControl: false }, (err) => {
        if (err && !res.headersSent) notFound(res);
      });
    } catch (e) {
      next(e);
    }
  };
}
