import { Alert, Button, ButtonGroup, Card, HTMLSelect, NonIdealState } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { redirect } from "@remix-run/node";
import { useFetcher, useLoaderData, useRevalidator, useSearchParams } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from "@shared/applications";
import { csvFileName, toCsv } from "@shared/csv";
import { BULK_PIPELINE_DECISIONS, rowsThatCanMove, type BulkPipelineDecision, type PipelineRow } from "@shared/employer-pipeline";
import { requirePageActor } from "~/domain/access/policy.server";
import { printPage, saveCsv } from "~/components/desktop/table-export";
import {
  BulkSelectionSummary,
  PIPELINE_SORT_KEYS,
  PipelinePrintTable,
  PipelineTable,
  sortPipelineRows,
  type PipelineSort,
  type PipelineSortKey,
} from "~/components/employer/pipeline-table";
import { useToast } from "~/components/shell/toaster";
import { useRealtimeEvent } from "~/components/realtime/realtime-provider";
import { bulkMoveApplications, listPipelineForEmployer, PIPELINE_SCREEN_LIMIT } from "~/domain/applications/employer-pipeline.server";
import { isDomainError } from "~/lib/errors.server";
import { readJsonForm } from "~/lib/form.server";
import { actionResult } from "~/lib/http.server";
import { countLabel } from "@shared/plural";

