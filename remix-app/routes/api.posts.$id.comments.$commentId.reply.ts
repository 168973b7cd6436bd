import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { addComment } from "~/domain/social/engagement.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** POST {content} → 201 {id, message: 'Reply added!'}; one level of replies. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "comment-on-post");
    const body = (await readJsonBody(request)) as { content?: unknown };
    const postId = parseIdParam(params.id, "Post not found");
    const result = await addComment(auth.user, postId, body?.content, parseIdParam(params.commentId, "Comment not found"));
    return Response.json(result, { status: 201 });
  });
