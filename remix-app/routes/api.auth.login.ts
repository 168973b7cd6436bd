import type { ActionFunctionArgs } from "@remix-run/node";
import { loginSchema } from "@shared/schemas/auth";
import { authenticate } from "~/domain/accounts/login.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, clientInfo, parseInput, readJsonBody } from "~/lib/http.server";
import { createSession } from "~/lib/session.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const input = parseInput(loginSchema, await readJsonBody(request));
    const client = clientInfo(request, context);
    const outcome = await authenticate(input, client);
    if (outcome.kind === "requires_2fa") {
      return { requires_2fa: true, success: false, access_token: null, user_id: null, role: null };
    }
    const { token } = await createSession(outcome.user.id, "api", client);
    return {
      requires_2fa: false,
      success: true,
      access_token: token,
      token_type: "bearer",
      user_id: outcome.user.id,
      role: outcome.user.role,
    };
  });