export const meta: MetaFunction = () => [{ title: "Applicant pipeline — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "review-applicants");
  try {
    return await listPipelineForEmployer(auth.user.id, { skip: 0, limit: PIPELINE_SCREEN_LIMIT });
  } catch (e) {
    // Not approved yet: the dashboard explains where the account stands.
    if (isDomainError(e) && e.status === 403) throw redirect("/employer/dashboard");
    throw e;
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requirePageActor(request, "review-applicants");
  const body = await readJsonForm(request);
  const ids = Array.isArray(body.application_ids) ? body.application_ids.filter((id): id is number => Number.isInteger(id) && (id as number) > 0) : [];
  const status = (BULK_PIPELINE_DECISIONS as readonly unknown[]).includes(body.status) ? (body.status as BulkPipelineDecision) : null;
  if (ids.length === 0 || !status) return { ok: false as const, error: "Select at least one applicant" };
  const result = await actionResult(() => bulkMoveApplications(auth.user.id, ids, status), "Failed to update applications");
  return result.ok ? { ok: true as const, status, count: result.value.moved.length } : { ok: false as const, error: result.error };
}

const ALL = "all";
const STATUSES: readonly ApplicationStatus[] = ["sent", "interview", "offer", "rejected"];
/** The URL's names for what the table shows: a reload, Back or a shared link keeps the employer's view. */
const VIEW_PARAMS = ["job", "status", "sort", "dir"] as const;
const firstDirection = (key: PipelineSortKey): PipelineSort["direction"] => (key === "full_name" ? "asc" : "desc");

interface PipelineView {
  jobFilter: string;
  statusFilter: string;
  sort: PipelineSort;
}

function viewFromParams(params: URLSearchParams): PipelineView {
  const job = params.get("job") ?? "";
  const status = params.get("status") ?? "";
  const key = PIPELINE_SORT_KEYS.find((k) => k === params.get("sort")) ?? "fit_score";
  const dir = params.get("dir");
  return {
    jobFilter: /^\d+$/.test(job) ? job : ALL,
    statusFilter: STATUSES.some((s) => s === status) ? status : ALL,
    sort: { key, direction: dir === "asc" || dir === "desc" ? dir : firstDirection(key) },
  };
}

/** The view's parameters change what is shown, not what is loaded: no new read of every applicant. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) return defaultShouldRevalidate;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of VIEW_PARAMS) params.delete(name);
    params.sort();
    return params.toString();
  };
  return rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
};

const BULK_LABELS: Record<BulkPipelineDecision, string> = { interview: "Move to Interview", rejected: "Reject" };

export default function EmployerPipeline() {
  const { applicants, total } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const highlightId = Number(params.get("application")) || null;
  const view = useMemo(() => viewFromParams(params), [params]);
  const { jobFilter, statusFilter, sort } = view;
  const setView = (change: Partial<PipelineView>) => {
    const next = { ...view, ...change };
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        for (const name of VIEW_PARAMS) out.delete(name);
        if (next.jobFilter !== ALL) out.set("job", next.jobFilter);
        if (next.statusFilter !== ALL) out.set("status", next.statusFilter);
        if (next.sort.key !== "fit_score" || next.sort.direction !== "desc") {
          out.set("sort", next.sort.key);
          out.set("dir", next.sort.direction);
        }
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const [selected, setSelected] = useState<Set<number>>(() => new Set(highlightId ? [highlightId] : []));
  const [confirmReject, setConfirmReject] = useState(false);
  const busy = fetcher.state !== "idle";

  const jobs = useMemo(() => {
    const byId = new Map<number, string>();
    for (const a of applicants) byId.set(a.job_id, a.job_title);
    return [...byId].sort((a, b) => a[1].localeCompare(b[1]));
  }, [applicants]);

  const rows = useMemo(() => {
    const filtered = applicants.filter(
      (a) => (jobFilter === ALL || String(a.job_id) === jobFilter) && (statusFilter === ALL || a.status === statusFilter),
    );
    return sortPipelineRows(filtered, sort);
  }, [applicants, jobFilter, statusFilter, sort]);

  // Selection never holds rows that are filtered away or gone after a reload.
  const visibleSelected = useMemo(() => rows.filter((r) => selected.has(r.application_id)), [rows, selected]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      const { count, status } = fetcher.data;
      toast(`${countLabel(count, "applicant")} moved to ${APPLICATION_STATUS_LABELS[status]}`, "success");
      setSelected(new Set());
    } else toast(fetcher.data.error, "danger");
  }, [fetcher.state, fetcher.data, toast]);

  // A veteran applying elsewhere while the table is open: new applications show up.
  useRealtimeEvent("notification:new", () => {
    if (revalidator.state === "idle") revalidator.revalidate();
  });

  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (select: boolean) => setSelected(select ? new Set(rows.map((r) => r.application_id)) : new Set());
  const onSort = (key: PipelineSortKey) =>
    setView({ sort: sort.key === key ? { key, direction: sort.direction === "desc" ? "asc" : "desc" } : { key, direction: firstDirection(key) } });

  const move = (status: BulkPipelineDecision) => {
    const ids = rowsThatCanMove(visibleSelected, status).map((r) => r.application_id);
    if (ids.length === 0) return;
    fetcher.submit({ application_ids: ids, status }, { method: "post", encType: "application/json" });
  };

  const exportCsv = async () => {
    const content = toCsv(
      ["Applicant", "Job", "Branch", "MOS", "Verified", "Fit score", "Status", "Applied"],
      rows.map((r: PipelineRow) => [r.full_name, r.job_title, r.military_branch, r.mos_code, r.verified ? "yes" : "no", r.fit_score, APPLICATION_STATUS_LABELS[r.status], r.applied_at.slice(0, 10)]),
    );
    const result = await saveCsv(csvFileName("pipeline"), content);
    if (result.saved) toast(`Exported ${countLabel(rows.length, "row")}`, "success");
    else if (result.reason === "failed") toast("The file could not be saved", "danger");
  };

  const canInterview = rowsThatCanMove(visibleSelected, "interview").length;
  const canReject = rowsThatCanMove(visibleSelected, "rejected").length;

  return (
    <div className="vets-page vets-page-wide">
      <div className="vets-page-header">
        <div>
          <h1>Applicant pipeline</h1>
          <p>
            Every applicant to all your jobs · {countLabel(total, "application")}
            {total > applicants.length ? ` (showing the ${applicants.length} best fits)` : ""}
          </p>
        </div>
        <ButtonGroup className="vets-no-print">
          <Button icon="export" text="Export table as CSV" onClick={exportCsv} disabled={rows.length === 0} />
          <Button icon="print" text="Print" onClick={printPage} disabled={rows.length === 0} />
        </ButtonGroup>
      </div>

      {applicants.length === 0 ? (
        <Card elevation={1}>
          <NonIdealState icon="people" title="No applicants yet" description="When veterans apply to any of your jobs, they appear here with their fit score." />
        </Card>
      ) : (
        <>
          <div className="vets-pipeline-toolbar vets-no-print">
            <HTMLSelect aria-label="Filter by job" value={jobFilter} onChange={(e) => setView({ jobFilter: e.currentTarget.value })}>
              <option value={ALL}>All jobs ({jobs.length})</option>
              {jobs.map(([id, title]) => (
                <option key={id} value={String(id)}>
                  {title}
                </option>
              ))}
            </HTMLSelect>
            <HTMLSelect aria-label="Filter by status" value={statusFilter} onChange={(e) => setView({ statusFilter: e.currentTarget.value })}>
              <option value={ALL}>All statuses</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {APPLICATION_STATUS_LABELS[s]}
                </option>
              ))}
            </HTMLSelect>
            <span className="vets-pipeline-spacer" />
            <BulkSelectionSummary count={visibleSelected.length} onClear={() => setSelected(new Set())} />
            <Button
              intent="primary"
              icon="chat"
              text={`${BULK_LABELS.interview}${canInterview ? ` (${canInterview})` : ""}`}
              disabled={canInterview === 0 || busy}
              loading={busy && fetcher.json !== undefined && (fetcher.json as { status?: string }).status === "interview"}
              onClick={() => move("interview")}
            />
            <Button
              intent="danger"
              variant="outlined"
              icon="cross"
              text={`${BULK_LABELS.rejected}${canReject ? ` (${canReject})` : ""}`}
              disabled={canReject === 0 || busy}
              loading={busy && fetcher.json !== undefined && (fetcher.json as { status?: string }).status === "rejected"}
              onClick={() => setConfirmReject(true)}
            />
          </div>
          {rows.length === 0 ? (
            <Card elevation={1}>
              <NonIdealState icon="filter-remove" title="No applicants match these filters" />
            </Card>
          ) : (
            <PipelineTable
              rows={rows}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              sort={sort}
              onSort={onSort}
              highlightId={highlightId}
              busy={busy}
            />
          )}
          <p className="vets-muted vets-no-print vets-pipeline-hint">
            Arrow keys move between cells · Space selects the focused row · Ctrl/Cmd+A selects all shown · an offer is made from the job's own applicant page.
          </p>
          <PipelinePrintTable rows={rows} />
        </>
      )}

      <Alert
        isOpen={confirmReject}
        intent="danger"
        icon="cross"
        confirmButtonText={`Reject ${canReject}`}
        cancelButtonText="Cancel"
        onCancel={() => setConfirmReject(false)}
        onConfirm={() => {
          setConfirmReject(false);
          move("rejected");
        }}
      >
        <p>
          Reject {countLabel(canReject, "applicant")}? Each one is told by a notification, and a rejection is final.
        </p>
      </Alert>
    </div>
  );
}
