// Every IPC message is checked twice before a handler acts: who sent it (the sending frame's URL must
// be the top frame of the configured server, or the shell's own local page for setup channels) and
// what it carries (a strict schema, sizes bounded). Anything else is dropped.
import { z } from "zod";
import { LOCAL_PAGE_CHANNELS, SERVER_PAGE_CHANNELS, type DesktopNotice, type DesktopSaveFile } from "../../shared/desktop-api";
import { isLocalPageUrl, isSameOrigin } from "./security";

export interface IpcSender {
  /** URL of the frame that sent the message (event.senderFrame.url). */
  frameUrl: string | null;
  /** Whether that frame is the top frame of its page (no iframes may talk to the shell). */
  isMainFrame: boolean;
}

export function isTrustedSender(channel: string, sender: IpcSender, allowedOrigin: string | null, localPagePrefix: string): boolean {
  if (!sender.frameUrl || !sender.isMainFrame) return false;
  if (LOCAL_PAGE_CHANNELS.has(channel)) return isLocalPageUrl(sender.frameUrl, localPagePrefix);
  if (SERVER_PAGE_CHANNELS.has(channel)) return allowedOrigin !== null && isSameOrigin(sender.frameUrl, allowedOrigin);
  return false;
}

/** An in-app path: starts with one "/", no scheme-relative "//" and no backslashes (which browsers read as "/"). */
export const inAppPathSchema = z
  .string()
  .max(512)
  .refine((p) => /^\/(?![/\\])[^\\\s]*$/.test(p), { message: "not an in-app path" });

const MAX_TEXT_FILE_CHARS = 20 * 1024 * 1024;

const schemas = {
  unreadCount: z.number().int().min(0).max(1_000_000),
  notice: z.strictObject({
    kind: z.enum(["notification", "message"]),
    id: z.number().int().positive(),
    title: z.string().min(1).max(300),
    body: z.string().max(2000).nullable(),
    link: inAppPathSchema.nullable(),
  }),
  saveFile: z.strictObject({
    suggestedName: z
      .string()
      .min(1)
      .max(120)
      .regex(/^[\w][\w .()-]*\.csv$/, "a plain .csv file name"),
    content: z.string().max(MAX_TEXT_FILE_CHARS),
  }),
  serverUrl: z.string().min(1).max(2048),
};

export function parseUnreadCount(value: unknown): number | null {
  const r = schemas.unreadCount.safeParse(value);
  return r.success ? r.data : null;
}

export function parseNotice(value: unknown): DesktopNotice | null {
  const r = schemas.notice.safeParse(value);
  return r.success ? r.data : null;
}

export function parseSaveFile(value: unknown): DesktopSaveFile | null {
  const r = schemas.saveFile.safeParse(value);
  return r.success ? r.data : null;
}

export function parseServerUrlArgument(value: unknown): string | null {
  const r = schemas.serverUrl.safeParse(value);
  return r.success ? r.data : null;
}
