import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminJobsQuerySchema } from "@shared/schemas/admin-back-office";
import { requireApiActor } from "~/domain/access/policy.server";
import { listJobsForAdmin } from "~/domain/admin/admin-jobs.server";
import { apiResponse, parseInput } from "~/lib/http.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "moderate-job");
    const query = parseInput(adminJobsQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    return listJobsForAdmin(auth.user, query);
  });
