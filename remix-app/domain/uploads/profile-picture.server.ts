import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "@shared/avatar";
import { getConfig } from "~/lib/config.server";
import { getDb } from "~/lib/db.server";
import { notFound } from "~/lib/errors.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { reencodeAvatar } from "./avatar-image.server";
import { deleteUploadedFile, UPLOADS_URL_PREFIX } from "./uploaded-files.server";

const AVATAR_FOLDER = "avatars";

/** Multipart field `file` (SPEC §7), at most 10 MB. */
export const AVATAR_UPLOAD_LIMITS = {
  field: "file",
  maxBytes: AVATAR_MAX_BYTES,
  tooLargeMessage: AVATAR_MESSAGES.tooLarge,
  missingMessage: AVATAR_MESSAGES.notImage,
};

/** Points the user at `next` only if the picture is still `previous`, so a concurrent change is never lost or leaked. */
async function swapPicture(userId: number, next: string | null): Promise<string | null> {
  const db = getDb();
  for (let attempt = 0; attempt < 5; attempt++) {
    const user = await db.user.findUnique({ where: { id: userId }, select: { profilePicUrl: true } });
    if (!user) throw notFound("User not found");
    const { count } = await db.user.updateMany({
      where: { id: userId, profilePicUrl: user.profilePicUrl },
      data: { profilePicUrl: next },
    });
    if (count === 1) return user.profilePicUrl;
  }
  throw new Error("profile picture kept changing underneath the update");
}

/** POST /api/upload/profile-picture: stores a re-encoded copy under a server-made name, then drops the old file. */
export async function saveProfilePicture(userId: number, bytes: Uint8Array): Promise<{ profile_pic_url: string }> {
  await consumeRateLimit("avatarUploadsPerUser", String(userId));
  const image = await reencodeAvatar(bytes);
  const dir = path.join(getConfig().uploadsDir, AVATAR_FOLDER);
  await fs.mkdir(dir, { recursive: true });
  const name = `${crypto.randomBytes(16).toString("hex")}.webp`;
  await fs.writeFile(path.join(dir, name), image, { flag: "wx", mode: 0o644 });
  const url = `${UPLOADS_URL_PREFIX}${AVATAR_FOLDER}/${name}`;
  let previous: string | null;
  try {
    previous = await swapPicture(userId, url);
  } catch (e) {
    await deleteUploadedFile(url);
    throw e;
  }
  await deleteUploadedFile(previous);
  return { profile_pic_url: url };
}

/** DELETE /api/upload/profile-picture: clears the picture and deletes its file. */
export async function removeProfilePicture(userId: number): Promise<void> {
  const previous = await swapPicture(userId, null);
  await deleteUploadedFile(previous);
}
