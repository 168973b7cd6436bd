import { isStoredPreviewImage, REACTION_TYPES, type LinkPreview, type PostPrivacy, type PostView, type ReactionType } from "@shared/social";
import { getDb, readRows, type Prisma } from "~/lib/db.server";
import { jsonArrayAggSql, leftOuterLoopJoinSql, placeholders } from "~/lib/sql-dialect.server";
import { BLOCKED_IDS_SQL } from "./blocks.server";
import { connectedWithSql } from "./connections.server";

/**
 * Who may read a post: not deleted, not hidden by moderation, author active, no block either way
 * between the viewer and the author, and public or (connections only) the viewer is the author or
 * connected with them (a mutual follow, `connections.server.ts`). Every read goes through it.
 */
export function visiblePostWhere(viewerId: number): Prisma.PostWhereInput {
  return {
    deletedAt: null,
    hiddenAt: null,
    author: {
      status: "active",
      blocksMade: { none: { blockedId: viewerId } },
      blocksReceived: { none: { blockerId: viewerId } },
    },
    OR: [
      { privacy: "public" },
      { authorId: viewerId },
      { author: { followers: { some: { followerId: viewerId } }, following: { some: { followeeId: viewerId } } } },
    ],
  };
}

/** Above this many followees, "follows the author" is a Follow lookup per post: SQLite takes at most 32,766 parameters a statement. */
export const FOLLOWEE_LIST_MAX = 8192;

/** SQL over `p` with its parameters. */
export interface SqlPart {
  sql: string;
  params: unknown[];
}

const followedByLookup = (viewerId: number): SqlPart => ({
  sql: "EXISTS(SELECT 1 FROM Follow vf WHERE vf.followerId = ? AND vf.followeeId = p.authorId)",
  params: [viewerId],
});

/**
 * "The viewer follows p's author", for a read that has fetched the viewer's followees already: a
 * test against that list instead of a Follow lookup per candidate (on MariaDB, 500 key lookups were
 * 15% of For You's ranking read). The list is padded with 0, no user's id, to a power of two from
 * 8, so the statement has a handful of texts, not one per follow count. A follow lifts a post; it
 * opens none (that takes a connection).
 */
export function followedAuthorSql(viewerId: number, followees: readonly number[]): SqlPart {
  if (followees.length > FOLLOWEE_LIST_MAX) return followedByLookup(viewerId);
  let size = 8;
  while (size < followees.length) size *= 2;
  return { sql: `p.authorId IN (${placeholders(size)})`, params: [...followees, ...new Array<number>(size - followees.length).fill(0)] };
}

/** "No block either way between the viewer and p's author": one uncorrelated list of the viewer's blocks, read once a statement. */
export function notBlockedAuthorSql(viewerId: number): SqlPart {
  return { sql: `p.authorId NOT IN (${BLOCKED_IDS_SQL})`, params: [viewerId, viewerId] };
}

/**
 * `visiblePostWhere` in SQL over a Post `p` alone. The connection test (both follows, two key
 * lookups) runs only for a connections-only post by someone else: the privacy test comes first.
 * "Author active" is the post's copy of its author's status (kept by triggers, docs/decisions/050):
 * the feeds' walks read no User row. `COALESCE(deletedAt, hiddenAt) IS NULL` rather than two
 * `IS NULL`s: SQLite without statistics takes `hiddenAt IS NULL` for a selective equality on the
 * hiddenAt index and walks every post through it (a 1M-post feed read went from 530 ms to 6 ms).
 */
export function visiblePostSql(viewerId: number): SqlPart {
  const connected = connectedWithSql(viewerId, "p.authorId");
  const notBlocked = notBlockedAuthorSql(viewerId);
  return {
    sql: `COALESCE(p.deletedAt, p.hiddenAt) IS NULL AND p.authorActive = 1 AND (p.privacy = 'public' OR p.authorId = ? OR ${connected.sql}) AND ${notBlocked.sql}`,
    params: [viewerId, ...connected.params, ...notBlocked.params],
  };
}

export async function followeeIdsOf(viewerId: number): Promise<number[]> {
  const rows = await getDb().follow.findMany({ where: { followerId: viewerId }, select: { followeeId: true } });
  return rows.map((r) => r.followeeId);
}

