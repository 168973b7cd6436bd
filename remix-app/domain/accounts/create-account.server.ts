import { TRIAL_DAYS } from "@shared/plans";
import type { Role } from "@shared/roles";
import type { DbTx } from "~/lib/db.server";
import { roleMay } from "~/domain/access/policy.server";

export interface NewAccount {
  email: string;
  /** From hashPassword(), computed before the transaction so scrypt never holds a write lock. */
  passwordHash: string;
  fullName: string;
  role: Role;
  /**
   * Seeded and operator-made accounts (demo data, CLI admins) are verified and active from the start;
   * a self sign-up is "pending" until its emailed link is opened (email-verification.server.ts).
   */
  verified: boolean;
}

/**
 * Creates a user with credentials and what its role starts with: a veteran gets a profile
 * and the 14-day free trial. Call inside a transaction; the caller checks uniqueness rules.
 */
export async function createAccount(tx: DbTx, input: NewAccount, now = new Date()) {
  const user = await tx.user.create({
    data: {
      email: input.email.toLowerCase(),
      fullName: input.fullName,
      role: input.role,
      status: input.verified ? "active" : "pending",
      emailVerifiedAt: input.verified ? now : null,
      credential: { create: { passwordHash: input.passwordHash } },
    },
  });
  if (roleMay(input, "keep-veteran-profile")) {
    await tx.veteranProfile.create({ data: { userId: user.id } });
    await tx.subscription.create({
      data: {
        userId: user.id,
        tier: "free_trial",
        status: "trialing",
        trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 86_400_000),
      },
    });
  }
  return user;
}
