import type { ActionFunctionArgs } from "@remix-run/node";
import { approveDraftSchema } from "@shared/auto-apply-letter";
import { requireApiActor } from "~/domain/access/policy.server";
import { submitApplication } from "~/domain/applications/submit-application.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, parseInput, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** PATCH (empty body, or {cover_letter} to send an edited draft) → submitted. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PATCH") return Response.json({ detail: "Method not allowed" }, { status: 405 });
    const auth = await requireApiActor(request, "apply-to-job");
    const id = parseIdParam(params.id, "Application not found");
    const { cover_letter } = parseInput(approveDraftSchema, await readJsonBody(request));
    await submitApplication(auth.user.id, id, cover_letter);
    return { message: "Application submitted!" };
  });
