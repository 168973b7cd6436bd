import type { z } from "zod";
import { normalizeRole, type Role } from "../../../shared/roles";
import type { loginSchema } from "../../../shared/schemas/auth";
import { getDb } from "../../lib/db.server";
import { forbidden, unauthorized } from "../../lib/errors.server";
import type { ClientInfo } from "../../lib/http.server";
import { dummyPasswordHash, verifyPassword } from "../../lib/password.server";
import { consumeRateLimit } from "../../lib/rate-limit.server";
import { consumeOneTimeCode } from "./one-time-codes.server";

export const INVALID_LOGIN_MESSAGE = "Invalid email or password";
export const SUSPENDED_MESSAGE = "This account has been suspended. Please contact support.";

export type LoginInput = z.infer<typeof loginSchema>;
export type LoginOutcome =
  | { kind: "requires_2fa"; email: string }
  | { kind: "signed_in"; user: { id: number; role: Role; email: string; fullName: string } };

/**
 * Checks credentials. The same message and about the same time for an unknown email and a
 * wrong password. A user with 2FA gets `requires_2fa` until a valid code comes with the password.
 */
export async function authenticate(input: LoginInput, client: ClientInfo): Promise<LoginOutcome> {
  await consumeRateLimit("loginPerIp", client.ip);
  await consumeRateLimit("loginPerAccount", input.email);
  const db = getDb();
  const user = await db.user.findUnique({ where: { email: input.email }, include: { credential: true } });
  const passwordOk = await verifyPassword(input.password, user?.credential?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !user.credential || !passwordOk || user.status === "deleted") throw unauthorized(INVALID_LOGIN_MESSAGE);
  if (user.status !== "active") throw forbidden(SUSPENDED_MESSAGE);

  if (user.credential.twoFactorEnabled) {
    if (!input.otp_code) return { kind: "requires_2fa", email: user.email };
    await consumeRateLimit("codeVerifyPerEmail", user.email);
    await consumeOneTimeCode(user.id, input.otp_code);
  }
  await db.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  return { kind: "signed_in", user: { id: user.id, role: normalizeRole(user.role), email: user.email, fullName: user.fullName } };
}
