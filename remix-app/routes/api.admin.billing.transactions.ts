import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageQuerySchema } from "@shared/schemas/admin-back-office";
import { listTransactionsForAdmin } from "~/domain/admin/admin-transactions.server";
import { apiResponse, parseInput } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request, ["admin"]);
    const page = parseInput(pageQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    return listTransactionsForAdmin(auth.user, page);
  });
