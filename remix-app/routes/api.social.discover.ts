import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { discoverPosts, pageOf } from "~/domain/social/feed.server";
import { apiResponse, jsonError } from "~/lib/http.server";

/** GET ?filter_type=all|following&sort_by=recent|top&skip&limit (≤ 100) → {posts}. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "use-social-hub");
    const q = new URL(request.url).searchParams;
    const filterType = q.get("filter_type") ?? "all";
    const sortBy = q.get("sort_by") ?? "recent";
    if (!["all", "following"].includes(filterType)) return jsonError(422, "filter_type must be all or following");
    if (!["recent", "top"].includes(sortBy)) return jsonError(422, "sort_by must be recent or top");
    const page = pageOf(q.get("skip"), q.get("limit"));
    return { posts: await discoverPosts(auth.user.id, filterType, sortBy, page), ...page };
  });
