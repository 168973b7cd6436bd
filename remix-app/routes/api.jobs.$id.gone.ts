import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { reportJobGone } from "~/domain/jobs/gone-reports.server";
import { JOB_NOT_FOUND } from "~/domain/jobs/job-detail.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** POST → {message, reports, closed}: a veteran reports that the listing is gone (ghost job). */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "report-job-gone");
    return reportJobGone(auth.user.id, parseIdParam(params.id, JOB_NOT_FOUND));
  });
