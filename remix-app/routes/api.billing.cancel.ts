import type { ActionFunctionArgs } from "@remix-run/node";
import { cancelSubscription } from "~/domain/billing/cancel-subscription.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = methodNotAllowed;

export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiAuth(request);
    return cancelSubscription(auth.user);
  });
