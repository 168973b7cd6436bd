import type { ActionFunctionArgs } from "@remix-run/node";
import { jobStatusChangeSchema } from "@shared/schemas/admin-back-office";
import { requireApiActor } from "~/domain/access/policy.server";
import { setJobStatusByAdmin } from "~/domain/admin/admin-jobs.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** Same style as the SPEC's user calls: status and justification in the query, empty body. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PUT") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "moderate-job");
    const id = parseIdParam(params.id, "Job not found");
    const input = parseInput(jobStatusChangeSchema, Object.fromEntries(new URL(request.url).searchParams));
    return setJobStatusByAdmin(auth.user, id, input.status, input.justification);
  });
