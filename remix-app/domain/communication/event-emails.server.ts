/**
 * Emails when something happens (issue 55 item 3), the pieces every kind shares: whom an event email
 * may reach (an active account's verified address) and sending that never fails the action that
 * caused it. Each area writes its own kinds (applications/application-emails, billing/billing-emails).
 */
import { getConfig } from "~/lib/config.server";
import { getDb } from "~/lib/db.server";
import { sendEmail } from "~/lib/email.server";
import { log } from "~/lib/logger.server";

export const firstNameOf = (fullName: string) => fullName.split(/\s+/)[0] || "there";

/** A failed email is logged, never thrown: the action that caused it has already happened. */
export async function quietly(what: string, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (e) {
    log.error({ err: e }, `[email] ${what} email failed`);
  }
}
/** Whom an event email goes to: an active account's verified address and first name, or null. */
export async function reachableRecipient(userId: number): Promise<{ email: string; firstName: string } | null> {
  const user = await getDb().user.findUnique({
    where: { id: userId },
    select: { email: true, fullName: true, status: true, emailVerifiedAt: true },
  });
  if (!user || user.status !== "active" || user.emailVerifiedAt === null) return null;
  return { email: user.email, firstName: firstNameOf(user.fullName) };
}

/** One email per auto-apply run that left drafts waiting for the veteran's review. */
export async function emailDraftsWaiting(userId: number, prepared: number): Promise<void> {
  await quietly("drafts-waiting", async () => {
    const user = await reachableRecipient(userId);
    if (!user) return;
    const origin = getConfig().publicUrl;
    const drafts = prepared === 1 ? "1 application is" : `${prepared} applications are`;
    await sendEmail({
      to: user.email,
      userId,
      kind: "drafts-waiting",
      subject:
        prepared === 1 ? "Auto-apply: 1 draft waits for your review" : `Auto-apply: ${prepared} drafts wait for your review`,
      text: [
        `Hi ${user.firstName},`,
        "",
        `Auto-apply found jobs that fit you: ${drafts} waiting in Applications. Nothing is sent until you approve it; each letter is drafted when you open it.`,
        "",
        `Review them: ${origin}/applications`,
      ].join("\n"),
    });
  });
}
