import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { trendingHashtags } from "~/domain/social/feed.server";
import { apiResponse } from "~/lib/http.server";

/** GET ?limit=10 → {trending_hashtags: [{hashtag, count, posts_count}]}. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    await requireApiActor(request, "use-social-hub");
    return { trending_hashtags: await trendingHashtags(new URL(request.url).searchParams.get("limit") ?? 10) };
  });
