import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { listJobSourcesForAdmin } from "~/domain/admin/job-sources-admin.server";
import { apiResponse } from "~/lib/http.server";

/** GET → {sources}: the Sources panel (settings, last run, next run, warnings). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "manage-job-sources");
    return { sources: await listJobSourcesForAdmin(auth.user) };
  });
