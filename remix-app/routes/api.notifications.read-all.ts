import type { ActionFunctionArgs } from "@remix-run/node";
import { markAllNotificationsRead } from "~/domain/notifications/notification-center.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = methodNotAllowed;

/** POST → {marked, unread_count}. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiAuth(request);
    return markAllNotificationsRead(auth.user.id);
  });
