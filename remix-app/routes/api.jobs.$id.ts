import type { LoaderFunctionArgs } from "@remix-run/node";
import { getJobById, JOB_NOT_FOUND, recordJobView } from "../domain/jobs/job-detail.server";
import { apiResponse } from "../lib/http.server";
import { parseIdParam } from "../lib/params.server";
import { requireApiAuth } from "../lib/session.server";

/** One job with the caller's fit; reading it counts a view for the employer's stats. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request);
    const job = await getJobById(parseIdParam(params.id, JOB_NOT_FOUND), auth.user);
    await recordJobView(job.id, auth.user.id);
    return job;
  });
