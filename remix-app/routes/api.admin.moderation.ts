import type { LoaderFunctionArgs } from "@remix-run/node";
import { listModerationQueue } from "~/domain/social/moderation.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

/** GET → {items: [{post, author_status, reports, first_reported_at}], total}: posts with open reports, oldest first. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request, ["admin"]);
    return listModerationQueue(auth.user);
  });
