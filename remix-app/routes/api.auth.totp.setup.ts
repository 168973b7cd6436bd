import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { setUpAuthenticatorApp } from "~/domain/accounts/authenticator-app.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST → {secret, otpauth_url}: a new secret waiting for the app's first code at /totp/enable. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "manage-second-factors");
    return setUpAuthenticatorApp(auth.user);
  });
