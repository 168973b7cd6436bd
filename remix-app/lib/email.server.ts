import nodemailer, { type Transporter } from "nodemailer";
import { EMAIL_KIND_LABEL, isSwitchableEmailKind, type EmailKind, type SwitchableEmailKind } from "@shared/email-kinds";
import { getConfig } from "./config.server";
import { getDb } from "./db.server";
import { insertRows } from "./bulk-insert.server";
import { unsubscribeUrl } from "./unsubscribe-token.server";
import { log } from "~/lib/logger.server";

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** The text part; the HTML part is built from it (escaped, links made clickable) unless `html` is given. */
  text: string;
  /** An HTML part written by the caller from the same content (every value escaped with escapeHtml). */
  html?: string;
  /** Extra headers (List-Unsubscribe is added for every switchable kind). */
  headers?: Record<string, string>;
  /**
   * What the email is about (shared/email-kinds.ts). "account" (the default) and "messages" are
   * always sent; a switchable kind needs `userId`, is not sent when that user switched it off, and
   * carries a signed unsubscribe link in a List-Unsubscribe header and at the end of its body.
   */
  kind?: EmailKind;
  /** The recipient's account: whose settings decide a switchable kind and whom its unsubscribe link is for. */
  userId?: number;
  /** The unsubscribe link turns off only this saved search's alerts (kind "alerts"). */
  savedSearchId?: number;
  /**
   * A one-time secret inside `text` (a verification code). It never goes to the log. With SMTP the
   * outbox keeps `redactedText` instead of `text` (the code leaves by mail only); without SMTP the
   * outbox is the delivery, so the text stays readable until forgetOutboxSecrets() replaces it.
   */
  secret?: { redactedText: string };
  /** Someone else the email names or quotes (a message's sender): their account's deletion deletes the outbox copy. */
  aboutUserId?: number;
}

export type EmailOutcome = "logged" | "sent" | "failed" | "switched-off";

const globalForMail = globalThis as unknown as { __vetsMailer?: { url: string; transport: Transporter } };

function transport(url: string): Transporter {
  if (globalForMail.__vetsMailer?.url !== url) {
    globalForMail.__vetsMailer = { url, transport: nodemailer.createTransport(url) };
  }
  return globalForMail.__vetsMailer.transport;
}

/** CommunicationSettings' column of each switchable kind (defaults: on). */
const KIND_COLUMN = {
  alerts: "emailJobAlerts",
  "application-sent": "emailApplicationSent",
  decision: "emailDecisions",
  "drafts-waiting": "emailDraftsWaiting",
  billing: "emailBilling",
} as const satisfies Record<SwitchableEmailKind, string>;

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** One line of text as HTML: every character escaped, http(s) links clickable. */
function lineHtml(line: string): string {
  let html = "";
  let last = 0;
  for (const match of line.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    html += escapeHtml(line.slice(last, match.index)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/** The HTML part of a text email: paragraphs at blank lines, line breaks kept, links clickable. */
export function textToHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n/g, "\n")
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== "")
    .map((p) => `<p style="margin:0 0 14px">${p.split("\n").map(lineHtml).join("<br>\n")}</p>`);
  return emailHtmlDocument(paragraphs.join("\n"));
}

