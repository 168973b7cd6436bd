import type { ActionFunctionArgs } from "@remix-run/node";
import { factorChangeSchema } from "@shared/schemas/auth";
import { requireApiActor } from "~/domain/access/policy.server";
import { turnOffAuthenticatorApp } from "~/domain/accounts/factor-changes.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST {password, otp_code}: the app's current code or a recovery code; without a code it is asked for. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "manage-second-factors");
    return turnOffAuthenticatorApp(auth.user, parseInput(factorChangeSchema, await readJsonBody(request)));
  });
