import type { ActionFunctionArgs } from "@remix-run/node";
import { employerRegistrationSchema } from "@shared/schemas/employer-registration";
import { parseOrInvalid } from "~/domain/employers/parse-or-invalid.server";
import { registerEmployer } from "~/domain/employers/register-employer.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, clientInfo, jsonError, readJsonBody } from "~/lib/http.server";
import { createSession } from "~/lib/session.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const input = parseOrInvalid(employerRegistrationSchema, await readJsonBody(request));
    const client = clientInfo(request, context);
    const user = await registerEmployer(input, client);
    const { token } = await createSession(user.id, "api", client);
    return Response.json(
      { access_token: token, token_type: "bearer", user_id: user.id, role: user.role },
      { status: 201 },
    );
  });
