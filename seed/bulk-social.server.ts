import { REACTION_TYPES } from "@shared/social";
import { refreshPlannerStatistics, type Db } from "~/lib/db.server";
import { insertRows, type Row } from "~/lib/bulk-insert.server";
import { TRENDING_WINDOW_MS } from "~/domain/social/feed.server";
import { postTagList } from "~/domain/social/post-views.server";
import { Prng } from "./prng.server";

const DAY = 86_400_000;
const BATCH = 1000;
const TAGS = ["transition", "mentorship", "hiring", "resume", "cloud", "certifications", "networking", "clearance", "gibill", "careeradvice", "cyber", "logistics"];
const OPENERS = [
  "Just wrapped up my first month as a civilian.",
  "Quick tip for anyone writing their first resume:",
  "Our team is hiring veterans this quarter.",
  "Studying for my next certification before PT.",
  "Grateful for the mentors in this group.",
  "Networking night was a success.",
  "Translate your military experience into numbers.",
  "Don't undersell your clearance in salary talks.",
];

export interface SocialVolumeResult {
  posts: number;
  reactions: number;
  comments: number;
  follows: number;
}

/**
 * `seed --posts N`: N posts by existing veterans with a realistic shape for benchmarks — newer
 * posts denser than old ones over a year, 10% connections-only, hashtags, a mention in one post in
 * twenty, ~5 reactions a post (a long tail of popular ones), a comment on one post in five, and ~20
 * follows per veteran.
 * Counters are written consistent with the rows; veterans without a handle get one. Bulk multi-row
 * INSERTs, one batch per transaction.
 */
