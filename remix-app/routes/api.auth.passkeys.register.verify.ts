import type { ActionFunctionArgs } from "@remix-run/node";
import { passkeyRegistrationSchema } from "@shared/schemas/passkeys";
import { requireApiActor } from "~/domain/access/policy.server";
import { registerPasskey } from "~/domain/accounts/passkeys.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST {response, name} → the new passkey {id, name, created_at, last_used_at}, 201. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "manage-second-factors");
    const { response, name } = parseInput(passkeyRegistrationSchema, await readJsonBody(request));
    return Response.json(await registerPasskey(auth.user.id, response, name, request.url), { status: 201 });
  });
