import sharp from "sharp";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "@shared/avatar";
import { invalid, tooLarge } from "~/lib/errors.server";

export const AVATAR_MAX_PIXELS = 40_000_000;
export const AVATAR_OUTPUT_PX = 512;

export const AVATAR_ERRORS = {
  empty: "The file is empty. Please select an image file",
  notImage: "This file is not an image. Please select a JPEG, PNG or WebP image",
  heic: "HEIC photos cannot be processed yet. Please select a JPEG, PNG or WebP image",
  tooManyPixels: "Image dimensions are too large. The maximum is 40 megapixels",
  unreadable: "This image could not be read. It may be damaged; please try another file",
} as const;

// What libvips decodes here; "heif" is AVIF-in-HEIF (HEVC-coded HEIC is refused below).
const DECODABLE_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

/**
 * Trusts the bytes, never the file name or declared type: sharp must recognise an image
 * format we accept, of a sane pixel count. The result is a fresh WebP square of at most
 * 512 px, centre-cropped, turned upright by its EXIF orientation, with no metadata kept.
 */
export async function reencodeAvatar(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength === 0) throw invalid(AVATAR_ERRORS.empty);
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw tooLarge(AVATAR_MESSAGES.tooLarge);

  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw invalid(AVATAR_ERRORS.notImage);
  }
  if (!DECODABLE_FORMATS.has(meta.format ?? "") || !meta.width || !meta.height) throw invalid(AVATAR_ERRORS.notImage);
  if (meta.format === "heif" && meta.compression !== "av1") throw invalid(AVATAR_ERRORS.heic);
  if (meta.width * meta.height > AVATAR_MAX_PIXELS) throw invalid(AVATAR_ERRORS.tooManyPixels);

  // EXIF orientations 5–8 swap width and height once the image is turned upright.
  const upright = (meta.orientation ?? 1) >= 5 ? { w: meta.height, h: meta.width } : { w: meta.width, h: meta.height };
  const side = Math.min(AVATAR_OUTPUT_PX, upright.w, upright.h);
  try {
    return await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: side, height: side, fit: "cover", position: "centre" })
      .webp({ quality: 88, effort: 4 })
      .toBuffer();
  } catch {
    throw invalid(AVATAR_ERRORS.unreadable);
  }
}
