import type { ActionFunctionArgs } from "@remix-run/node";
import { tierChangeSchema } from "@shared/schemas/admin-back-office";
import { changeUserTier } from "~/domain/admin/user-management.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = methodNotAllowed;

/** SPEC §7: PUT with new_tier and justification in the query, empty body. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PUT") return jsonError(405, "Method not allowed");
    const auth = await requireApiAuth(request, ["admin"]);
    const id = parseIdParam(params.id, "User not found");
    const input = parseInput(tierChangeSchema, Object.fromEntries(new URL(request.url).searchParams));
    return changeUserTier(auth.user, id, input.new_tier, input.justification);
  });
