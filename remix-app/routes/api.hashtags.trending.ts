import type { LoaderFunctionArgs } from "@remix-run/node";
import { trendingHashtags } from "~/domain/social/feed.server";
import { requireSocialRole } from "~/domain/social/posts.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

/** GET ?limit=10 → {trending_hashtags: [{hashtag, count, posts_count}]}. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request);
    requireSocialRole(auth.user);
    return { trending_hashtags: await trendingHashtags(new URL(request.url).searchParams.get("limit") ?? 10) };
  });
