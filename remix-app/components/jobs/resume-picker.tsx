import { Callout, FileInput, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useCallback, useEffect, useId, useState } from "react";
import { RESUME_UPLOAD_ACCEPT, type ResumeChoice } from "@shared/resume-uploads";
import { uploadResumeFile } from "~/components/resume/upload-resume";

interface Props {
  isOpen: boolean;
  /** "uploaded:ID" / "builder:ID", or null while the veteran has none. */
  value: string | null;
  onChange: (value: string | null) => void;
}

const keyOf = (c: ResumeChoice) => `${c.kind}:${c.id}`;

/**
 * Which resume goes with the application: the veteran's resumes newest first (the first is picked),
 * and a control to upload a PDF or Word file, which is then picked.
 */
export function ResumePicker({ isOpen, value, onChange }: Props) {
  const [choices, setChoices] = useState<ResumeChoice[] | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();
  const fileId = useId();

  const load = useCallback(
    async (pick?: string) => {
      const res = await fetch("/api/resumes/uploads");
      const body = (await res.json().catch(() => ({}))) as { choices?: ResumeChoice[] };
      const list = res.ok && Array.isArray(body.choices) ? body.choices : [];
      setChoices(list);
      onChange(pick ?? (list[0] ? keyOf(list[0]) : null));
    },
    [onChange],
  );

  useEffect(() => {
    if (!isOpen) return;
    setError(null);
    void load();
    // Loaded once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      const outcome = await uploadResumeFile(file);
      if (outcome.ok) await load(`uploaded:${outcome.resume.id}`);
      else setError(outcome.error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="vets-resume-picker" style={{ marginTop: 12 }}>
      <FormGroup label="Resume" labelFor={selectId} helperText={choices?.length === 0 ? "No resume yet: upload one, or build one in Resume Builder." : undefined}>
        <HTMLSelect
          id={selectId}
          fill
          value={value ?? ""}
          disabled={!choices || choices.length === 0}
          onChange={(e) => onChange(e.currentTarget.value || null)}
          options={(choices ?? []).map((c) => ({ value: keyOf(c), label: c.label }))}
        />
      </FormGroup>
      <FormGroup label="Upload a resume (PDF or Word, 5 MB at most)" labelFor={fileId}>
        <FileInput
          fill
          text={uploading ? "Uploading…" : "Choose file…"}
          disabled={uploading}
          inputProps={{ id: fileId, accept: RESUME_UPLOAD_ACCEPT, "aria-label": "Upload a resume" }}
          onInputChange={(e) => void upload((e.currentTarget as HTMLInputElement).files?.[0])}
        />
      </FormGroup>
      {error && (
        <Callout intent="danger" icon="error" role="alert">
          {error}
        </Callout>
      )}
    </div>
  );
}
