import type { LoaderFunctionArgs } from "@remix-run/node";
import { getAutoApplyStats } from "~/domain/auto-apply/stats.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

/** GET → SPEC §3 auto-apply stats; paid veterans only. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request, ["veteran"]);
    return getAutoApplyStats(auth.user.id);
  });
