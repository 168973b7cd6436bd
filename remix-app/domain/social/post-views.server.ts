import { REACTION_TYPES, type LinkPreview, type PostPrivacy, type PostView, type ReactionType } from "../../../shared/social";
import { getDb, leftOuterLoopJoinSql, placeholders, readRows, type Prisma } from "../../lib/db.server";

/**
 * Who may read a post: not deleted, not hidden by moderation, author active, and public or
 * (connections only) the viewer is the author or follows the author. Every read goes through it.
 */
export function visiblePostWhere(viewerId: number, followeeIds: readonly number[]): Prisma.PostWhereInput {
  return {
    deletedAt: null,
    hiddenAt: null,
    author: { status: "active" },
    OR: [{ privacy: "public" }, { authorId: { in: [viewerId, ...followeeIds] } }],
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
 * 8, so the statement has a handful of texts, not one per follow count.
 */
export function followedAuthorSql(viewerId: number, followees: readonly number[]): SqlPart {
  if (followees.length > FOLLOWEE_LIST_MAX) return followedByLookup(viewerId);
  let size = 8;
  while (size < followees.length) size *= 2;
  return { sql: `p.authorId IN (${placeholders(size)})`, params: [...followees, ...new Array<number>(size - followees.length).fill(0)] };
}

/**
 * `visiblePostWhere` in SQL over a Post `p` alone; "follows the author" is `followed`
 * (`followedAuthorSql`) or else a Follow lookup per post. "Author active" is the post's copy of
 * its author's status (kept by triggers, docs/decisions/050): the feeds' walks read no User row.
 * `COALESCE(deletedAt, hiddenAt) IS NULL` rather than two `IS NULL`s: SQLite without statistics
 * takes `hiddenAt IS NULL` for a selective equality on the hiddenAt index and walks every post
 * through it (a 1M-post feed read went from 530 ms to 6 ms).
 */
export function visiblePostSql(viewerId: number, followed: SqlPart = followedByLookup(viewerId)): SqlPart {
  return {
    sql: `COALESCE(p.deletedAt, p.hiddenAt) IS NULL AND p.authorActive = 1 AND (p.privacy = 'public' OR p.authorId = ? OR ${followed.sql})`,
    params: [viewerId, ...followed.params],
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
  return { title: str(v.title), description: str(v.description), image: str(v.image), domain, url };
}

interface PostSqlRow {
  id: number | bigint;
  authorId: number | bigint;
  content: string;
  privacy: string;
  linkPreview: unknown;
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

interface PostPartRow {
  postId: number | bigint;
  kind: string;
  text: string | null;
  url: string | null;
  n: number | bigint | null;
}

const count = (v: number | bigint | null) => Math.max(0, Number(v ?? 0));
const truthy = (v: number | bigint | boolean) => v === true || Number(v) === 1;

/**
 * The SPEC §3 shape of posts for one viewer, in the order of `ids`: the rows with their author and
 * the viewer's reaction, bookmark and follow in one query (joins on their unique keys, at most one
 * row each), media, tags and mentions in a second, each joined from the posts' ids outwards
 * whatever the planner's statistics say (see `refreshPlannerStatistics`).
 * Callers have already decided the viewer may read these posts. Raw SQL: a feed page through the
 * ORM's nested selects was ten queries (docs/decisions/038-feed-reads-in-sql.md).
 */
export async function postViewsByIds(viewerId: number, ids: readonly number[]): Promise<PostView[]> {
  if (ids.length === 0) return [];
  const list = placeholders(ids.length);
  const [rows, parts] = await Promise.all([
    readRows<PostSqlRow>(
      `SELECT p.id AS id, p.authorId AS authorId, p.content AS content, p.privacy AS privacy, p.linkPreview AS linkPreview,
         p.reactionCount AS reactionCount, p.thumbsupCount AS thumbsupCount, p.targetCount AS targetCount, p.clapCount AS clapCount,
         p.heartCount AS heartCount, p.commentCount AS commentCount, p.createdAt AS createdAt,
         u.fullName AS fullName, u.handle AS handle, u.profilePicUrl AS profilePicUrl,
         vp.militaryBranch AS militaryBranch, vp.militaryRank AS militaryRank,
         r.type AS userReaction, b.postId IS NOT NULL AS bookmarked, f.followerId IS NOT NULL AS followingAuthor
       FROM Post p JOIN User u ON u.id = p.authorId LEFT JOIN VeteranProfile vp ON vp.userId = p.authorId
         LEFT JOIN Reaction r ON r.postId = p.id AND r.userId = ?
         LEFT JOIN Bookmark b ON b.postId = p.id AND b.userId = ?
         LEFT JOIN Follow f ON f.followerId = ? AND f.followeeId = p.authorId
       WHERE p.id IN (${list})`,
      viewerId,
      viewerId,
      viewerId,
      ...ids,
    ),
    readRows<PostPartRow>(
      `SELECT m.postId AS postId, 'media' AS kind, m.type AS text, m.url AS url, m.sortOrder AS n FROM PostMedia m WHERE m.postId IN (${list})
       UNION ALL
       SELECT ph.postId, 'tag', h.tag, NULL, ph.hashtagId FROM PostHashtag ph ${leftOuterLoopJoinSql()} Hashtag h ON h.id = ph.hashtagId WHERE ph.postId IN (${list})
       UNION ALL
       SELECT pm.postId, 'mention', u.handle, NULL, pm.userId FROM PostMention pm ${leftOuterLoopJoinSql()} User u ON u.id = pm.userId WHERE pm.postId IN (${list})`,
      ...ids,
      ...ids,
      ...ids,
    ),
  ]);
  const media = new Map<number, { type: "image" | "video"; url: string; n: number }[]>();
  const tags = new Map<number, { tag: string; n: number }[]>();
  const mentions = new Map<number, { handle: string; user_id: number }[]>();
  const push = <T>(map: Map<number, T[]>, key: number, value: T) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (const part of parts) {
    const postId = Number(part.postId);
    const n = Number(part.n ?? 0);
    if (part.kind === "media" && part.url) push(media, postId, { type: part.text === "video" ? "video" : "image", url: part.url, n });
    else if (part.kind === "tag" && part.text) push(tags, postId, { tag: part.text, n });
    else if (part.kind === "mention" && part.text) push(mentions, postId, { handle: part.text, user_id: n });
  }
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const views: PostView[] = [];
  for (const id of ids) {
    const r = byId.get(id);
    if (!r) continue;
    const reaction = (REACTION_TYPES as readonly string[]).includes(r.userReaction ?? "") ? (r.userReaction as ReactionType) : null;
    views.push({
      id,
      content: r.content,
      privacy: r.privacy as PostPrivacy,
      media: (media.get(id) ?? []).sort((a, b) => a.n - b.n).map(({ type, url }) => ({ type, url })),
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
      hashtags: (tags.get(id) ?? []).sort((a, b) => a.n - b.n).map((t) => t.tag),
      mentions: (mentions.get(id) ?? []).sort((a, b) => a.user_id - b.user_id),
    });
  }
  return views;
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
