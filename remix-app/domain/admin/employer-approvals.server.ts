import { REASON_REQUIRED } from "@shared/schemas/admin-review";
import { getDb } from "~/lib/db.server";
import { disconnectUser } from "~/lib/realtime.server";
import { conflict, invalid, notFound } from "~/lib/errors.server";
import { assertCan } from "~/domain/access/policy.server";
import { recordAdminAction, type AuditActor } from "~/domain/audit/audit-log.server";
import { employerReviewSelect, toEmployerReview, type EmployerReview } from "./employer-review-view.server";
import { withNotifications } from "~/domain/notifications/notify.server";
import { createReviewNotification, deliverReviewNotice, type ReviewNotice } from "./review-notice.server";
import { assignEmployerSlug } from "~/domain/postings/company-slug.server";

const EMPLOYER_NOT_FOUND = "Employer not found";


/** Oldest first: the queue is worked in the order companies registered. */
export async function listPendingEmployers(viewer: { id: number }, limit = 100): Promise<{ employers: EmployerReview[]; total: number }> {
  await assertCan(viewer.id, "review-employer");
  const db = getDb();
  const where = { approvalStatus: "pending", user: { status: { notIn: ["deleted", "pending"] } } };
  const [rows, total] = await Promise.all([
    db.employerProfile.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: limit, select: employerReviewSelect }),
    db.employerProfile.count({ where }),
  ]);
  return { employers: rows.map(toEmployerReview), total };
}

export interface IncompleteEmployerSignup {
  user_id: number;
  full_name: string;
  email: string;
  created_at: string;
}

/**
 * Employers who signed up through the general form and have not given their company details
 * yet: nothing to review, so they are listed apart from the queue, oldest first.
 */
export async function listIncompleteEmployerSignups(viewer: { id: number }, limit = 50): Promise<{ signups: IncompleteEmployerSignup[]; total: number }> {
  await assertCan(viewer.id, "review-employer");
  const db = getDb();
  const where = { role: "employer", status: "active", employerProfile: { is: null } };
  const [rows, total] = await Promise.all([
    db.user.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: limit, select: { id: true, fullName: true, email: true, createdAt: true } }),
    db.user.count({ where }),
  ]);
  return { signups: rows.map((u) => ({ user_id: u.id, full_name: u.fullName, email: u.email, created_at: u.createdAt.toISOString() })), total };
}

export async function listRecentEmployerDecisions(viewer: { id: number }, limit = 10): Promise<EmployerReview[]> {
  await assertCan(viewer.id, "review-employer");
  const rows = await getDb().employerProfile.findMany({
    where: { approvalStatus: { in: ["approved", "rejected"] }, reviewedAt: { not: null } },
    orderBy: [{ reviewedAt: "desc" }, { id: "desc" }],
    take: limit,
    select: employerReviewSelect,
  });
  return rows.map(toEmployerReview);
}

type Decision = { kind: "approve"; note: string | null } | { kind: "reject"; reason: string };

/**
 * pending → approved | rejected. A rejected employer may still be approved (the rejected screen
 * sends them to support, and support must be able to reverse a mistake); an approved one
 * cannot be rejected here (docs/decisions/007-admin-review-transitions.md).
 */
const ALLOWED_FROM: Record<Decision["kind"], readonly string[]> = { approve: ["pending", "rejected"], reject: ["pending"] };

function notAllowedDetail(kind: Decision["kind"], status: string): string {
  if (kind === "approve") return "This employer is already approved";
  return status === "rejected" ? "This employer has already been rejected" : "Only employers waiting for review can be rejected; this one is already approved";
}

