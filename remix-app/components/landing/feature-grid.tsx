import { Card, Icon } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";

const FEATURES: Array<{ title: string; icon: IconName; text: string }> = [
  {
    title: "AI-Powered Job Matching",
    icon: "predictive-analysis",
    text: "Your MOS, rating or AFSC translated into civilian job titles and skills, with a fit score and the reasons behind it for every job.",
  },
  {
    title: "Automated Applications",
    icon: "send-message",
    text: "Set your standards once. We find high-match jobs daily and apply with a tailored cover letter while you prepare for interviews.",
  },
  {
    title: "Veteran Network",
    icon: "people",
    text: "Mentorship, a social feed and direct messages with veterans who already made the transition you are making now.",
  },
  {
    title: "Clearance-Based Matching",
    icon: "shield",
    text: "Your active clearance is an asset. Find roles that require Secret, Top Secret or TS/SCI and stand out on the ones you qualify for.",
  },
  {
    title: "Employer Portal",
    icon: "office",
    text: "Verified, veteran-friendly employers post jobs, review applicants with fit scores and reach out to you directly.",
  },
  {
    title: "Career Analytics",
    icon: "timeline-line-chart",
    text: "Track applications, interviews and offers, and see which roles and skills get you the most traction.",
  },
];

export function FeatureGrid() {
  return (
    <div className="vets-grid-3">
      {FEATURES.map((f) => (
        <Card key={f.title} className="vets-feature-card" elevation={1}>
          <span className="vets-feature-icon">
            <Icon icon={f.icon} size={22} />
          </span>
          <h3>{f.title}</h3>
          <p>{f.text}</p>
        </Card>
      ))}
    </div>
  );
}
