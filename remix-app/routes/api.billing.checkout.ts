import type { ActionFunctionArgs } from "@remix-run/node";
import { checkoutSchema } from "@shared/schemas/billing";
import { requireApiActor } from "~/domain/access/policy.server";
import { startCheckout } from "~/domain/billing/checkout.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "manage-subscription");
    const input = parseInput(checkoutSchema, await readJsonBody(request));
    return startCheckout(auth.user, input, request.url);
  });
