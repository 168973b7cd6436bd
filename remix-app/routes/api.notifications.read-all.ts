import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { markAllNotificationsRead } from "~/domain/notifications/notification-center.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST → {marked, unread_count}. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "read-notifications");
    return markAllNotificationsRead(auth.user.id);
  });
