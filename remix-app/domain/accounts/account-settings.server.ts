import { getDb } from "~/lib/db.server";
import { roleMay } from "~/domain/access/policy.server";
import type { Role } from "@shared/roles";

export interface AccountSettingsView {
  passwordUpdatedAt: string | null;
  twoFactorEnabled: boolean;
  /** Admin accounts are deleted with the CLI only (policy: delete-own-account). */
  mayDeleteAccount: boolean;
}

/** What the account settings screen shows about the signed-in user's sign-in and deletion. */
export async function accountSettingsFor(user: { id: number; role: Role }): Promise<AccountSettingsView> {
  const credential = await getDb().credential.findUnique({
    where: { userId: user.id },
    select: { passwordUpdatedAt: true, twoFactorEnabled: true },
  });
  return {
    passwordUpdatedAt: credential?.passwordUpdatedAt.toISOString() ?? null,
    twoFactorEnabled: credential?.twoFactorEnabled ?? false,
    mayDeleteAccount: roleMay(user, "delete-own-account"),
  };
}
