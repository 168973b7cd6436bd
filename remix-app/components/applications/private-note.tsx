import { Button, FormGroup, Icon, TextArea } from "@blueprintjs/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { PRIVATE_NOTE_MAX, PRIVATE_NOTE_TOO_LONG_MESSAGE } from "@shared/applications";
import { useToast } from "~/components/shell/toaster";

interface NoteResult {
  ok: boolean;
  intent: string;
  error?: string;
}

/**
 * The veteran's private note on one application: open by default when there is one, saved through
 * the tracker's action (intent "note"); the employer never sees it. Its own fetcher, so saving one
 * card's note does not wait on another card's submit.
 */
export function PrivateNote({ applicationId, note }: { applicationId: number; note: string | null }) {
  const fetcher = useFetcher<NoteResult>();
  const toast = useToast();
  const [text, setText] = useState(note ?? "");
  const tooLong = text.length > PRIVATE_NOTE_MAX;
  const fieldId = `private-note-${applicationId}`;
  const saving = fetcher.state !== "idle";
  const error = tooLong ? PRIVATE_NOTE_TOO_LONG_MESSAGE : fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;

  const shown = useRef<NoteResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || shown.current === fetcher.data) return;
    shown.current = fetcher.data;
    if (fetcher.data.ok) toast("Note saved. Only you can see it.", "success");
  }, [fetcher.state, fetcher.data, toast]);

  return (
    <details className="vets-application-letter vets-private-note" open={note !== null}>
      <summary>
        <Icon icon="lock" size={12} /> {note ? "Your private note" : "Add a private note"}
      </summary>
      <fetcher.Form method="post" className="vets-private-note-form">
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="application_id" value={applicationId} />
        <FormGroup
          label="Private note"
          labelFor={fieldId}
          labelInfo="(only you see this; the employer never does)"
          helperText={error ?? `${text.length.toLocaleString("en-US")} / ${PRIVATE_NOTE_MAX.toLocaleString("en-US")}`}
          intent={error ? "danger" : "none"}
        >
          <TextArea
            id={fieldId}
            name="note"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            fill
            autoResize
            intent={error ? "danger" : "none"}
            placeholder="Who you spoke to, what they said, when to follow up…"
          />
        </FormGroup>
        <Button type="submit" icon="floppy-disk" text="Save note" loading={saving} disabled={tooLong} />
      </fetcher.Form>
    </details>
  );
}