function asPreview(value: unknown): LinkPreview | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const str = (x: unknown) => (typeof x === "string" ? x : null);
  const domain = str(v.domain);
  const url = str(v.url);
  if (!domain || !url) return null;
  // Only the server's re-encoded copy of the image: a preview stored before copies were made named a third party's.
  return { title: str(v.title), description: str(v.description), image: isStoredPreviewImage(v.image) ? v.image : null, domain, url };
}

interface PostSqlRow {
  id: number | bigint;
  authorId: number | bigint;
  content: string;
  privacy: string;
  linkPreview: unknown;
  tagList: string | null;
  mediaList: unknown;
  mentionList: unknown;
  reactionCount: number | bigint;
  thumbsupCount: number | bigint;
  targetCount: number | bigint;
  clapCount: number | bigint;
  heartCount: number | bigint;
  commentCount: number | bigint;
  createdAt: Date | string;
  fullName: string;
  handle: string | null;
  profilePicUrl: string | null;
  militaryBranch: string | null;
  militaryRank: string | null;
  userReaction: string | null;
  bookmarked: number | bigint | boolean;
  followingAuthor: number | bigint | boolean;
}

/** Post.tagList: a post's hashtags (`extractHashtags`: no spaces in a tag), space separated in the order written. */
export const postTagList = (tags: readonly string[]): string | null => (tags.length ? tags.join(" ") : null);

const tagsOf = (tagList: string | null): string[] => (tagList ? tagList.split(" ").filter(Boolean) : []);

/** Post.mediaList: a post's media as written with it, `{ type, url, alt? }` in order. */
function mediaOf(value: unknown): PostView["media"] {
  const list = parsedJson(value);
  if (!Array.isArray(list)) return [];
  return list.flatMap((m: unknown) => {
    const { type, url, alt } = (m ?? {}) as Record<string, unknown>;
    if (typeof url !== "string") return [];
    const kind = type === "video" ? ("video" as const) : ("image" as const);
    return [typeof alt === "string" && alt ? { type: kind, url, alt } : { type: kind, url }];
  });
}

const count = (v: number | bigint | null) => Math.max(0, Number(v ?? 0));
const truthy = (v: number | bigint | boolean) => v === true || Number(v) === 1;

/** A post's mentions as the view's column reads them (JSON text of `{ handle, user_id }`), sorted by user id. */
function mentionsOf(value: unknown): { handle: string; user_id: number }[] {
  const list = parsedJson(value);
  if (!Array.isArray(list)) return [];
  return list
    .flatMap((m: unknown) => {
      const { handle, user_id } = (m ?? {}) as Record<string, unknown>;
      return typeof handle === "string" && handle && Number.isSafeInteger(Number(user_id)) ? [{ handle, user_id: Number(user_id) }] : [];
    })
    .sort((a, b) => a.user_id - b.user_id);
}

/**
 * A post view's columns over `p` and the joins they need; the joins take the viewer's id three
 * times. Mentions show the mentioned person's current handle, so they are read from PostMention and
 * User, by a subquery that runs only for a post whose mentionCount says it has any; a mention of
 * someone with a block either way with the author is no link (plain text).
 */
const postViewColumnsSql = () => `p.id AS id, p.authorId AS authorId, p.content AS content, p.privacy AS privacy, p.linkPreview AS linkPreview,
  p.tagList AS tagList, p.mediaList AS mediaList,
  CASE WHEN p.mentionCount > 0 THEN (
    SELECT ${jsonArrayAggSql("JSON_OBJECT('handle', mu.handle, 'user_id', pm.userId)")} FROM PostMention pm JOIN User mu ON mu.id = pm.userId
    WHERE pm.postId = p.id AND mu.handle IS NOT NULL
      AND NOT EXISTS(SELECT 1 FROM UserBlock mb WHERE mb.blockerId = p.authorId AND mb.blockedId = pm.userId)
      AND NOT EXISTS(SELECT 1 FROM UserBlock mb2 WHERE mb2.blockerId = pm.userId AND mb2.blockedId = p.authorId)) END AS mentionList,
  p.reactionCount AS reactionCount, p.thumbsupCount AS thumbsupCount, p.targetCount AS targetCount, p.clapCount AS clapCount,
  p.heartCount AS heartCount, p.commentCount AS commentCount, p.createdAt AS createdAt,
  u.fullName AS fullName, u.handle AS handle, u.profilePicUrl AS profilePicUrl,
  vp.militaryBranch AS militaryBranch, vp.militaryRank AS militaryRank,
  r.type AS userReaction, b.postId IS NOT NULL AS bookmarked, f.followerId IS NOT NULL AS followingAuthor`;
