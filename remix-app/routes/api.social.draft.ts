import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { clearDraft, loadDraft, saveDraft } from "~/domain/social/posts.server";
import { apiResponse, jsonError, readJsonBody } from "~/lib/http.server";

/** GET → {draft: {content, privacy, saved_at} | null} (only when under 24 hours old). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "write-post");
    return { draft: await loadDraft(auth.user) };
  });

/** PUT {content, privacy} saves (empty text clears); DELETE clears. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "write-post");
    if (request.method === "DELETE") {
      await clearDraft(auth.user);
      return { draft: null };
    }
    if (request.method !== "PUT" && request.method !== "POST") return jsonError(405, "Method not allowed");
    const body = (await readJsonBody(request)) as { content?: unknown; privacy?: unknown };
    return saveDraft(auth.user, typeof body?.content === "string" ? body.content : "", typeof body?.privacy === "string" ? body.privacy : "public");
  });
