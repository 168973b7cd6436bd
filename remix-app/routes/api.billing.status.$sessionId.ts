import type { LoaderFunctionArgs } from "@remix-run/node";
import { checkoutStatus } from "~/domain/billing/checkout.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request);
    return checkoutStatus(auth.user, params.sessionId ?? "");
  });
