import { COMMENT_MAX, REACTION_TYPES, SOCIAL_MESSAGES, type CommentView, type ReactionType } from "@shared/social";
import { getDb } from "~/lib/db.server";
import { invalid, isUniqueViolation, notFound } from "~/lib/errors.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { ensureHandle, requireSocialRole, requireVisiblePost, type SocialActor } from "./posts.server";
import { blockedEitherWay, isBlockedEitherWay } from "./blocks.server";
import { areConnected } from "./connections.server";
import { assertActorCan, rolesFor } from "~/domain/access/policy.server";
import { withNotifications, type NewNotification } from "~/domain/notifications/notify.server";
import { refreshPresenceBetween } from "./presence.server";
import { peopleTitle } from "@shared/notifications";
import { REPORT_REASONS } from "@shared/social";

const COUNTER: Record<ReactionType, "thumbsupCount" | "targetCount" | "clapCount" | "heartCount"> = {
  thumbsup: "thumbsupCount",
  target: "targetCount",
  clap: "clapCount",
  heart: "heartCount",
};

export function parseReactionType(value: unknown): ReactionType {
  if (typeof value === "string" && (REACTION_TYPES as readonly string[]).includes(value)) return value as ReactionType;
  throw invalid("reaction_type must be one of thumbsup, target, clap, heart");
}

/**
 * SPEC §4: one reaction per user per post; a different one replaces it, the same one removes it.
 * The reaction row and the post's counters change in one transaction.
 */
export async function reactToPost(actor: SocialActor, postId: number, type: ReactionType): Promise<{ user_reaction: ReactionType | null }> {
  requireSocialRole(actor);
  const post = await requireVisiblePost(actor.id, postId);
  const db = getDb();
  const result = await db.$transaction(async (tx) => {
    const existing = await tx.reaction.findUnique({ where: { postId_userId: { postId, userId: actor.id } }, select: { type: true } });
    if (existing && existing.type === type) {
      await tx.reaction.delete({ where: { postId_userId: { postId, userId: actor.id } } });
      await tx.post.update({ where: { id: postId }, data: { reactionCount: { decrement: 1 }, [COUNTER[type]]: { decrement: 1 } } });
      return { user_reaction: null, notices: [] as NewNotification[] };
    }
    if (existing) {
      await tx.reaction.update({ where: { postId_userId: { postId, userId: actor.id } }, data: { type } });
      const old = existing.type as ReactionType;
      await tx.post.update({ where: { id: postId }, data: { [COUNTER[old]]: { decrement: 1 }, [COUNTER[type]]: { increment: 1 } } });
      return { user_reaction: type, notices: [] as NewNotification[] };
    }
    await tx.reaction.create({ data: { postId, userId: actor.id, type } });
    await tx.post.update({ where: { id: postId }, data: { reactionCount: { increment: 1 }, [COUNTER[type]]: { increment: 1 } } });
    const notices: NewNotification[] =
      post.authorId === actor.id ? [] : [{ userId: post.authorId, type: "reaction", title: `${actor.fullName} reacted to your post`, link: `/post/${postId}`, actorId: actor.id }];
    return { user_reaction: type, notices };
  });
  await withNotifications((notices) => notices.write(result.notices));
  return { user_reaction: result.user_reaction };
}

export async function removeReaction(actor: SocialActor, postId: number): Promise<void> {
  requireSocialRole(actor);
  await requireVisiblePost(actor.id, postId);
  await getDb().$transaction(async (tx) => {
    const existing = await tx.reaction.findUnique({ where: { postId_userId: { postId, userId: actor.id } }, select: { type: true } });
    if (!existing) return;
    await tx.reaction.delete({ where: { postId_userId: { postId, userId: actor.id } } });
    await tx.post.update({ where: { id: postId }, data: { reactionCount: { decrement: 1 }, [COUNTER[existing.type as ReactionType]]: { decrement: 1 } } });
  });
}

