import { LetterField } from "~/components/writing/letter-field";
import { Button, Callout, Classes, Dialog, DialogBody, Spinner } from "@blueprintjs/core";
import { CancelFooter } from "~/components/common/cancel-footer";
import { useEffect, useState } from "react";
import { DEFAULT_COVER_LETTER } from "@shared/applications";
import { LetterEvidence, type LeftOutRequirement, type LetterClaim } from "./letter-evidence";
import { ResumePicker } from "./resume-picker";

interface Props {
  jobId: number;
  isOpen: boolean;
  busy: boolean;
  /** "write": open on a letter written for this job (paid plans); "default": open on SPEC's default letter. */
  start: "default" | "write";
  /** Paid veterans may have a letter written for the job from here too. */
  canWriteLetter: boolean;
  onClose: () => void;
  /** The letter exactly as shown, or null to send the application without one; the resume picked ("uploaded:ID" / "builder:ID"). */
  onSend: (letter: string | null, resume: string | null) => void;
}

const MAX_LETTER = 10_000;
const TOO_LONG = `The letter is too long (${MAX_LETTER.toLocaleString("en-US")} characters at most)`;

interface Written {
  cover_letter?: string;
  detail?: string;
  claims?: LetterClaim[];
  unmet?: LeftOutRequirement[];
}

/**
 * Apply Now's dialog (issue 52): the letter that will be sent is shown first, editable, and goes
 * exactly as shown; or the application goes without one. Nothing reaches the employer unseen.
 */
export function CoverLetterDialog({ jobId, isOpen, busy, start, canWriteLetter, onClose, onSend }: Props) {
  const [letter, setLetter] = useState(DEFAULT_COVER_LETTER);
  const [state, setState] = useState<"loading" | "ready" | "error">("ready");
  const [error, setError] = useState<string | null>(null);
  const [claims, setClaims] = useState<LetterClaim[]>([]);
  const [unmet, setUnmet] = useState<LeftOutRequirement[]>([]);
  const [original, setOriginal] = useState(DEFAULT_COVER_LETTER);
  const [written, setWritten] = useState(false);
  const [writeRequest, setWriteRequest] = useState(0);
  const [resume, setResume] = useState<string | null>(null);

  // Each opening starts from what was asked: SPEC's default letter, or a letter written for the job.
  useEffect(() => {
    if (!isOpen) return;
    setLetter(DEFAULT_COVER_LETTER);
    setOriginal(DEFAULT_COVER_LETTER);
    setClaims([]);
    setUnmet([]);
    setWritten(false);
    setError(null);
    setState("ready");
    if (start === "write") setWriteRequest((n) => n + 1);
  }, [isOpen, start]);

  useEffect(() => {
    if (!isOpen || writeRequest === 0) return;
    let cancelled = false;
    setState("loading");
    setError(null);
    fetch(`/api/jobs/${jobId}/cover-letter`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })
      .then(async (res) => {
        const body = (await res.json().catch(() => ({}))) as Written;
        if (cancelled) return;
        if (res.ok && typeof body.cover_letter === "string") {
          setLetter(body.cover_letter);
          setOriginal(body.cover_letter);
          setClaims(Array.isArray(body.claims) ? body.claims : []);
          setUnmet(Array.isArray(body.unmet) ? body.unmet : []);
          setWritten(true);
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
    // Only a new request writes again; the job and the dialog's opening come with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [writeRequest]);

  const tooLong = letter.length > MAX_LETTER;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Your application" icon="send-to" style={{ width: 640, maxWidth: "calc(100vw - 32px)" }}>
      <DialogBody>
        {state === "loading" && (
          <div className="aa-letter-loading">
            <Spinner size={24} />
            <span className="vets-muted">Writing a letter for this job…</span>
          </div>
        )}
        {state === "error" && (
          <Callout intent="danger" icon="error" style={{ marginBottom: 12 }}>
            {error}
          </Callout>
        )}
        {state !== "loading" && (
          <>
            <p className={Classes.TEXT_MUTED}>
              {written
                ? "Written from your profile for this job. This is the letter the employer receives: edit anything before you send it."
                : "This is the letter the employer receives with your application. Edit it, or send without a letter."}
            </p>
            <LetterField label="Cover letter" value={letter} onChange={setLetter} max={MAX_LETTER} problem={tooLong ? TOO_LONG : null} />
            {written && <LetterEvidence claims={claims} unmet={unmet} />}
            {written && letter !== original && (
              <p className={Classes.TEXT_MUTED} style={{ fontSize: 12, margin: "6px 0 0" }}>
                You have edited the letter: the sources above are for the letter as written for you.
              </p>
            )}
            <ResumePicker isOpen={isOpen} value={resume} onChange={setResume} />
            {canWriteLetter && !written && (
              <Button
                icon="edit"
                text="Write a letter for this job"
                style={{ marginTop: 10 }}
                disabled={busy}
                onClick={() => setWriteRequest((n) => n + 1)}
              />
            )}
          </>
        )}
      </DialogBody>
      <CancelFooter onCancel={onClose}>
        <Button text="Send without a letter" disabled={busy || state === "loading"} onClick={() => onSend(null, resume)} />
        <Button
          intent="primary"
          icon="send-to"
          text="Send Application"
          loading={busy}
          disabled={state === "loading" || tooLong || letter.trim() === ""}
          onClick={() => onSend(letter, resume)}
        />
      </CancelFooter>
    </Dialog>
  );
}
