import type { ActionFunctionArgs } from "@remix-run/node";
import { passkeySignInSchema } from "@shared/schemas/passkeys";
import { signInWithPasskey } from "~/domain/accounts/passkeys.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, clientInfo, parseInput, readJsonBody } from "~/lib/http.server";
import { createSession } from "~/lib/session.server";

export const loader = methodNotAllowed;

/** POST {response} → the login response (success, access_token, user_id, role): a passkey is both factors. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const client = clientInfo(request, context);
    const { response } = parseInput(passkeySignInSchema, await readJsonBody(request));
    const user = await signInWithPasskey(response, request.url, client);
    const { token } = await createSession(user.id, "api", client);
    return { requires_2fa: false, success: true, access_token: token, token_type: "bearer", user_id: user.id, role: user.role };
  });
