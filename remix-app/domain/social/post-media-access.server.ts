import { getDb } from "~/lib/db.server";
import { can, roleMay } from "~/domain/access/policy.server";
import type { AuthUser } from "~/lib/session.server";
import { postMediaFileName } from "./post-media.server";
import { visiblePostWhere } from "./post-views.server";

/**
 * Whether a signed-in user may fetch a post's stored image or video: the same rule as reading the
 * post (privacy and connections, blocks, moderation, deletion, author status). Admins see every post's media, hidden ones
 * too, because the moderation queue shows them. Anything else (signed out, another role, a name we
 * never stored, a post they may not read) is simply not there.
 */
export async function canReadPostMedia(viewer: Pick<AuthUser, "id" | "role"> | null, rawName: string): Promise<boolean> {
  const fileName = postMediaFileName(rawName);
  if (!viewer || !fileName || !can({ ...viewer, status: "active" }, "use-social-hub")) return false;
  const db = getDb();
  if (roleMay(viewer, "moderate-post")) return (await db.postMedia.findFirst({ where: { fileName }, select: { id: true } })) !== null;
  const media = await db.postMedia.findFirst({ where: { fileName, post: visiblePostWhere(viewer.id) }, select: { id: true } });
  return media !== null;
}
