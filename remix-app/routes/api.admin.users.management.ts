import type { LoaderFunctionArgs } from "@remix-run/node";
import { userManagementQuerySchema } from "@shared/schemas/admin-back-office";
import { listUsersForAdmin } from "~/domain/admin/user-management.server";
import { apiResponse, parseInput } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request, ["admin"]);
    const query = parseInput(userManagementQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    return listUsersForAdmin(auth.user, query);
  });
