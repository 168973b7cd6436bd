import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { VERIFICATION_DOCUMENT_MAX_BYTES, VERIFICATION_DOCUMENT_MESSAGES } from "@shared/schemas/verification";
import { deletePrivateFile, isWholePdf, privateFilePath, storePrivateFile, type PrivateFolder } from "~/domain/uploads/private-files.server";
import { invalid, tooLarge } from "~/lib/errors.server";

/**
 * A veteran's proof of service (a DD-214 carries a Social Security number): kept under
 * DATA_DIR/private/verifications, never under the public uploads folder, so no /uploads URL can
 * reach it. Only an admin reviewing the request reads it (read-verification-document.server.ts),
 * and it is deleted when the request is reviewed. Names are server-made, so a stored name is
 * also the proof that the file is one of ours.
 */
const FOLDER: PrivateFolder = { folder: "verifications", extensions: ["pdf", "webp"] };
const MAX_PIXELS = 60_000_000;
/** Long enough to read a scanned form; larger photos are scaled down, never up. */
const MAX_SIDE_PX = 4000;
/** Formats libvips decodes here; HEVC-coded HEIC is not one of them (see AVIF note in avatar-image). */
const IMAGE_MIMES = new Set(["image/jpeg", "image/png", "image/webp"]);
const HEIC_MIMES = new Set(["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"]);

export const VERIFICATION_UPLOAD_LIMITS = {
  field: "document",
  maxBytes: VERIFICATION_DOCUMENT_MAX_BYTES,
  tooLargeMessage: VERIFICATION_DOCUMENT_MESSAGES.tooLarge,
  missingMessage: VERIFICATION_DOCUMENT_MESSAGES.missing,
};

export type VerificationDocumentMime = "application/pdf" | "image/webp";

/** The file behind a stored name, or null when the name is not one the server made. */
export function verificationDocumentPath(name: string | null | undefined): string | null {
  return privateFilePath(FOLDER, name);
}

export function verificationDocumentMime(name: string): VerificationDocumentMime {
  return name.endsWith(".pdf") ? "application/pdf" : "image/webp";
}

/** A fresh WebP of the picture, turned upright, with no EXIF, GPS or other metadata kept. */
async function reencodeDocumentImage(bytes: Uint8Array): Promise<Buffer> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { animated: false }).metadata();
  } catch {
    throw invalid(VERIFICATION_DOCUMENT_MESSAGES.unreadable);
  }
  if (!meta.width || !meta.height) throw invalid(VERIFICATION_DOCUMENT_MESSAGES.unreadable);
  if (meta.width * meta.height > MAX_PIXELS) throw invalid(VERIFICATION_DOCUMENT_MESSAGES.tooManyPixels);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error", animated: false })
      .rotate()
      .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 90, effort: 4 })
      .toBuffer();
  } catch {
    throw invalid(VERIFICATION_DOCUMENT_MESSAGES.unreadable);
  }
}

/**
 * Checks an uploaded document by its content (never its name or declared type), stores it under
 * a new name and returns that name: a PDF as sent, an image re-encoded. Anything else is a 422.
 */
export async function storeVerificationDocument(bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength === 0) throw invalid(VERIFICATION_DOCUMENT_MESSAGES.empty);
  if (bytes.byteLength > VERIFICATION_DOCUMENT_MAX_BYTES) throw tooLarge(VERIFICATION_DOCUMENT_MESSAGES.tooLarge);
  const kind = await fileTypeFromBuffer(bytes);
  let stored: { data: Uint8Array; ext: "pdf" | "webp" };
  if (kind?.mime === "application/pdf") {
    if (!isWholePdf(bytes)) throw invalid(VERIFICATION_DOCUMENT_MESSAGES.unreadable);
    stored = { data: bytes, ext: "pdf" };
  } else if (kind && IMAGE_MIMES.has(kind.mime)) {
    stored = { data: await reencodeDocumentImage(bytes), ext: "webp" };
  } else if (kind && HEIC_MIMES.has(kind.mime)) {
    throw invalid(VERIFICATION_DOCUMENT_MESSAGES.heic);
  } else {
    throw invalid(VERIFICATION_DOCUMENT_MESSAGES.wrongType);
  }
  return storePrivateFile(FOLDER, stored.data, stored.ext);
}

/** Best effort: a file already gone is fine, and a failure never undoes the decision that made it unneeded. */
export async function deleteVerificationDocument(name: string | null | undefined): Promise<void> {
  await deletePrivateFile(FOLDER, name);
}
