import type { ActionFunctionArgs } from "@remix-run/node";
import { setBookmark } from "~/domain/social/engagement.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = methodNotAllowed;

/** POST bookmarks, DELETE removes → {is_bookmarked, message}. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST" && request.method !== "DELETE") return jsonError(405, "Method not allowed");
    const auth = await requireApiAuth(request);
    return setBookmark(auth.user, parseIdParam(params.id, "Post not found"), request.method === "POST");
  });
