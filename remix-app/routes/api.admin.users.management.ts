import type { LoaderFunctionArgs } from "@remix-run/node";
import { userManagementQuerySchema } from "@shared/schemas/admin-back-office";
import { requireApiActor } from "~/domain/access/policy.server";
import { listUsersForAdmin } from "~/domain/admin/user-management.server";
import { apiResponse, parseInput } from "~/lib/http.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "manage-users");
    const query = parseInput(userManagementQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    return listUsersForAdmin(auth.user, query);
  });
