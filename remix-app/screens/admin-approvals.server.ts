import { z } from "zod";
import { approvalSchema, rejectionSchema } from "@shared/schemas/admin-review";
import type { Auth } from "~/lib/session.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";
import type { AuditActor } from "~/domain/audit/audit-log.server";
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

type ReviewQueue = "employer" | "verification";
type Decision = "approve" | "reject";

const API_QUEUES = {
  employer: { param: "userId", notFound: "Employer not found", label: "Employer", approve: approveEmployer, reject: rejectEmployer },
  verification: {
    param: "id",
    notFound: "Verification request not found",
    label: "Verification",
    approve: approveVerification,
    reject: rejectVerification,
  },
} as const;

/**
 * The action of `POST /api/admin/{employers|verifications}/{id}/{approve|reject}`: the route names its policy action
 * in `authorize`; the id comes from the path, a note (approve) or a required reason (reject) from the JSON body.
 */
export function reviewDecisionRoute(queue: ReviewQueue, decision: Decision, authorize: (request: Request) => Promise<Auth>) {
  const config = API_QUEUES[queue];
  return ({ request, params }: { request: Request; params: Record<string, string | undefined> }) =>
    apiResponse(async () => {
      if (request.method !== "POST") return jsonError(405, "Method not allowed");
      const auth = await authorize(request);
      const id = parseIdParam(params[config.param], config.notFound);
      const body = await readJsonBody(request);
      const record =
        decision === "approve"
          ? await config.approve(auth.user, id, parseInput(approvalSchema, body).note)
          : await config.reject(auth.user, id, parseInput(rejectionSchema, body).reason);
      return { message: `${config.label} ${decision === "approve" ? "approved" : "rejected"}`, [queue]: record };
    });
}
