import type { ActionFunctionArgs } from "@remix-run/node";
import { handleStripeWebhook } from "~/domain/billing/stripe-webhook.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** Stripe's webhook: no session; the signature over the raw body is the credential. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    return handleStripeWebhook(await request.text(), request.headers.get("Stripe-Signature"));
  });
