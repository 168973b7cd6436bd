import type { DbTx } from "~/lib/db.server";
import { sendEmail } from "~/lib/email.server";
import type { NotificationWrites, WrittenNotification } from "~/domain/notifications/notify.server";
import { log } from "~/lib/logger.server";

export interface ReviewNotice {
  userId: number;
  email: string;
  type: "approval" | "verification";
  title: string;
  body: string;
  link: string;
  subject: string;
  emailText: string;
}

/** The in-app notification is part of the decision's transaction (pushed once it commits). */
export async function createReviewNotification(notices: NotificationWrites, tx: DbTx, notice: ReviewNotice): Promise<WrittenNotification> {
  const [written] = await notices.write([{ userId: notice.userId, type: notice.type, title: notice.title, body: notice.body, link: notice.link }], tx);
  return written;
}

/**
 * After the commit (and the live push): the email (outbox, and SMTP when configured). A failure
 * here must not undo a decision that is already recorded, so it is logged, not thrown.
 */
export async function deliverReviewNotice(notice: ReviewNotice) {
  try {
    await sendEmail({ to: notice.email, subject: notice.subject, text: notice.emailText });
  } catch (e) {
    log.error({ err: e, subject: notice.subject }, "[review] could not queue the decision email");
  }
}
