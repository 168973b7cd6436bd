import type { LoaderFunctionArgs } from "@remix-run/node";
import { listComments } from "~/domain/social/engagement.server";
import { apiResponse } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";
import { requireApiAuth } from "~/lib/session.server";

/** GET → {comments: [{id, content, author_name, author_profile_pic, created_at, likes_count, replies}]}. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request);
    return { comments: await listComments(auth.user, parseIdParam(params.id, "Post not found")) };
  });
