import { LetterField } from "~/components/writing/letter-field";
import { Button, Callout, Card } from "@blueprintjs/core";
import { useState } from "react";
import { fillLetterTemplate, LETTER_TEMPLATE_MAX, letterTemplateSchema } from "@shared/auto-apply-letter";

interface Props {
  saved: string | null;
  busy: boolean;
  /** The server's refusal of the last save, if any. */
  error: string | null;
  onSave: (template: string) => void;
}

const SAMPLE_JOB = { title: "Logistics Coordinator", company: "Example Freight Co." };

/** "Your approved letter": written once by the veteran; auto-apply fills in only the job title and company. */
export function LetterTemplateCard({ saved, busy, error, onSave }: Props) {
  const [text, setText] = useState(saved ?? "");
  const check = letterTemplateSchema.safeParse({ letter_template: text });
  const problem = text.trim() === "" ? null : check.success ? null : (check.error.issues[0]?.message ?? null);
  const unsaved = text.trim() !== (saved ?? "").trim();

  return (
    <Card elevation={1} className="aa-template">
      <h3 className="vets-card-title" id="aa-template-title">
        Your approved letter
      </h3>
      <p className="vets-muted">
        Used only with <strong>Send with my approved letter</strong>. Write it in your own words; we fill in{" "}
        <code>{"{job_title}"}</code> and <code>{"{company}"}</code> and change nothing else.
      </p>
      <LetterField
        id="aa-template-text"
        labelledBy="aa-template-title"
        rows={9}
        value={text}
        onChange={setText}
        max={LETTER_TEMPLATE_MAX}
        problem={problem}
        placeholder={"Dear Hiring Manager,\n\nI am applying for the {job_title} role at {company}. …"}
      />
      {error && (
        <Callout intent="danger" icon="error" className="aa-template-error">
          {error}
        </Callout>
      )}
      {check.success && (
        <details className="aa-template-preview">
          <summary>Preview for a sample job</summary>
          <p className="vets-letter-text">{fillLetterTemplate(check.data.letter_template, SAMPLE_JOB)}</p>
        </details>
      )}
      <div className="vets-row aa-actions">
        <Button
          icon="tick"
          text={saved ? "Save changes to my letter" : "Save my letter"}
          disabled={!check.success || !unsaved}
          loading={busy}
          onClick={() => check.success && onSave(check.data.letter_template)}
        />
        {saved && !unsaved && <span className="vets-muted">Saved and approved.</span>}
      </div>
    </Card>
  );
}
