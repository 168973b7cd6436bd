import { getDb } from "~/lib/db.server";

export type VerificationState = "verified" | "pending" | "rejected" | "none";

export interface VerificationStatusView {
  verified: boolean;
  status: VerificationState;
  document_type: string | null;
  submitted_at: string | null;
  reviewed_at: string | null;
  /** The reviewer's reason, only when the latest request was rejected. */
  rejection_reason: string | null;
}

/**
 * GET /api/verification/status. The profile's verified flag is the truth for "verified";
 * otherwise the latest request says pending or rejected, and no request means none.
 */
export async function getVerificationStatus(userId: number): Promise<VerificationStatusView> {
  const db = getDb();
  const [profile, latest] = await Promise.all([
    db.veteranProfile.findUnique({ where: { userId }, select: { verifiedStatus: true, verifiedAt: true } }),
    db.verificationRequest.findFirst({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { documentType: true, status: true, reviewNotes: true, createdAt: true, reviewedAt: true },
    }),
  ]);
  const base = {
    document_type: latest?.documentType ?? null,
    submitted_at: latest?.createdAt.toISOString() ?? null,
    reviewed_at: latest?.reviewedAt?.toISOString() ?? null,
    rejection_reason: null,
  };
  if (profile?.verifiedStatus) {
    return { ...base, verified: true, status: "verified", reviewed_at: base.reviewed_at ?? profile.verifiedAt?.toISOString() ?? null };
  }
  if (latest?.status === "pending") return { ...base, verified: false, status: "pending" };
  if (latest?.status === "rejected") {
    return { ...base, verified: false, status: "rejected", rejection_reason: latest.reviewNotes?.trim() || "No reason was given." };
  }
  return { ...base, verified: false, status: "none" };
}
