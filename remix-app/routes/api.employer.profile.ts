import type { LoaderFunctionArgs } from "@remix-run/node";
import { getEmployerProfileSummary } from "~/domain/employers/employer-summary.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request, ["employer"]);
    return getEmployerProfileSummary(auth.user.id);
  });
