import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDashboardMetrics } from "~/domain/admin/dashboard-metrics.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request, ["admin"]);
    return getDashboardMetrics(auth.user);
  });
