import { FEED_MAX_LIMIT, FEED_PAGE_SIZE, type HashtagTrend, type PostView, type SuggestedUser } from "@shared/social";
import { getDb, readRows, type Prisma } from "~/lib/db.server";
import { epochMsSql, forceIndexSql, greatestSql, leastSql, orderedUnionPageSql } from "~/lib/sql-dialect.server";
import { BLOCKED_IDS_SQL, blockedIdsOf } from "./blocks.server";
import { followedAuthorSql, followeeIdsOf, parsedJson, postViewsByIds, rankedPostViews, visiblePostSql, visiblePostWhere, type SqlPart } from "./post-views.server";

const HOUR = 3_600_000;
/** The most any boost can lift a post in For You: ranking stays "recent first, nudged", and paging stays exact. */
export const FOR_YOU_MAX_BOOST_MS = 6 * HOUR;
const FOR_YOU_CANDIDATE_CAP = 500;
export const TRENDING_WINDOW_MS = 7 * 24 * HOUR;
const TRENDING_CANDIDATES = 400;

export interface Page {
  skip: number;
  limit: number;
}

export function pageOf(skipRaw: unknown, limitRaw: unknown): Page {
  const skip = Math.max(0, Math.min(100_000, Math.floor(Number(skipRaw) || 0)));
  const n = Math.floor(Number(limitRaw));
  const limit = Number.isFinite(n) && n > 0 ? Math.min(FEED_MAX_LIMIT, n) : FEED_PAGE_SIZE;
  return { skip, limit };
}

/** Ids of the rows a query returned, in its order. */
const idsOf = (rows: readonly { id: number | bigint }[]) => rows.map((r) => Number(r.id));

async function newest(viewerId: number, where: Prisma.PostWhereInput, page: Page): Promise<PostView[]> {
  const rows = await getDb().post.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: page.skip,
    take: page.limit,
    select: { id: true },
  });
  return postViewsByIds(viewerId, idsOf(rows));
}

/** Followees per statement of the Following read: SQLite allows at most 500 terms in one compound SELECT. */
const FOLLOWING_CHUNK = 200;

/**
 * Following: posts of followed (active) authors only, newest first: all of a connection's posts (a
 * followee who follows back), the public ones of a followee who does not, none across a block. The
 * followees' newest posts are read from the (authorId, createdAt, …)
 * index alone and merged (`orderedUnionPageSql`), so the work is bounded by the follows and the page,
 * not by how much the followees ever wrote (one IN over all their posts sorted 20,000 rows for one page).
 * Up to FOLLOWING_CHUNK followees, the merge is the page's ranking and its views come in the same
 * statement; beyond, each chunk's candidates are merged here.
 */
export async function followingFeed(viewerId: number, page: Page): Promise<PostView[]> {
  const rows = await readRows<{ id: number | bigint; connected: unknown }>(
    `SELECT f.followeeId AS id, EXISTS(SELECT 1 FROM Follow back WHERE back.followerId = f.followeeId AND back.followeeId = f.followerId) AS connected
     FROM Follow f JOIN User u ON u.id = f.followeeId WHERE f.followerId = ? AND u.status = 'active' AND f.followeeId NOT IN (${BLOCKED_IDS_SQL})`,
    viewerId,
    viewerId,
    viewerId,
  );
  const followees = rows.map((r) => Number(r.id));
  const publicOnly = new Set(rows.filter((r) => !Number(r.connected)).map((r) => Number(r.id)));
  if (followees.length === 0) return [];
  if (followees.length <= FOLLOWING_CHUNK) return rankedPostViews(viewerId, followingCandidatesSql(followees, page, publicOnly));
  const need = page.skip + page.limit;
  const candidates: { id: number; at: number }[] = [];
  for (let i = 0; i < followees.length; i += FOLLOWING_CHUNK) {
    const { sql, params } = followingCandidatesSql(followees.slice(i, i + FOLLOWING_CHUNK), { skip: 0, limit: need }, publicOnly);
    const rows = await readRows<{ id: number | bigint; score: Date | string }>(sql, ...params);
    for (const r of rows) candidates.push({ id: Number(r.id), at: new Date(r.score).getTime() });
  }
  candidates.sort((a, b) => b.at - a.at || b.id - a.id);
  return postViewsByIds(
    viewerId,
    candidates.slice(page.skip, need).map((c) => c.id),
  );
}

