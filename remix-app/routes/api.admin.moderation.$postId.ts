import type { ActionFunctionArgs } from "@remix-run/node";
import type { ModerationDecision } from "@shared/social";
import { requireApiActor } from "~/domain/access/policy.server";
import { decideReportedPost } from "~/domain/social/moderation.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** POST {decision: hide|dismiss|suspend, justification} → {message}; audited. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "moderate-post");
    const body = (await readJsonBody(request)) as { decision?: unknown; justification?: unknown };
    return decideReportedPost(auth.user, parseIdParam(params.postId, "Post not found"), body?.decision as ModerationDecision, body?.justification);
  });
