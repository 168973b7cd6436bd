import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { suggestedUsers } from "~/domain/social/feed.server";
import { apiResponse } from "~/lib/http.server";

/** GET ?limit=5 → {users: [{id, full_name, headline, military_branch, profile_pic_url, is_following, reasons}]}. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "use-social-hub");
    return { users: await suggestedUsers(auth.user.id, new URL(request.url).searchParams.get("limit") ?? 5) };
  });
