import { requireApiActor } from "~/domain/access/policy.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { postCommentAction } from "~/screens/post-comment-action.server";

export const loader = methodNotAllowed;

/** POST {content} → 201 {id, message: 'Comment added!'}. */
export const action = postCommentAction({ replies: false, actor: (request) => requireApiActor(request, "comment-on-post") });
