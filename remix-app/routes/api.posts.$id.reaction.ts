import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { parseReactionType, reactToPost, removeReaction } from "~/domain/social/engagement.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** POST {reaction_type}: set, replace, or (the same again) remove; DELETE removes. → {user_reaction}. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "react-to-post");
    const postId = parseIdParam(params.id, "Post not found");
    if (request.method === "DELETE") {
      await removeReaction(auth.user, postId);
      return { user_reaction: null };
    }
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const body = (await readJsonBody(request)) as { reaction_type?: unknown };
    return reactToPost(auth.user, postId, parseReactionType(body?.reaction_type));
  });
