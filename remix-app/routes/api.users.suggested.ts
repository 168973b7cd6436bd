import type { LoaderFunctionArgs } from "@remix-run/node";
import { suggestedUsers } from "~/domain/social/feed.server";
import { requireSocialRole } from "~/domain/social/posts.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

/** GET ?limit=5 → {users: [{id, full_name, headline, military_branch, profile_pic_url, is_following, reasons}]}. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request);
    requireSocialRole(auth.user);
    return { users: await suggestedUsers(auth.user.id, new URL(request.url).searchParams.get("limit") ?? 5) };
  });
