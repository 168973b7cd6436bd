import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportDownload } from "~/domain/accounts/export-download.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request);
    return exportDownload(auth.user.id);
  });

export const action = methodNotAllowed;
