import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { deleteThreadForUser, getThreadForUser, THREAD_NOT_FOUND, updateThreadFlags } from "~/domain/messaging/threads.server";
import { apiResponse, jsonError, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

/** GET → {thread} (participants only; 404 otherwise). */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "message-user");
    return { thread: await getThreadForUser(auth.user.id, parseIdParam(params.id, THREAD_NOT_FOUND)) };
  });

/** PATCH {is_pinned?, is_archived?} → {thread}; DELETE → {deleted} (for the caller only). */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PATCH" && request.method !== "DELETE") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "message-user");
    const threadId = parseIdParam(params.id, THREAD_NOT_FOUND);
    if (request.method === "DELETE") return deleteThreadForUser(auth.user.id, threadId);
    return updateThreadFlags(auth.user.id, threadId, await readJsonBody(request));
  });
