import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { BULK_PIPELINE_DECISIONS } from "@shared/employer-pipeline";
import { requireApiActor } from "~/domain/access/policy.server";
import { BULK_MOVE_MAX, bulkMoveApplications } from "~/domain/applications/employer-pipeline.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";

const bulkSchema = z.object({
  application_ids: z
    .array(z.number({ error: "application_ids must be numbers" }).int().positive(), { error: "application_ids must be a list of ids" })
    .min(1, { error: "Select at least one applicant" })
    .max(BULK_MOVE_MAX, { error: `At most ${BULK_MOVE_MAX} applicants can be moved at once` }),
  status: z.enum(BULK_PIPELINE_DECISIONS, { error: "status must be interview or rejected" }),
});

export const loader = methodNotAllowed;

/** POST {application_ids, status}: moves the selected applicants one step, all or nothing. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "review-applicants");
    const { application_ids, status } = parseInput(bulkSchema, await readJsonBody(request));
    return bulkMoveApplications(auth.user.id, application_ids, status);
  });
