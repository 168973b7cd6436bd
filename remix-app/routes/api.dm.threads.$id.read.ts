import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { markThreadRead, THREAD_NOT_FOUND } from "~/domain/messaging/threads.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** POST → {thread_id, last_read_message_id}: the thread is read up to its newest message. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "message-user");
    return markThreadRead(auth.user.id, parseIdParam(params.id, THREAD_NOT_FOUND));
  });
