import type { LoaderFunctionArgs } from "@remix-run/node";
import { getVerificationStatus } from "~/domain/verification/verification-status.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request, ["veteran"]);
    return getVerificationStatus(auth.user.id);
  });

export const action = methodNotAllowed;
