import { z } from "zod";
import type { Role } from "@shared/roles";
import {
  DRAFT_TTL_MS,
  extractHashtags,
  extractMentions,
  firstUrl,
  POST_TEXT_HARD_MAX,
  PRIVACY_OPTIONS,
  MEDIA_ALT_MAX,
  SOCIAL_MESSAGES,
  type PostView,
} from "@shared/social";
import { insertRowSql } from "~/lib/bulk-insert.server";
import { getDb, readRows } from "~/lib/db.server";
import { insertOrUpdateSql } from "~/lib/sql-dialect.server";
import { knownHandle, rememberHandle } from "~/lib/known-handles.server";
import { insertThen, type RawStatement } from "~/lib/raw-transaction.server";
import { invalid, notFound } from "~/lib/errors.server";
import { tryLinkPreview } from "./link-preview.server";
import { discardMedia, postMediaFileName, type StoredMedia } from "./post-media.server";
import { postTagList, postViewsByIds, visiblePostWhere } from "./post-views.server";
import { blockedEitherWay } from "./blocks.server";
import { connectionsAmong } from "./connections.server";
import { assertRoleCan } from "~/domain/access/policy.server";
import { withNotifications } from "~/domain/notifications/notify.server";


export interface SocialActor {
  id: number;
  role: Role;
  fullName: string;
}

export function requireSocialRole(actor: SocialActor): void {
  assertRoleCan(actor, "use-social-hub");
}

function slugHandle(fullName: string): string {
  const base = fullName
    .normalize("NFKD")
    .replace(/[^\w\s]/g, "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "_")
    .replace(/[^a-z0-9_]/g, "")
    .slice(0, 24);
  return base || "veteran";
}

/** The user's @handle, assigned now if they have none yet (every feed read asks; see `knownHandle`). */
export async function ensureHandle(userId: number): Promise<string> {
  const known = knownHandle(userId);
  if (known) return known;
  // Nearly everyone has one already: a plain indexed read, the assignment only when it is missing.
  const [row] = await readRows<{ handle: string | null }>("SELECT handle FROM User WHERE id = ?", userId);
  const handle = row?.handle ?? (await assignHandle(userId));
  rememberHandle(userId, handle);
  return handle;
}

/** The @handle others mention this user by: from the name, with the id appended when the name's is taken. */
async function assignHandle(userId: number): Promise<string> {
  const db = getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { handle: true, fullName: true } });
  if (!user) throw notFound("User not found");
  if (user.handle) return user.handle;
  const base = slugHandle(user.fullName);
  for (const candidate of [base, `${base}${userId}`, `${base}_${userId}`]) {
    const { count } = await db.user.updateMany({ where: { id: userId, handle: null }, data: { handle: candidate } }).catch(() => ({ count: 0 }));
    if (count === 1) return candidate;
    const again = await db.user.findUnique({ where: { id: userId }, select: { handle: true } });
    if (again?.handle) return again.handle;
  }
  throw new Error(`could not assign a handle to user ${userId}`);
}

const listField = z.array(z.string().max(60)).max(50);

/** Multipart list fields arrive as repeated fields or one JSON array string (DESIGN's API conventions). */
export function readListField(values: readonly string[] | undefined): string[] {
  if (!values) return [];
  const out: string[] = [];
  for (const v of values) {
    const t = v.trim();
    if (t.startsWith("[")) {
      try {
        const parsed = listField.safeParse(JSON.parse(t));
        if (parsed.success) out.push(...parsed.data);
      } catch {
        // not JSON: ignored, the server parses the text itself
      }
    } else if (t) out.push(t);
  }
  return out;
}

export interface NewPostInput {
  content: string;
  privacy: string;
  media: StoredMedia[];
  /** The author's description of each image, in the files' order (`media_alt` fields). */
  mediaAlt?: readonly string[];
}

