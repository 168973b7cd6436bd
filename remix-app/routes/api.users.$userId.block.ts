import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { blockUser, unblockUser } from "~/domain/messaging/people.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** POST blocks → {blocked: true, user}; DELETE unblocks → {blocked: false}. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST" && request.method !== "DELETE") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "block-user");
    const userId = parseIdParam(params.userId, "User not found");
    return request.method === "POST" ? blockUser(auth.user, userId) : unblockUser(auth.user, userId);
  });
