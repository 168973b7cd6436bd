import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { EMPLOYER_DECISIONS } from "@shared/applications";
import { requireApiActor } from "~/domain/access/policy.server";
import { decideApplication } from "~/domain/applications/applicant-pipeline.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

const decisionSchema = z.object({ status: z.enum(EMPLOYER_DECISIONS, { error: "status must be interview, offer or rejected" }) });

export const loader = methodNotAllowed;

/** PATCH {status}: the employer moves an applicant to interview, offer or rejected. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PATCH") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "review-applicants");
    const { status } = parseInput(decisionSchema, await readJsonBody(request));
    return decideApplication(auth.user.id, parseIdParam(params.id, "Application not found"), status);
  });