/** Post.mediaList: each file with the author's description when they wrote one. */
function mediaListOf(input: NewPostInput) {
  const alts = mediaAltTexts(input);
  return input.media.map((m, i) => (alts[i] && m.type === "image" ? { type: m.type, url: m.url, alt: alts[i] } : { type: m.type, url: m.url }));
}

/** One line each, trimmed; refused past MEDIA_ALT_MAX so a description can't become a second post. */
function mediaAltTexts(input: NewPostInput): string[] {
  return input.media.map((_, i) => {
    const alt = (input.mediaAlt?.[i] ?? "").replace(/\s+/g, " ").trim();
    if (alt.length > MEDIA_ALT_MAX) throw invalid(`An image description is limited to ${MEDIA_ALT_MAX} characters`);
    return alt;
  });
}

/**
 * POST /api/posts. Mentions, hashtags and the link preview come from the server's own reading of
 * the text; the client's lists are hints and are ignored. Counters, tags, mentions and the
 * draft's removal are one transaction; notifications are pushed after it commits.
 */
export async function createPost(actor: SocialActor, input: NewPostInput): Promise<PostView> {
  try {
    requireSocialRole(actor);
    const content = (input.content ?? "").replace(/\r\n/g, "\n");
    if (!content.trim() && input.media.length === 0) throw invalid(SOCIAL_MESSAGES.emptyPost);
    if (content.length > POST_TEXT_HARD_MAX) throw invalid(`Posts are limited to ${POST_TEXT_HARD_MAX.toLocaleString("en-US")} characters`);
    const privacy = input.privacy || "public";
    if (!(PRIVACY_OPTIONS as readonly string[]).includes(privacy)) throw invalid("privacy must be public or connections");
    mediaAltTexts(input);
  } catch (e) {
    await discardMedia(input.media);
    throw e;
  }
  const db = getDb();
  await ensureHandle(actor.id);
  const content = input.content.replace(/\r\n/g, "\n");
  const privacy = input.privacy || "public";
  const tags = extractHashtags(content).slice(0, 20);
  const handles = extractMentions(content).slice(0, 20);
  const preview = await tryLinkPreview(firstUrl(content));
  const named = handles.length
    ? await db.user.findMany({ where: { handle: { in: handles }, status: "active", NOT: { id: actor.id } }, select: { id: true } })
    : [];
  // A mention across a block is plain text: no mention row (no link), no notification.
  const blocked = await blockedEitherWay(actor.id, named.map((m) => m.id));
  const mentioned = named.filter((m) => !blocked.has(m.id));
  // A connections-only post notifies only mentioned people who may read it (the author's connections).
  let notifiable = mentioned.map((m) => m.id);
  if (privacy === "connections" && notifiable.length) {
    const connected = await connectionsAmong(actor.id, notifiable);
    notifiable = notifiable.filter((id) => connected.has(id));
  }
  const now = new Date();
  let newPostId: number;
  // The mentions' notifications link to the post, so they are made once its id is known.
  try {
    newPostId = await withNotifications(async (writes) => {
      let notices = writes.inserts([]);
      const result = await insertThen(
        insertRowSql("Post", {
          authorId: actor.id,
          content,
          privacy,
          linkPreview: preview ? JSON.stringify(preview) : null,
          tagList: postTagList(tags),
          mediaList: input.media.length ? JSON.stringify(mediaListOf(input)) : null,
          mentionCount: mentioned.length,
          createdAt: now,
          updatedAt: now,
        }),
        (postId) => {
          notices = writes.inserts(
            notifiable.map((userId) => ({ userId, type: "mention", title: `${actor.fullName} mentioned you in a post`, link: `/post/${postId}`, actorId: actor.id })),
          );
          return [
            ...input.media.map((m, i) => insertRowSql("PostMedia", { postId, type: m.type, url: m.url, fileName: postMediaFileName(m.url), sortOrder: i })),
            ...mentioned.map((m) => insertRowSql("PostMention", { postId, userId: m.id })),
            // Tags in one order in every transaction: two posts lock shared tags in the same order.
            ...[...tags].sort().flatMap((tag) => hashtagStatements(postId, tag, now)),
            { sql: "DELETE FROM PostDraft WHERE userId = ?", params: [actor.id] },
            ...notices.statements,
          ];
        },
      );
      notices.written(result.ids.slice(result.ids.length - notices.statements.length));
      return result.id;
    });
  } catch (e) {
    await discardMedia(input.media);
    throw e;
  }
  const [view] = await postViewsByIds(actor.id, [newPostId]);
  // Only a delete between the commit and this read (the author's, in another tab) gets here.
  if (!view) throw notFound(SOCIAL_MESSAGES.postNotFound);
  return view;
}

