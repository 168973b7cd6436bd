import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { endSession, SESSION_NOT_FOUND } from "~/domain/accounts/sessions-list.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** DELETE → {message}: signs one of your own sessions out; another account's session is a 404. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "DELETE") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "use-account");
    return endSession(auth.user.id, parseIdParam(params.id, SESSION_NOT_FOUND));
  });
