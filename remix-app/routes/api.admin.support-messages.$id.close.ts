import type { ActionFunctionArgs } from "@remix-run/node";
import { SUPPORT_MESSAGES } from "@shared/schemas/support";
import { requireApiActor } from "~/domain/access/policy.server";
import { closeSupportMessage } from "~/domain/support/support-messages.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** POST: marks the message answered. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "close-support-message");
    return closeSupportMessage(auth.user, parseIdParam(params.id, SUPPORT_MESSAGES.notFound));
  });
