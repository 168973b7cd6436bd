import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { listModerationQueue } from "~/domain/social/moderation.server";
import { apiResponse } from "~/lib/http.server";

/** GET → {items: [{post, author_status, reports, first_reported_at}], total}: posts with open reports, oldest first. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "moderate-post");
    return listModerationQueue(auth.user);
  });
