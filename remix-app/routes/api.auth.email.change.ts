import type { ActionFunctionArgs } from "@remix-run/node";
import { changeEmailSchema } from "@shared/schemas/auth";
import { requireApiActor } from "~/domain/access/policy.server";
import { requestEmailChange } from "~/domain/accounts/email-change.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST {new_email, password} → 202 {message}: a link goes to the new address; the email changes when it is opened. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "use-account");
    const input = parseInput(changeEmailSchema, await readJsonBody(request));
    return Response.json(await requestEmailChange(auth.user.id, input), { status: 202 });
  });
