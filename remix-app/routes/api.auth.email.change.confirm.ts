import type { ActionFunctionArgs } from "@remix-run/node";
import { verifyEmailSchema } from "@shared/schemas/auth";
import { confirmEmailChange } from "~/domain/accounts/email-change.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, clientInfo, jsonError, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST {token} → {message, email}: the emailed link moves the account to the address it was sent to. No session needed. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const input = parseInput(verifyEmailSchema, await readJsonBody(request));
    const changed = await confirmEmailChange(input.token, clientInfo(request, context));
    return { message: changed.message, email: changed.email };
  });
