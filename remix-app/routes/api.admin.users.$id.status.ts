import type { ActionFunctionArgs } from "@remix-run/node";
import { statusChangeSchema } from "@shared/schemas/admin-back-office";
import { requireApiActor } from "~/domain/access/policy.server";
import { setUserActive } from "~/domain/admin/user-management.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** SPEC §7: PUT with is_active and justification in the query, empty body. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PUT") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "manage-users");
    const id = parseIdParam(params.id, "User not found");
    const input = parseInput(statusChangeSchema, Object.fromEntries(new URL(request.url).searchParams));
    return setUserActive(auth.user, id, input.is_active, input.justification);
  });
