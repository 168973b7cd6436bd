import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { paymentUpdateUrl } from "~/domain/billing/cancel-subscription.server";
import { ownOrigin } from "~/domain/billing/checkout.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { z } from "zod";

export const loader = methodNotAllowed;

const schema = z.object({ origin_url: z.string().max(200) });

/** POST /api/billing/payment-method {origin_url} → {url} of Stripe's portal to update the card. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "manage-subscription");
    const { origin_url } = parseInput(schema, await readJsonBody(request));
    return paymentUpdateUrl(auth.user, ownOrigin(origin_url, request.url));
  });
