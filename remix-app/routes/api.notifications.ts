import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { listNotifications, parseListQuery } from "~/domain/notifications/notification-center.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";

/** GET ?skip&limit&unread → {notifications, total, unread_count, skip, limit, has_more}, newest first. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "read-notifications");
    return listNotifications(auth.user.id, parseListQuery(new URL(request.url).searchParams));
  });

export const action = methodNotAllowed;
