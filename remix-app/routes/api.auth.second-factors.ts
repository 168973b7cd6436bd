import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { secondFactorSummary } from "~/domain/accounts/factor-changes.server";
import { apiResponse } from "~/lib/http.server";

/** GET → {authenticator_app, recovery_codes_left, passkeys: [...], email_codes, admin_factor_required}. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "manage-second-factors");
    return secondFactorSummary(auth.user.id);
  });
