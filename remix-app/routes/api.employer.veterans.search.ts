import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchParamsToObject } from "@shared/schemas/job-search";
import { talentSearchSchema } from "@shared/schemas/talent-search";
import { requireApiActor } from "~/domain/access/policy.server";
import { searchVeterans } from "~/domain/employers/talent-search.server";
import { apiResponse, parseInput } from "~/lib/http.server";

/** GET /api/employer/veterans/search: approved employers, counted against the plan's monthly searches. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "search-veterans");
    const query = parseInput(talentSearchSchema, searchParamsToObject(new URL(request.url).searchParams));
    return searchVeterans(auth.user.id, query);
  });
