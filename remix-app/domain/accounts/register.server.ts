import type { z } from "zod";
import type { registerSchema } from "@shared/schemas/auth";
import type { ClientInfo } from "~/lib/http.server";
import { hashPassword } from "~/lib/password.server";
import { consumeAddressLimit } from "~/lib/rate-limit.server";
import { createAccount } from "./create-account.server";
import { signUpOrNotifyOwner, type SignUpAnswer } from "./sign-up.server";

export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * Self-registration: veteran or employer only (the schema refuses admin). The same answer whether
 * the address is new or taken; the account is pending until its emailed link is opened.
 */
export async function registerAccount(input: RegisterInput, client: ClientInfo): Promise<SignUpAnswer> {
  await consumeAddressLimit("registerPerIp", client);
  // Hashed for every address, so a taken one answers no faster.
  const passwordHash = await hashPassword(input.password);
  return signUpOrNotifyOwner(input.email, (tx) =>
    createAccount(tx, { email: input.email, passwordHash, fullName: input.full_name, role: input.role, verified: false }),
  );
}
