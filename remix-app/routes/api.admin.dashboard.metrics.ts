import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { getDashboardMetrics } from "~/domain/admin/dashboard-metrics.server";
import { apiResponse } from "~/lib/http.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "view-admin-metrics");
    return getDashboardMetrics(auth.user);
  });
