import type { ActionFunctionArgs } from "@remix-run/node";
import { markThreadRead, THREAD_NOT_FOUND } from "~/domain/messaging/threads.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = methodNotAllowed;

/** POST → {thread_id, last_read_message_id}: the thread is read up to its newest message. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiAuth(request);
    return markThreadRead(auth.user.id, parseIdParam(params.id, THREAD_NOT_FOUND));
  });
