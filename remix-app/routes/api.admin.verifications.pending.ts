import type { LoaderFunctionArgs } from "@remix-run/node";
import { listPendingVerifications } from "~/domain/admin/verification-reviews.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request, ["admin"]);
    return listPendingVerifications(auth.user);
  });
