import { LetterField } from "~/components/writing/letter-field";
import { Button, Callout, Classes, Dialog, DialogBody, Spinner } from "@blueprintjs/core";
import { CancelFooter } from "~/components/common/cancel-footer";
import { useEffect, useState } from "react";
import { LetterEvidence, type LeftOutRequirement, type LetterClaim } from "./letter-evidence";

interface Props {
  jobId: number;
  isOpen: boolean;
  busy: boolean;
  onClose: () => void;
  onSend: (letter: string) => void;
}

const MAX_LETTER = 10_000;
const TOO_LONG = `The letter is too long (${MAX_LETTER.toLocaleString("en-US")} characters at most)`;

/** "Write cover letter": a letter written for this job, edited by the veteran, then sent with Apply Now. */
export function CoverLetterDialog({ jobId, isOpen, busy, onClose, onSend }: Props) {
  const [letter, setLetter] = useState("");
  const [state, setState] = useState<"loading" | "ready" | "error">("loading");
  const [error, setError] = useState<string | null>(null);
  const [claims, setClaims] = useState<LetterClaim[]>([]);
  const [unmet, setUnmet] = useState<LeftOutRequirement[]>([]);
  const [original, setOriginal] = useState("");

  useEffect(() => {
    if (!isOpen) return;
    let cancelled = false;
    setState("loading");
    setError(null);
    fetch(`/api/jobs/${jobId}/cover-letter`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })
      .then(async (res) => {
        const body = (await res.json().catch(() => ({}))) as {
          cover_letter?: string;
          detail?: string;
          claims?: LetterClaim[];
          unmet?: LeftOutRequirement[];
        };
        if (cancelled) return;
        if (res.ok && typeof body.cover_letter === "string") {
          setLetter(body.cover_letter);
          setOriginal(body.cover_letter);
          setClaims(Array.isArray(body.claims) ? body.claims : []);
          setUnmet(Array.isArray(body.unmet) ? body.unmet : []);
          setState("ready");
        } else {
          setError(body.detail ?? "Failed to write a cover letter");
          setState("error");
        }
      })
      .catch(() => {
        if (!cancelled) {
          setError("Failed to write a cover letter");
          setState("error");
        }
      });
    return () => {
      cancelled = true;
    };
  }, [isOpen, jobId]);

  const tooLong = letter.length > MAX_LETTER;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Your cover letter"
      icon="edit"
      style={{ width: 640, maxWidth: "calc(100vw - 32px)" }}
    >
      <DialogBody>
        {state === "loading" && (
          <div className="aa-letter-loading">
            <Spinner size={24} />
            <span className="vets-muted">Writing a letter for this job…</span>
          </div>
        )}
        {state === "error" && (
          <Callout intent="danger" icon="error">
            {error}
          </Callout>
        )}
        {state === "ready" && (
          <>
            <p className={Classes.TEXT_MUTED}>Written from your profile for this job. Edit anything before you send it.</p>
            <LetterField
              label="Cover letter"
              value={letter}
              onChange={setLetter}
              max={MAX_LETTER}
              problem={tooLong ? TOO_LONG : null}
            />
            <LetterEvidence claims={claims} unmet={unmet} />
            {letter !== original && (
              <p className={Classes.TEXT_MUTED} style={{ fontSize: 12, margin: "6px 0 0" }}>
                You have edited the letter: the sources above are for the letter as written for you.
              </p>
            )}
          </>
        )}
      </DialogBody>
      <CancelFooter onCancel={onClose}>
        <Button
          intent="primary"
          icon="send-to"
          text="Send Application"
          loading={busy}
          disabled={state !== "ready" || tooLong || letter.trim() === ""}
          onClick={() => onSend(letter)}
        />
      </CancelFooter>
    </Dialog>
  );
}