/**
 * A page of the newest readable posts of some authors (`id`, and `score`: the post's createdAt),
 * merged from each author's (authorId, createdAt, …) index (exported for its query-plan test). Of
 * the authors in `publicOnly` (followed, not connected) only public posts count: their reads check
 * each post's row for its privacy.
 */
export function followingCandidatesSql(authorIds: readonly number[], page: Page, publicOnly: ReadonlySet<number> = new Set()): SqlPart {
  const perAuthor = authorIds.map((authorId) => ({
    sql: `SELECT p.id AS id, p.createdAt AS createdAt FROM Post p WHERE p.authorId = ? AND COALESCE(p.deletedAt, p.hiddenAt) IS NULL${publicOnly.has(authorId) ? " AND p.privacy = 'public'" : ""}`,
    params: [authorId],
  }));
  const merged = orderedUnionPageSql(perAuthor, "createdAt DESC, id DESC", page.skip, page.limit);
  return { sql: `SELECT c.id AS id, c.createdAt AS score FROM (${merged.sql}) AS c`, params: merged.params };
}

/**
 * An MOS family: the code's first two characters ("11B" → "11", "1N0X1" → "1N", "ET" → "ET"), as
 * the triggers copy it onto the author's User row (`MOS_FAMILY_SQL` is the same rule in SQL).
 */
function mosFamily(code: string | null | undefined): string | null {
  const c = (code ?? "").trim().toUpperCase();
  return c.length >= 2 ? c.slice(0, 2) : null;
}

/** Post.authorBranch holds this many characters of the author's branch (the triggers cut it; decision 050). */
const AUTHOR_BRANCH_COPY_CHARS = 32;

/** `mosFamily` of VeteranProfile.mosCode in SQL: SUBSTR counts characters on both databases, where MariaDB's LENGTH counts bytes. */
const MOS_FAMILY_SQL = "CASE WHEN SUBSTR(TRIM(mosCode), 2, 1) <> '' THEN UPPER(SUBSTR(TRIM(mosCode), 1, 2)) END";

function rawStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

function stringList(value: unknown): string[] {
  return rawStringList(value).map((v) => v.toLowerCase());
}

/**
 * For You: time-ordered, with each post lifted by at most six hours for what it has going for it —
 * engagement (log of reactions + 2 × comments, an hour per step), an author the viewer follows
 * (3 h), the same branch (1 h), the same MOS family (1 h), a shared industry (1 h). The newest
 * readable posts (at most the candidate cap) are ranked in the query itself, which returns only the
 * page: handing the candidates to JavaScript cost more than finding them (docs/decisions/043). The
 * follow lift tests the viewer's followee list, read together with their profile
 * (`followedAuthorSql`); the connections-only check is a connection lookup that runs only for a
 * connections-only post by someone else, and blocks are one list read once a statement. The author's status and traits are copies on the post, in the
 * index the read walks (kept by triggers from VeteranProfile through User): a profile lookup per
 * candidate was 40% of MariaDB's read (decision 044), and the User lookup that replaced it was two
 * thirds of the rest (decision 050).
 * Because no lift exceeds six hours, the first `skip + limit` by score all lie within six hours of
 * the (skip + limit)-th newest post, so paging is exact while the cap covers that window.
 */
export async function forYouFeed(viewerId: number, page: Page): Promise<PostView[]> {
  return rankedPostViews(viewerId, await forYouRankingSql(viewerId, page));
}

/**
 * For You's ranking read for one viewer (exported for its query-plan test). The read names the
 * index it walks: on the author-list OR both planners otherwise chose a multi-index OR over every
 * public post and sorted them (SQLite: seconds a page at a million posts).
 */
