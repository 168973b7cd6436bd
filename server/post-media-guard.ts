import type { NextFunction, Request, Response } from "express";
import { canReadPostMedia } from "~/domain/social/post-media-access.server";
import { getAuth } from "~/lib/session.server";

/**
 * /uploads/posts/{name} (mounted at /uploads/posts, so the path is the name): a post's image or video is served (by the static handler after this, with
 * range requests) only to someone who may read the post. Others get the same 404 as a missing file,
 * so a URL reveals nothing about a connections-only or hidden post. Responses are private to the viewer.
 */
export async function postMediaGuard(req: Request, res: Response, next: NextFunction): Promise<void> {
  try {
    const headers = new Headers();
    if (req.headers.cookie) headers.set("Cookie", req.headers.cookie);
    if (req.headers.authorization) headers.set("Authorization", req.headers.authorization);
    const auth = await getAuth(new Request(`http://media.local${req.originalUrl}`, { headers }));
    if (!(await canReadPostMedia(auth?.user ?? null, req.path.slice(1)))) {
      res.status(404).json({ detail: "Not found" });
      return;
    }
    res.setHeader("Cache-Control", "private, max-age=3600");
    res.setHeader("X-Content-Type-Options", "nosniff");
    next();
  } catch (e) {
    next(e);
  }
}
