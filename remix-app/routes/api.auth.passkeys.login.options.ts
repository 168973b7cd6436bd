import type { ActionFunctionArgs } from "@remix-run/node";
import { passkeySignInOptions } from "~/domain/accounts/passkeys.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, clientInfo } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST → WebAuthn request options for any passkey of this site (no account named, nothing revealed). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  apiResponse(async () => {
    return passkeySignInOptions(request.url, clientInfo(request, context));
  });
