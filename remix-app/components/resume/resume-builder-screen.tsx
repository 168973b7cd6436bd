import { Alert, AnchorButton, Button, Callout, Card, FormGroup, HTMLSelect, InputGroup, NonIdealState, Switch, Tag, TextArea } from "@blueprintjs/core";
import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { RESUME_MESSAGES, RESUME_TEMPLATE_LABELS, RESUME_TEMPLATES, type ResumeJson, type ResumeTemplate } from "@shared/resume";
import type { ExperienceJson, SuggestionJson } from "@shared/resume-builder";
import type { ResumeSections } from "@shared/views/resume";
import { formatDate } from "~/components/common/format";
import { LinkButton } from "~/components/common/link-button";
import { useToast } from "~/components/shell/toaster";
import { ExperienceEditor } from "./experience-editor";
import { ResumePreview } from "./resume-preview";
import { SuggestionList } from "./suggestion-list";

type ResumeListItem = Omit<ResumeJson, "formatted_text">;

type ActionResult =
  | { intent: "generate"; ok: true; id: number }
  | { intent: "delete"; ok: true }
  | { intent: "generate" | "delete"; ok: false; error: string };

type SelectedResume = ResumeJson & { sections: ResumeSections | null };

interface Props {
  resumes: ResumeListItem[];
  selected: SelectedResume | null;
  profileIncomplete: boolean;
  entries: ExperienceJson[];
  suggestions: SuggestionJson[];
}

/** Toasts for a fetcher's finished submit (SPEC §8 wording), then the follow-up. */
function useActionFeedback(fetcher: ReturnType<typeof useFetcher<ActionResult>>, onGenerated: (id: number) => void) {
  const toast = useToast();
  const submitted = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") {
      submitted.current = true;
      return;
    }
    if (!submitted.current) return;
    submitted.current = false;
    const data = fetcher.data;
    if (!data) return toast(RESUME_MESSAGES.generateFailed, "danger");
    if (data.intent === "generate") {
      if (data.ok) {
        toast(RESUME_MESSAGES.generated, "success");
        onGenerated(data.id);
      } else toast(data.error || RESUME_MESSAGES.generateFailed, "danger");
    } else if (data.ok) toast(RESUME_MESSAGES.deleted, "success");
    else toast(RESUME_MESSAGES.deleteFailed, "danger");
  }, [fetcher.state, fetcher.data, toast, onGenerated]);
}

function GeneratePanel({ profileIncomplete }: { profileIncomplete: boolean }) {
  const fetcher = useFetcher<ActionResult>({ key: "resume-generate" });
  const navigate = useNavigate();
  const [template, setTemplate] = useState<ResumeTemplate>("professional");
  const [extras, setExtras] = useState(false);
  useActionFeedback(fetcher, (id) => navigate(`?id=${id}`, { replace: true, preventScrollReset: true }));
  const busy = fetcher.state !== "idle";
  return (
    <Card elevation={1}>
      <h3 className="vets-card-title">Generate a Resume</h3>
      {profileIncomplete && (
        <Callout intent="warning" icon="person" className="vets-resume-note">
          Add your branch and MOS code to your <LinkButton to="/profile" minimal small text="profile" /> so we can translate your service into civilian
          titles and skills.
        </Callout>
      )}
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="generate" />
        <FormGroup label="Template Style" labelFor="resume-template">
          <HTMLSelect id="resume-template" name="template" fill value={template} onChange={(e) => setTemplate(e.currentTarget.value as ResumeTemplate)}>
            {RESUME_TEMPLATES.map((value) => (
              <option key={value} value={value}>
                {RESUME_TEMPLATE_LABELS[value]}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Target Job/Industry" labelFor="resume-target" labelInfo="(optional)" helperText="Leave empty for a general resume.">
          <InputGroup id="resume-target" name="job_target" maxLength={120} placeholder="e.g. IT Project Manager, Logistics" />
        </FormGroup>
        {extras ? (
          <>
            <FormGroup label="Education" labelFor="resume-education" labelInfo="(one per line)">
              <TextArea id="resume-education" name="education" fill rows={2} placeholder="B.S. Business Administration, University of Maryland" />
            </FormGroup>
            <FormGroup label="Certifications" labelFor="resume-certifications" labelInfo="(one per line)">
              <TextArea id="resume-certifications" name="certifications" fill rows={2} placeholder="CompTIA Security+" />
            </FormGroup>
          </>
        ) : (
          <Button minimal small icon="plus" text="Add education and certifications" onClick={() => setExtras(true)} className="vets-resume-extras" />
        )}
        <Button type="submit" intent="primary" icon="predictive-analysis" fill large loading={busy} text="Generate Resume" />
      </fetcher.Form>
    </Card>
  );
}

function ResumeList({ resumes, selectedId }: { resumes: ResumeListItem[]; selectedId: number | null }) {
  const fetcher = useFetcher<ActionResult>({ key: "resume-delete" });
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<number | null>(null);
  useActionFeedback(fetcher, () => undefined);
  const deleting = fetcher.state !== "idle" ? Number(fetcher.formData?.get("id")) : null;
  return (
    <Card elevation={1}>
      <h3 className="vets-card-title">Your Resumes</h3>
      {resumes.length === 0 ? (
        <p className="vets-muted vets-resume-empty-list">No resumes yet. Generate your first one above.</p>
      ) : (
        <ul className="vets-resume-list">
          {resumes.map((resume) => (
            <li key={resume.id} className={resume.id === selectedId ? "vets-resume-item is-selected" : "vets-resume-item"} data-testid="resume-item">
              <div className="vets-resume-item-main">
                <strong>{resume.job_target ?? RESUME_MESSAGES.generalTitle}</strong>
                <span className="vets-muted">
                  {RESUME_TEMPLATE_LABELS[resume.template]} · {formatDate(resume.created_at)}
                </span>
              </div>
              <Button small minimal icon="eye-open" text="View" onClick={() => navigate(`?id=${resume.id}`, { preventScrollReset: true })} />
              <Button small minimal intent="danger" icon="trash" text="Delete" loading={deleting === resume.id} onClick={() => setConfirming(resume.id)} />
            </li>
          ))}
        </ul>
      )}
      <Alert
        isOpen={confirming !== null}
        intent="danger"
        icon="trash"
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming !== null) fetcher.submit({ intent: "delete", id: String(confirming) }, { method: "post" });
          setConfirming(null);
        }}
      >
        <p>{RESUME_MESSAGES.deleteConfirm}</p>
      </Alert>
    </Card>
  );
}

