import { Card, Icon } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";

const BENEFITS: readonly { icon: IconName; title: string; text: string }[] = [
  { icon: "endorsed", title: "Verified Badge", text: "A Verified badge on your profile, your posts and your applications." },
  { icon: "shield", title: "Employer Trust", text: "Employers see that your service has been confirmed and reach out with confidence." },
  { icon: "trending-up", title: "Priority Matching", text: "Verified veterans are shown first to employers hiring for veteran-friendly roles." },
];

export function VerificationBenefits() {
  return (
    <Card elevation={1}>
      <h3 className="vets-card-title">Why get verified?</h3>
      <ul className="vets-benefits">
        {BENEFITS.map((b) => (
          <li key={b.title}>
            <span className="vets-feature-icon">
              <Icon icon={b.icon} />
            </span>
            <div>
              <strong>{b.title}</strong>
              <p className="vets-muted">{b.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
