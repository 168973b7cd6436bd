import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { checkoutStatus } from "~/domain/billing/checkout.server";
import { apiResponse } from "~/lib/http.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "manage-subscription");
    return checkoutStatus(auth.user, params.sessionId ?? "");
  });