function Preview({ resume }: { resume: SelectedResume | null }) {
  const [showSources, setShowSources] = useState(false);
  if (!resume) {
    return (
      <Card elevation={1} className="vets-resume-preview-card">
        <NonIdealState
          icon="document"
          title="No resume selected"
          description="Generate a resume and it appears here, ready to download as a PDF or as plain text."
        />
      </Card>
    );
  }
  const [name, ...rest] = resume.formatted_text.split("\n");
  return (
    <Card elevation={1} className="vets-resume-preview-card">
      <div className="vets-row vets-resume-preview-head">
        <div>
          <h3 className="vets-card-title">{resume.job_target ?? RESUME_MESSAGES.generalTitle}</h3>
          <span className="vets-muted">
            <Tag minimal>{RESUME_TEMPLATE_LABELS[resume.template]}</Tag> Created {formatDate(resume.created_at)}
          </span>
        </div>
        <span className="vets-spacer" />
        <AnchorButton intent="primary" icon="download" text="Download PDF" href={`/api/resume/${resume.id}/pdf`} download />
        <AnchorButton icon="document" text="Download Text" href={`/api/resume/${resume.id}/text`} download />
      </div>
      {resume.sections ? (
        <>
          <Switch
            className="vets-resume-sources"
            checked={showSources}
            onChange={(event) => setShowSources(event.currentTarget.checked)}
            label="Show where each line came from"
          />
          <ResumePreview sections={resume.sections} template={resume.template} showSources={showSources} />
        </>
      ) : (
        <article
          className={`vets-resume-preview vets-resume-${resume.template}`}
          data-testid="resume-preview"
          // It scrolls inside its card: focusable so a keyboard can scroll it too.
          tabIndex={0}
          aria-label="Resume preview"
        >
          <h2>{name}</h2>
          <div className="vets-resume-preview-body">{rest.join("\n").trim()}</div>
        </article>
      )}
    </Card>
  );
}

export function ResumeBuilderScreen({ resumes, selected, profileIncomplete, entries, suggestions }: Props) {
  return (
    <div className="vets-page">
      <div className="vets-page-header">
        <div>
          <h1>AI Resume Builder</h1>
          <p>Turn your service record into a civilian resume in minutes, in your own words.</p>
        </div>
        <LinkButton to="/resumes" variant="minimal" icon="upload" text="Upload a resume file" />
      </div>
      <div className="vets-resume-layout">
        <div className="vets-stack">
          <GeneratePanel profileIncomplete={profileIncomplete} />
          <ExperienceEditor entries={entries} />
          <SuggestionList suggestions={suggestions} />
          <ResumeList resumes={resumes} selectedId={selected?.id ?? null} />
        </div>
        <Preview resume={selected} />
      </div>
    </div>
  );
}
