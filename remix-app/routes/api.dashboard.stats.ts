import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { getVeteranDashboardStats } from "~/domain/dashboard/veteran-stats.server";
import { apiResponse } from "~/lib/http.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "view-veteran-dashboard");
    return getVeteranDashboardStats(auth.user.id);
  });
