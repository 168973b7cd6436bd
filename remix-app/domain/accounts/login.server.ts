import type { z } from "zod";
import { normalizeRole, type Role } from "@shared/roles";
import type { loginSchema } from "@shared/schemas/auth";
import { getDb } from "~/lib/db.server";
import { forbidden, unauthorized } from "~/lib/errors.server";
import type { ClientInfo } from "~/lib/http.server";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "~/lib/password.server";
import { consumeAddressLimit, consumeRateLimit, resetAddressLimit, resetRateLimit } from "~/lib/rate-limit.server";
import { roleUsesAdminTools } from "~/domain/access/policy.server";
import { noteAdminSignIn } from "~/domain/access/admin-second-factor.server";
import { PENDING_STATUS } from "./email-verification.server";
import { issueAndEmailCode } from "./one-time-codes.server";
import { acceptSignInCode, signInSecondStep } from "./second-factor.server";
import { noticeIfNewDevice } from "./sessions-list.server";

export const INVALID_LOGIN_MESSAGE = "Invalid email or password";
export const SUSPENDED_MESSAGE = "This account has been suspended. Please contact support.";

export type LoginInput = z.infer<typeof loginSchema>;
export type LoginOutcome =
  | { kind: "requires_2fa"; email: string; method: "authenticator" | "email" }
  | { kind: "signed_in"; user: { id: number; role: Role; email: string; fullName: string } };

/**
 * Checks credentials. The same message and about the same time for an unknown email and a
 * wrong password. A user with an authenticator app gets `requires_2fa` until the app's code (or a
 * recovery code) comes with the password; a user with email 2FA gets `requires_2fa` and a code by email.
 *
 * Limits: per client network, per network × email, and per email from every network (the slow-down
 * for guesses spread over many networks). All are spent the same for an email without an account,
 * so a limit's 429 tells nothing about whether the account exists; the email's counters are cleared by
 * a successful sign-in.
 */
export async function authenticate(input: LoginInput, client: ClientInfo): Promise<LoginOutcome> {
  await consumeAddressLimit("loginPerIp", client);
  // Spent before the password check so parallel guesses cannot overrun them.
  await consumeAddressLimit("loginPerAccountAndIp", client, input.email);
  await consumeRateLimit("loginPerAccount", input.email);
  const db = getDb();
  const user = await db.user.findUnique({ where: { email: input.email }, include: { credential: true } });
  const passwordOk = await verifyPassword(input.password, user?.credential?.passwordHash ?? (await dummyPasswordHash()));
  // A sign-up that never confirmed its address answers like an unknown one (sign-up.server.ts).
  if (!user || !user.credential || !passwordOk || user.status === "deleted" || user.status === PENDING_STATUS) throw unauthorized(INVALID_LOGIN_MESSAGE);
  if (user.status !== "active") throw forbidden(SUSPENDED_MESSAGE);

  // An authenticator app takes its code (or a recovery code); emailed codes serve accounts without one.
  const secondStep = await signInSecondStep({ id: user.id, credential: user.credential });
  if (secondStep) {
    if (!input.otp_code) {
      if (secondStep === "email") await issueAndEmailCode(user, "login");
      return { kind: "requires_2fa", email: user.email, method: secondStep };
    }
    await consumeRateLimit("loginCodePerAccount", user.email);
    await acceptSignInCode(user, secondStep, input.otp_code);
  }
  const role = normalizeRole(user.role);
  if (roleUsesAdminTools(role)) await noteAdminSignIn(user.id);
  await resetAddressLimit("loginPerAccountAndIp", client, input.email);
  await resetRateLimit("loginPerAccount", input.email);
  // Hashes made with older scrypt parameters are upgraded now that the password is known.
  if (needsRehash(user.credential.passwordHash)) {
    const passwordHash = await hashPassword(input.password);
    await db.credential.updateMany({ where: { userId: user.id, passwordHash: user.credential.passwordHash }, data: { passwordHash } });
  }
  await db.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  await noticeIfNewDevice(user, client);
  return { kind: "signed_in", user: { id: user.id, role, email: user.email, fullName: user.fullName } };
}
