import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { reportPost } from "~/domain/social/engagement.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** POST {reason} → {message}: the post goes to the admin moderation queue. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "report-post");
    const body = (await readJsonBody(request)) as { reason?: unknown };
    return reportPost(auth.user, parseIdParam(params.id, "Post not found"), body?.reason);
  });
