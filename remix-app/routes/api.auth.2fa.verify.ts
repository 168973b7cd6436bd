import type { ActionFunctionArgs } from "@remix-run/node";
import { twoFactorCodeSchema } from "@shared/schemas/auth";
import { enableTwoFactor } from "~/domain/accounts/two-factor.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, clientInfo, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const { email, otp_code } = parseInput(twoFactorCodeSchema, await readJsonBody(request));
    return enableTwoFactor(email, otp_code, clientInfo(request, context));
  });
