import { getConfig } from "~/lib/config.server";
import { getDb } from "~/lib/db.server";

export const ADMIN_FACTOR_REQUIRED_MESSAGE =
  "Admin tools need an authenticator app or a passkey on your account. Set one up on the Two-Factor Authentication page (/two-factor-auth).";
export const ADMIN_FACTOR_SETUP_PATH = "/two-factor-auth?required=admin";

/** An authenticator app that is turned on, or at least one passkey: the factors admin tools accept. */
export async function hasStrongSecondFactor(userId: number): Promise<boolean> {
  const db = getDb();
  const [app, passkeys] = await Promise.all([
    db.authenticatorApp.findFirst({ where: { userId, confirmedAt: { not: null } }, select: { id: true } }),
    db.passkey.count({ where: { userId } }),
  ]);
  return app !== null || passkeys > 0;
}

/** A password sign-in of an account the policy holds to admin tools: counted while it has no strong factor. */
export async function noteAdminSignIn(userId: number): Promise<void> {
  if (await hasStrongSecondFactor(userId)) return;
  await getDb().credential.updateMany({ where: { userId }, data: { adminSignInsWithoutFactor: { increment: 1 } } });
}

/**
 * Whether admin tools must wait for a second factor: the admin has signed in
 * ADMIN_SIGNINS_BEFORE_FACTOR times (2 unless configured) without one and still has none.
 */
export async function adminNeedsSecondFactor(userId: number): Promise<boolean> {
  const credential = await getDb().credential.findUnique({ where: { userId }, select: { adminSignInsWithoutFactor: true } });
  if (!credential || credential.adminSignInsWithoutFactor < getConfig().ADMIN_SIGNINS_BEFORE_FACTOR) return false;
  return !(await hasStrongSecondFactor(userId));
}
