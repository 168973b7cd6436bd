import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { countUnread } from "~/domain/notifications/notification-center.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";

/** GET → {unread_count}: the nav bell's number. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "read-notifications");
    return { unread_count: await countUnread(auth.user.id) };
  });

export const action = methodNotAllowed;