export async function bulkSeedSocial(db: Db, posts: number, onProgress: (done: number, total: number) => void = () => undefined, now = new Date()): Promise<SocialVolumeResult> {
  const rng = new Prng(20261124);
  const veterans = (await db.user.findMany({ where: { role: "veteran", status: "active" }, select: { id: true }, orderBy: { id: "asc" } })).map((u) => u.id);
  if (veterans.length < 2) throw new Error("seed --posts needs veterans: add some with --veterans N");
  const result: SocialVolumeResult = { posts: 0, reactions: 0, comments: 0, follows: 0 };
  // Members of a lively hub have used it, so they have their @handle (the first visit assigns one).
  await db.$executeRawUnsafe("UPDATE User SET handle = CONCAT('veteran_', id) WHERE handle IS NULL AND role = 'veteran' AND status = 'active'");
  const handles = new Map((await db.user.findMany({ where: { id: { in: veterans } }, select: { id: true, handle: true } })).map((u) => [u.id, u.handle ?? ""]));

  // Follows: about 20 per veteran (skipping pairs that exist).
  const existing = new Set((await db.follow.findMany({ select: { followerId: true, followeeId: true } })).map((f) => `${f.followerId}:${f.followeeId}`));
  let followRows: Row[] = [];
  for (const follower of veterans) {
    for (let k = 0; k < 20; k++) {
      const followee = veterans[rng.int(0, veterans.length - 1)];
      const key = `${follower}:${followee}`;
      if (followee === follower || existing.has(key)) continue;
      existing.add(key);
      followRows.push({ followerId: follower, followeeId: followee, createdAt: now });
    }
    if (followRows.length >= 5000) {
      result.follows += await insertRows(db, "Follow", followRows);
      followRows = [];
    }
  }
  result.follows += await insertRows(db, "Follow", followRows);

  const tagIds = new Map<string, number>();
  for (const tag of TAGS) tagIds.set(tag, (await db.hashtag.upsert({ where: { tag }, create: { tag }, update: {}, select: { id: true } })).id);
  const tagCounts = new Map<string, number>();

  for (let done = 0; done < posts; done += BATCH) {
    const n = Math.min(BATCH, posts - done);
    await db.$transaction(
      async (tx) => {
        const maxBefore = (await tx.post.aggregate({ _max: { id: true } }))._max.id ?? 0;
        const postRows: Row[] = [];
        const reactionRows: Row[] = [];
        const tagRows: Row[] = [];
        const commentRows: Row[] = [];
        const mentionRows: Row[] = [];
        for (let i = 0; i < n; i++) {
          const postId = maxBefore + i + 1;
          // Newer posts are denser: age = 365 days × u², u uniform.
          const u = rng.next();
          const createdAt = new Date(now.getTime() - Math.floor(365 * DAY * u * u) - rng.int(0, 59_000));
          const authorId = veterans[Math.floor(veterans.length * Math.pow(rng.next(), 1.5))];
          const tags = [TAGS[rng.int(0, TAGS.length - 1)], ...(rng.next() < 0.3 ? [TAGS[rng.int(0, TAGS.length - 1)]] : [])].filter((t, j, a) => a.indexOf(t) === j);
          const mentioned = rng.next() < 0.05 ? veterans[rng.int(0, veterans.length - 1)] : authorId;
          const mention = mentioned === authorId ? "" : ` @${handles.get(mentioned)}`;
          if (mention) mentionRows.push({ postId, userId: mentioned });
          const popular = rng.next() < 0.02;
          const reactionTarget = popular ? rng.int(30, 120) : rng.int(0, 8);
          const reactors = new Set<number>();
          for (let k = 0; k < reactionTarget * 2 && reactors.size < reactionTarget; k++) {
            const r = veterans[rng.int(0, veterans.length - 1)];
            if (r !== authorId) reactors.add(r);
          }
          const counts = { thumbsup: 0, target: 0, clap: 0, heart: 0 };
          for (const userId of reactors) {
            const type = REACTION_TYPES[rng.int(0, 3)];
            counts[type]++;
            reactionRows.push({ postId, userId, type, createdAt });
          }
          const comments = rng.next() < 0.2 ? rng.int(1, 3) : 0;
          for (let c = 0; c < comments; c++) {
            commentRows.push({ postId, authorId: veterans[rng.int(0, veterans.length - 1)], content: "Great point, thanks for sharing.", likesCount: 0, createdAt: new Date(createdAt.getTime() + (c + 1) * 600_000) });
          }
          postRows.push({
            id: postId,
            authorId,
            content: `${OPENERS[rng.int(0, OPENERS.length - 1)]}${mention} ${tags.map((t) => `#${t}`).join(" ")}`,
            privacy: rng.next() < 0.1 ? "connections" : "public",
            reactionCount: reactors.size,
            thumbsupCount: counts.thumbsup,
            targetCount: counts.target,
            clapCount: counts.clap,
            heartCount: counts.heart,
            commentCount: comments,
            tagList: postTagList(tags),
            mentionCount: mention ? 1 : 0,
            // As the trending-window job would leave it (decision 053).
            trendingWindow: now.getTime() - createdAt.getTime() < TRENDING_WINDOW_MS,
            createdAt,
            updatedAt: createdAt,
          });
          for (const t of tags) {
            tagRows.push({ postId, hashtagId: tagIds.get(t) as number, createdAt });
            tagCounts.set(t, (tagCounts.get(t) ?? 0) + 1);
          }
        }
        result.posts += await insertRows(tx, "Post", postRows);
        result.reactions += await insertRows(tx, "Reaction", reactionRows);
        await insertRows(tx, "PostHashtag", tagRows);
        await insertRows(tx, "PostMention", mentionRows);
        result.comments += await insertRows(tx, "Comment", commentRows);
      },
      { maxWait: 10_000, timeout: 300_000 },
    );
    onProgress(Math.min(posts, done + n), posts);
  }
  for (const [tag, count] of tagCounts) await db.hashtag.update({ where: { tag }, data: { postsCount: { increment: count } } });
  await refreshPlannerStatistics(db, ["User", "Follow", "Post", "Reaction", "PostHashtag", "PostMention", "Comment"]);
  return result;
}
