import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { unstable_parseMultipartFormData as parseMultipartFormData, type UploadHandlerPart } from "@remix-run/node";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { IMAGE_MAX_BYTES, MAX_IMAGES, SOCIAL_MESSAGES, VIDEO_MAX_BYTES } from "@shared/social";
import { getConfig } from "~/lib/config.server";
import { badRequest, invalid, isDomainError, tooLarge } from "~/lib/errors.server";
import { deleteUploadedFile, UPLOADS_URL_PREFIX } from "~/domain/uploads/uploaded-files.server";
import { hasVideoStructure } from "~/domain/uploads/video-structure.server";

const POSTS_FOLDER = "posts";
const SNIFF_BYTES = 4100;
const FIELD_MAX_BYTES = 64 * 1024;
export const POST_IMAGE_MAX_PIXELS = 40_000_000;
export const POST_IMAGE_MAX_SIDE = 2048;

const IMAGE_FORMATS = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);
// Containers by their signature: ISO BMFF (MP4) and Matroska/WebM. Nothing else is a video here.
const VIDEO_FORMATS = new Map<string, "mp4" | "webm">([
  ["video/mp4", "mp4"],
  ["video/webm", "webm"],
]);

export interface StoredMedia {
  type: "image" | "video";
  url: string;
}

export interface PostForm {
  fields: Map<string, string[]>;
  media: StoredMedia[];
}

/** Reads a part's stream, keeping at most `max` bytes; over that is an error raised by `onTooLarge`. */
async function* capped(data: AsyncIterable<Uint8Array>, max: number, onTooLarge: () => Error): AsyncGenerator<Uint8Array> {
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > max) throw onTooLarge();
    yield chunk;
  }
}

async function drain(data: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const chunk of data) void chunk;
}

/**
 * Image bytes → a fresh WebP inside 2048 px (or `maxSide`), upright, with no metadata (the avatar
 * approach, without the square crop). Link previews' images go through it too.
 */
export async function reencodeImage(bytes: Buffer, maxSide: number = POST_IMAGE_MAX_SIDE): Promise<Buffer> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { animated: false }).metadata();
  } catch {
    throw invalid(SOCIAL_MESSAGES.onlyMedia);
  }
  if (!meta.width || !meta.height) throw invalid(SOCIAL_MESSAGES.onlyMedia);
  if (meta.width * meta.height > POST_IMAGE_MAX_PIXELS) throw invalid("Image dimensions are too large. The maximum is 40 megapixels");
  try {
    return await sharp(bytes, { limitInputPixels: POST_IMAGE_MAX_PIXELS, failOn: "error", animated: false })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85, effort: 4 })
      .toBuffer();
  } catch {
    throw invalid("This image could not be read. It may be damaged; please try another file");
  }
}

const POSTS_URL_PREFIX = `${UPLOADS_URL_PREFIX}${POSTS_FOLDER}/`;
const STORED_NAME = /^[0-9a-f]{32}\.(?:webp|mp4|webm)$/;

/** The stored file's name behind a post media URL, or null for anything we did not name. */
export function postMediaFileName(urlOrName: string): string | null {
  const name = urlOrName.startsWith(POSTS_URL_PREFIX) ? urlOrName.slice(POSTS_URL_PREFIX.length) : urlOrName;
  return STORED_NAME.test(name) ? name : null;
}

function newFile(ext: string): { file: string; url: string } {
  const dir = path.join(getConfig().uploadsDir, POSTS_FOLDER);
  fs.mkdirSync(dir, { recursive: true });
  const name = `${crypto.randomBytes(16).toString("hex")}.${ext}`;
  return { file: path.join(dir, name), url: `${UPLOADS_URL_PREFIX}${POSTS_FOLDER}/${name}` };
}

/**
 * Parses the composer's multipart body. Text fields are small strings; each `media` file is
 * typed by its first bytes (file-type), never by its name or declared type. Images are held up
 * to 5 MB and re-encoded; a video is streamed to disk as it arrives and stopped at 50 MB. The
 * composer rules (SPEC §5) are applied while reading, so a fifth image or a second file next to
 * a video stops the upload there. On any error every file written so far is removed.
 */
