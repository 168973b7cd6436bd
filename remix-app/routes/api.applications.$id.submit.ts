import type { ActionFunctionArgs } from "@remix-run/node";
import { submitApplication } from "~/domain/applications/submit-application.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = methodNotAllowed;

export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PATCH") return Response.json({ detail: "Method not allowed" }, { status: 405 });
    const auth = await requireApiAuth(request, ["veteran"]);
    await submitApplication(auth.user.id, parseIdParam(params.id, "Application not found"));
    return { message: "Application submitted!" };
  });
