import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { deleteAccount } from "~/domain/accounts/delete-account.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, readJsonBody } from "~/lib/http.server";
import { clearSessionCookieHeader } from "~/lib/session.server";

export const loader = methodNotAllowed;

export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "use-account");
    // The password (and 2FA code) again: a stolen token alone cannot delete the account.
    const result = await deleteAccount(auth.user.id, await readJsonBody(request));
    const headers = auth.via === "cookie" ? { "Set-Cookie": await clearSessionCookieHeader(request) } : undefined;
    return Response.json(result, { headers });
  });
