import type { LoaderFunctionArgs } from "@remix-run/node";
import { countUnread } from "~/domain/notifications/notification-center.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

/** GET → {unread_count}: the nav bell's number. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request);
    return { unread_count: await countUnread(auth.user.id) };
  });

export const action = methodNotAllowed;
