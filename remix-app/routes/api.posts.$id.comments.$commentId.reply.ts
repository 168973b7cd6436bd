import { requireApiActor } from "~/domain/access/policy.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { postCommentAction } from "~/screens/post-comment-action.server";

export const loader = methodNotAllowed;

/** POST {content} → 201 {id, message: 'Reply added!'}; one level of replies. */
export const action = postCommentAction({ replies: true, actor: (request) => requireApiActor(request, "comment-on-post") });