export async function forYouRankingSql(viewerId: number, page: Page): Promise<SqlPart> {
  const viewer = await forYouViewer(viewerId);
  // Each of the viewer's industries as the JSON string it is stored as, looked for in the author's list.
  const industries = [...new Set(rawStringList(viewer.industries))].map((industry) => JSON.stringify(industry));
  const sharedIndustry = industries.length ? `COALESCE(${industries.map(() => "INSTR(p.authorIndustries, ?) > 0").join(" OR ")}, 0)` : "0";
  const followed = followedAuthorSql(viewerId, viewer.followees);
  const visible = visiblePostSql(viewerId);
  const lift = `(LN(1 + c.engagement) + c.traitHours) * ${HOUR}`;
  return {
    sql: `SELECT c.id AS id, ${epochMsSql("c.createdAt")} + ${leastSql(String(FOR_YOU_MAX_BOOST_MS), lift)} AS score FROM (
       SELECT p.id AS id, p.createdAt AS createdAt, p.reactionCount + 2 * p.commentCount AS engagement,
         3 * (${followed.sql}) + COALESCE(p.authorBranch = ?, 0) + COALESCE(p.authorMosFamily = ?, 0) + ${sharedIndustry} AS traitHours
       FROM Post p ${forceIndexSql("Post_newest_feed_idx")}
       WHERE ${visible.sql}
       ORDER BY p.createdAt DESC, p.id DESC LIMIT ?) c
     ORDER BY score DESC, c.id DESC
     LIMIT ? OFFSET ?`,
    params: [
      ...followed.params,
      viewer.branch,
      viewer.mosFamily,
      ...industries,
      ...visible.params,
      Math.max(FOR_YOU_CANDIDATE_CAP, page.skip + page.limit),
      page.limit,
      page.skip,
    ],
  };
}

/**
 * What For You ranks by on the viewer's side: their profile's traits and whom they follow, in one
 * statement. The MOS family and industries are worked out by the database, as the triggers work out
 * the authors' copies: SQLite's LOWER and UPPER fold ASCII letters only, and a JavaScript lower-casing
 * missed identical industries with capitals outside ASCII ("ÉNERGIE") there, where MariaDB matched them.
 */
async function forYouViewer(viewerId: number) {
  const rows = await readRows<{ followeeId: number | bigint | null; militaryBranch: string | null; mosFamily: string | null; industries: unknown }>(
    `SELECT NULL AS followeeId, SUBSTR(militaryBranch, 1, ${AUTHOR_BRANCH_COPY_CHARS}) AS militaryBranch, ${MOS_FAMILY_SQL} AS mosFamily, LOWER(industries) AS industries FROM VeteranProfile WHERE userId = ?
     UNION ALL SELECT followeeId, NULL, NULL, NULL FROM Follow WHERE followerId = ?`,
    viewerId,
    viewerId,
  );
  const me = rows.find((r) => r.followeeId === null);
  return {
    branch: me?.militaryBranch ?? null,
    mosFamily: me?.mosFamily ?? null,
    industries: parsedJson(me?.industries),
    followees: rows.flatMap((r) => (r.followeeId === null ? [] : [Number(r.followeeId)])),
  };
}

/**
 * Trending: the most-reacted readable posts of the last 7 days (at most the candidate count, read
 * from Post_trending_feed_idx alone: it filters the window, privacy and the author's status without
 * reading post or user rows; it walks only the posts still flagged trendingWindow, a superset of
 * the 7 days that the hourly trending-window job keeps near a week, decision 053), ranked in the
 * query by engagement per hour of age:
 * (reactions + 2 × comments) / (age in hours + 2)^1.5.
 */
export async function trendingFeed(viewerId: number, page: Page, now = new Date()): Promise<PostView[]> {
  return rankedPostViews(viewerId, trendingRankingSql(viewerId, page, now));
}

/**
 * Trending's ranking read (exported for its query-plan test). "Connected with the author" stays a
 * Follow lookup per post: as a followee list, SQLite planned the privacy OR as a multi-index OR over every
 * post of the week unless told the index. The read names its index now (its join to User is gone,
 * decision 050), but the lookup runs only for a connections-only post by someone else, so it stays.
 */
