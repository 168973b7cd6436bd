import type { LoaderFunctionArgs } from "@remix-run/node";
import { hashtagPosts, normaliseTag, pageOf } from "~/domain/social/feed.server";
import { requireSocialRole } from "~/domain/social/posts.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

/** GET → {hashtag, posts}: the tag's posts the caller may read, newest first. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request);
    requireSocialRole(auth.user);
    const q = new URL(request.url).searchParams;
    const page = pageOf(q.get("skip"), q.get("limit"));
    return { hashtag: normaliseTag(params.tag ?? ""), posts: await hashtagPosts(auth.user.id, params.tag ?? "", page), ...page };
  });
