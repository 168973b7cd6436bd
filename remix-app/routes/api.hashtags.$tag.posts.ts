import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { hashtagPosts, normaliseTag, pageOf } from "~/domain/social/feed.server";
import { apiResponse } from "~/lib/http.server";

/** GET → {hashtag, posts}: the tag's posts the caller may read, newest first. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "use-social-hub");
    const q = new URL(request.url).searchParams;
    const page = pageOf(q.get("skip"), q.get("limit"));
    return { hashtag: normaliseTag(params.tag ?? ""), posts: await hashtagPosts(auth.user.id, params.tag ?? "", page), ...page };
  });
