import { z } from "zod";
import { emailField, newPasswordField } from "@shared/schemas/auth";
import { dbReady } from "~/lib/db.server";
import { invalid, notFound } from "~/lib/errors.server";
import { hashPassword } from "~/lib/password.server";
import { revokeAllSessionsForUser } from "~/lib/session.server";
import { roleMay } from "~/domain/access/policy.server";

const resetSchema = z.object({
  email: emailField,
  password: newPasswordField,
});

/**
 * `create-admin --reset`: a new password for an existing admin (the demo admin's random one was
 * lost, or an operator's). Only admins: the CLI is no back door into other people's accounts.
 * Every session of that admin ends, so whoever knew the old password is signed out.
 */
export async function resetAdminPassword(input: { email: string; password: string }) {
  const parsed = resetSchema.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error.issues.map((issue) => issue.message).join("; "));
  const { email, password } = parsed.data;
  const db = await dbReady();
  const admin = await db.user.findUnique({ where: { email }, select: { id: true, role: true } });
  if (!admin || !roleMay(admin, "reset-admin-password")) throw notFound(`No admin account with the email ${email}`);
  const passwordHash = await hashPassword(password);
  await db.credential.update({ where: { userId: admin.id }, data: { passwordHash, passwordUpdatedAt: new Date() } });
  await revokeAllSessionsForUser(admin.id);
  return { id: admin.id, email };
}
