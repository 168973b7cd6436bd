import type { LoaderFunctionArgs } from "@remix-run/node";
import { listPendingEmployers } from "~/domain/admin/employer-approvals.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request, ["admin"]);
    return listPendingEmployers(auth.user);
  });
