import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { VERIFICATION_DOCUMENT_MAX_BYTES, VERIFICATION_DOCUMENT_MESSAGES } from "@shared/schemas/verification";
import { getConfig } from "~/lib/config.server";
import { invalid, tooLarge } from "~/lib/errors.server";
import { log } from "~/lib/logger.server";

/**
 * A veteran's proof of service (a DD-214 carries a Social Security number): kept under
 * DATA_DIR/private/verifications, never under the public uploads folder, so no /uploads URL can
 * reach it. Only an admin reviewing the request reads it (read-verification-document.server.ts),
 * and it is deleted when the request is reviewed. Names are server-made, so a stored name is
 * also the proof that the file is one of ours.
 */
const FOLDER = "verifications";
const STORED_NAME = /^[0-9a-f]{32}\.(?:pdf|webp)$/;
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

function folder(): string {
  return path.join(getConfig().privateFilesDir, FOLDER);
}

/** The file behind a stored name, or null when the name is not one the server made. */
export function verificationDocumentPath(name: string | null | undefined): string | null {
  return name && STORED_NAME.test(name) ? path.join(folder(), name) : null;
}

export function verificationDocumentMime(name: string): VerificationDocumentMime {
  return name.endsWith(".pdf") ? "application/pdf" : "image/webp";
}

/** A PDF by its bytes: the `%PDF-` signature first and an end-of-file marker in its last 2 KB (a whole file, not a renamed fragment). */
function isWholePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 8)).toString("latin1");
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - 2048))).toString("latin1");
  return /^%PDF-\d\.\d/.test(head) && tail.includes("%%EOF");
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
  await fs.mkdir(folder(), { recursive: true, mode: 0o700 });
  const name = `${crypto.randomBytes(16).toString("hex")}.${stored.ext}`;
  await fs.writeFile(path.join(folder(), name), stored.data, { flag: "wx", mode: 0o600 });
  return name;
}

/** Best effort: a file already gone is fine, and a failure never undoes the decision that made it unneeded. */
export async function deleteVerificationDocument(name: string | null | undefined): Promise<void> {
  const file = verificationDocumentPath(name);
  if (!file) return;
  try {
    await fs.rm(file, { force: true });
  } catch (e) {
    log.warn({ err: e, file }, "[verification] could not delete a reviewed document");
  }
}
