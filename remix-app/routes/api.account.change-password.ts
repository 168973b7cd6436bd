import type { ActionFunctionArgs } from "@remix-run/node";
import { changePasswordSchema } from "@shared/schemas/auth";
import { requireApiActor } from "~/domain/access/policy.server";
import { changePassword } from "~/domain/accounts/change-password.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "use-account");
    const input = parseInput(changePasswordSchema, await readJsonBody(request));
    return changePassword(auth.user.id, auth.sessionId, input);
  });
