import type { LoaderFunctionArgs } from "@remix-run/node";
import { jobSearchQuerySchema, searchParamsToObject, withSearchDefaults } from "../../shared/schemas/job-search";
import { searchJobs } from "../domain/jobs/search.server";
import { apiResponse, parseInput } from "../lib/http.server";
import { requireApiAuth } from "../lib/session.server";

/** SPEC §7 GET /api/jobs: `{ jobs, total, skip, limit }`; any signed-in role may search. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request);
    const params = searchParamsToObject(new URL(request.url).searchParams);
    const query = withSearchDefaults(parseInput(jobSearchQuerySchema, params));
    return searchJobs(query, auth.user);
  });
