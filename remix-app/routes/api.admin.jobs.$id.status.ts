import type { ActionFunctionArgs } from "@remix-run/node";
import { jobStatusChangeSchema } from "@shared/schemas/admin-back-office";
import { setJobStatusByAdmin } from "~/domain/admin/admin-jobs.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = methodNotAllowed;

/** Same style as the SPEC's user calls: status and justification in the query, empty body. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PUT") return jsonError(405, "Method not allowed");
    const auth = await requireApiAuth(request, ["admin"]);
    const id = parseIdParam(params.id, "Job not found");
    const input = parseInput(jobStatusChangeSchema, Object.fromEntries(new URL(request.url).searchParams));
    return setJobStatusByAdmin(auth.user, id, input.status, input.justification);
  });
