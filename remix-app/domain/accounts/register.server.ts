import type { z } from "zod";
import type { registerSchema } from "@shared/schemas/auth";
import { getDb } from "~/lib/db.server";
import { conflict, isUniqueViolation } from "~/lib/errors.server";
import type { ClientInfo } from "~/lib/http.server";
import { hashPassword } from "~/lib/password.server";
import { consumeAddressLimit } from "~/lib/rate-limit.server";
import { createAccount } from "./create-account.server";

export const DUPLICATE_EMAIL_MESSAGE = "An account with this email already exists";

export type RegisterInput = z.infer<typeof registerSchema>;

/** Self-registration: veteran or employer only (the schema refuses admin). */
export async function registerAccount(input: RegisterInput, client: ClientInfo) {
  await consumeAddressLimit("registerPerIp", client);
  const db = getDb();
  const existing = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) throw conflict(DUPLICATE_EMAIL_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.$transaction((tx) =>
      createAccount(tx, { email: input.email, passwordHash, fullName: input.full_name, role: input.role }),
    );
  } catch (e) {
    // Two registrations racing for one email: the unique index decides.
    if (isUniqueViolation(e)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
    throw e;
  }
}
