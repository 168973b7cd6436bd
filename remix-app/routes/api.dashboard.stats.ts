import type { LoaderFunctionArgs } from "@remix-run/node";
import { getVeteranDashboardStats } from "~/domain/dashboard/veteran-stats.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request, ["veteran", "admin"]);
    return getVeteranDashboardStats(auth.user.id);
  });
