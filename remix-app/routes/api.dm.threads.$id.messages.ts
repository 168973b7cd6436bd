import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { listThreadMessages, sendMessage } from "~/domain/messaging/messages.server";
import { THREAD_NOT_FOUND } from "~/domain/messaging/threads.server";
import { apiResponse, jsonError, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

/** GET ?before=id | ?after=id &limit → {messages (newest first), has_more}. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "message-user");
    return listThreadMessages(auth.user.id, parseIdParam(params.id, THREAD_NOT_FOUND), Object.fromEntries(new URL(request.url).searchParams));
  });

/** POST {content, message_type="text"} → 201 {message}. The only way a message is sent. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "send-message");
    const result = await sendMessage(auth.user, parseIdParam(params.id, THREAD_NOT_FOUND), await readJsonBody(request));
    return Response.json(result, { status: 201 });
  });
