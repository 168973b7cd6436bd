import { REASON_REQUIRED } from "@shared/schemas/admin-review";
import { getDb } from "~/lib/db.server";
import { assertCan } from "~/domain/access/policy.server";
import { conflict, invalid, notFound } from "~/lib/errors.server";
import { recordAdminAction, type AuditActor } from "~/domain/audit/audit-log.server";
import { withNotifications } from "~/domain/notifications/notify.server";
import { createReviewNotification, deliverReviewNotice, type ReviewNotice } from "./review-notice.server";
import { toVerificationReview, verificationReviewSelect, type VerificationReview } from "./verification-review-view.server";
import { deleteVerificationDocument } from "~/domain/verification/verification-document.server";

const REQUEST_NOT_FOUND = "Verification request not found";

/** Oldest first, each with how often the veteran was turned down before (a hint to look closer). */
export async function listPendingVerifications(viewer: { id: number }, limit = 100): Promise<{ verifications: VerificationReview[]; total: number }> {
  await assertCan(viewer.id, "review-verification");
  const db = getDb();
  const where = { status: "pending", user: { status: { not: "deleted" } } };
  const [rows, total] = await Promise.all([
    db.verificationRequest.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: limit, select: verificationReviewSelect }),
    db.verificationRequest.count({ where }),
  ]);
  const rejections = rows.length
    ? await db.verificationRequest.groupBy({
        by: ["userId"],
        where: { status: "rejected", userId: { in: rows.map((r) => r.userId) } },
        _count: { _all: true },
      })
    : [];
  const rejectedBy = new Map(rejections.map((r) => [r.userId, r._count._all]));
  return { verifications: rows.map((row) => toVerificationReview(row, rejectedBy.get(row.userId) ?? 0)), total };
}

export async function listRecentVerificationDecisions(viewer: { id: number }, limit = 10): Promise<VerificationReview[]> {
  await assertCan(viewer.id, "review-verification");
  const rows = await getDb().verificationRequest.findMany({
    where: { status: { in: ["approved", "rejected"] }, reviewedAt: { not: null } },
    orderBy: [{ reviewedAt: "desc" }, { id: "desc" }],
    take: limit,
    select: verificationReviewSelect,
  });
  return rows.map((row) => toVerificationReview(row));
}

type Decision = { kind: "approve"; note: string | null } | { kind: "reject"; reason: string };

function noticeFor(decision: Decision, userId: number, email: string): ReviewNotice {
  if (decision.kind === "approve") {
    return {
      userId,
      email,
      type: "verification",
      title: "You are a Verified Veteran",
      body: "Your veteran status is verified. Your profile now shows the Verified badge.",
      link: "/verification",
      subject: "Your veteran status is verified",
      emailText: [
        "Thank you for your service. We reviewed your document and verified your veteran status.",
        "",
        "Your profile now shows the Verified badge, which employers trust, and you get priority in matching.",
      ].join("\n"),
    };
  }
  return {
    userId,
    email,
    type: "verification",
    title: "Your verification request was not approved",
    body: `Reason: ${decision.reason}`,
    link: "/verification",
    subject: "About your veteran verification request",
    emailText: [
      "We reviewed your verification request and could not approve it.",
      "",
      `Reason: ${decision.reason}`,
      "",
      "You can submit a new or clearer document at any time on the Veteran Verification page.",
    ].join("\n"),
  };
}

async function decideVerification(admin: AuditActor, requestId: number, decision: Decision): Promise<VerificationReview> {
  await assertCan(admin.id, "review-verification");
  const db = getDb();
  const current = await db.verificationRequest.findUnique({
    where: { id: requestId },
    select: { status: true, userId: true, documentType: true, documentFile: true, user: { select: { email: true, fullName: true, status: true } } },
  });
  if (!current || current.user.status === "deleted") throw notFound(REQUEST_NOT_FOUND);
  if (current.status !== "pending") throw conflict(`This verification request has already been ${current.status}`);

  const approved = decision.kind === "approve";
  const notes = approved ? decision.note : decision.reason;
  const notice = noticeFor(decision, current.userId, current.user.email);
  await withNotifications((notices) => db.$transaction(async (tx) => {
    const now = new Date();
    const updated = await tx.verificationRequest.updateMany({
      where: { id: requestId, status: "pending" },
      // The document has served its purpose: the decision stays, the file and any link go.
      data: { status: approved ? "approved" : "rejected", reviewNotes: notes, reviewerId: admin.id, reviewedAt: now, documentFile: null, documentUrl: null },
    });
    if (updated.count === 0) throw conflict("Another admin has just reviewed this request; reload to see the decision");
    if (approved) {
      await tx.veteranProfile.upsert({
        where: { userId: current.userId },
        update: { verifiedStatus: true, verifiedAt: now },
        create: { userId: current.userId, verifiedStatus: true, verifiedAt: now },
      });
    }
    await recordAdminAction(tx, admin, {
      actionType: approved ? "verification_approved" : "verification_rejected",
      resourceType: "verification_request",
      resourceId: requestId,
      justification: notes ?? `Veteran status verified from ${current.documentType}`,
      subject: { name: current.user.fullName, email: current.user.email },
      changes: [{ field: "verification", from: "pending", to: approved ? "approved" : "rejected" }],
      metadata: { veteran_user_id: current.userId, veteran_email: current.user.email, document_type: current.documentType },
    });
    await createReviewNotification(notices, tx, notice);
  }));
  await deleteVerificationDocument(current.documentFile);
  await deliverReviewNotice(notice);

  const row = await db.verificationRequest.findUniqueOrThrow({ where: { id: requestId }, select: verificationReviewSelect });
  return toVerificationReview(row);
}

/** Sets the request approved and the profile verified, so the profile shows 'Verified'. */
export function approveVerification(admin: AuditActor, requestId: number, note: string | null = null) {
  return decideVerification(admin, requestId, { kind: "approve", note });
}

/** The veteran sees the reason on /verification and may submit a new request. */
export async function rejectVerification(admin: AuditActor, requestId: number, reason: string) {
  const trimmed = reason.trim();
  if (!trimmed) throw invalid(REASON_REQUIRED);
  return decideVerification(admin, requestId, { kind: "reject", reason: trimmed });
}
