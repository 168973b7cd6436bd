import fs from "node:fs/promises";
import path from "node:path";
import { getConfig } from "~/lib/config.server";
import { log } from "~/lib/logger.server";

export const UPLOADS_URL_PREFIX = "/uploads/";

/** The file behind an /uploads/… URL, or null for anything that is not inside the uploads folder. */
export function uploadedFilePath(url: string | null | undefined): string | null {
  if (!url || !url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const root = path.resolve(getConfig().uploadsDir);
  const file = path.resolve(root, decodeURIComponent(url.slice(UPLOADS_URL_PREFIX.length)));
  return file.startsWith(root + path.sep) ? file : null;
}

/** Best effort: a file already gone is fine, and a failure never undoes the change that made it unused. */
export async function deleteUploadedFile(url: string | null | undefined): Promise<void> {
  const file = uploadedFilePath(url);
  if (!file) return;
  try {
    await fs.rm(file, { force: true });
  } catch (e) {
    log.warn({ err: e, file }, "[uploads] could not delete");
  }
}
