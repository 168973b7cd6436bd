import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { listReportedJobs } from "~/domain/jobs/gone-reports.server";
import { apiResponse } from "~/lib/http.server";

/** GET → {jobs}: the moderation queue's jobs hidden by "this job is gone" reports. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "moderate-job");
    return listReportedJobs(auth.user);
  });