/** A post's hashtag: the tag's row made with a count of one, or its count raised; the post linked to it. */
function hashtagStatements(postId: number, tag: string, now: Date): RawStatement[] {
  return [
    { sql: insertOrUpdateSql("INSERT INTO Hashtag (tag, postsCount) VALUES (?, 1)", "tag", "postsCount = postsCount + 1"), params: [tag] },
    { sql: "INSERT INTO PostHashtag (postId, hashtagId, createdAt) SELECT ?, id, ? FROM Hashtag WHERE tag = ?", params: [postId, now, tag] },
  ];
}

/** One post for one viewer, or 404 when it does not exist or they may not read it (no difference shown). */
export async function getPostForViewer(viewerId: number, postId: number): Promise<PostView> {
  const row = await getDb().post.findFirst({ where: { id: postId, ...visiblePostWhere(viewerId) }, select: { id: true } });
  const [view] = row ? await postViewsByIds(viewerId, [row.id]) : [];
  if (!view) throw notFound(SOCIAL_MESSAGES.postNotFound);
  return view;
}

/** The id of a post the viewer may read (for engagement writes), or 404. */
export async function requireVisiblePost(viewerId: number, postId: number): Promise<{ id: number; authorId: number; privacy: string }> {
  if (!Number.isSafeInteger(postId) || postId <= 0) throw notFound(SOCIAL_MESSAGES.postNotFound);
  const post = await getDb().post.findFirst({
    where: { id: postId, ...visiblePostWhere(viewerId) },
    select: { id: true, authorId: true, privacy: true },
  });
  if (!post) throw notFound(SOCIAL_MESSAGES.postNotFound);
  return post;
}

// ───────── drafts ─────────

export async function saveDraft(actor: SocialActor, content: string, privacy: string): Promise<{ saved_at: string }> {
  requireSocialRole(actor);
  const text = String(content ?? "").slice(0, POST_TEXT_HARD_MAX);
  const p = (PRIVACY_OPTIONS as readonly string[]).includes(privacy) ? privacy : "public";
  const db = getDb();
  if (!text.trim()) {
    await db.postDraft.deleteMany({ where: { userId: actor.id } });
    return { saved_at: new Date().toISOString() };
  }
  const row = await db.postDraft.upsert({ where: { userId: actor.id }, create: { userId: actor.id, content: text, privacy: p }, update: { content: text, privacy: p } });
  return { saved_at: row.updatedAt.toISOString() };
}

/** The draft when under 24 hours old (SPEC §4); an older one is deleted and nothing returned. */
export async function loadDraft(actor: SocialActor, now = new Date()): Promise<{ content: string; privacy: string; saved_at: string } | null> {
  const db = getDb();
  const row = await db.postDraft.findUnique({ where: { userId: actor.id } });
  if (!row) return null;
  if (now.getTime() - row.updatedAt.getTime() >= DRAFT_TTL_MS) {
    await db.postDraft.deleteMany({ where: { userId: actor.id, updatedAt: row.updatedAt } });
    return null;
  }
  return { content: row.content, privacy: row.privacy, saved_at: row.updatedAt.toISOString() };
}

export async function clearDraft(actor: SocialActor): Promise<void> {
  await getDb().postDraft.deleteMany({ where: { userId: actor.id } });
}
