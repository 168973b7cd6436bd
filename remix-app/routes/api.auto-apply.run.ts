import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { runAutoApply } from "~/domain/auto-apply/run.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST (empty body) → {applications_created, jobs_evaluated} of one run now. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "use-auto-apply");
    await readJsonBody(request);
    const result = await runAutoApply(auth.user.id, { trigger: "manual" });
    return { applications_created: result.applications_created, jobs_evaluated: result.jobs_evaluated };
  });