export function trendingRankingSql(viewerId: number, page: Page, now: Date): SqlPart {
  const visible = visiblePostSql(viewerId);
  const ageMs = greatestSql(`? - ${epochMsSql("c.createdAt")}`, "0");
  return {
    sql: `SELECT c.id AS id, c.engagement / POW(${ageMs} / ${HOUR} + 2, 1.5) AS score FROM (
       SELECT p.id AS id, p.createdAt AS createdAt, p.reactionCount + 2 * p.commentCount AS engagement
       FROM Post p ${forceIndexSql("Post_trending_feed_idx")}
       WHERE p.trendingWindow = 1 AND p.createdAt >= ? AND p.reactionCount > 0 AND ${visible.sql}
       ORDER BY p.reactionCount DESC, p.createdAt DESC, p.id DESC LIMIT ?) c
     ORDER BY score DESC, c.id DESC
     LIMIT ? OFFSET ?`,
    params: [
      now.getTime(),
      new Date(now.getTime() - TRENDING_WINDOW_MS),
      ...visible.params,
      Math.max(TRENDING_CANDIDATES, page.skip + page.limit),
      page.limit,
      page.skip,
    ],
  };
}

/** GET /api/social/discover: filter_type all|following, sort_by recent|top. */
export async function discoverPosts(viewerId: number, filterType: string, sortBy: string, page: Page): Promise<PostView[]> {
  if (filterType === "following") {
    if (sortBy !== "top") return followingFeed(viewerId, page);
    const followees = await followeeIdsOf(viewerId);
    if (followees.length === 0) return [];
    const rows = await getDb().post.findMany({
      where: { ...visiblePostWhere(viewerId), authorId: { in: followees } },
      orderBy: [{ reactionCount: "desc" }, { id: "desc" }],
      skip: page.skip,
      take: page.limit,
      select: { id: true },
    });
    return postViewsByIds(viewerId, idsOf(rows));
  }
  return sortBy === "top" ? trendingFeed(viewerId, page) : forYouFeed(viewerId, page);
}

