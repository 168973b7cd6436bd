import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { resendVerificationEmail } from "~/domain/accounts/email-verification.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST → {message}: a signed-in account whose address is not verified gets a new link (3 an hour). */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "use-account");
    return resendVerificationEmail(auth.user.id);
  });
