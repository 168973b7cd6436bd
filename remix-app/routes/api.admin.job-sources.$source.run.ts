import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { parseSourceName, runJobSourceNow } from "~/domain/admin/job-sources-admin.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST → the run's counts: Run now (trigger "admin"); 409 while a run of the source is in progress. Audited. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "manage-job-sources");
    return runJobSourceNow(auth.user, parseSourceName(params.source));
  });
