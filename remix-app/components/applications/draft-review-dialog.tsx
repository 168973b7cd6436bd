import { LetterField } from "~/components/writing/letter-field";
import { Button, Callout, Classes, Dialog, DialogBody, Spinner } from "@blueprintjs/core";
import { CancelFooter } from "~/components/common/cancel-footer";
import { useEffect, useState } from "react";
import { DRAFT_LETTER_MAX, draftLetterSchema } from "@shared/auto-apply-letter";
import type { TrackedApplication } from "@shared/views/tracked-application";

interface Props {
  application: TrackedApplication | null;
  busy: "save" | "submit" | null;
  error: string | null;
  onClose: () => void;
  onSave: (id: number, letter: string) => void;
  onSubmit: (id: number, letter: string) => void;
}

const LOAD_FAILED = "Failed to write the letter for this draft";

/**
 * A queued auto-apply draft: the veteran reads and edits the letter, then saves it or submits the
 * application. A draft the daily scan queued has no letter until it is first opened: the dialog
 * asks for it (GET /api/applications/{id} writes and keeps it).
 */
export function DraftReviewDialog({ application, busy, error, onClose, onSave, onSubmit }: Props) {
  const [letter, setLetter] = useState("");
  const [loading, setLoading] = useState<"loading" | "ready" | "error">("ready");
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    setLoadError(null);
    if (!application || application.cover_letter !== null) {
      setLetter(application?.cover_letter ?? "");
      setLoading("ready");
      return;
    }
    let cancelled = false;
    setLetter("");
    setLoading("loading");
    fetch(`/api/applications/${application.id}`, { headers: { Accept: "application/json" } })
      .then(async (res) => {
        const body = (await res.json().catch(() => ({}))) as { cover_letter?: string | null; detail?: string };
        if (cancelled) return;
        if (res.ok && body.cover_letter !== undefined) {
          setLetter(body.cover_letter ?? "");
          setLoading("ready");
        } else {
          setLoadError(body.detail ?? LOAD_FAILED);
          setLoading("error");
        }
      })
      .catch(() => {
        if (cancelled) return;
        setLoadError(LOAD_FAILED);
        setLoading("error");
      });
    return () => {
      cancelled = true;
    };
  }, [application]);
  const check = draftLetterSchema.safeParse(letter);
  const ready = loading === "ready";
  const problem = check.success ? null : (check.error.issues[0]?.message ?? null);
  const external = Boolean(application?.job.apply_url);

  return (
    <Dialog
      isOpen={application !== null}
      onClose={onClose}
      title={application ? `Review: ${application.job.title} at ${application.job.company}` : "Review"}
      icon="edit"
      style={{ width: 680, maxWidth: "calc(100vw - 32px)" }}
    >
      <DialogBody>
        <p className={Classes.TEXT_MUTED}>
          {external
            ? "This job takes applications on the employer's own site. Edit the letter, send it there, then mark it submitted here."
            : "Nothing has been sent yet. Edit anything that is not right, then submit it to the employer."}
        </p>
        {loading === "loading" && (
          <div className="aa-letter-loading">
            <Spinner size={24} />
            <span className="vets-muted">Writing the letter for this draft…</span>
          </div>
        )}
        {loadError && (
          <Callout intent="danger" icon="error">
            {loadError}
          </Callout>
        )}
        {ready && (
          <>
            <LetterField
              label="Draft cover letter"
              value={letter}
              onChange={setLetter}
              max={DRAFT_LETTER_MAX}
              problem={problem}
            />
          </>
        )}
        {error && (
          <Callout intent="danger" icon="error">
            {error}
          </Callout>
        )}
      </DialogBody>
      <CancelFooter onCancel={onClose}>
        <Button
          icon="floppy-disk"
          text="Save draft"
          disabled={!ready || !check.success || busy !== null}
          loading={busy === "save"}
          onClick={() => application && check.success && onSave(application.id, check.data)}
        />
        <Button
          intent="primary"
          icon="send-to"
          text="Submit Application"
          disabled={!ready || !check.success || busy !== null}
          loading={busy === "submit"}
          onClick={() => application && check.success && onSubmit(application.id, check.data)}
        />
      </CancelFooter>
    </Dialog>
  );
}
