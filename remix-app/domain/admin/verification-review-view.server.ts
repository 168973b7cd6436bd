import type { VerificationReview } from "@shared/views/admin-review";
import { VERIFICATION_DOCUMENT_TYPES, VERIFICATION_REQUEST_COLUMNS } from "~/domain/verification/document-types.server";
import { verificationDocumentMime } from "~/domain/verification/verification-document.server";

/** What a reviewer sees of a verification request: the veteran, the service facts, the document. */
export const verificationReviewSelect = {
  id: true,
  userId: true,
  ...VERIFICATION_REQUEST_COLUMNS,
  documentFile: true,
  reviewer: { select: { email: true } },
  user: {
    select: {
      email: true,
      fullName: true,
      veteranProfile: { select: { militaryBranch: true, militaryRank: true, mosCode: true, yearsOfService: true, verifiedStatus: true } },
    },
  },
} as const;

export interface VerificationReviewRow {
  id: number;
  userId: number;
  documentType: string;
  documentUrl: string | null;
  documentFile: string | null;
  status: string;
  reviewNotes: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
  reviewer: { email: string } | null;
  user: {
    email: string;
    fullName: string;
    veteranProfile: { militaryBranch: string | null; militaryRank: string | null; mosCode: string | null; yearsOfService: number | null; verifiedStatus: boolean } | null;
  };
}

function documentLabel(type: string): string {
  return VERIFICATION_DOCUMENT_TYPES.find((d) => d.type === type)?.description ?? type;
}

/** The admin-only address of the uploaded file; on an old request, the link it was sent with. Nothing once reviewed. */
function documentOf(row: VerificationReviewRow): Pick<VerificationReview, "document_url" | "document_kind"> {
  if (row.documentFile) {
    const kind = verificationDocumentMime(row.documentFile) === "application/pdf" ? "pdf" : "image";
    return { document_url: verificationDocumentRoute(row.id), document_kind: kind };
  }
  if (row.documentUrl) return { document_url: row.documentUrl, document_kind: "link" };
  return { document_url: null, document_kind: null };
}

/** Where an admin opens a request's uploaded document (routes/admin.verifications.$id.document.ts). */
export function verificationDocumentRoute(requestId: number): string {
  return `/admin/verifications/${requestId}/document`;
}

export function toVerificationReview(row: VerificationReviewRow, previousRejections = 0): VerificationReview {
  const profile = row.user.veteranProfile;
  return {
    id: row.id,
    user_id: row.userId,
    full_name: row.user.fullName,
    email: row.user.email,
    military_branch: profile?.militaryBranch ?? null,
    military_rank: profile?.militaryRank ?? null,
    mos_code: profile?.mosCode ?? null,
    years_of_service: profile?.yearsOfService ?? null,
    verified_status: profile?.verifiedStatus ?? false,
    document_type: row.documentType,
    document_label: documentLabel(row.documentType),
    ...documentOf(row),
    status: row.status,
    review_notes: row.reviewNotes,
    submitted_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    reviewer_email: row.reviewer?.email ?? null,
    previous_rejections: previousRejections,
  };
}

export type { VerificationReview };