const POST_VIEW_JOINS = `JOIN User u ON u.id = p.authorId LEFT JOIN VeteranProfile vp ON vp.userId = p.authorId
  LEFT JOIN Reaction r ON r.postId = p.id AND r.userId = ?
  LEFT JOIN Bookmark b ON b.postId = p.id AND b.userId = ?
  LEFT JOIN Follow f ON f.followerId = ? AND f.followeeId = p.authorId`;

/**
 * The SPEC §3 shape of posts for one viewer, in the order of `ids`: the rows with their author and
 * the viewer's reaction, bookmark and follow in one query (joins on their unique keys, at most one
 * row each). A post's hashtags and media are copies on its row, and its mentions a subquery for the
 * posts that have any (docs/decisions/051). Callers have already decided the viewer may read these
 * posts. Raw SQL: a feed page through the ORM's nested selects was ten queries
 * (docs/decisions/038-feed-reads-in-sql.md).
 */
export async function postViewsByIds(viewerId: number, ids: readonly number[]): Promise<PostView[]> {
  if (ids.length === 0) return [];
  const rows = await readRows<PostSqlRow>(
    `SELECT ${postViewColumnsSql()} FROM Post p ${POST_VIEW_JOINS} WHERE p.id IN (${placeholders(ids.length)})`,
    viewerId,
    viewerId,
    viewerId,
    ...ids,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return postViewsOf(ids.flatMap((id) => byId.get(id) ?? []));
}

/**
 * A feed page in one statement: `ranking` picks the page (its rows: `id` and `score`, best first
 * by score, then id, both descending) and the same statement reads those posts' views, joined from
 * the page's ids outwards. A page is the ranking's statement and no other: on MariaDB each
 * statement costs its round trip, parsing and planning before any row is read.
 * Callers' rankings decide what the viewer may read.
 */
export function rankedPostViewsSql(viewerId: number, ranking: SqlPart): SqlPart {
  return {
    sql: `SELECT ${postViewColumnsSql()} FROM (${ranking.sql}) rk ${leftOuterLoopJoinSql()} Post p ON p.id = rk.id ${POST_VIEW_JOINS}
      ORDER BY rk.score DESC, rk.id DESC`,
    params: [...ranking.params, viewerId, viewerId, viewerId],
  };
}

export async function rankedPostViews(viewerId: number, ranking: SqlPart): Promise<PostView[]> {
  const { sql, params } = rankedPostViewsSql(viewerId, ranking);
  return postViewsOf(await readRows<PostSqlRow>(sql, ...params));
}

/** Views of post rows, in their order. */
function postViewsOf(rows: readonly PostSqlRow[]): PostView[] {
  return rows.map((r) => {
    const id = Number(r.id);
    const reaction = (REACTION_TYPES as readonly string[]).includes(r.userReaction ?? "") ? (r.userReaction as ReactionType) : null;
    return {
      id,
      content: r.content,
      privacy: r.privacy as PostPrivacy,
      media: mediaOf(r.mediaList),
      created_at: new Date(r.createdAt).toISOString(),
      author_id: Number(r.authorId),
      author_name: r.fullName,
      author_handle: r.handle,
      author_profile_pic: r.profilePicUrl,
      author_branch: r.militaryBranch,
      author_rank: r.militaryRank,
      user_has_liked: reaction !== null,
      like_count: count(r.reactionCount),
      comments_count: count(r.commentCount),
      is_bookmarked: truthy(r.bookmarked),
      is_following_author: truthy(r.followingAuthor),
      reactions: { thumbsup: count(r.thumbsupCount), target: count(r.targetCount), clap: count(r.clapCount), heart: count(r.heartCount) },
      user_reaction: reaction,
      link_preview: asPreview(parsedJson(r.linkPreview)),
      hashtags: tagsOf(r.tagList),
      mentions: mentionsOf(r.mentionList),
    };
  });
}

/** A JSON column's value as the driver gives it: text on SQLite (parsed here), already parsed on MySQL. */
export function parsedJson(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
