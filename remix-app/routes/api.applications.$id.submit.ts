import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { submitApplication } from "~/domain/applications/submit-application.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PATCH") return Response.json({ detail: "Method not allowed" }, { status: 405 });
    const auth = await requireApiActor(request, "apply-to-job");
    await submitApplication(auth.user.id, parseIdParam(params.id, "Application not found"));
    return { message: "Application submitted!" };
  });
