import type { ActionFunctionArgs } from "@remix-run/node";
import { twoFactorDisableSchema } from "@shared/schemas/auth";
import { requireApiActor } from "~/domain/access/policy.server";
import { disableTwoFactor } from "~/domain/accounts/two-factor.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "manage-second-factors");
    return disableTwoFactor(auth.user, parseInput(twoFactorDisableSchema, await readJsonBody(request)));
  });
