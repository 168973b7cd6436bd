import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { getEmployerProfileSummary } from "~/domain/employers/employer-summary.server";
import { apiResponse } from "~/lib/http.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "edit-company");
    return getEmployerProfileSummary(auth.user.id);
  });
