import type { LoaderFunctionArgs } from "@remix-run/node";
import { auditLogQuerySchema } from "@shared/schemas/admin-review";
import { requireApiActor } from "~/domain/access/policy.server";
import { listAuditLogs } from "~/domain/audit/audit-log.server";
import { apiResponse, parseInput } from "~/lib/http.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    await requireApiActor(request, "view-audit-log");
    const params = new URL(request.url).searchParams;
    const query = parseInput(auditLogQuerySchema, {
      limit: params.get("limit") ?? undefined,
      skip: params.get("skip") ?? undefined,
      date_range: params.get("date_range") ?? undefined,
      action_type: params.get("action_type") ?? undefined,
    });
    return listAuditLogs(query);
  });
