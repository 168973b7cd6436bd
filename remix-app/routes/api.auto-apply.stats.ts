import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { getAutoApplyStats } from "~/domain/auto-apply/stats.server";
import { apiResponse } from "~/lib/http.server";

/** GET → SPEC §3 auto-apply stats; paid veterans only. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "use-auto-apply");
    return getAutoApplyStats(auth.user.id);
  });
