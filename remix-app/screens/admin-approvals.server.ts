import { z } from "zod";
import { rejectionSchema } from "@shared/schemas/admin-review";
import { parseInput } from "~/lib/http.server";
import type { AuditActor } from "~/domain/admin/audit-log.server";
import { approveEmployer, rejectEmployer } from "~/domain/admin/employer-approvals.server";
import { approveVerification, rejectVerification } from "~/domain/admin/verification-reviews.server";

const decisionFormSchema = z.object({
  kind: z.enum(["employer", "verification"], { error: "Unknown review queue" }),
  decision: z.enum(["approve", "reject"], { error: "Unknown decision" }),
  id: z.coerce.number({ error: "Unknown item" }).int().positive("Unknown item"),
  reason: z.string().optional(),
});

/** The /admin/approvals form: one decision, answered with the toast's success text. */
export async function decideFromForm(admin: AuditActor, form: Record<string, unknown>): Promise<string> {
  const { kind, decision, id, reason } = parseInput(decisionFormSchema, form);
  if (kind === "employer") {
    if (decision === "approve") {
      const employer = await approveEmployer(admin, id);
      return `${employer.company_name} approved. The employer has been emailed and now has full access.`;
    }
    const employer = await rejectEmployer(admin, id, parseInput(rejectionSchema, { reason }).reason);
    return `${employer.company_name} rejected. The employer has been emailed the reason.`;
  }
  if (decision === "approve") {
    const request = await approveVerification(admin, id);
    return `${request.full_name} is now a Verified Veteran. We emailed them the news.`;
  }
  const request = await rejectVerification(admin, id, parseInput(rejectionSchema, { reason }).reason);
  return `Verification for ${request.full_name} rejected. The veteran has been emailed the reason.`;
}
