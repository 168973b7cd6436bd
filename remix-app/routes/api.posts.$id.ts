import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { getPostForViewer } from "~/domain/social/posts.server";
import { apiResponse } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

/** GET one post (the share link's data): 403 for roles outside the hub like every social call; 404 when missing, hidden, or not readable by the caller. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "use-social-hub");
    return getPostForViewer(auth.user.id, parseIdParam(params.id, "Post not found"));
  });
