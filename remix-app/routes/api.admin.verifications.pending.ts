import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { listPendingVerifications } from "~/domain/admin/verification-reviews.server";
import { apiResponse } from "~/lib/http.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "review-verification");
    return listPendingVerifications(auth.user);
  });
