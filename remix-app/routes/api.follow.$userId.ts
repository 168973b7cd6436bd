import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { setFollow } from "~/domain/social/engagement.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** POST follows, DELETE unfollows → {is_following, message}. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST" && request.method !== "DELETE") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "follow-user");
    return setFollow(auth.user, parseIdParam(params.userId, "User not found"), request.method === "POST");
  });
