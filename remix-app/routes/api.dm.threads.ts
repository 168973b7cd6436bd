import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { startThread, listThreadsForUser } from "~/domain/messaging/threads.server";
import { apiResponse, jsonError, readJsonBody } from "~/lib/http.server";

/** GET ?filter=all|unread|pinned|archived&skip&limit → {threads, unread_total, has_more}. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "message-user");
    return listThreadsForUser(auth.user.id, Object.fromEntries(new URL(request.url).searchParams));
  });

/** POST {participants, thread_name?, is_group?} → 201 {thread, created} (a pair's thread is reused: 200). */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "send-message");
    const result = await startThread(auth.user, await readJsonBody(request));
    return Response.json(result, { status: result.created ? 201 : 200 });
  });
