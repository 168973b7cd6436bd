import type { ActionFunctionArgs } from "@remix-run/node";
import { verifyEmailSchema } from "@shared/schemas/auth";
import { verifyEmail } from "~/domain/accounts/email-verification.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, clientInfo, jsonError, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST {token} → {message, email_verified}: the emailed link confirms the address; then sign in as usual. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const input = parseInput(verifyEmailSchema, await readJsonBody(request));
    const verified = await verifyEmail(input.token, clientInfo(request, context));
    return { message: verified.message, email_verified: true };
  });
