import type { LoaderFunctionArgs } from "@remix-run/node";
import { listApplicantsForJob } from "~/domain/applications/applicant-pipeline.server";
import { apiResponse } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request, ["employer"]);
    return listApplicantsForJob(auth.user.id, parseIdParam(params.id, "Job not found"));
  });