/** The frame of every HTML part: a plain, readable column that mail clients render alike. */
export function emailHtmlDocument(body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:24px;background:#f6f7f9;color:#1c2127;font:15px/1.5 -apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:6px">
${body}
</div></body></html>`;
}

interface Prepared {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  kind: EmailKind;
  storedText: string;
  storedHtml: string;
  aboutUserId: number | null;
}

/** The footer and headers of a switchable kind: the signed one-click unsubscribe link (RFC 8058). */
function prepare(message: OutgoingEmail, smtp: boolean, now: Date): Prepared {
  const kind = message.kind ?? "account";
  const headers: Record<string, string> = { ...message.headers };
  let text = message.text;
  let html = message.html;
  if (isSwitchableEmailKind(kind)) {
    if (message.userId === undefined) throw new Error(`A "${kind}" email needs the recipient's userId`);
    const forSearch = kind === "alerts" && message.savedSearchId !== undefined;
    const url = unsubscribeUrl({ userId: message.userId, kind, ...(forSearch ? { searchId: message.savedSearchId } : {}) }, now);
    headers["List-Unsubscribe"] = `<${url}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
    const what = forSearch ? "alerts for this saved search" : EMAIL_KIND_LABEL[kind].toLowerCase();
    const footer = `You can turn these off in Communication Settings. Stop ${what}: ${url}`;
    text = `${text.trimEnd()}\n\n--\n${footer}`;
    if (html !== undefined) {
      const footerHtml = `<p style="margin:24px 0 0;font-size:13px;color:#5f6b7c">You can turn these off in Communication Settings. <a href="${escapeHtml(url)}">Stop ${escapeHtml(what)}</a>.</p>`;
      html = html.includes("</div></body>") ? html.replace("</div></body>", `${footerHtml}\n</div></body>`) : `${html}\n${footerHtml}`;
    }
  }
  html ??= textToHtml(text);
  const redacted = smtp && message.secret ? message.secret.redactedText : null;
  return {
    to: message.to.toLowerCase(),
    subject: message.subject,
    text,
    html,
    headers,
    kind,
    storedText: redacted ?? text,
    // With a secret, the HTML part would hold it too: the outbox keeps the redacted text's HTML.
    storedHtml: redacted !== null ? textToHtml(redacted) : html,
    aboutUserId: message.aboutUserId ?? null,
  };
}

/** The users among `userIds` who switched `kind` off (no settings row: on). */
async function switchedOff(kind: SwitchableEmailKind, userIds: readonly number[]): Promise<Set<number>> {
  const off = new Set<number>();
  const ids = [...new Set(userIds)];
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await getDb().communicationSettings.findMany({
      where: { userId: { in: ids.slice(start, start + 500) }, [KIND_COLUMN[kind]]: false },
      select: { userId: true },
    });
    for (const row of rows) off.add(row.userId);
  }
  return off;
}

async function deliver(id: number, email: Prepared): Promise<EmailOutcome> {
  const cfg = getConfig();
  const db = getDb();
  try {
    await transport(cfg.SMTP_URL!).sendMail({ from: cfg.MAIL_FROM, to: email.to, subject: email.subject, text: email.text, html: email.html, headers: email.headers });
    await db.emailOutbox.update({ where: { id }, data: { status: "sent", sentAt: new Date() } });
    return "sent";
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    await db.emailOutbox.update({ where: { id }, data: { status: "failed", error: error.slice(0, 500) } });
    log.error({ outbox: id, error }, "[email] delivery failed");
    return "failed";
  }
}

const headersJson = (headers: Record<string, string>) => (Object.keys(headers).length > 0 ? headers : undefined);

/**
 * Every email is recorded in the outbox (so `vets outbox` can show it), text and HTML. With
 * SMTP_URL it is also delivered over SMTP; without, a log line says it was kept locally. A
 * switchable kind the recipient turned off is neither kept nor sent ("switched-off").
 */
export async function sendEmail(message: OutgoingEmail): Promise<EmailOutcome> {
  const cfg = getConfig();
  const db = getDb();
  const kind = message.kind ?? "account";
  if (isSwitchableEmailKind(kind) && message.userId !== undefined && (await switchedOff(kind, [message.userId])).size > 0) return "switched-off";
  const email = prepare(message, Boolean(cfg.SMTP_URL), new Date());
  const row = await db.emailOutbox.create({
    data: {
      to: email.to,
      subject: email.subject,
      text: email.storedText,
      html: email.storedHtml,
      kind: email.kind,
      headers: headersJson(email.headers),
      status: "logged",
      aboutUserId: email.aboutUserId,
    },
  });
  if (!cfg.SMTP_URL) {
    log.info({ outbox: row.id, subject: message.subject }, "[email] kept in the outbox, not sent (set SMTP_URL to deliver)");
    return "logged";
  }
  return deliver(row.id, email);
}

/**
 * Many emails of one switchable kind at once (an alert run): the recipients' settings in a few
 * queries; without SMTP the outbox rows go in multi-row INSERTs. Returns how many went out.
 */
export async function sendEmails(kind: SwitchableEmailKind, messages: readonly (OutgoingEmail & { userId: number })[], now = new Date()): Promise<number> {
  const cfg = getConfig();
  const off = await switchedOff(kind, messages.map((m) => m.userId));
  const wanted = messages.filter((m) => !off.has(m.userId)).map((m) => prepare({ ...m, kind }, Boolean(cfg.SMTP_URL), now));
  if (!cfg.SMTP_URL) {
    await insertRows(
      getDb(),
      "EmailOutbox",
      wanted.map((email) => ({
        to: email.to,
        subject: email.subject,
        text: email.storedText,
        html: email.storedHtml,
        kind: email.kind,
        headers: email.headers,
        status: "logged",
        error: null,
        createdAt: now,
        sentAt: null,
        aboutUserId: email.aboutUserId,
      })),
    );
    if (wanted.length > 0) log.info({ count: wanted.length, kind }, "[email] kept in the outbox, not sent (set SMTP_URL to deliver)");
    return wanted.length;
  }
  for (const email of wanted) {
    const row = await getDb().emailOutbox.create({
      data: { to: email.to, subject: email.subject, text: email.storedText, html: email.storedHtml, kind: email.kind, headers: email.headers, status: "logged" },
    });
    await deliver(row.id, email);
  }
  return wanted.length;
}

/**
 * Replaces the text of outbox emails with one of `subjects` by `redactedText`, for those sent
 * before `createdBefore` and/or to `to`: the secret they carried is gone from the database.
 */
export async function forgetOutboxSecrets(where: { subjects: string[]; redactedText: string; createdBefore?: Date; to?: string }): Promise<void> {
  await getDb().emailOutbox.updateMany({
    where: {
      // Only rows kept in full (no SMTP) can hold a secret; this also lets [status, createdAt] serve the sweep.
      status: "logged",
      subject: { in: where.subjects },
      text: { not: where.redactedText },
      ...(where.createdBefore ? { createdAt: { lt: where.createdBefore } } : {}),
      ...(where.to ? { to: where.to.toLowerCase() } : {}),
    },
    data: { text: where.redactedText },
  });
}
