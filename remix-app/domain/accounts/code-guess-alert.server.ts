import { getDb } from "~/lib/db.server";
import { sendEmail } from "~/lib/email.server";

export const GUESS_ALERT_SUBJECT = "Someone is trying codes on your VetCareer account";
/** At most one alert per account in this window, however many codes are tried. */
const ALERT_QUIET_MS = 60 * 60_000;

/**
 * Tells the owner that verification codes are being guessed on their account (their password was
 * right, or they are signed in): the email says what to do. Sent at most once an hour per account.
 */
export async function alertOwnerOfCodeGuessing(user: { id: number; email: string; fullName: string }, now = new Date()): Promise<void> {
  const recent = await getDb().emailOutbox.findFirst({
    where: { to: user.email.toLowerCase(), subject: GUESS_ALERT_SUBJECT, createdAt: { gt: new Date(now.getTime() - ALERT_QUIET_MS) } },
    select: { id: true },
  });
  if (recent) return;
  await sendEmail({
    to: user.email,
    subject: GUESS_ALERT_SUBJECT,
    aboutUserId: user.id,
    text: [
      `Hello ${user.fullName},`,
      "",
      "Several wrong verification codes were just entered for your VetCareer account, after the right password.",
      "If this was not you, someone knows your password: change it now in Account Settings, and check the passkeys and authenticator app listed under Security.",
      "If it was you, there is nothing to do.",
    ].join("\n"),
  });
}
