import type { ReactNode } from "react";
import type { ResumeTemplate } from "@shared/resume";
import type { ResumeSections, Sourced } from "@shared/views/resume";

/**
 * The resume as the PDF lays it out (professional: one column; modern: a skills sidebar beside
 * the story; creative: an accent header), with every claim marked by where it came from: a title
 * on hover, the same words for screen readers, and shown in place when "Show sources" is on.
 */

function Claim({ item, as = "span" }: { item: Sourced; as?: "span" | "li" }) {
  const Tag = as;
  if (!item.source) return <Tag>{item.text}</Tag>;
  return (
    <Tag className="vets-claim" title={item.source} data-source={item.source}>
      {item.text}
      <span className="vets-claim-source"> ({item.source})</span>
    </Tag>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="vets-rp-section">
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function Story({ r }: { r: ResumeSections }) {
  return (
    <>
      {r.summary.length > 0 && (
        <Section title="Summary">
          <p>
            {r.summary.map((item, i) => (
              <span key={i}>
                {i > 0 && " "}
                <Claim item={item} />
              </span>
            ))}
          </p>
        </Section>
      )}
      {r.experience.length > 0 && (
        <Section title="Experience">
          {r.experience.map((job, i) => (
            <div key={i} className="vets-rp-role">
              <div className="vets-rp-role-head">
                <strong title="You entered this in the builder">{job.title}</strong>
                {job.period && <span className="vets-rp-period">{job.period}</span>}
              </div>
              <div className="vets-rp-org">{job.organization}</div>
              <ul>
                {job.bullets.map((bullet, j) => (
                  <Claim key={j} item={bullet} as="li" />
                ))}
              </ul>
            </div>
          ))}
        </Section>
      )}
      {r.service && (
        <Section title="Military Service">
          <div className="vets-rp-role">
            <div className="vets-rp-role-head">
              <strong>
                <Claim item={r.service.title} />, <Claim item={r.service.branch} />
              </strong>
              {r.service.period && <span className="vets-rp-period">{r.service.period}</span>}
            </div>
            <ul>
              {r.service.rank && (
                <li>
                  Rank: <Claim item={r.service.rank} />
                </li>
              )}
              {r.service.unit && (
                <li>
                  Unit: <Claim item={r.service.unit} />
                </li>
              )}
              {r.service.deployments.map((item, i) => (
                <li key={i}>
                  Deployment: <Claim item={item} />
                </li>
              ))}
            </ul>
          </div>
        </Section>
      )}
    </>
  );
}

function Lists({ r, chips }: { r: ResumeSections; chips: boolean }) {
  return (
    <>
      {r.skills.length > 0 && (
        <Section title="Skills">
          <ul className={chips ? "vets-rp-chips" : "vets-rp-plain"}>
            {r.skills.map((item, i) => (
              <Claim key={i} item={item} as="li" />
            ))}
          </ul>
        </Section>
      )}
      {r.clearance && (
        <Section title="Security Clearance">
          <p>
            <Claim item={r.clearance} />
          </p>
        </Section>
      )}
      {r.certifications.length > 0 && (
        <Section title="Certifications">
          <ul className="vets-rp-plain">
            {r.certifications.map((item, i) => (
              <Claim key={i} item={item} as="li" />
            ))}
          </ul>
        </Section>
      )}
      {r.education.length > 0 && (
        <Section title="Education">
          <ul className="vets-rp-plain">
            {r.education.map((item, i) => (
              <Claim key={i} item={item} as="li" />
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}

function Header({ r }: { r: ResumeSections }) {
  return (
    <header className="vets-rp-header">
      <h2>{r.name}</h2>
      {r.headline && <p className="vets-rp-headline">{r.headline}</p>}
      <p className="vets-rp-contact">{r.contact.join(" · ")}</p>
    </header>
  );
}

export function ResumePreview({ sections, template, showSources }: { sections: ResumeSections; template: ResumeTemplate; showSources: boolean }) {
  const layout =
    template === "modern" ? (
      <div className="vets-rp-columns">
        <aside className="vets-rp-sidebar" aria-label="Skills and details">
          <Header r={sections} />
          <Lists r={sections} chips={false} />
        </aside>
        <div className="vets-rp-main">
          <Story r={sections} />
        </div>
      </div>
    ) : (
      <>
        <Header r={sections} />
        <Story r={sections} />
        <Lists r={sections} chips={template === "creative"} />
      </>
    );
  return (
    <article
      className={`vets-resume-preview vets-rp vets-rp-${template}${showSources ? " is-showing-sources" : ""}`}
      data-testid="resume-preview"
      data-template={template}
      aria-label="Resume preview"
    >
      {layout}
    </article>
  );
}
