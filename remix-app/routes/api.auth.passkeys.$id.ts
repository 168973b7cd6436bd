import type { ActionFunctionArgs } from "@remix-run/node";
import { factorChangeSchema, passkeyNameField } from "@shared/schemas/auth";
import { z } from "zod";
import { requireApiActor } from "~/domain/access/policy.server";
import { removeOwnPasskey } from "~/domain/accounts/factor-changes.server";
import { PASSKEY_NOT_FOUND, renamePasskey } from "~/domain/accounts/passkeys.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** PATCH {name} renames; DELETE {password, otp_code} removes. Someone else's passkey is a 404. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "manage-second-factors");
    const id = parseIdParam(params.id, PASSKEY_NOT_FOUND);
    if (request.method === "PATCH") {
      const { name } = parseInput(z.object({ name: passkeyNameField }), await readJsonBody(request));
      return renamePasskey(auth.user.id, id, name);
    }
    if (request.method === "DELETE") return removeOwnPasskey(auth.user, id, parseInput(factorChangeSchema, await readJsonBody(request)));
    return jsonError(405, "Method not allowed");
  });
