import type { ActionFunctionArgs } from "@remix-run/node";
import { forgotPasswordSchema } from "@shared/schemas/auth";
import { requestPasswordReset } from "~/domain/accounts/password-reset.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, clientInfo, jsonError, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST {email} → {message}: the same answer for every address; a known one gets a 30-minute link. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const input = parseInput(forgotPasswordSchema, await readJsonBody(request));
    return requestPasswordReset(input.email, clientInfo(request, context));
  });
