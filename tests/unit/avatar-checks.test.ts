import zlib from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, AVATAR_UNSUPPORTED_TYPE, checkAvatarFile } from "@shared/avatar";
import { AVATAR_ERRORS, reencodeAvatar } from "~/domain/uploads/avatar-image.server";
import { DomainError } from "~/lib/errors.server";

async function refusal(bytes: Uint8Array): Promise<DomainError> {
  try {
    await reencodeAvatar(bytes);
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error("expected a refusal");
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])) >>> 0);
  return Buffer.concat([length, Buffer.from(type), data, crc]);
}

/** A tiny PNG whose header claims width × height: a decompression bomb in miniature, refused on its header. */
function pngHeaderClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", zlib.deflateSync(Buffer.alloc(16))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("avatar file checks in the browser (SPEC §5)", () => {
  it("wants an accepted image type of at most 10 MB", () => {
    expect(checkAvatarFile({ name: "me.png", type: "image/png", size: 1000 })).toBeNull();
    expect(checkAvatarFile({ name: "me.HEIC", type: "", size: 1000 })).toBeNull();
    expect(checkAvatarFile({ name: "notes.txt", type: "text/plain", size: 10 })).toBe(AVATAR_MESSAGES.notImage);
    expect(checkAvatarFile({ name: "anim.gif", type: "image/gif", size: 10 })).toBe(AVATAR_UNSUPPORTED_TYPE);
    expect(checkAvatarFile({ name: "big.jpg", type: "image/jpeg", size: AVATAR_MAX_BYTES + 1 })).toBe("File too large. Maximum size is 10MB");
    expect(checkAvatarFile({ name: "edge.jpg", type: "image/jpeg", size: AVATAR_MAX_BYTES })).toBeNull();
  });
});

describe("avatar re-encoding on the server", () => {
  it("turns a real photo into an upright square WebP of at most 512 px without metadata", async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#4b5320" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: "Secret Person", Copyright: "GPS here" } } })
      .toBuffer();
    const out = await reencodeAvatar(jpeg);
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(512);
    expect(meta.height).toBe(512);
    expect(meta.exif).toBeUndefined();
    expect(out.includes(Buffer.from("Secret Person"))).toBe(false);
  });

  it("keeps a small image small and square", async () => {
    const png = await sharp({ create: { width: 200, height: 120, channels: 4, background: "#1f3a68" } }).png().toBuffer();
    const meta = await sharp(await reencodeAvatar(png)).metadata();
    expect([meta.width, meta.height]).toEqual([120, 120]);
  });

  it("refuses a text file renamed to .png, an SVG, an empty file and a GIF with 422", async () => {
    const text = await refusal(new TextEncoder().encode("this is not an image, just a renamed text file"));
    expect(text.status).toBe(422);
    expect(text.detail).toBe(AVATAR_ERRORS.notImage);
    const svg = await refusal(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'));
    expect(svg.detail).toBe(AVATAR_ERRORS.notImage);
    expect((await refusal(new Uint8Array())).detail).toBe(AVATAR_ERRORS.empty);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } }).gif().toBuffer();
    expect((await refusal(gif)).detail).toBe(AVATAR_ERRORS.notImage);
  });

  it("refuses more than 40 megapixels before decoding, and more than 10 MB", async () => {
    const huge = await refusal(pngHeaderClaiming(8000, 6000));
    expect(huge.status).toBe(422);
    expect(huge.detail).toBe(AVATAR_ERRORS.tooManyPixels);
    const big = await refusal(new Uint8Array(AVATAR_MAX_BYTES + 1));
    expect(big.status).toBe(413);
    expect(big.detail).toBe("File too large. Maximum size is 10MB");
  });

  it("refuses a truncated image that only looks like one", async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#9e1b32" } }).png().toBuffer();
    const broken = await refusal(png.subarray(0, 60));
    expect(broken.status).toBe(422);
  });
});
