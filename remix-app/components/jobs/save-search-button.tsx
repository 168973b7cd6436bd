import { Button, ControlGroup, HTMLSelect } from "@blueprintjs/core";
import { Link } from "@remix-run/react";
import { useState } from "react";
import { FREQUENCY_LABEL, SAVED_SEARCH_FILTER_KEYS, SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency, type SavedSearchView } from "@shared/saved-searches";
import { apiCall } from "~/components/common/api-call";
import { useToast } from "~/components/shell/toaster";

/** "Save this search" on /jobs: keeps the URL's query and filters, with how often to email new matches. */
export function SaveSearchButton({ params }: { params: URLSearchParams }) {
  const [frequency, setFrequency] = useState<SavedSearchFrequency>("daily");
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<SavedSearchView | null>(null);
  const toast = useToast();
  const save = async () => {
    const body: Record<string, string> = { frequency };
    for (const key of SAVED_SEARCH_FILTER_KEYS) {
      const value = params.get(key);
      if (value !== null && value !== "" && value !== "all" && value !== "any") body[key] = value;
    }
    setBusy(true);
    const result = await apiCall<SavedSearchView>("/api/saved-searches", { json: body });
    setBusy(false);
    if (!result.ok) return toast(result.body.detail ?? "Could not save the search", "danger");
    setSaved(result.body);
    toast(result.body.frequency === "off" ? "Search saved" : `Search saved. New matches are emailed ${result.body.frequency === "daily" ? "daily" : "weekly"}.`, "success");
  };
  return (
    <div className="vets-save-search">
      <ControlGroup>
        <HTMLSelect
          aria-label="Email new matches"
          value={frequency}
          onChange={(e) => setFrequency(e.currentTarget.value as SavedSearchFrequency)}
          options={SAVED_SEARCH_FREQUENCIES.map((value) => ({ value, label: value === "off" ? "No emails" : `Email ${FREQUENCY_LABEL[value].toLowerCase()}` }))}
        />
        <Button icon="floppy-disk" text={saved ? "Saved" : "Save this search"} loading={busy} disabled={saved !== null} onClick={() => void save()} />
      </ControlGroup>
      <Link to="/jobs/searches" className="vets-muted">
        Saved searches
      </Link>
    </div>
  );
}
