import type { ActionFunctionArgs } from "@remix-run/node";
import { runRequestSchema } from "@shared/auto-apply-letter";
import { runAutoApply } from "~/domain/auto-apply/run.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { requireApiActor } from "~/domain/access/policy.server";

export const loader = methodNotAllowed;

/** POST (empty body: the saved mode; or {mode}) → {applications_created, jobs_evaluated, why_none} of one run now. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "use-auto-apply");
    const { mode } = parseInput(runRequestSchema, await readJsonBody(request));
    const result = await runAutoApply(auth.user.id, { trigger: "manual", mode });
    return { applications_created: result.applications_created, jobs_evaluated: result.jobs_evaluated, why_none: result.why_none };
  });