export async function setBookmark(actor: SocialActor, postId: number, on: boolean): Promise<{ is_bookmarked: boolean; message: string }> {
  requireSocialRole(actor);
  await requireVisiblePost(actor.id, postId);
  const db = getDb();
  if (on) {
    try {
      await db.bookmark.create({ data: { postId, userId: actor.id } });
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
    return { is_bookmarked: true, message: SOCIAL_MESSAGES.bookmarked };
  }
  await db.bookmark.deleteMany({ where: { postId, userId: actor.id } });
  return { is_bookmarked: false, message: SOCIAL_MESSAGES.bookmarkRemoved };
}

function commentText(value: unknown): string {
  const text = typeof value === "string" ? value.replace(/\r\n/g, "\n").trim() : "";
  if (!text) throw invalid(SOCIAL_MESSAGES.emptyComment);
  if (text.length > COMMENT_MAX) throw invalid(`Comments are limited to ${COMMENT_MAX.toLocaleString("en-US")} characters`);
  return text;
}

/**
 * A comment, or a reply when `parentId` is given. Replies are one level deep: replying to a reply
 * files it under that reply's parent. The post's comment counter moves in the same transaction.
 * Across a block there is nothing to comment on: the author's post reads as missing (requireVisiblePost),
 * and so does a comment or reply written by someone with a block either way with the actor.
 */
export async function addComment(actor: SocialActor, postId: number, content: unknown, parentId?: number): Promise<{ id: number; message: string }> {
  requireSocialRole(actor);
  const text = commentText(content);
  await consumeRateLimit("socialCommentsPerUser", String(actor.id));
  const post = await requireVisiblePost(actor.id, postId);
  await ensureHandle(actor.id);
  const db = getDb();
  let parent: { id: number; authorId: number } | null = null;
  if (parentId !== undefined) {
    const found = Number.isSafeInteger(parentId)
      ? await db.comment.findFirst({ where: { id: parentId, postId }, select: { id: true, parentId: true, authorId: true } })
      : null;
    if (!found) throw notFound("Comment not found");
    parent = found.parentId ? await db.comment.findUniqueOrThrow({ where: { id: found.parentId }, select: { id: true, authorId: true } }) : found;
    const blocked = await blockedEitherWay(actor.id, [found.authorId, parent.authorId]);
    if (blocked.size > 0) throw notFound("Comment not found");
  }
  const notices: NewNotification[] = [];
  if (post.authorId !== actor.id) {
    notices.push({ userId: post.authorId, type: "comment", title: `${actor.fullName} ${parent ? "replied on" : "commented on"} your post`, link: `/post/${postId}`, actorId: actor.id });
  }
  if (parent && parent.authorId !== actor.id && parent.authorId !== post.authorId) {
    notices.push({ userId: parent.authorId, type: "comment", title: `${actor.fullName} replied to your comment`, link: `/post/${postId}`, actorId: actor.id });
  }
  const id = await withNotifications((writes) => db.$transaction(async (tx) => {
    const comment = await tx.comment.create({ data: { postId, authorId: actor.id, parentId: parent?.id ?? null, content: text }, select: { id: true } });
    await tx.post.update({ where: { id: postId }, data: { commentCount: { increment: 1 } } });
    await writes.write(notices, tx);
    return comment.id;
  }));
  return { id, message: parent ? SOCIAL_MESSAGES.replyAdded : SOCIAL_MESSAGES.commentAdded };
}

/** GET /api/posts/{id}/comments: oldest first, each with its replies (oldest first); none by someone with a block either way with the viewer (nor the replies under theirs). */
export async function listComments(actor: SocialActor, postId: number): Promise<CommentView[]> {
  requireSocialRole(actor);
  await requireVisiblePost(actor.id, postId);
  const rows = await getDb().comment.findMany({
    where: { postId, author: { status: "active" } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 1000,
    select: { id: true, parentId: true, content: true, likesCount: true, createdAt: true, authorId: true, author: { select: { fullName: true, profilePicUrl: true } } },
  });
  const blocked = await blockedEitherWay(actor.id, [...new Set(rows.map((r) => r.authorId))]);
  const views = new Map<number, CommentView>();
  const top: CommentView[] = [];
  for (const r of rows) {
    if (blocked.has(r.authorId)) continue;
    const view: CommentView = {
      id: r.id,
      content: r.content,
      author_id: r.authorId,
      author_name: r.author.fullName,
      author_profile_pic: r.author.profilePicUrl,
      created_at: r.createdAt.toISOString(),
      likes_count: r.likesCount,
      replies: [],
    };
    views.set(r.id, view);
    if (r.parentId === null) top.push(view);
    else views.get(r.parentId)?.replies.push(view);
  }
  return top;
}

/**
 * SPEC §4 follow toggle; following notifies the person followed. Following back makes a connection
 * (`is_connected`). Nobody follows across a block (the person reads as unknown); an unfollow ends
 * the connection, and with it any online state that rested on it.
 */
export async function setFollow(actor: SocialActor, targetId: number, on: boolean): Promise<{ is_following: boolean; is_connected: boolean; message: string }> {
  requireSocialRole(actor);
  const db = getDb();
  if (!Number.isSafeInteger(targetId) || targetId <= 0) throw notFound("User not found");
  if (targetId === actor.id) throw invalid("You cannot follow yourself");
  const target = await db.user.findFirst({ where: { id: targetId, status: "active", role: { in: [...rolesFor("follow-user")] } }, select: { id: true } });
  if (!target) throw notFound("User not found");
  if (!on) {
    const { count } = await db.follow.deleteMany({ where: { followerId: actor.id, followeeId: targetId } });
    if (count > 0) await refreshPresenceBetween(actor.id, targetId);
    return { is_following: false, is_connected: false, message: SOCIAL_MESSAGES.unfollowed };
  }
  assertActorCan({ ...actor, status: "active" }, "follow-user", { blocked: await isBlockedEitherWay(actor.id, targetId) });
  await consumeRateLimit("followsPerUserPerHour", String(actor.id));
  let created = false;
  try {
    await db.follow.create({ data: { followerId: actor.id, followeeId: targetId } });
    created = true;
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
  }
  // Follows collapse across people: one unread "<first> and 14 others followed you" (peopleTitle).
  if (created) {
    await withNotifications((notices) =>
      notices.write([
        { userId: targetId, type: "follow", title: peopleTitle("follow", actor.fullName, 0) ?? "", link: `/profile/${actor.id}`, actorId: actor.id, collapse: { key: "follow" } },
      ]),
    );
  }
  return { is_following: true, is_connected: await areConnected(actor.id, targetId), message: SOCIAL_MESSAGES.followed };
}

const REPORT_REASON_SET: ReadonlySet<string> = new Set(REPORT_REASONS);

/** A report lands in the moderation queue once per reporter and post; a repeat is accepted quietly. */
export async function reportPost(actor: SocialActor, postId: number, reason: unknown): Promise<{ message: string }> {
  requireSocialRole(actor);
  const r = typeof reason === "string" ? reason.trim() : "";
  if (!REPORT_REASON_SET.has(r)) throw invalid("reason must be one of inappropriate_content, spam, harassment, misinformation, other");
  await consumeRateLimit("socialReportsPerUser", String(actor.id));
  const post = await requireVisiblePost(actor.id, postId);
  if (post.authorId === actor.id) throw invalid("You cannot report your own post");
  try {
    await getDb().report.create({ data: { postId, reporterId: actor.id, reason: r } });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
  }
  return { message: SOCIAL_MESSAGES.reported };
}
