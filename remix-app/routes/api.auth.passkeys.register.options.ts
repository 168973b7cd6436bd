import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { passkeyRegistrationOptions } from "~/domain/accounts/passkeys.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST → WebAuthn creation options (for @simplewebauthn/browser's startRegistration); the challenge lives 5 minutes. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "manage-second-factors");
    return passkeyRegistrationOptions(auth.user, request.url);
  });
