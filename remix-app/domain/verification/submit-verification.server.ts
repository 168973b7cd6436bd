import { VERIFICATION_MESSAGES, verificationSubmitSchema } from "@shared/schemas/verification";
import { getDb } from "~/lib/db.server";
import { conflict, invalid } from "~/lib/errors.server";
import { parseInput } from "~/lib/http.server";
import { isVerificationDocumentType } from "./document-types.server";
import { deleteVerificationDocument, storeVerificationDocument } from "./verification-document.server";

export const ALREADY_VERIFIED = "Your veteran status is already verified";
export const ALREADY_PENDING = "You already have a verification request waiting for review";

export interface VerificationUpload {
  /** The form's text fields (`document_type`). */
  fields: Partial<Record<string, string>>;
  /** The uploaded document's bytes, checked and stored here. */
  bytes: Uint8Array;
}

async function assertMaySubmit(userId: number): Promise<void> {
  const db = getDb();
  const profile = await db.veteranProfile.findUnique({ where: { userId }, select: { verifiedStatus: true } });
  if (profile?.verifiedStatus) throw conflict(ALREADY_VERIFIED);
  if (await db.verificationRequest.findFirst({ where: { userId, status: "pending" }, select: { id: true } })) {
    throw conflict(ALREADY_PENDING);
  }
}

/**
 * POST /api/verification/submit and the /verification form: one pending request at a time (a
 * rejected one may be followed by a new one), with the document uploaded and stored privately.
 */
export async function submitVerification(userId: number, upload: VerificationUpload) {
  const input = parseInput(verificationSubmitSchema, upload.fields);
  if (!isVerificationDocumentType(input.document_type)) throw invalid("Choose one of the listed document types");
  await assertMaySubmit(userId);
  const documentFile = await storeVerificationDocument(upload.bytes);
  const db = getDb();
  let created: { id: number; createdAt: Date };
  try {
    created = await db.verificationRequest.create({
      data: { userId, documentType: input.document_type, documentFile },
      select: { id: true, createdAt: true },
    });
  } catch (e) {
    await deleteVerificationDocument(documentFile);
    throw e;
  }
  // Two submits racing past the check above: the older request stands, the newer one goes with its file.
  const first = await db.verificationRequest.findFirst({ where: { userId, status: "pending" }, orderBy: { id: "asc" }, select: { id: true } });
  if (first && first.id !== created.id) {
    await db.verificationRequest.delete({ where: { id: created.id } });
    await deleteVerificationDocument(documentFile);
    throw conflict(ALREADY_PENDING);
  }
  return { id: created.id, status: "pending" as const, submitted_at: created.createdAt.toISOString(), message: VERIFICATION_MESSAGES.submitted };
}
