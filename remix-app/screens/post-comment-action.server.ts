import type { ActionFunctionArgs } from "@remix-run/node";
import type { requireApiActor } from "~/domain/access/policy.server";
import { addComment } from "~/domain/social/engagement.server";
import { apiResponse, jsonError, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

/**
 * POST {content} on a post (201 {id, message: 'Comment added!'}) or, with `replies`, on one of its
 * comments (201 {id, message: 'Reply added!'}; one level of replies): the two routes differ only
 * in which comment the new one answers. Each route names its access-policy action itself.
 */
export function postCommentAction(options: { replies: boolean; actor: (request: Request) => ReturnType<typeof requireApiActor> }) {
  return ({ request, params }: ActionFunctionArgs) =>
    apiResponse(async () => {
      if (request.method !== "POST") return jsonError(405, "Method not allowed");
      const auth = await options.actor(request);
      const body = (await readJsonBody(request)) as { content?: unknown };
      const postId = parseIdParam(params.id, "Post not found");
      const parentId = options.replies ? parseIdParam(params.commentId, "Comment not found") : undefined;
      const result = await addComment(auth.user, postId, body?.content, parentId);
      return Response.json(result, { status: 201 });
    });
}
