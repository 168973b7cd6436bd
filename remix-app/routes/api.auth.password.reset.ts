import type { ActionFunctionArgs } from "@remix-run/node";
import { resetPasswordSchema } from "@shared/schemas/auth";
import { resetPassword } from "~/domain/accounts/password-reset.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, clientInfo, jsonError, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST {token, password} → {message}: sets the password, signs out every session, emails a notice. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const input = parseInput(resetPasswordSchema, await readJsonBody(request));
    return resetPassword(input.token, input.password, clientInfo(request, context));
  });
