import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { endOtherSessions } from "~/domain/accounts/sessions-list.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST → {message, ended}: "Sign out everywhere else": every session but the one asking ends. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "use-account");
    return endOtherSessions(auth.user.id, auth.sessionId);
  });
