import type { ActionFunctionArgs } from "@remix-run/node";
import { changePasswordSchema } from "@shared/schemas/auth";
import { changePassword } from "~/domain/accounts/change-password.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = methodNotAllowed;

export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiAuth(request);
    const input = parseInput(changePasswordSchema, await readJsonBody(request));
    return changePassword(auth.user.id, auth.sessionId, input);
  });
