import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminJobsQuerySchema } from "@shared/schemas/admin-back-office";
import { listJobsForAdmin } from "~/domain/admin/admin-jobs.server";
import { apiResponse, parseInput } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request, ["admin"]);
    const query = parseInput(adminJobsQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    return listJobsForAdmin(auth.user, query);
  });
