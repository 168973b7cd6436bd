import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireApiActor } from "~/domain/access/policy.server";
import { getLinkPreview } from "~/domain/social/link-preview.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";

const bodySchema = z.object({ url: z.string({ error: "url is required" }).min(1, "url is required").max(2048) });

export const loader = methodNotAllowed;

/** POST {url} → {title, description, image, domain}: fetched on the server under the SSRF rules. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "write-post");
    const { url } = parseInput(bodySchema, await readJsonBody(request));
    await consumeRateLimit("linkPreviewsPerUser", String(auth.user.id));
    return getLinkPreview(url);
  });
