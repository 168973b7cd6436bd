import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { listApplicantsForJob } from "~/domain/applications/applicant-pipeline.server";
import { apiResponse } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "review-applicants");
    return listApplicantsForJob(auth.user.id, parseIdParam(params.id, "Job not found"));
  });
