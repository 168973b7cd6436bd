import type { ActionFunctionArgs } from "@remix-run/node";
import { jobSourcePatchSchema } from "@shared/schemas/job-sources";
import { requireApiActor } from "~/domain/access/policy.server";
import { parseSourceName, updateJobSourceByAdmin } from "~/domain/admin/job-sources-admin.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** PATCH {enabled?, boards?, interval_minutes?} → {message, enabled, boards}; audited. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PATCH") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "manage-job-sources");
    const source = parseSourceName(params.source);
    const input = parseInput(jobSourcePatchSchema, await readJsonBody(request));
    return updateJobSourceByAdmin(auth.user, source, { enabled: input.enabled, boards: input.boards, intervalMinutes: input.interval_minutes });
  });