function noticeFor(decision: Decision, userId: number, email: string, company: string): ReviewNotice {
  if (decision.kind === "approve") {
    return {
      userId,
      email,
      type: "approval",
      title: "Your employer account is approved",
      body: `${company} now has full access: post jobs, review applicants and search veteran talent.`,
      link: "/employer/dashboard",
      subject: `${company} is approved — welcome to VetCareer`,
      emailText: [
        `Good news: ${company} has been approved on VetCareer.`,
        "",
        "You now have full access to the employer dashboard: post jobs, review applicants and search veteran talent.",
        ...(decision.note ? ["", `Note from our review team: ${decision.note}`] : []),
        "",
        "Sign in and open your employer dashboard to get started.",
      ].join("\n"),
    };
  }
  return {
    userId,
    email,
    type: "approval",
    title: "Your employer application was not approved",
    body: `Reason for rejection: ${decision.reason}`,
    link: "/employer/dashboard",
    subject: `Your VetCareer employer application for ${company}`,
    emailText: [
      `We reviewed the employer application for ${company} and could not approve it.`,
      "",
      `Reason for rejection: ${decision.reason}`,
      "",
      "If you believe this is an error, contact support from the Contact page (the Contact link at the bottom of every VetCareer page).",
    ].join("\n"),
  };
}

async function decideEmployer(admin: AuditActor, employerUserId: number, decision: Decision): Promise<EmployerReview> {
  await assertCan(admin.id, "review-employer");
  const db = getDb();
  const current = await db.employerProfile.findUnique({
    where: { userId: employerUserId },
    select: { approvalStatus: true, companyName: true, user: { select: { email: true, fullName: true, status: true } } },
  });
  if (!current || current.user.status === "deleted") throw notFound(EMPLOYER_NOT_FOUND);
  if (!ALLOWED_FROM[decision.kind].includes(current.approvalStatus)) throw conflict(notAllowedDetail(decision.kind, current.approvalStatus));

  const approved = decision.kind === "approve";
  const notes = approved ? decision.note : decision.reason;
  const notice = noticeFor(decision, employerUserId, current.user.email, current.companyName);
  await withNotifications((notices) => db.$transaction(async (tx) => {
    // Compare-and-set on the status read above: of two admins deciding at once, one wins.
    const updated = await tx.employerProfile.updateMany({
      where: { userId: employerUserId, approvalStatus: current.approvalStatus },
      data: { approvalStatus: approved ? "approved" : "rejected", approvalNotes: notes, reviewedAt: new Date(), reviewedById: admin.id },
    });
    if (updated.count === 0) throw conflict("Another admin has just reviewed this employer; reload to see the decision");
    // An approved company gets its page's address once, kept through later reviews (decision 118).
    if (approved) await assignEmployerSlug(tx, employerUserId);
    await recordAdminAction(tx, admin, {
      actionType: approved ? "employer_approved" : "employer_rejected",
      resourceType: "employer",
      resourceId: employerUserId,
      justification: notes ?? (current.approvalStatus === "rejected" ? "Employer approved on reconsideration" : "Employer approved after review"),
      subject: { name: `${current.user.fullName} · ${current.companyName}`, email: current.user.email },
      changes: [{ field: "approval", from: current.approvalStatus, to: approved ? "approved" : "rejected" }],
      metadata: { company_name: current.companyName, employer_email: current.user.email, previous_status: current.approvalStatus },
    });
    await createReviewNotification(notices, tx, notice);
  }));
  // Out of approval: the employer's live sockets close at once (on every instance, through the
  // adapter); a new one is refused every employer act (send-message) until they are approved.
  if (!approved) disconnectUser(employerUserId);
  await deliverReviewNotice(notice);

  const row = await db.employerProfile.findUniqueOrThrow({ where: { userId: employerUserId }, select: employerReviewSelect });
  return toEmployerReview(row);
}

export function approveEmployer(admin: AuditActor, employerUserId: number, note: string | null = null) {
  return decideEmployer(admin, employerUserId, { kind: "approve", note });
}

/** The reason is shown to the employer as 'Reason for rejection'. */
export async function rejectEmployer(admin: AuditActor, employerUserId: number, reason: string) {
  const trimmed = reason.trim();
  if (!trimmed) throw invalid(REASON_REQUIRED);
  return decideEmployer(admin, employerUserId, { kind: "reject", reason: trimmed });
}