export function normaliseTag(raw: string): string | null {
  const tag = raw.replace(/^#/, "").toLowerCase();
  return /^[a-z0-9_]{1,50}$/.test(tag) ? tag : null;
}

export async function hashtagPosts(viewerId: number, rawTag: string, page: Page): Promise<PostView[]> {
  const tag = normaliseTag(rawTag);
  if (!tag) return [];
  const hashtag = await getDb().hashtag.findUnique({ where: { tag }, select: { id: true } });
  if (!hashtag) return [];
  return newest(viewerId, { ...visiblePostWhere(viewerId), hashtags: { some: { hashtagId: hashtag.id } } }, page);
}

export async function savedPosts(viewerId: number, page: Page): Promise<PostView[]> {
  const marks = await getDb().bookmark.findMany({
    where: { userId: viewerId, post: visiblePostWhere(viewerId) },
    orderBy: { createdAt: "desc" },
    skip: page.skip,
    take: page.limit,
    select: { postId: true },
  });
  return postViewsByIds(
    viewerId,
    marks.map((m) => m.postId),
  );
}

/** What trending may count: public posts anyone can read (not hidden, deleted or by a suspended author). */
const PUBLIC_VISIBLE_POST = { hiddenAt: null, deletedAt: null, privacy: "public", authorActive: true } as const;

/**
 * Tags used most in the last 7 days (count), with their all-time posts_count; topped up by all-time
 * use. Both count public, visible posts only: a tag used only in connections-only posts never shows.
 */
export async function trendingHashtags(limitRaw: unknown, now = new Date()): Promise<HashtagTrend[]> {
  const limit = Math.max(1, Math.min(50, Math.floor(Number(limitRaw)) || 10));
  const db = getDb();
  const recent = await db.postHashtag.groupBy({
    by: ["hashtagId"],
    where: { createdAt: { gte: new Date(now.getTime() - TRENDING_WINDOW_MS) }, post: PUBLIC_VISIBLE_POST },
    _count: { hashtagId: true },
    orderBy: [{ _count: { hashtagId: "desc" } }, { hashtagId: "asc" }],
    take: limit,
  });
  const counts = new Map(recent.map((r) => [r.hashtagId, r._count.hashtagId]));
  const more =
    counts.size < limit
      ? await db.hashtag.findMany({
          where: { id: { notIn: [...counts.keys()] }, postsCount: { gt: 0 }, posts: { some: { post: PUBLIC_VISIBLE_POST } } },
          orderBy: [{ postsCount: "desc" }, { id: "asc" }],
          take: limit - counts.size,
          select: { id: true },
        })
      : [];
  const ids = [...counts.keys(), ...more.map((t) => t.id)];
  // postsCount counts every post; what is shown counts the public, visible ones (at most 50 tags).
  const [tags, publicCounts] = await Promise.all([
    db.hashtag.findMany({ where: { id: { in: ids } }, select: { id: true, tag: true } }),
    db.postHashtag.groupBy({ by: ["hashtagId"], where: { hashtagId: { in: ids }, post: PUBLIC_VISIBLE_POST }, _count: { hashtagId: true } }),
  ]);
  const publicCount = new Map(publicCounts.map((r) => [r.hashtagId, r._count.hashtagId]));
  const tagOf = new Map(tags.map((t) => [t.id, t.tag]));
  const view = (id: number): HashtagTrend => ({ hashtag: tagOf.get(id) ?? "", count: counts.get(id) ?? 0, posts_count: publicCount.get(id) ?? 0 });
  const trending = [...counts.keys()].map(view).sort((a, b) => b.count - a.count || b.posts_count - a.posts_count || a.hashtag.localeCompare(b.hashtag));
  return [...trending, ...more.map((t) => view(t.id))];
}

/**
 * People to follow: active veterans the viewer does not follow yet and has no block with either way, ranked by shared branch (3),
 * MOS family (2), each shared skill (1, up to 3) and a shared industry (1); ties go to newer members.
 */
export async function suggestedUsers(viewerId: number, limitRaw: unknown): Promise<SuggestedUser[]> {
  const limit = Math.max(1, Math.min(20, Math.floor(Number(limitRaw)) || 5));
  const db = getDb();
  const [me, followees, blocked] = await Promise.all([
    db.veteranProfile.findUnique({ where: { userId: viewerId }, select: { militaryBranch: true, mosCode: true, skills: true, industries: true } }),
    followeeIdsOf(viewerId),
    blockedIdsOf(viewerId),
  ]);
  const exclude = [viewerId, ...followees, ...blocked];
  const profileSelect = {
    userId: true,
    headline: true,
    militaryBranch: true,
    mosCode: true,
    skills: true,
    industries: true,
    user: { select: { fullName: true, profilePicUrl: true } },
  } satisfies Prisma.VeteranProfileSelect;
  const base: Prisma.VeteranProfileWhereInput = { userId: { notIn: exclude }, user: { status: "active", role: "veteran" } };
  const [sameBranch, recent] = await Promise.all([
    me?.militaryBranch
      ? db.veteranProfile.findMany({ where: { ...base, militaryBranch: me.militaryBranch }, orderBy: { userId: "desc" }, take: 200, select: profileSelect })
      : Promise.resolve([]),
    db.veteranProfile.findMany({ where: base, orderBy: { userId: "desc" }, take: 200, select: profileSelect }),
  ]);
  const mySkills = new Set(stringList(me?.skills));
  const myIndustries = new Set(stringList(me?.industries));
  const myFamily = mosFamily(me?.mosCode);
  const seen = new Set<number>();
  const ranked: (SuggestedUser & { score: number })[] = [];
  for (const p of [...sameBranch, ...recent]) {
    if (seen.has(p.userId)) continue;
    seen.add(p.userId);
    const reasons: string[] = [];
    let score = 0;
    if (me?.militaryBranch && p.militaryBranch === me.militaryBranch) {
      score += 3;
      reasons.push(`Also served in the ${p.militaryBranch}`);
    }
    if (myFamily && mosFamily(p.mosCode) === myFamily) {
      score += 2;
      reasons.push("Same MOS family");
    }
    const shared = stringList(p.skills).filter((s) => mySkills.has(s));
    if (shared.length) {
      score += Math.min(3, shared.length);
      reasons.push(`${shared.length} shared ${shared.length === 1 ? "skill" : "skills"}`);
    }
    if (stringList(p.industries).some((i) => myIndustries.has(i))) {
      score += 1;
      reasons.push("Shared industry");
    }
    ranked.push({
      id: p.userId,
      full_name: p.user.fullName,
      headline: p.headline,
      military_branch: p.militaryBranch,
      profile_pic_url: p.user.profilePicUrl,
      is_following: false,
      reasons,
      score,
    });
  }
  ranked.sort((a, b) => b.score - a.score || b.id - a.id);
  return ranked.slice(0, limit).map(({ score: _score, ...u }) => u);
}
