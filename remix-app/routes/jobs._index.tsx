import { AnchorButton, Button, ButtonGroup, HTMLSelect, InputGroup, NonIdealState, Spinner } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { requirePageActor, roleMay } from "~/domain/access/policy.server";
import { LoadFailure } from "~/components/common/load-failure";
import { ApplyButtons } from "~/components/jobs/apply-buttons";
import { JobCard } from "~/components/jobs/job-card";
import { JobFilters } from "~/components/jobs/job-filters";
import { useApply } from "~/components/jobs/use-apply";
import { planHints } from "~/domain/billing/allowances.server";
import { jobSearchQuerySchema, screenSearchParams, withSearchDefaults } from "@shared/schemas/job-search";
import { searchJobs } from "~/domain/jobs/search.server";
import { loadFederalTab } from "~/domain/jobs/federal-path.server";
import { FederalTabIntro } from "~/components/jobs/federal-tab-intro";
import { SaveSearchButton } from "~/components/jobs/save-search-button";
import { handleApplyAction } from "~/screens/job-apply-action.server";
import { parseInput } from "~/lib/http.server";
import { domainOutcome, LOAD_FAILURES, loadScreenData } from "~/screens/screen-load.server";
import { countLabel } from "@shared/plural";

export const meta: MetaFunction = () => [{ title: "Discover Jobs — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "browse-jobs");
  const params = new URL(request.url).searchParams;
  // A veteran's list carries fit scores, match filters and federal series.
  const veteran = roleMay(auth.user, "keep-veteran-profile");
  const load = await loadScreenData(LOAD_FAILURES.jobs, async () => {
    // An invalid filter is the user's to fix (shown in place); a failing search is SPEC §8's toast.
    const result = await domainOutcome(() =>
      searchJobs(withSearchDefaults(parseInput(jobSearchQuerySchema, screenSearchParams(params))), auth.user),
    );
    const [hints, federal] = await Promise.all([
      planHints(auth.user.id, auth.user.role),
      veteran ? loadFederalTab(auth.user.id) : null,
    ]);
    return {
      hints,
      federal,
      jobs: result.ok ? result.value.jobs : [],
      total: result.ok ? result.value.total : 0,
      skip: result.ok ? result.value.skip : 0,
      limit: result.ok ? result.value.limit : 20,
      sort: result.ok ? result.value.sort : null,
      didYouMean: result.ok ? (result.value.did_you_mean ?? null) : null,
      error: result.ok ? null : result.error,
    };
  });
  const empty = { hints: null, federal: null, jobs: [], total: 0, skip: 0, limit: 20, sort: null, didYouMean: null, error: null };
  return { veteran, ...(load.data ?? empty), loadError: load.loadError };
}

/** The same search with another query text, from its first page. */
function withQuery(params: URLSearchParams, q: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set("q", q);
  next.delete("skip");
  return next;
}

export const action = ({ request }: ActionFunctionArgs) => handleApplyAction(request);

export default function DiscoverJobs() {
  const { jobs, total, skip, limit, sort, veteran, hints, federal, didYouMean, error, loadError } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const submit = useSubmit();
  const { busyJobId, apply, autoApply } = useApply("/jobs?index", hints);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/jobs";
  const isVeteran = veteran;
  const federalTab = params.get("federal") === "mos";
  const showTab = (federalOn: boolean) => {
    const next = new URLSearchParams(params);
    if (federalOn) next.set("federal", "mos");
    else next.delete("federal");
    next.delete("skip");
    submit(next, { method: "get", action: "/jobs" });
  };

  // The order the server applied (best_match by default for a veteran with a profile) stays in
  // the URL from the first click on, so the next page and a new search keep it.
  const appliedSort = params.get("sort") ?? sort ?? "relevance";
  const goToPage = (newSkip: number) => {
    const next = new URLSearchParams(params);
    next.set("sort", appliedSort);
    if (newSkip > 0) next.set("skip", String(newSkip));
    else next.delete("skip");
    submit(next, { method: "get", action: "/jobs" });
  };

  return (
    <div className="vets-page">
      <div className="vets-page-header">
        <div>
          <h1>Discover Jobs</h1>
          <p>Civilian roles matched to your military experience.</p>
        </div>
        {isVeteran && <SaveSearchButton key={params.toString()} params={params} />}
      </div>
      {isVeteran && (
        <ButtonGroup className="vets-job-tabs" aria-label="Which jobs">
          <Button text="All jobs" active={!federalTab} aria-pressed={!federalTab} onClick={() => showTab(false)} />
          <Button icon="bank-account" text="Federal jobs for your MOS" active={federalTab} aria-pressed={federalTab} onClick={() => showTab(true)} />
        </ButtonGroup>
      )}
      {federalTab && <FederalTabIntro federal={federal} params={params} listed={jobs.length} />}
      <Form method="get" action="/jobs" id="job-search">
        <div className="vets-search-bar">
          <InputGroup
            name="q"
            size="large"
            leftIcon="search"
            placeholder="Job title, skill, company or keyword"
            defaultValue={params.get("q") ?? ""}
            key={params.get("q") ?? ""}
            aria-label="Search jobs"
          />
          {(params.get("sort") ?? sort) && <input type="hidden" name="sort" value={appliedSort} />}
          {federalTab && <input type="hidden" name="federal" value="mos" />}
          {federalTab && params.get("hiring_path") && <input type="hidden" name="hiring_path" value={params.get("hiring_path") ?? ""} />}
          <Button type="submit" size="large" intent="primary" text="Search" />
        </div>
        <div className="vets-jobs-layout">
          <FiltersDrawer activeCount={activeFilterCount(params)}>
            <JobFilters params={params} showMatchFilters={isVeteran} onClear={() => submit(new URLSearchParams(), { method: "get", action: "/jobs" })} />
          </FiltersDrawer>
          <section aria-busy={loading} className={loading ? "vets-loading-dim" : undefined}>
            <div className="vets-results-head">
              <strong>
                {countLabel(total, "job")}
              </strong>
              {loading && <Spinner size={18} />}
              {isVeteran && (
                <SortSelect value={appliedSort} onChange={(sort) => {
                  const next = new URLSearchParams(params);
                  next.set("sort", sort);
                  next.delete("skip");
                  submit(next, { method: "get", action: "/jobs" });
                }} />
              )}
            </div>
            {loadError ? (
              <LoadFailure message={loadError} />
            ) : error ? (
              <NonIdealState icon="error" title="Failed to load jobs" description={error} />
            ) : jobs.length === 0 && federalTab && federal ? (
              <NonIdealState
                className="vets-empty"
                icon="bank-account"
                title={federal.usajobs_on ? "No open federal jobs in these series" : "Federal jobs are not imported on this site"}
                description={
                  federal.usajobs_on
                    ? "No announcement in your series is open here right now. USAJOBS lists every federal opening."
                    : "This site does not import USAJOBS, so no federal announcements are listed here. Search USAJOBS for your series instead."
                }
                action={<AnchorButton href={federal.usajobs_search_url} target="_blank" rel="noopener noreferrer" intent="primary" icon="share" text="Search USAJOBS for these series" />}
              />
            ) : jobs.length === 0 && didYouMean ? (
              <NonIdealState
                className="vets-empty"
                icon="search"
                title="No jobs found"
                description={
                  <span role="status">
                    Did you mean{" "}
                    <Link to={`/jobs?${withQuery(params, didYouMean)}`}>{didYouMean}</Link>?
                  </span>
                }
              />
            ) : jobs.length === 0 ? (
              <NonIdealState className="vets-empty" icon="search" title="No jobs found" description="Try adjusting your search terms or filters" />
            ) : (
              jobs.map((job) => (
                <JobCard
                  key={job.id}
                  job={job}
                  actions={
                    isVeteran ? (
                      <ApplyButtons job={job} busy={busyJobId === job.id} canAutoApply canWriteLetter={hints !== null && hints.cover_letter === null} onApply={apply} onAutoApply={autoApply} />
                    ) : null
                  }
                />
              ))
            )}
            {total > limit && (
              <div className="vets-pager">
                <Button icon="chevron-left" text="Previous" disabled={skip === 0} onClick={() => goToPage(Math.max(0, skip - limit))} />
                <span className="vets-muted">
                  {skip + 1}–{Math.min(skip + limit, total)} of {total.toLocaleString("en-US")}
                </span>
                <Button rightIcon="chevron-right" text="Next" disabled={skip + limit >= total} onClick={() => goToPage(skip + limit)} />
              </div>
            )}
          </section>
        </div>
      </Form>
    </div>
  );
}

/** Filters the URL narrows by (the default "posted within" and the sort are not filters). */
function activeFilterCount(params: URLSearchParams): number {
  const ignored = new Set(["q", "sort", "skip", "limit", "posted_days"]);
  return [...params.entries()].filter(([k, v]) => !ignored.has(k) && v !== "" && v !== "any" && v !== "all").length;
}

/**
 * On a phone the results come first: the filter panel stays in the search form (so a search keeps
 * the filters) but is drawn as a drawer opened by "Filters". From 900 px up it is the left column.
 */
function FiltersDrawer({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [params] = useSearchParams();
  const panel = useRef<HTMLDivElement>(null);
  const search = params.toString();
  useEffect(() => setOpen(false), [search]);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>("select, input, button")?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <>
      <Button
        className="vets-filters-toggle"
        icon="filter"
        text={activeCount > 0 ? `Filters (${activeCount})` : "Filters"}
        aria-controls="job-filters"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      {open && <div className="vets-filters-backdrop" onClick={() => setOpen(false)} aria-hidden />}
      <div id="job-filters" ref={panel} className={`vets-filters-drawer${open ? " is-open" : ""}`} aria-label="Job filters" role="region">
        {open && <Button className="vets-filters-close" variant="minimal" icon="cross" aria-label="Close filters" onClick={() => setOpen(false)} />}
        {children}
      </div>
    </>
  );
}

function SortSelect({ value, onChange }: { value: string; onChange: (sort: string) => void }) {
  return (
    <label className="vets-row" style={{ gap: 6 }}>
      <span className="vets-muted">Sort by</span>
      <HTMLSelect
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-label="Sort jobs"
        options={[
          { value: "relevance", label: "Relevance" },
          { value: "best_match", label: "Best match" },
          { value: "recent", label: "Newest" },
        ]}
      />
    </label>
  );
}
