import { z } from "zod";
import { emailField, newPasswordField } from "@shared/schemas/auth";
import { dbReady } from "~/lib/db.server";
import { conflict, invalid, isUniqueViolation } from "~/lib/errors.server";
import { hashPassword } from "~/lib/password.server";
import { createAccount } from "./create-account.server";

const createAdminSchema = z.object({
  email: emailField,
  password: newPasswordField,
  fullName: z
    .string()
    .trim()
    .max(120, "Name is too long")
    .optional()
    .transform((v) => (v ? v : "Administrator")),
});

export type CreateAdminInput = z.input<typeof createAdminSchema>;

/** Admins never self-register (SPEC §6); the CLI is the only way one is made. */
export async function createAdmin(input: CreateAdminInput) {
  const parsed = createAdminSchema.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error.issues.map((issue) => issue.message).join("; "));
  const { email, password, fullName } = parsed.data;

  const db = await dbReady();
  const duplicate = `An account with the email ${email} already exists`;
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) throw conflict(duplicate);
  const passwordHash = await hashPassword(password);
  try {
    const user = await db.$transaction((tx) => createAccount(tx, { email, passwordHash, fullName, role: "admin", verified: true }));
    return { id: user.id, email: user.email, fullName: user.fullName, role: user.role };
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(duplicate);
    throw e;
  }
}
