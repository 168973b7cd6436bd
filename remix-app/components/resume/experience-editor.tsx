import { Button, Card, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { ExperienceJson } from "@shared/resume-builder";
import { useToast } from "~/components/shell/toaster";
import { countLabel } from "@shared/plural";

export type BuilderActionResult = { intent: string; ok: true } | { intent: string; ok: false; error: string };

/** Toast the domain's message when a builder fetcher comes back with an error. */
export function useBuilderErrors(fetcher: ReturnType<typeof useFetcher<BuilderActionResult>>, onSuccess?: () => void) {
  const toast = useToast();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) onSuccess?.();
    else toast(fetcher.data.error, "danger");
    // Only a new answer should toast, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
}

function EntryForm({ entry, onDone }: { entry: ExperienceJson | null; onDone: () => void }) {
  const fetcher = useFetcher<BuilderActionResult>();
  useBuilderErrors(fetcher, onDone);
  const key = entry ? `entry-${entry.id}` : "entry-new";
  return (
    <fetcher.Form method="post" className="vets-entry-form" aria-label={entry ? `Edit ${entry.title}` : "Add an experience entry"}>
      <input type="hidden" name="intent" value="entry-save" />
      {entry && <input type="hidden" name="id" value={entry.id} />}
      <FormGroup label="Job title" labelFor={`${key}-title`}>
        <InputGroup id={`${key}-title`} name="title" required maxLength={120} defaultValue={entry?.title ?? ""} placeholder="e.g. Motor Transport Operator" />
      </FormGroup>
      <FormGroup label="Organization or unit" labelFor={`${key}-org`}>
        <InputGroup id={`${key}-org`} name="organization" required maxLength={160} defaultValue={entry?.organization ?? ""} placeholder="e.g. U.S. Army, 3rd Sustainment Brigade" />
      </FormGroup>
      <div className="vets-entry-dates">
        <FormGroup label="Start" labelFor={`${key}-start`} labelInfo="(2019 or 2019-06)">
          <InputGroup id={`${key}-start`} name="start_date" maxLength={10} defaultValue={entry?.start_date ?? ""} />
        </FormGroup>
        <FormGroup label="End" labelFor={`${key}-end`} labelInfo="(or Present)">
          <InputGroup id={`${key}-end`} name="end_date" maxLength={10} defaultValue={entry?.end_date ?? ""} />
        </FormGroup>
      </div>
      <FormGroup
        label="What you did"
        labelFor={`${key}-bullets`}
        labelInfo="(one per line)"
        helperText="Start each line with an action verb and keep your numbers: “Led 9 drivers on 120 convoy runs without an accident.”"
      >
        <TextArea id={`${key}-bullets`} name="bullets" fill rows={4} defaultValue={entry?.bullets.map((b) => b.text).join("\n") ?? ""} />
      </FormGroup>
      {/* Bullets ticked from suggestions keep their origin when the entry is saved again. */}
      <input type="hidden" name="confirmed_bullets" value={JSON.stringify(entry?.bullets.filter((b) => b.origin === "confirmed").map((b) => b.text) ?? [])} />
      <div className="vets-row">
        <Button type="submit" intent="primary" icon="floppy-disk" text={entry ? "Save entry" : "Add entry"} loading={fetcher.state !== "idle"} />
        <Button text="Cancel" minimal onClick={onDone} />
      </div>
    </fetcher.Form>
  );
}

function EntryRow({ entry, first, last }: { entry: ExperienceJson; first: boolean; last: boolean }) {
  const fetcher = useFetcher<BuilderActionResult>();
  useBuilderErrors(fetcher);
  const [editing, setEditing] = useState(false);
  if (editing) return <EntryForm entry={entry} onDone={() => setEditing(false)} />;
  const post = (intent: string, extra: Record<string, string> = {}) => fetcher.submit({ intent, id: String(entry.id), ...extra }, { method: "post" });
  return (
    <li className="vets-entry" data-testid="experience-entry">
      <div className="vets-entry-main">
        <strong>{entry.title}</strong>
        <span className="vets-muted">
          {entry.organization}
          {entry.start_date ? ` · ${entry.start_date} – ${entry.end_date ?? "Present"}` : ""}
        </span>
        <span className="vets-muted">{countLabel(entry.bullets.length, "bullet")}</span>
      </div>
      <div className="vets-entry-actions">
        <Button small minimal icon="arrow-up" aria-label={`Move ${entry.title} up`} disabled={first} onClick={() => post("entry-move", { direction: "up" })} />
        <Button small minimal icon="arrow-down" aria-label={`Move ${entry.title} down`} disabled={last} onClick={() => post("entry-move", { direction: "down" })} />
        <Button small minimal icon="edit" aria-label={`Edit ${entry.title}`} onClick={() => setEditing(true)} />
        <Button small minimal intent="danger" icon="trash" aria-label={`Delete ${entry.title}`} onClick={() => post("entry-delete")} />
      </div>
    </li>
  );
}

export function ExperienceEditor({ entries }: { entries: ExperienceJson[] }) {
  const [adding, setAdding] = useState(false);
  return (
    <Card elevation={1}>
      <h3 className="vets-card-title">Your Experience</h3>
      <p className="vets-muted vets-entry-intro">Your resume lists these jobs in this order, in your words.</p>
      {entries.length > 0 && (
        <ul className="vets-entry-list">
          {entries.map((entry, i) => (
            <EntryRow key={`${entry.id}-${entry.position}-${entry.bullets.length}`} entry={entry} first={i === 0} last={i === entries.length - 1} />
          ))}
        </ul>
      )}
      {adding ? <EntryForm entry={null} onDone={() => setAdding(false)} /> : <Button icon="plus" text="Add experience" onClick={() => setAdding(true)} />}
    </Card>
  );
}
