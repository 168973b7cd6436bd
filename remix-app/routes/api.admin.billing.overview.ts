import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { adminBillingOverview } from "~/domain/billing/admin-billing-overview.server";
import { apiResponse } from "~/lib/http.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "view-admin-billing");
    return adminBillingOverview(auth.user);
  });
