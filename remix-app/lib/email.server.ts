import nodemailer, { type Transporter } from "nodemailer";
import { getConfig } from "./config.server";
import { getDb } from "./db.server";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
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
  const row = await db.emailOutbox.create({
    data: { to: message.to.toLowerCase(), subject: message.subject, text: message.text, status: "logged" },
  });
  if (!cfg.SMTP_URL) {
    console.log(`[email] to=${message.to} subject="${message.subject}" (kept in outbox #${row.id}; set SMTP_URL to deliver)`);
    return;
  }
  try {
    await transport(cfg.SMTP_URL).sendMail({ from: cfg.MAIL_FROM, to: message.to, subject: message.subject, text: message.text });
    await db.emailOutbox.update({ where: { id: row.id }, data: { status: "sent", sentAt: new Date() } });
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    await db.emailOutbox.update({ where: { id: row.id }, data: { status: "failed", error: error.slice(0, 500) } });
    console.error(`[email] delivery to ${message.to} failed: ${error}`);
  }
}
