import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { getCompanyPage, parseCompanyPage } from "~/domain/employers/company-page.server";
import { apiResponse } from "~/lib/http.server";

/** GET /api/companies/{slug}?page=N: a company, its facts and its open jobs (newest first, 20 a page). */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    await requireApiActor(request, "browse-jobs");
    const page = parseCompanyPage(new URL(request.url).searchParams.get("page"));
    return getCompanyPage(params.slug ?? "", page);
  });
