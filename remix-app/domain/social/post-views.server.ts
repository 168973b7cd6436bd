import { REACTION_TYPES, type LinkPreview, type PostPrivacy, type PostView, type ReactionType } from "../../../shared/social";
import { getDb, type Prisma } from "../../lib/db.server";

/** What every post list reads: the row with its denormalised counters, author, media, tags and mentions. */
export const POST_SELECT = {
  id: true,
  authorId: true,
  content: true,
  privacy: true,
  linkPreview: true,
  reactionCount: true,
  thumbsupCount: true,
  targetCount: true,
  clapCount: true,
  heartCount: true,
  commentCount: true,
  createdAt: true,
  author: {
    select: {
      fullName: true,
      handle: true,
      profilePicUrl: true,
      veteranProfile: { select: { militaryBranch: true, militaryRank: true } },
    },
  },
  media: { orderBy: { sortOrder: "asc" }, select: { type: true, url: true } },
  hashtags: { select: { hashtag: { select: { tag: true } } } },
  mentions: { select: { userId: true, user: { select: { handle: true } } } },
} satisfies Prisma.PostSelect;

export type PostRow = Prisma.PostGetPayload<{ select: typeof POST_SELECT }>;

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

/** SPEC §3 post shape for one viewer: their reaction, bookmark and follow read in one query each for the whole page. */
export async function toPostViews(viewerId: number, rows: readonly PostRow[]): Promise<PostView[]> {
  if (rows.length === 0) return [];
  const db = getDb();
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.map((r) => r.authorId))];
  const [reactions, bookmarks, follows] = await Promise.all([
    db.reaction.findMany({ where: { userId: viewerId, postId: { in: ids } }, select: { postId: true, type: true } }),
    db.bookmark.findMany({ where: { userId: viewerId, postId: { in: ids } }, select: { postId: true } }),
    db.follow.findMany({ where: { followerId: viewerId, followeeId: { in: authorIds } }, select: { followeeId: true } }),
  ]);
  const reactionOf = new Map(reactions.map((r) => [r.postId, r.type as ReactionType]));
  const bookmarked = new Set(bookmarks.map((b) => b.postId));
  const following = new Set(follows.map((f) => f.followeeId));
  return rows.map((r) => {
    const userReaction = reactionOf.get(r.id) ?? null;
    const counts: Record<ReactionType, number> = { thumbsup: r.thumbsupCount, target: r.targetCount, clap: r.clapCount, heart: r.heartCount };
    for (const t of REACTION_TYPES) counts[t] = Math.max(0, counts[t]);
    return {
      id: r.id,
      content: r.content,
      privacy: r.privacy as PostPrivacy,
      media: r.media.map((m) => ({ type: m.type === "video" ? "video" : "image", url: m.url })),
      created_at: r.createdAt.toISOString(),
      author_id: r.authorId,
      author_name: r.author.fullName,
      author_handle: r.author.handle,
      author_profile_pic: r.author.profilePicUrl,
      author_branch: r.author.veteranProfile?.militaryBranch ?? null,
      author_rank: r.author.veteranProfile?.militaryRank ?? null,
      user_has_liked: userReaction !== null,
      like_count: Math.max(0, r.reactionCount),
      comments_count: Math.max(0, r.commentCount),
      is_bookmarked: bookmarked.has(r.id),
      is_following_author: following.has(r.authorId),
      reactions: counts,
      user_reaction: userReaction,
      link_preview: asPreview(r.linkPreview),
      hashtags: r.hashtags.map((h) => h.hashtag.tag),
      mentions: r.mentions.filter((m) => m.user.handle).map((m) => ({ handle: m.user.handle as string, user_id: m.userId })),
    };
  });
}
