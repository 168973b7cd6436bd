import { getDb } from "~/lib/db.server";
import { notFound } from "~/lib/errors.server";
import { ACCOUNT_COLUMNS } from "./account-columns.server";
import { isEmailVerified } from "./email-verification.server";

/** GET /api/auth/me and the app shell: who is signed in, with what the navigation needs. */
export async function getCurrentUser(userId: number) {
  const user = await getDb().user.findUnique({
    where: { id: userId },
    select: {
      ...ACCOUNT_COLUMNS,
      emailVerifiedAt: true,
      subscription: { select: { tier: true, trialEndsAt: true } },
      credential: { select: { twoFactorEnabled: true } },
    },
  });
  if (!user) throw notFound("User not found");
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    role: user.role,
    profile_pic_url: user.profilePicUrl,
    subscription_tier: user.subscription?.tier ?? null,
    trial_end_date: user.subscription?.trialEndsAt?.toISOString() ?? null,
    two_factor_enabled: user.credential?.twoFactorEnabled ?? false,
    email_verified: isEmailVerified(user),
    created_at: user.createdAt.toISOString(),
  };
}
