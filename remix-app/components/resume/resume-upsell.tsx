import { Card, Icon } from "@blueprintjs/core";
import { tierLabel } from "@shared/plans";
import { RESUME_MESSAGES } from "@shared/resume";
import { Link } from "@remix-run/react";
import { LinkButton } from "~/components/common/link-button";

/** SPEC: a non-paid tier sees the upsell, the current plan and 'Upgrade to Pro' (to /billing, README). */
export function ResumeUpsell({ tier }: { tier: string }) {
  return (
    <div className="vets-page vets-page-medium">
      <div className="vets-page-header">
        <div>
          <h1>AI Resume Builder</h1>
          <p>Turn your service record into a civilian resume in minutes.</p>
        </div>
      </div>
      <Card elevation={1} className="vets-resume-upsell">
        <div className="vets-resume-upsell-icon">
          <Icon icon="document" size={28} />
        </div>
        <h2>{RESUME_MESSAGES.paidOnly}</h2>
        <p className="vets-muted">
          Your current plan: <strong data-testid="current-plan">{tierLabel(tier)}</strong>
        </p>
        <ul className="vets-resume-upsell-points">
          <li>Military experience translated into civilian job titles and skills</li>
          <li>A summary aimed at the job you want</li>
          <li>Professional, Modern and Creative templates as PDF or plain text</li>
        </ul>
        <LinkButton to="/billing" intent="primary" icon="star" large text="Upgrade to Pro" />
      </Card>
      <p className="vets-resume-upsell-files">
        Already have a resume? <Link to="/resumes">Upload it as a PDF or Word file</Link> and send it with your applications, on any plan.
      </p>
    </div>
  );
}
