import { Button, Card, HTMLSelect, NonIdealState } from "@blueprintjs/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import {
  AUDIT_ACTION_TYPES,
  AUDIT_DATE_RANGE_LABELS,
  AUDIT_DATE_RANGES,
  AUDIT_SKIP_MAX,
  auditLogQuerySchema,
  type AuditDateRange,
} from "@shared/schemas/admin-review";
import { requirePageActor } from "~/domain/access/policy.server";
import { actionLabel, AuditLogTable } from "~/components/admin/audit-log-table";
import { LinkButton } from "~/components/common/link-button";
import { listAuditLogs } from "~/domain/audit/audit-log.server";
import { countLabel } from "@shared/plural";

export const meta: MetaFunction = () => [{ title: "Audit Logs — VetCareer Admin" }];

const PAGE_SIZE = 25;
/** The audit log serves no deeper than AUDIT_SKIP_MAX: ?page=1e300 is that page, not a 500. */
const LAST_PAGE = Math.floor(AUDIT_SKIP_MAX / PAGE_SIZE) + 1;

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePageActor(request, "view-audit-log");
  const params = new URL(request.url).searchParams;
  const parsed = auditLogQuerySchema.safeParse({ date_range: params.get("range") ?? undefined, action_type: params.get("action") ?? undefined });
  const range: AuditDateRange = parsed.success ? parsed.data.date_range : "week";
  const action = parsed.success ? parsed.data.action_type : undefined;
  const page = Math.min(LAST_PAGE, Math.max(1, Math.floor(Number(params.get("page")) || 1)));
  const result = await listAuditLogs({ date_range: range, action_type: action, limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE });
  return { ...result, range, action: action ?? "", page, pageCount: Math.min(LAST_PAGE, Math.max(1, Math.ceil(result.total / PAGE_SIZE))) };
}

export default function AdminAudit() {
  const { logs, total, range, action, page, pageCount } = useLoaderData<typeof loader>();
  const [, setParams] = useSearchParams();
  const loading = useNavigation().state === "loading";
  const go = (next: { range?: AuditDateRange; page?: number; action?: string }) => {
    const nextRange = next.range ?? range;
    const nextPage = next.page ?? 1;
    const nextAction = next.action ?? action;
    setParams(
      { ...(nextRange !== "week" ? { range: nextRange } : {}), ...(nextAction ? { action: nextAction } : {}), ...(nextPage > 1 ? { page: String(nextPage) } : {}) },
      { preventScrollReset: true },
    );
  };

  return (
    <div className="vets-page">
      <div className="vets-page-header">
        <div>
          <h1>Audit Logs</h1>
          <p>Every admin decision, who made it and why.</p>
        </div>
        <LinkButton to="/admin/approvals" icon="endorsed" text="Approvals" />
      </div>
      <Card elevation={1} className={loading ? "vets-loading-dim" : undefined}>
        <div className="vets-results-head">
          <div>
            <h3 className="vets-card-title" style={{ margin: 0 }}>
              Recent Admin Actions
            </h3>
            <span className="vets-muted">
              {countLabel(total, "action")} · {AUDIT_DATE_RANGE_LABELS[range].toLowerCase()}
            </span>
          </div>
          <label className="vets-row vets-range-select">
            <span className="vets-muted">Action</span>
            <HTMLSelect
              aria-label="Action type"
              value={action}
              onChange={(e) => go({ action: e.currentTarget.value })}
              options={[{ value: "", label: "All actions" }, ...AUDIT_ACTION_TYPES.map((value) => ({ value, label: actionLabel(value) }))]}
            />
          </label>
          <label className="vets-row vets-range-select">
            <span className="vets-muted">Date range</span>
            <HTMLSelect
              aria-label="Date range"
              value={range}
              onChange={(e) => go({ range: e.currentTarget.value as AuditDateRange })}
              options={AUDIT_DATE_RANGES.map((value) => ({ value, label: AUDIT_DATE_RANGE_LABELS[value] }))}
            />
          </label>
        </div>
        {logs.length === 0 ? (
          <NonIdealState
            className="vets-queue-empty"
            icon="history"
            title="No admin actions in this period"
            description={range === "all" ? "Decisions made by admins will be listed here." : "Try a longer date range."}
          />
        ) : (
          <AuditLogTable logs={logs} />
        )}
        {pageCount > 1 && (
          <div className="vets-pager">
            <Button icon="chevron-left" text="Newer" disabled={page <= 1} onClick={() => go({ page: page - 1 })} />
            <span className="vets-muted">
              Page {page} of {pageCount}
            </span>
            <Button rightIcon="chevron-right" text="Older" disabled={page >= pageCount} onClick={() => go({ page: page + 1 })} />
          </div>
        )}
      </Card>
    </div>
  );
}
