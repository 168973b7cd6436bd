import { MODERATION_DECISIONS, type ModerationDecision, type PostView } from "@shared/social";
import { getDb } from "~/lib/db.server";
import { conflict, invalid, notFound } from "~/lib/errors.server";
import { disconnectUser } from "~/lib/realtime.server";
import { revokeAllSessionsForUser } from "~/lib/session.server";
import { assertActorCan, assertRoleCan } from "~/domain/access/policy.server";
import { recordAdminAction, type AuditActor } from "~/domain/audit/audit-log.server";
import { postViewsByIds } from "./post-views.server";
import { withNotifications } from "~/domain/notifications/notify.server";
import { normalizeRole } from "@shared/roles";

export { MODERATION_DECISIONS, type ModerationDecision };

export interface ModerationAdmin extends AuditActor {
  role: string;
}

export interface ModerationItem {
  post: PostView;
  author_status: string;
  reports: { id: number; reason: string; reporter_name: string; created_at: string }[];
  first_reported_at: string;
}

function requireAdmin(admin: ModerationAdmin): void {
  assertRoleCan(admin, "moderate-post");
}

/** Posts with open reports, the oldest report first, each with every open report. */
export async function listModerationQueue(admin: ModerationAdmin, limit = 50): Promise<{ items: ModerationItem[]; total: number }> {
  requireAdmin(admin);
  const db = getDb();
  const grouped = await db.report.groupBy({
    by: ["postId"],
    where: { status: "open" },
    _min: { createdAt: true },
    orderBy: { _min: { createdAt: "asc" } },
    take: Math.min(100, Math.max(1, limit)),
  });
  const total = (await db.report.groupBy({ by: ["postId"], where: { status: "open" } })).length;
  const ids = grouped.map((g) => g.postId);
  const [rows, reports] = await Promise.all([
    db.post.findMany({ where: { id: { in: ids } }, select: { id: true, author: { select: { status: true } } } }),
    db.report.findMany({
      where: { postId: { in: ids }, status: "open" },
      orderBy: { createdAt: "asc" },
      select: { id: true, postId: true, reason: true, createdAt: true, reporter: { select: { fullName: true } } },
    }),
  ]);
  const views = new Map((await postViewsByIds(admin.id, ids)).map((v) => [v.id, v]));
  const statusOf = new Map(rows.map((r) => [r.id, r.author.status]));
  const items: ModerationItem[] = [];
  for (const g of grouped) {
    const post = views.get(g.postId);
    if (!post) continue;
    items.push({
      post,
      author_status: statusOf.get(g.postId) ?? "active",
      reports: reports
        .filter((r) => r.postId === g.postId)
        .map((r) => ({ id: r.id, reason: r.reason, reporter_name: r.reporter.fullName, created_at: r.createdAt.toISOString() })),
      first_reported_at: (g._min.createdAt ?? new Date()).toISOString(),
    });
  }
  return { items, total };
}

const DECISION_MESSAGES: Record<ModerationDecision, string> = {
  hide: "Post hidden",
  dismiss: "Reports dismissed",
  suspend: "Post hidden and author suspended",
};

/**
 * An admin's decision on a reported post, with a required justification, in one transaction with
 * its audit row: hide (gone from every list and share link at once; the author is told), dismiss
 * (reports closed, post untouched), or suspend (hide, and the author's account is suspended, its
 * sessions revoked and live connections closed).
 */
export async function decideReportedPost(
  admin: ModerationAdmin,
  postId: number,
  decision: ModerationDecision,
  justificationRaw: unknown,
): Promise<{ message: string }> {
  requireAdmin(admin);
  if (!MODERATION_DECISIONS.includes(decision)) throw invalid("decision must be hide, dismiss or suspend");
  const justification = typeof justificationRaw === "string" ? justificationRaw.trim() : "";
  if (!justification) throw invalid("Please give a justification for the audit log");
  if (justification.length > 1000) throw invalid("The justification is limited to 1,000 characters");
  const db = getDb();
  const post = await db.post.findUnique({ where: { id: postId }, select: { id: true, authorId: true, hiddenAt: true, author: { select: { role: true, status: true, fullName: true, email: true } } } });
  if (!post) throw notFound("Post not found");
  if (decision === "suspend") assertActorCan({ id: admin.id, role: normalizeRole(admin.role), status: "active" }, "suspend-author", { role: normalizeRole(post.author.role) });
  const now = new Date();
  await withNotifications(async (notices) => {
    await db.$transaction(async (tx) => {
      const open = await tx.report.updateMany({
        where: { postId, status: "open" },
        data: { status: decision === "dismiss" ? "dismissed" : "resolved", resolvedAt: now, resolvedById: admin.id },
      });
      if (open.count === 0 && decision === "dismiss") throw conflict("This post has no open reports");
      if (decision !== "dismiss") await tx.post.updateMany({ where: { id: postId, hiddenAt: null }, data: { hiddenAt: now } });
      if (decision === "suspend") await tx.user.update({ where: { id: post.authorId }, data: { status: "suspended" } });
      await recordAdminAction(tx, admin, {
        actionType: decision === "hide" ? "post_hidden" : decision === "dismiss" ? "reports_dismissed" : "user_suspended",
        resourceType: decision === "suspend" ? "user" : "post",
        resourceId: decision === "suspend" ? post.authorId : postId,
        justification,
        subject: { name: post.author.fullName, email: post.author.email },
        changes: [
          ...(decision === "dismiss" ? [{ field: "reports", from: "open", to: "dismissed" }] : []),
          ...(decision !== "dismiss" ? [{ field: "post", from: post.hiddenAt ? "hidden" : "visible", to: "hidden" }] : []),
          ...(decision === "suspend" ? [{ field: "status", from: post.author.status, to: "suspended" }] : []),
        ],
        metadata: { post_id: postId, reports_closed: open.count },
      });
      if (decision === "dismiss") return;
      await notices.write(
        [{ userId: post.authorId, type: "moderation", title: "Your post was removed for breaking the community guidelines", link: "/feed" }],
        tx,
      );
    });
    // A suspended author is signed out everywhere first, so the push after this reaches no tab.
    if (decision === "suspend") {
      await revokeAllSessionsForUser(post.authorId);
      disconnectUser(post.authorId);
    }
  });
  return { message: DECISION_MESSAGES[decision] };
}
