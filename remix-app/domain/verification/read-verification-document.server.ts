import fs from "node:fs/promises";
import { can, loadActor } from "~/domain/access/policy.server";
import { getDb } from "~/lib/db.server";
import { notFound } from "~/lib/errors.server";
import { verificationDocumentMime, verificationDocumentPath, type VerificationDocumentMime } from "./verification-document.server";

export interface VerificationDocumentFile {
  bytes: Buffer;
  mime: VerificationDocumentMime;
  /** What a download is called: the request and the document type, never the uploader's file name. */
  downloadName: string;
}

/**
 * GET /admin/verifications/:id/document: the document of a request waiting for review, to an
 * active admin only. Anyone else, a request already reviewed (its file is gone) or one whose
 * account was deleted gets the same 404, so the URL reveals nothing.
 */
export async function readVerificationDocument(viewerId: number, requestId: number): Promise<VerificationDocumentFile> {
  const actor = await loadActor(viewerId);
  if (!actor || !can(actor, "read-verification-document")) throw notFound();
  const row = await getDb().verificationRequest.findUnique({
    where: { id: requestId },
    select: { status: true, documentType: true, documentFile: true, user: { select: { status: true } } },
  });
  const file = row && row.status === "pending" && row.user.status !== "deleted" ? verificationDocumentPath(row.documentFile) : null;
  if (!row?.documentFile || !file) throw notFound();
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch {
    throw notFound();
  }
  const mime = verificationDocumentMime(row.documentFile);
  const slug = row.documentType.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "document";
  return { bytes, mime, downloadName: `verification-${requestId}-${slug}.${mime === "application/pdf" ? "pdf" : "webp"}` };
}
