import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminBillingOverview } from "~/domain/billing/admin-billing-overview.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request, ["admin"]);
    return adminBillingOverview(auth.user);
  });
