import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { loadFeedTab } from "~/domain/social/feed-tabs.server";
import { apiResponse } from "~/lib/http.server";

/** GET ?tab=for-you|following|trending|hashtags|saved&tag&skip&limit → {posts}: the screen's tabs as one call. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "use-social-hub");
    const q = new URL(request.url).searchParams;
    return loadFeedTab(auth.user, q);
  });
