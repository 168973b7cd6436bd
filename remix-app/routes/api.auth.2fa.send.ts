import type { ActionFunctionArgs } from "@remix-run/node";
import { twoFactorSendSchema } from "@shared/schemas/auth";
import { sendTwoFactorCode } from "~/domain/accounts/two-factor.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { getAuth } from "~/lib/session.server";
import { apiResponse, clientInfo, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const { email } = parseInput(twoFactorSendSchema, await readJsonBody(request));
    // With a session the caller is on the 2FA settings: its own account's enable/disable code.
    const auth = await getAuth(request);
    const own = auth !== null && auth.user.email.toLowerCase() === email;
    return sendTwoFactorCode(email, clientInfo(request, context), own ? "settings" : "unknown");
  });
