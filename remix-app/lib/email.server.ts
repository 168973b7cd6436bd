import nodemailer, { type Transporter } from "nodemailer";
import { getConfig } from "./config.server";
import { getDb } from "./db.server";
import { log } from "~/lib/logger.server";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /**
   * A one-time secret inside `text` (a verification code). It never goes to the log. With SMTP the
   * outbox keeps `redactedText` instead of `text` (the code leaves by mail only); without SMTP the
   * outbox is the delivery, so the text stays readable until forgetOutboxSecrets() replaces it.
   */
  secret?: { redactedText: string };
  /** Someone else the email names or quotes (a message's sender): their account's deletion deletes the outbox copy. */
  aboutUserId?: number;
}

const globalForMail = globalThis as unknown as { __vetsMailer?: { url: string; transport: Transporter } };

function transport(url: string): Transporter {
  if (globalForMail.__vetsMailer?.url !== url) {
    globalForMail.__vetsMailer = { url, transport: nodemailer.createTransport(url) };
  }
  return globalForMail.__vetsMailer.transport;
}

/**
 * Every email is recorded in the outbox (so `vets outbox` can show it). With SMTP_URL it is
 * also delivered over SMTP; without, a log line says it was kept locally.
 */
export async function sendEmail(message: OutgoingEmail): Promise<void> {
  const cfg = getConfig();
  const db = getDb();
  const storedText = cfg.SMTP_URL && message.secret ? message.secret.redactedText : message.text;
  const row = await db.emailOutbox.create({
    data: { to: message.to.toLowerCase(), subject: message.subject, text: storedText, status: "logged", aboutUserId: message.aboutUserId ?? null },
  });
  if (!cfg.SMTP_URL) {
    log.info({ outbox: row.id, subject: message.subject }, "[email] kept in the outbox, not sent (set SMTP_URL to deliver)");
    return;
  }
  try {
    await transport(cfg.SMTP_URL).sendMail({ from: cfg.MAIL_FROM, to: message.to, subject: message.subject, text: message.text });
    await db.emailOutbox.update({ where: { id: row.id }, data: { status: "sent", sentAt: new Date() } });
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    await db.emailOutbox.update({ where: { id: row.id }, data: { status: "failed", error: error.slice(0, 500) } });
    log.error({ outbox: row.id, error }, "[email] delivery failed");
  }
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
