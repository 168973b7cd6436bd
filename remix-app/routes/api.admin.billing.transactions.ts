import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageQuerySchema } from "@shared/schemas/admin-back-office";
import { requireApiActor } from "~/domain/access/policy.server";
import { listTransactionsForAdmin } from "~/domain/billing/admin-transactions.server";
import { apiResponse, parseInput } from "~/lib/http.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "view-admin-billing");
    const page = parseInput(pageQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    return listTransactionsForAdmin(auth.user, page);
  });
