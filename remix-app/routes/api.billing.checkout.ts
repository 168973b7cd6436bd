import type { ActionFunctionArgs } from "@remix-run/node";
import { checkoutSchema } from "@shared/schemas/billing";
import { startCheckout } from "~/domain/billing/checkout.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = methodNotAllowed;

export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiAuth(request);
    const input = parseInput(checkoutSchema, await readJsonBody(request));
    return startCheckout(auth.user, input, request.url);
  });
