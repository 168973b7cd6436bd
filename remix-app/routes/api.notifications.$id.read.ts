import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { markNotificationRead, NOTIFICATION_NOT_FOUND } from "~/domain/notifications/notification-center.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** POST → {id, read, unread_count}; someone else's notification is a 404. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "read-notifications");
    return markNotificationRead(auth.user.id, parseIdParam(params.id, NOTIFICATION_NOT_FOUND));
  });
