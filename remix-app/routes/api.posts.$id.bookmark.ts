import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { setBookmark } from "~/domain/social/engagement.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** POST bookmarks, DELETE removes → {is_bookmarked, message}. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST" && request.method !== "DELETE") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "react-to-post");
    return setBookmark(auth.user, parseIdParam(params.id, "Post not found"), request.method === "POST");
  });
