import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { JOB_NOT_FOUND } from "~/domain/jobs/job-detail.server";
import { saveJob, unsaveJob } from "~/domain/jobs/saved-jobs.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** POST saves the job, DELETE removes the save → {job_id, saved, message}; both idempotent. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST" && request.method !== "DELETE") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "save-job");
    const jobId = parseIdParam(params.id, JOB_NOT_FOUND);
    return request.method === "POST" ? saveJob(auth.user.id, jobId) : unsaveJob(auth.user.id, jobId);
  });
