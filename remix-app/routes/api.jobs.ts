import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { jobSearchQuerySchema, searchParamsToObject, withSearchDefaults } from "@shared/schemas/job-search";
import { jobPostingSchema } from "@shared/schemas/job-posting";
import { requireApiActor } from "~/domain/access/policy.server";
import { createEmployerJob } from "~/domain/jobs/employer-jobs.server";
import { searchJobs } from "~/domain/jobs/search.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";

/** SPEC §7 GET /api/jobs: `{ jobs, total, skip, limit }`; any signed-in role may search. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "browse-jobs");
    const params = searchParamsToObject(new URL(request.url).searchParams);
    const query = withSearchDefaults(parseInput(jobSearchQuerySchema, params));
    return searchJobs(query, auth.user);
  });

/** POST /api/jobs: an approved employer posts a job (SPEC §3 job create payload). */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "post-job");
    const input = parseInput(jobPostingSchema, await readJsonBody(request));
    const job = await createEmployerJob(auth.user.id, input);
    return Response.json({ id: job.id, message: "Job posted successfully!" }, { status: 201 });
  });
