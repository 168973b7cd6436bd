import { Button, Card, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Tag, TextArea } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useFetcher, useLoaderData, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { useOutcomeToast } from "~/components/common/use-submit-settled";
import { jobStatusChangeSchema } from "@shared/schemas/admin-back-office";
import { DenseTable, type DenseColumn, type SortState } from "~/components/common/dense-table";
import { useListFilters } from "~/components/common/use-list-filters";
import { formatDate } from "~/components/common/format";
import { listJobsForAdmin, setJobStatusByAdmin, type AdminJobRow } from "~/domain/admin/admin-jobs.server";
import { actionResult, parseInput } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";
import { readFormFields } from "~/lib/form.server";
import { requirePageActor } from "~/domain/access/policy.server";
import { countLabel } from "@shared/plural";
import { listJobSourcesForAdmin } from "~/domain/admin/job-sources-admin.server";
import { JobSourcesPanel } from "~/components/admin/job-sources-panel";

export const meta: MetaFunction = () => [{ title: "Jobs — VetCareer Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "moderate-job");
  const [{ sources, total }, jobSources] = await Promise.all([
    listJobsForAdmin(auth.user, { limit: 1, skip: 0, q: undefined, sort: "posted_at", order: "desc" }),
    listJobSourcesForAdmin(auth.user),
  ]);
  return { sources, total, jobSources };
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requirePageActor(request, "moderate-job");
  const form = await readFormFields(request);
  const text = (name: string) => form[name];
  const result = await actionResult(async () => {
    const jobId = parseIdParam(text("jobId"), "Job not found");
    const input = parseInput(jobStatusChangeSchema, { status: text("status"), justification: text("justification") });
    return setJobStatusByAdmin(auth.user, jobId, input.status, input.justification);
  }, "Failed to update job");
  return result.ok ? { ok: true as const, message: result.value.message } : { ok: false as const, error: result.error };
}

const FILTERS = ["q", "status", "source"] as const;

export default function AdminJobs() {
  const { sources, total, jobSources } = useLoaderData<typeof loader>();
  const { params, search, setSearch, filterQuery, setFilter, loadPage } = useListFilters<AdminJobRow>(FILTERS, "/api/admin/jobs", "jobs");
  const [sort, setSort] = useState<SortState>({ column: "posted_at", order: "desc" });
  const [reloadToken, setReloadToken] = useState(0);
  const [pending, setPending] = useState<AdminJobRow | null>(null);
  const [justification, setJustification] = useState("");
  const fetcher = useFetcher<typeof action>();
  const revalidator = useRevalidator();

  useOutcomeToast(fetcher, () => {
    setPending(null);
    setJustification("");
    setReloadToken((n) => n + 1);
    revalidator.revalidate();
  });

  const columns: DenseColumn<AdminJobRow>[] = [
    { id: "title", name: "Title", width: 240, sortable: true, render: (j) => j.title, copyText: (j) => j.title },
    { id: "company", name: "Company", width: 170, render: (j) => j.company, copyText: (j) => j.company },
    { id: "source", name: "Source", width: 100, render: (j) => j.source, copyText: (j) => j.source },
    { id: "employer", name: "Employer", width: 190, render: (j) => j.employer_email ?? "—", copyText: (j) => j.employer_email ?? "" },
    {
      id: "status",
      name: "Status",
      width: 90,
      render: (j) => (
        <Tag minimal round intent={j.status === "open" ? "success" : "none"}>
          {j.status === "open" ? "Open" : "Closed"}
        </Tag>
      ),
      copyText: (j) => j.status,
    },
    { id: "view_count", name: "Views", width: 80, sortable: true, render: (j) => j.view_count.toLocaleString("en-US"), copyText: (j) => String(j.view_count) },
    { id: "applicants", name: "Applicants", width: 95, render: (j) => j.applicants.toLocaleString("en-US"), copyText: (j) => String(j.applicants) },
    { id: "posted_at", name: "Posted", width: 115, sortable: true, render: (j) => formatDate(j.posted_at), copyText: (j) => j.posted_at },
    {
      id: "actions",
      name: "",
      width: 90,
      interactive: true,
      render: (j) => (
        <Button small variant="outlined" intent={j.status === "open" ? "danger" : "success"} text={j.status === "open" ? "Close" : "Reopen"} onClick={() => setPending(j)} aria-label={`${j.status === "open" ? "Close" : "Reopen"} ${j.title}`} />
      ),
      copyText: () => "",
    },
  ];

  const nextStatus = pending?.status === "open" ? "closed" : "open";
  return (
    <div className="vets-page vets-page-wide">
      <div className="vets-page-header">
        <div>
          <h1>Jobs</h1>
          <p>{countLabel(total, "job")} from every source. Closing one takes it out of search at once; every change is in the audit log.</p>
        </div>
      </div>
      <JobSourcesPanel sources={jobSources} />
      <Card elevation={1} style={{ marginTop: 16 }}>
        <div className="vets-source-counts" aria-label="Jobs per source">
          {sources.map((s) => (
            <Tag key={s.source} large minimal interactive intent={params.get("source") === s.source ? "primary" : "none"} onClick={() => setFilter("source", params.get("source") === s.source ? "" : s.source)}>
              {s.source}: {s.open.toLocaleString("en-US")} open · {s.closed.toLocaleString("en-US")} closed
            </Tag>
          ))}
        </div>
        <div className="vets-filter-bar">
          <InputGroup leftIcon="search" placeholder="Search title or company" value={search} onChange={(e) => setSearch(e.currentTarget.value)} aria-label="Search jobs" className="vets-filter-search" />
          <HTMLSelect aria-label="Status" value={params.get("status") ?? ""} onChange={(e) => setFilter("status", e.currentTarget.value)}>
            <option value="">Open and closed</option>
            <option value="open">Open</option>
            <option value="closed">Closed</option>
          </HTMLSelect>
          <HTMLSelect aria-label="Source" value={params.get("source") ?? ""} onChange={(e) => setFilter("source", e.currentTarget.value)}>
            <option value="">All sources</option>
            {sources.map((s) => (
              <option key={s.source} value={s.source}>
                {s.source}
              </option>
            ))}
          </HTMLSelect>
        </div>
        <DenseTable ariaLabel="Jobs" columns={columns} loadPage={loadPage} queryKey={filterQuery} reloadToken={reloadToken} sort={sort} onSortChange={setSort} emptyTitle="No jobs match" exportName="jobs" />
      </Card>
      <Dialog isOpen={pending !== null} onClose={() => setPending(null)} title={nextStatus === "closed" ? "Close this job?" : "Reopen this job?"} icon={nextStatus === "closed" ? "disable" : "refresh"}>
        <fetcher.Form method="post">
          <DialogBody>
            <p>
              <strong>{pending?.title}</strong> at {pending?.company}
            </p>
            <input type="hidden" name="jobId" value={pending?.id ?? ""} />
            <input type="hidden" name="status" value={nextStatus} />
            <FormGroup label="Justification" labelFor="job-justification" labelInfo="(required, kept in the audit log)">
              <TextArea id="job-justification" name="justification" fill required maxLength={1000} value={justification} onChange={(e) => setJustification(e.currentTarget.value)} />
            </FormGroup>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text="Cancel" onClick={() => setPending(null)} />
                <Button type="submit" intent={nextStatus === "closed" ? "danger" : "success"} text={nextStatus === "closed" ? "Close job" : "Reopen job"} loading={fetcher.state !== "idle"} disabled={!justification.trim()} />
              </>
            }
          />
        </fetcher.Form>
      </Dialog>
    </div>
  );
}
