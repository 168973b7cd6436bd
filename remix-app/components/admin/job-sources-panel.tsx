import {
  Alert,
  Button,
  Callout,
  Card,
  Collapse,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLTable,
  Tag,
  TextArea,
} from "@blueprintjs/core";
import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import type { JobSourcePanelEntry } from "@shared/views/job-sources";
import { timeAgo } from "@shared/job-view";
import { apiCall } from "~/components/common/api-call";
import { formatDate } from "~/components/common/format";
import { useToast } from "~/components/shell/toaster";

type Pending = { kind: "run" | "toggle"; source: JobSourcePanelEntry } | null;

/** The Sources panel of /admin/jobs: per source its settings, last run, next run and warnings, with Run now and edits. */
export function JobSourcesPanel({ sources }: { sources: JobSourcePanelEntry[] }) {
  const [pending, setPending] = useState<Pending>(null);
  const [editing, setEditing] = useState<JobSourcePanelEntry | null>(null);
  const [boardsText, setBoardsText] = useState("");
  const [busy, setBusy] = useState(false);
  const [lastResult, setLastResult] = useState<Record<string, string>>({});
  const toast = useToast();
  const revalidator = useRevalidator();

  const call = async (path: string, init: { method: string; json: unknown }, source: string) => {
    setBusy(true);
    const result = await apiCall<{ message: string }>(path, init);
    setBusy(false);
    const message = result.ok ? result.body.message : (result.body.detail ?? "The request failed");
    toast(message, result.ok ? "success" : "danger");
    setLastResult((prev) => ({ ...prev, [source]: message }));
    revalidator.revalidate();
    return result.ok;
  };

  const confirm = async () => {
    if (!pending) return;
    const { kind, source } = pending;
    if (kind === "run") await call(`/api/admin/job-sources/${source.source}/run`, { method: "POST", json: {} }, source.source);
    else
      await call(
        `/api/admin/job-sources/${source.source}`,
        { method: "PATCH", json: { enabled: !source.enabled } },
        source.source,
      );
    setPending(null);
  };

  const saveBoards = async () => {
    if (!editing) return;
    const boards = boardsText
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (await call(`/api/admin/job-sources/${editing.source}`, { method: "PATCH", json: { boards } }, editing.source))
      setEditing(null);
  };

  return (
    <Card elevation={1} className="vets-job-sources" aria-label="Sources">
      <h2 className="vets-card-title">Sources</h2>
      <div style={{ overflowX: "auto" }}>
        <HTMLTable compact striped className="vets-job-sources-table">
          <thead>
            <tr>
              <th>Source</th>
              <th>Status</th>
              <th>Boards</th>
              <th>Last run</th>
              <th>Added</th>
              <th>Updated</th>
              <th>Closed</th>
              <th>Unchanged</th>
              <th>Rejected</th>
              <th>Next run</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {sources.map((s) => (
              <SourceRow
                key={s.source}
                source={s}
                result={lastResult[s.source]}
                onRun={() => setPending({ kind: "run", source: s })}
                onToggle={() => setPending({ kind: "toggle", source: s })}
                onEditBoards={() => {
                  setBoardsText(s.boards.map((b) => b.board).join("\n"));
                  setEditing(s);
                }}
              />
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <Alert
        isOpen={pending !== null}
        icon={pending?.kind === "run" ? "play" : "power"}
        intent={pending?.kind === "toggle" && pending.source.enabled ? "danger" : "primary"}
        cancelButtonText="Cancel"
        confirmButtonText={pending?.kind === "run" ? "Run now" : pending?.source.enabled ? "Disable" : "Enable"}
        loading={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        <p>
          {pending?.kind === "run"
            ? `Import ${pending.source.label} now? It fetches every configured board and may take a while. The run is kept in the audit log.`
            : pending?.source.enabled
              ? `Disable ${pending.source.label}? Scheduled imports stop; its jobs stay listed until they close. The change is kept in the audit log.`
              : `Enable ${pending?.source.label}? Scheduled imports resume. The change is kept in the audit log.`}
        </p>
      </Alert>
      <Dialog isOpen={editing !== null} onClose={() => setEditing(null)} title={`${editing?.label ?? ""} boards`} icon="edit">
        <DialogBody>
          <FormGroup
            label="One board token, site name or page URL a line"
            labelFor="source-boards"
            helperText="Saved boards replace JOB_SOURCES_FILE's for this source; the change is kept in the audit log."
          >
            <TextArea
              id="source-boards"
              fill
              rows={6}
              value={boardsText}
              onChange={(e) => setBoardsText(e.currentTarget.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={() => setEditing(null)} />
              <Button intent="primary" text="Save boards" loading={busy} onClick={() => void saveBoards()} />
            </>
          }
        />
      </Dialog>
    </Card>
  );
}

function SourceRow({
  source: s,
  result,
  onRun,
  onToggle,
  onEditBoards,
}: {
  source: JobSourcePanelEntry;
  result?: string;
  onRun: () => void;
  onToggle: () => void;
  onEditBoards: () => void;
}) {
  const [open, setOpen] = useState(false);
  const run = s.last_run;
  return (
    <>
      <tr data-source={s.source}>
        <th scope="row">{s.label}</th>
        <td>
          {s.unavailable_reason ? (
            <Tag minimal intent="warning" title={s.unavailable_reason}>
              Off
            </Tag>
          ) : s.running ? (
            <Tag minimal intent="primary">
              Running
            </Tag>
          ) : (
            <Tag minimal intent={s.enabled ? "success" : "none"}>
              {s.enabled ? "Enabled" : "Disabled"}
            </Tag>
          )}
        </td>
        <td>
          {s.has_boards ? (
            <>
              {s.boards.length === 0 ? <span className="vets-muted">None</span> : s.boards.map((b) => b.board).join(", ")}{" "}
              <Button small variant="minimal" icon="edit" aria-label={`Edit ${s.label} boards`} onClick={onEditBoards} />
            </>
          ) : (
            <span className="vets-muted">One search</span>
          )}
        </td>
        <td>{run ? `${timeAgo(run.started_at)} · ${run.trigger} · ${run.status}` : <span className="vets-muted">Never</span>}</td>
        <td>{run?.added ?? "—"}</td>
        <td>{run?.updated ?? "—"}</td>
        <td>{run?.closed ?? "—"}</td>
        <td>{run?.unchanged ?? "—"}</td>
        <td>
          {run && run.rejected_count > 0 ? (
            <Button
              small
              variant="minimal"
              rightIcon={open ? "chevron-up" : "chevron-down"}
              text={String(run.rejected_count)}
              aria-expanded={open}
              aria-label={`${run.rejected_count} rejected rows of ${s.label}`}
              onClick={() => setOpen(!open)}
            />
          ) : (
            (run?.rejected_count ?? "—")
          )}
        </td>
        <td>{s.next_run_at ? formatDate(s.next_run_at) : <span className="vets-muted">—</span>}</td>
        <td className="vets-row" style={{ flexWrap: "nowrap" }}>
          <Button
            small
            intent="primary"
            icon="play"
            text="Run now"
            disabled={s.running || s.unavailable_reason !== null}
            onClick={onRun}
            aria-label={`Run ${s.label} now`}
          />
          <Button
            small
            variant="outlined"
            text={s.enabled ? "Disable" : "Enable"}
            onClick={onToggle}
            aria-label={`${s.enabled ? "Disable" : "Enable"} ${s.label}`}
          />
        </td>
      </tr>
      {(s.unavailable_reason || s.warnings.length > 0 || run?.error || result) && (
        <tr>
          <td colSpan={11}>
            {s.unavailable_reason && <Callout intent="warning" compact>{`${s.label} is off: ${s.unavailable_reason}`}</Callout>}
            {s.warnings.map((w) => (
              <Callout key={w} intent="warning" icon="warning-sign" compact>{`${s.label} looks stale: ${w}`}</Callout>
            ))}
            {run?.error && <Callout intent="danger" compact>{`Last error: ${run.error}`}</Callout>}
            {result && (
              <p className="vets-muted" role="status">
                {result}
              </p>
            )}
          </td>
        </tr>
      )}
      {run && run.rejected.length > 0 && (
        <tr hidden={!open}>
          <td colSpan={11}>
            <Collapse isOpen={open}>
              <ul className="vets-rejected-rows">
                {run.rejected.map((row, i) => (
                  <li key={`${row.external_id ?? "row"}-${i}`}>
                    <code>{row.external_id ?? "(no id)"}</code>: {row.reasons.join("; ")}
                  </li>
                ))}
              </ul>
            </Collapse>
          </td>
        </tr>
      )}
    </>
  );
}
