import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";
import { clearSessionCookieHeader, revokeSessionById } from "~/lib/session.server";

export const loader = methodNotAllowed;

/** Revokes the session that made the call (bearer token or cookie). */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "use-account");
    await revokeSessionById(auth.sessionId);
    const headers = auth.via === "cookie" ? { "Set-Cookie": await clearSessionCookieHeader(request) } : undefined;
    return Response.json({ message: "Logged out successfully" }, { headers });
  });
