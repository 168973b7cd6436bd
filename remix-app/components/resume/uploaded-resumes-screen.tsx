import { Alert, AnchorButton, Button, Callout, Card, FileInput, FormGroup, NonIdealState } from "@blueprintjs/core";
import { useId, useState } from "react";
import { formatFileSize } from "@shared/file-size";
import { countLabel } from "@shared/plural";
import { RESUME_UPLOAD_ACCEPT, RESUME_UPLOAD_MESSAGES, type UploadedResumeJson } from "@shared/resume-uploads";
import { apiCall } from "~/components/common/api-call";
import { formatDate } from "~/components/common/format";
import { LinkButton } from "~/components/common/link-button";
import { useToast } from "~/components/shell/toaster";
import { uploadResumeFile } from "./upload-resume";

const KIND_LABEL: Record<UploadedResumeJson["mime"], string> = {
  "application/pdf": "PDF",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word",
};

function UploadCard({ onUploaded }: { onUploaded(resume: UploadedResumeJson): void }) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new key empties the file input after each upload, so the same file can be chosen again.
  const [inputKey, setInputKey] = useState(0);
  const fileId = useId();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setUploading(true);
    const outcome = await uploadResumeFile(file);
    setUploading(false);
    setInputKey((k) => k + 1);
    if (outcome.ok) onUploaded(outcome.resume);
    else setError(outcome.error);
  };
  return (
    <Card elevation={1}>
      <FormGroup label="Upload a resume (PDF or Word, 5 MB at most)" labelFor={fileId} helperText="Only you and the employers you apply to can open it.">
        <FileInput
          key={inputKey}
          fill
          text={uploading ? "Uploading…" : "Choose file…"}
          buttonText="Browse"
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
    </Card>
  );
}

function ResumeFileItem({ resume, busy, onDelete }: { resume: UploadedResumeJson; busy: boolean; onDelete(): void }) {
  return (
    <li className="vets-resume-item vets-resume-file" data-testid="resume-file">
      <div className="vets-resume-item-main">
        <strong title={resume.file_name}>{resume.file_name}</strong>
        <span className="vets-muted">
          {KIND_LABEL[resume.mime]} · {formatFileSize(resume.size)} · Uploaded {formatDate(resume.created_at)}
        </span>
      </div>
      <div className="vets-resume-file-actions">
        <AnchorButton small variant="minimal" icon="download" text="Download" href={`/api/resumes/uploads/${resume.id}`} download aria-label={`Download ${resume.file_name}`} />
        <Button small variant="minimal" intent="danger" icon="trash" text="Delete" loading={busy} onClick={onDelete} aria-label={`Delete ${resume.file_name}`} />
      </div>
    </li>
  );
}

/** The veteran's uploaded resumes: upload, download, delete (one an application holds stays for its employer). */
export function UploadedResumesScreen({ initial }: { initial: UploadedResumeJson[] }) {
  const [resumes, setResumes] = useState(initial);
  const [confirming, setConfirming] = useState<UploadedResumeJson | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const toast = useToast();

  const remove = async (resume: UploadedResumeJson) => {
    setDeleting(resume.id);
    const result = await apiCall<{ message?: string }>(`/api/resumes/uploads/${resume.id}`, { method: "DELETE" });
    setDeleting(null);
    if (!result.ok) return toast(result.body.detail ?? "Could not delete the resume", "danger");
    setResumes((all) => all.filter((r) => r.id !== resume.id));
    toast(result.body.message ?? RESUME_UPLOAD_MESSAGES.deleted, "success");
  };

  return (
    <div className="vets-page vets-page-medium">
      <div className="vets-page-header">
        <div>
          <h1>Your resume files</h1>
          <p>PDF or Word resumes to send with your applications. The newest goes unless you pick another when you apply.</p>
        </div>
        <LinkButton to="/resume-builder" variant="minimal" icon="manual" text="Resume Builder" />
      </div>
      <div className="vets-stack">
        <UploadCard
          onUploaded={(resume) => {
            setResumes((all) => [resume, ...all]);
            toast(RESUME_UPLOAD_MESSAGES.uploaded, "success");
          }}
        />
        <Card elevation={1}>
          <h2 className="vets-card-title">Uploaded resumes</h2>
          {resumes.length === 0 ? (
            <NonIdealState icon="document" title="No resume files yet" description="Upload a PDF or Word resume above to send it with your applications." />
          ) : (
            <>
              <p className="vets-muted">{countLabel(resumes.length, "file")}</p>
              <ul className="vets-resume-list" aria-label="Uploaded resumes">
                {resumes.map((resume) => (
                  <ResumeFileItem key={resume.id} resume={resume} busy={deleting === resume.id} onDelete={() => setConfirming(resume)} />
                ))}
              </ul>
            </>
          )}
        </Card>
      </div>
      <Alert
        isOpen={confirming !== null}
        intent="danger"
        icon="trash"
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) void remove(confirming);
          setConfirming(null);
        }}
      >
        <p>Delete {confirming?.file_name}? Applications you already sent keep it for their employers.</p>
      </Alert>
    </div>
  );
}
