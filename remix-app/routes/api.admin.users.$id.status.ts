import type { ActionFunctionArgs } from "@remix-run/node";
import { statusChangeSchema } from "@shared/schemas/admin-back-office";
import { setUserActive } from "~/domain/admin/user-management.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = methodNotAllowed;

/** SPEC §7: PUT with is_active and justification in the query, empty body. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PUT") return jsonError(405, "Method not allowed");
    const auth = await requireApiAuth(request, ["admin"]);
    const id = parseIdParam(params.id, "User not found");
    const input = parseInput(statusChangeSchema, Object.fromEntries(new URL(request.url).searchParams));
    return setUserActive(auth.user, id, input.is_active, input.justification);
  });
