import { getDb } from "~/lib/db.server";
import { assertCan } from "~/domain/access/policy.server";
import { assertPaidForAutoApply } from "~/domain/billing/allowances.server";

/** Every auto-apply call: an active veteran on a paid tier (SPEC §9), with this month's allowance. */
export async function assertPaidVeteran(userId: number, now = new Date()) {
  await assertCan(userId, "use-auto-apply");
  return assertPaidForAutoApply(getDb(), userId, now);
}
