import { getDb } from "~/lib/db.server";
import { allowanceFor, assertAllowance } from "~/domain/billing/allowances.server";

/** The billing module's tier decides: the builder is for pro, premium and elite (SPEC §6, §9). */
export async function assertResumeBuilderAllowed(userId: number): Promise<string> {
  return (await assertAllowance(getDb(), userId, "resume-builder")).planId;
}

/** What the screen needs to decide between the builder and the upsell: the tier and whether it is paid. */
export async function resumeBuilderAccess(userId: number): Promise<{ tier: string; allowed: boolean }> {
  const allowance = await allowanceFor(getDb(), userId, "resume-builder");
  return { tier: allowance.planId, allowed: allowance.paid };
}