export async function readPostForm(request: Request): Promise<PostForm> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) throw badRequest("Send the post as multipart/form-data");
  const fields = new Map<string, string[]>();
  const media: StoredMedia[] = [];
  const written: string[] = [];
  let fileCount = 0;

  const handler = async (part: UploadHandlerPart): Promise<undefined> => {
    if (part.filename === undefined) {
      const chunks: Uint8Array[] = [];
      for await (const c of capped(part.data, FIELD_MAX_BYTES, () => tooLarge("A form field is too large"))) chunks.push(c);
      const value = Buffer.concat(chunks).toString("utf8");
      fields.set(part.name, [...(fields.get(part.name) ?? []), value]);
      return undefined;
    }
    if (part.name !== "media" && part.name !== "files" && part.name !== "file") {
      await drain(part.data);
      return undefined;
    }
    fileCount++;
    if (media.some((m) => m.type === "video")) throw invalid(SOCIAL_MESSAGES.oneVideo);

    // Sniff: gather the first bytes, then decide what the file is.
    const iterator = part.data[Symbol.asyncIterator]();
    const head: Uint8Array[] = [];
    let headSize = 0;
    let ended = false;
    while (headSize < SNIFF_BYTES) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headSize += next.value.byteLength;
    }
    const headBytes = Buffer.concat(head);
    if (headBytes.length === 0) throw invalid(SOCIAL_MESSAGES.onlyMedia);
    const kind = await fileTypeFromBuffer(headBytes);
    const rest: AsyncIterable<Uint8Array> = {
      [Symbol.asyncIterator]: () => (ended ? { next: async () => ({ done: true, value: undefined }) } : iterator) as AsyncIterator<Uint8Array>,
    };

    if (kind && IMAGE_FORMATS.has(kind.mime)) {
      if (media.filter((m) => m.type === "image").length >= MAX_IMAGES) throw invalid(SOCIAL_MESSAGES.maxImages);
      const chunks: Uint8Array[] = [headBytes];
      let size = headBytes.length;
      if (size > IMAGE_MAX_BYTES) throw tooLarge(SOCIAL_MESSAGES.imageTooLarge);
      for await (const c of capped(rest, IMAGE_MAX_BYTES - size, () => tooLarge(SOCIAL_MESSAGES.imageTooLarge))) {
        chunks.push(c);
        size += c.byteLength;
      }
      const image = await reencodeImage(Buffer.concat(chunks));
      const { file, url } = newFile("webp");
      written.push(url);
      await fsp.writeFile(file, image, { flag: "wx", mode: 0o644 });
      media.push({ type: "image", url });
      return undefined;
    }
    const videoExt = kind ? VIDEO_FORMATS.get(kind.mime) : undefined;
    if (videoExt) {
      if (media.length > 0) throw invalid(SOCIAL_MESSAGES.oneVideo);
      if (headBytes.length > VIDEO_MAX_BYTES) throw tooLarge(SOCIAL_MESSAGES.videoTooLarge);
      const { file, url } = newFile(videoExt);
      written.push(url);
      const out = fs.createWriteStream(file, { flags: "wx", mode: 0o644 });
      const writeChunk = (c: Uint8Array) =>
        new Promise<void>((resolve, reject) => out.write(c, (e) => (e ? reject(e) : resolve())));
      try {
        await writeChunk(headBytes);
        for await (const c of capped(rest, VIDEO_MAX_BYTES - headBytes.length, () => tooLarge(SOCIAL_MESSAGES.videoTooLarge))) await writeChunk(c);
      } finally {
        await new Promise<void>((resolve) => out.end(resolve));
      }
      // The signature said MP4 or WebM; the whole file must be one, with a video track.
      if (!(await hasVideoStructure(file, videoExt))) throw invalid(SOCIAL_MESSAGES.videoUnreadable);
      media.push({ type: "video", url });
      return undefined;
    }
    throw invalid(SOCIAL_MESSAGES.onlyMedia);
  };

  try {
    await parseMultipartFormData(request, handler);
  } catch (e) {
    await Promise.all(written.map((url) => deleteUploadedFile(url)));
    if (isDomainError(e)) throw e;
    throw badRequest("Malformed multipart body");
  }
  if (media.some((m) => m.type === "video") && fileCount > 1) {
    await Promise.all(written.map((url) => deleteUploadedFile(url)));
    throw invalid(SOCIAL_MESSAGES.oneVideo);
  }
  return { fields, media };
}

export async function discardMedia(media: readonly StoredMedia[]): Promise<void> {
  await Promise.all(media.map((m) => deleteUploadedFile(m.url)));
}
