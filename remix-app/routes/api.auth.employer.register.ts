import type { ActionFunctionArgs } from "@remix-run/node";
import { employerRegistrationSchema } from "@shared/schemas/employer-registration";
import { parseOrInvalid } from "~/domain/employers/parse-or-invalid.server";
import { registerEmployer } from "~/domain/employers/register-employer.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, clientInfo, jsonError, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** 202 {message, email} for a new address and a taken one alike; the session comes after the emailed link. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const input = parseOrInvalid(employerRegistrationSchema, await readJsonBody(request));
    return Response.json(await registerEmployer(input, clientInfo(request, context)), { status: 202 });
  });
