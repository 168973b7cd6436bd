import type { ActionFunctionArgs } from "@remix-run/node";
import { twoFactorSendSchema } from "@shared/schemas/auth";
import { sendTwoFactorCode } from "~/domain/accounts/two-factor.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, clientInfo, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const { email } = parseInput(twoFactorSendSchema, await readJsonBody(request));
    return sendTwoFactorCode(email, clientInfo(request, context));
  });
