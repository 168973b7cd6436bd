import type { ActionFunctionArgs } from "@remix-run/node";
import { SOCIAL_MESSAGES } from "@shared/social";
import { requireApiActor } from "~/domain/access/policy.server";
import { readPostForm } from "~/domain/social/post-media.server";
import { createPost } from "~/domain/social/posts.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";

export const loader = methodNotAllowed;

/**
 * POST multipart: content, privacy, mentions, hashtags, link_preview, repeated `media` files (each image may have a `media_alt` description, in the same order)
 * (SPEC §7). Mentions, hashtags and the preview are read from the text by the server.
 */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "write-post");
    await consumeRateLimit("socialPostsPerUser", String(auth.user.id));
    const form = await readPostForm(request);
    const post = await createPost(auth.user, {
      content: form.fields.get("content")?.[0] ?? "",
      privacy: form.fields.get("privacy")?.[0] ?? "public",
      media: form.media,
      mediaAlt: form.fields.get("media_alt") ?? [],
    });
    return Response.json({ id: post.id, post, message: SOCIAL_MESSAGES.posted }, { status: 201 });
  });
