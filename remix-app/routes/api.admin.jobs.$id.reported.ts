import type { ActionFunctionArgs } from "@remix-run/node";
import { reportedJobDecisionSchema } from "@shared/schemas/auth";
import { requireApiActor } from "~/domain/access/policy.server";
import { decideReportedJob } from "~/domain/jobs/gone-reports.server";
import { JOB_NOT_FOUND } from "~/domain/jobs/job-detail.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** POST {decision: confirm | restore} → {message, job_id, status}: close the hidden job for good, or open it again. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "moderate-job");
    const input = parseInput(reportedJobDecisionSchema, await readJsonBody(request));
    return decideReportedJob(auth.user, parseIdParam(params.id, JOB_NOT_FOUND), input.decision);
  });
