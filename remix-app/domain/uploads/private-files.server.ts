import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { getConfig } from "~/lib/config.server";
import { log } from "~/lib/logger.server";

/**
 * Files no /uploads URL may reach (a DD-214, a resume): kept under DATA_DIR/private/<folder>,
 * served only by a route that checks who asks. Names are server-made (32 hex characters and an
 * extension), so a stored name is also the proof that the file is one of ours.
 */
export interface PrivateFolder {
  folder: string;
  /** Extensions this folder stores, without the dot. */
  extensions: readonly string[];
}

const STORED_NAME = /^[0-9a-f]{32}\.([a-z0-9]{2,5})$/;

function folderPath(kind: PrivateFolder): string {
  return path.join(getConfig().privateFilesDir, kind.folder);
}

/** The file behind a stored name, or null when the name is not one the server made for this folder. */
export function privateFilePath(kind: PrivateFolder, name: string | null | undefined): string | null {
  const ext = name ? STORED_NAME.exec(name)?.[1] : undefined;
  return name && ext && kind.extensions.includes(ext) ? path.join(folderPath(kind), name) : null;
}

/** Writes the bytes under a new name (never over another file) and returns that name. */
export async function storePrivateFile(kind: PrivateFolder, data: Uint8Array, ext: string): Promise<string> {
  if (!kind.extensions.includes(ext)) throw new Error(`${kind.folder} does not store .${ext} files`);
  await fs.mkdir(folderPath(kind), { recursive: true, mode: 0o700 });
  const name = `${crypto.randomBytes(16).toString("hex")}.${ext}`;
  await fs.writeFile(path.join(folderPath(kind), name), data, { flag: "wx", mode: 0o600 });
  return name;
}

/** The stored bytes, or null when the name is not ours or the file is gone. */
export async function readPrivateFile(kind: PrivateFolder, name: string | null | undefined): Promise<Buffer | null> {
  const file = privateFilePath(kind, name);
  if (!file) return null;
  try {
    return await fs.readFile(file);
  } catch {
    return null;
  }
}

/** Best effort: a file already gone is fine, and a failure never undoes the decision that made it unneeded. */
export async function deletePrivateFile(kind: PrivateFolder, name: string | null | undefined): Promise<void> {
  const file = privateFilePath(kind, name);
  if (!file) return;
  try {
    await fs.rm(file, { force: true });
  } catch (e) {
    log.warn({ err: e, file }, `[${kind.folder}] could not delete a private file`);
  }
}

/** A PDF by its bytes: the `%PDF-` signature first and an end-of-file marker in its last 2 KB (a whole file, not a renamed fragment). */
export function isWholePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 8)).toString("latin1");
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - 2048))).toString("latin1");
  return /^%PDF-\d\.\d/.test(head) && tail.includes("%%EOF");
}
