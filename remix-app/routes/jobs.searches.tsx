import { Button, Card, HTMLSelect, NonIdealState } from "@blueprintjs/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { FREQUENCY_LABEL, SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency, type SavedSearchView } from "@shared/saved-searches";
import { countLabel } from "@shared/plural";
import { requirePageActor } from "~/domain/access/policy.server";
import { listSavedSearches } from "~/domain/jobs/saved-searches.server";
import { apiCall } from "~/components/common/api-call";
import { LoadFailure } from "~/components/common/load-failure";
import { useToast } from "~/components/shell/toaster";
import { LOAD_FAILURES, loadScreenData } from "~/screens/screen-load.server";

export const meta: MetaFunction = () => [{ title: "Saved searches — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "save-search");
  const load = await loadScreenData(LOAD_FAILURES.jobs, () => listSavedSearches(auth.user.id));
  return { searches: load.data?.saved_searches ?? [], limit: load.data?.limit ?? 0, loadError: load.loadError };
}

/** The veteran's saved searches: run one again, change how often new matches are emailed, delete. */
export default function SavedSearches() {
  const { searches: loaded, limit, loadError } = useLoaderData<typeof loader>();
  const [searches, setSearches] = useState<SavedSearchView[]>(loaded);
  const [busy, setBusy] = useState<number | null>(null);
  const toast = useToast();

  const setFrequency = async (search: SavedSearchView, frequency: SavedSearchFrequency) => {
    setBusy(search.id);
    const result = await apiCall<SavedSearchView>(`/api/saved-searches/${search.id}`, { method: "PATCH", json: { frequency } });
    setBusy(null);
    if (!result.ok) return toast(result.body.detail ?? "Could not change the alert", "danger");
    setSearches((all) => all.map((s) => (s.id === search.id ? result.body : s)));
    toast(frequency === "off" ? "Alerts off for this search" : `Alerts ${FREQUENCY_LABEL[frequency].toLowerCase()}`, "success");
  };
  const remove = async (search: SavedSearchView) => {
    setBusy(search.id);
    const result = await apiCall(`/api/saved-searches/${search.id}`, { method: "DELETE" });
    setBusy(null);
    if (!result.ok) return toast(result.body.detail ?? "Could not delete the search", "danger");
    setSearches((all) => all.filter((s) => s.id !== search.id));
    toast("Saved search deleted", "success");
  };

  return (
    <div className="vets-page vets-page-medium">
      <div className="vets-page-header">
        <div>
          <h1>Saved searches</h1>
          <p>New jobs that match are emailed to you, best fit first.</p>
        </div>
        <Link to="/jobs">Search jobs</Link>
      </div>
      {loadError ? (
        <LoadFailure message={loadError} />
      ) : searches.length === 0 ? (
        <NonIdealState
          icon="search-template"
          title="No saved searches yet"
          description="Search on Discover Jobs and press “Save this search” to get new matches by email."
          action={<Link to="/jobs">Find jobs</Link>}
        />
      ) : (
        <>
          <p className="vets-muted">
            {countLabel(searches.length, "saved search", "saved searches")} of at most {limit}
          </p>
          <div className="vets-stack">
            {searches.map((search) => (
              <Card key={search.id} className="vets-saved-search" elevation={0}>
                <div>
                  <h2>
                    <Link to={search.search_url}>{search.name}</Link>
                  </h2>
                  <span className="vets-muted">
                    {search.last_alerted_at ? `Last alert ${new Date(search.last_alerted_at).toLocaleDateString()}` : `Saved ${new Date(search.created_at).toLocaleDateString()}`}
                  </span>
                </div>
                <div className="vets-saved-search-controls">
                  <HTMLSelect
                    aria-label={`Email alerts for ${search.name}`}
                    value={search.frequency}
                    disabled={busy === search.id}
                    onChange={(e) => void setFrequency(search, e.currentTarget.value as SavedSearchFrequency)}
                    options={SAVED_SEARCH_FREQUENCIES.map((value) => ({ value, label: value === "off" ? "No emails" : `Email ${FREQUENCY_LABEL[value].toLowerCase()}` }))}
                  />
                  <Button icon="trash" variant="minimal" intent="danger" text="Delete" aria-label={`Delete ${search.name}`} loading={busy === search.id} onClick={() => void remove(search)} />
                </div>
              </Card>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
