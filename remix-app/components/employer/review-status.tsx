import { Button, Callout, Card, Icon } from "@blueprintjs/core";
import { Form } from "@remix-run/react";
import { isScreenBuilt } from "@shared/navigation";
import { LinkButton } from "~/components/common/link-button";
import { clearStoredExceptTheme } from "~/components/shell/theme";
import { SupportText } from "~/components/common/support-text";

function LogoutButton() {
  return (
    <Form method="post" action="/logout" className="vets-inline-form" onSubmit={clearStoredExceptTheme}>
      <Button type="submit" icon="log-out" text="Logout" />
    </Form>
  );
}

export function PendingReview({ companyName }: { companyName: string | null }) {
  const steps = [
    { title: "Application submitted", text: "We have your company details and credentials." },
    { title: "Team review in 24-48 hours", text: "Our team verifies your business information." },
    { title: "Approval notification", text: "You get an email and full access to the employer dashboard." },
  ];
  return (
    <div className="vets-page" style={{ maxWidth: 720 }}>
      <Card elevation={2} className="vets-stack" style={{ padding: 32 }}>
        <div className="vets-row">
          <Icon icon="time" size={28} intent="warning" />
          <div>
            <h1 style={{ margin: 0, fontSize: 24 }}>Account Under Review</h1>
            <p className="vets-muted" style={{ margin: 0 }}>{companyName ?? "Your company"}</p>
          </div>
          <span className="vets-spacer" />
          <LogoutButton />
        </div>
        <h3 className="vets-card-title" style={{ marginTop: 24 }}>
          What happens next
        </h3>
        <ol className="vets-steps">
          {steps.map((step) => (
            <li key={step.title}>
              <strong>{step.title}</strong>
              <div className="vets-muted">{step.text}</div>
            </li>
          ))}
        </ol>
        <Callout intent="primary" icon="lightbulb">
          Tip: keep your company website or professional page current — reviewers use it to verify your business.
        </Callout>
        <div className="vets-row">
          {isScreenBuilt("/employer/profile") && <LinkButton to="/employer/profile" icon="office" text="View Profile" />}
          <LinkButton to="/" variant="minimal" icon="home" text="Back to Home" />
        </div>
      </Card>
    </div>
  );
}

export function RejectedReview({ notes }: { notes: string | null }) {
  return (
    <div className="vets-page" style={{ maxWidth: 720 }}>
      <Card elevation={2} className="vets-stack" style={{ padding: 32 }}>
        <div className="vets-row">
          <Icon icon="disable" size={28} intent="danger" />
          <h1 style={{ margin: 0, fontSize: 24 }}>Application Not Approved</h1>
          <span className="vets-spacer" />
          <LogoutButton />
        </div>
        {notes && (
          <Callout intent="danger" title="Reason for rejection">
            {notes}
          </Callout>
        )}
        <p className="vets-muted">
          <SupportText text="If you believe this is an error, please contact support." />
        </p>
        {isScreenBuilt("/employer/profile") && (
          <div className="vets-row">
            <LinkButton to="/employer/profile" icon="edit" text="Review company details" />
          </div>
        )}
      </Card>
    </div>
  );
}
