import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { listComments } from "~/domain/social/engagement.server";
import { apiResponse } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

/** GET → {comments: [{id, content, author_name, author_profile_pic, created_at, likes_count, replies}]}. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "use-social-hub");
    return { comments: await listComments(auth.user, parseIdParam(params.id, "Post not found")) };
  });
