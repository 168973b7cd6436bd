import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";
import { clearSessionCookieHeader, requireApiAuth, revokeSessionById } from "~/lib/session.server";

export const loader = methodNotAllowed;

/** Revokes the session that made the call (bearer token or cookie). */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request);
    await revokeSessionById(auth.sessionId);
    const headers = auth.via === "cookie" ? { "Set-Cookie": await clearSessionCookieHeader(request) } : undefined;
    return Response.json({ message: "Logged out successfully" }, { headers });
  });
