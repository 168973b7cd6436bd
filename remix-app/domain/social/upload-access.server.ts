import { canReadPostMedia } from "./post-media-access.server";
import type { AuthUser } from "~/lib/session.server";

/**
 * Every kind of stored upload and who may fetch it. A file is reachable by exactly one spelling,
 * `/uploads/<kind>/<name>` with a name the server made; any other spelling (encoded slashes, dot
 * segments, doubled slashes, another case) is not a file at all, so no second route can serve a
 * private kind. Avatars are public (shown on public profiles and job pages); post media follows the
 * post's own read rule. It sits in social/ because the one private kind's rule is a post's: the
 * uploads area below stores files and knows no post.
 */
const UPLOAD_KINDS = {
  avatars: { name: /^[0-9a-f]{32}\.webp$/, caching: "public" },
  posts: { name: /^[0-9a-f]{32}\.(?:webp|mp4|webm)$/, caching: "private" },
  /** Link previews' images, re-encoded copies of public pages' images (domain/social/link-preview.server.ts). */
  previews: { name: /^[0-9a-f]{32}\.webp$/, caching: "public" },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;

export interface UploadedFileRef {
  kind: UploadKind;
  name: string;
  caching: "public" | "private";
}

const CANONICAL = /^\/uploads\/([a-z]+)\/([^/]+)$/;

/** The stored file an /uploads URL path names, or null when the path is not the one spelling of a stored file. */
export function parseUploadPath(rawPath: string): UploadedFileRef | null {
  const match = CANONICAL.exec(rawPath);
  if (!match) return null;
  const kind = match[1] as UploadKind;
  if (!Object.hasOwn(UPLOAD_KINDS, kind)) return null;
  const rule = UPLOAD_KINDS[kind];
  return rule.name.test(match[2]) ? { kind, name: match[2], caching: rule.caching } : null;
}

/** Whether `viewer` may fetch the file: public kinds always, private kinds by their owner's rule. */
export async function mayFetchUpload(viewer: Pick<AuthUser, "id" | "role"> | null, file: UploadedFileRef): Promise<boolean> {
  if (file.caching === "public") return true;
  return canReadPostMedia(viewer, file.name);
}
