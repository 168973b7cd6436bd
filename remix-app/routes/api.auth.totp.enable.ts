import type { ActionFunctionArgs } from "@remix-run/node";
import { totpEnableSchema } from "@shared/schemas/auth";
import { requireApiActor } from "~/domain/access/policy.server";
import { enableAuthenticatorApp } from "~/domain/accounts/authenticator-app.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST {code} → {recovery_codes: [10], message}; the codes are shown this once. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "manage-second-factors");
    const { code } = parseInput(totpEnableSchema, await readJsonBody(request));
    return enableAuthenticatorApp(auth.user.id, code);
  });
