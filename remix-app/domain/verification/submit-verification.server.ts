import { VERIFICATION_MESSAGES, type VerificationSubmit } from "@shared/schemas/verification";
import { getDb } from "~/lib/db.server";
import { conflict, invalid } from "~/lib/errors.server";
import { isVerificationDocumentType } from "./document-types.server";

export const ALREADY_VERIFIED = "Your veteran status is already verified";
export const ALREADY_PENDING = "You already have a verification request waiting for review";

/** POST /api/verification/submit: one pending request at a time; a rejected one may be followed by a new one. */
export async function submitVerification(userId: number, input: VerificationSubmit) {
  if (!isVerificationDocumentType(input.document_type)) throw invalid("Choose one of the listed document types");
  const db = getDb();
  const profile = await db.veteranProfile.findUnique({ where: { userId }, select: { verifiedStatus: true } });
  if (profile?.verifiedStatus) throw conflict(ALREADY_VERIFIED);
  if (await db.verificationRequest.findFirst({ where: { userId, status: "pending" }, select: { id: true } })) {
    throw conflict(ALREADY_PENDING);
  }
  const created = await db.verificationRequest.create({
    data: { userId, documentType: input.document_type, documentUrl: input.document_url },
    select: { id: true, createdAt: true },
  });
  // Two submits racing past the check above: the older request stands, the newer one goes.
  const first = await db.verificationRequest.findFirst({ where: { userId, status: "pending" }, orderBy: { id: "asc" }, select: { id: true } });
  if (first && first.id !== created.id) {
    await db.verificationRequest.delete({ where: { id: created.id } });
    throw conflict(ALREADY_PENDING);
  }
  return { id: created.id, status: "pending" as const, submitted_at: created.createdAt.toISOString(), message: VERIFICATION_MESSAGES.submitted };
}
