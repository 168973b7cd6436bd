import type { LoaderFunctionArgs } from "@remix-run/node";
import { billingDashboard } from "~/domain/billing/billing-dashboard.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request);
    return billingDashboard(auth.user);
  });
