import { Card, Tag } from "@blueprintjs/core";
import { Link } from "@remix-run/react";
import type { PublicTranslation, TranslatorMatch } from "@shared/views/translation";
import { LinkButton } from "~/components/common/link-button";
import { countLabel } from "@shared/plural";

const translateHref = (q: string, branch?: string) => `/translate?${new URLSearchParams(branch ? { q, branch } : { q })}`;

function MatchCard({ match }: { match: TranslatorMatch }) {
  const headingId = `translate-${match.service}-${match.code}`;
  return (
    <section className="vets-translate-match" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {match.branch} {match.code_label}: {match.military_title}
      </h2>
      <div className="vets-translate-grid">
        <Card elevation={1}>
          <h3 className="vets-card-title">Civilian careers</h3>
          {match.careers.length === 0 ? (
            <p className="vets-muted">The crosswalk names no civilian occupation for this code.</p>
          ) : (
            <ol className="vets-translate-careers" aria-label={`Civilian careers for ${match.code_label}`}>
              {match.careers.map((career) => (
                <li key={career.onet_code}>
                  <strong>{career.title}</strong>
                  <span className="vets-translate-reason">{career.reason}</span>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card elevation={1}>
          <h3 className="vets-card-title">Skills that transfer</h3>
          <div className="vets-translate-tags">
            {match.skills.map((skill) => (
              <Tag key={skill} minimal round multiline>
                {skill}
              </Tag>
            ))}
          </div>
          {match.related.length > 0 && (
            <>
              <h3 className="vets-card-title" style={{ marginTop: 16 }}>
                Related O*NET occupations
              </h3>
              <ul className="vets-translate-list">
                {match.related.map((occupation) => (
                  <li key={occupation.onet_code}>
                    {occupation.title} <span className="vets-muted">({occupation.onet_code})</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Card>
        <Card elevation={1}>
          <h3 className="vets-card-title">Federal jobs (OPM series)</h3>
          {match.federal_series.length === 0 ? (
            <p className="vets-muted">The federal crosswalk lists no series for this code.</p>
          ) : (
            <ul className="vets-translate-list">
              {match.federal_series.map((series) => (
                <li key={series.series}>
                  <strong>{series.series}</strong> {series.title}
                </li>
              ))}
            </ul>
          )}
          <h3 className="vets-card-title" style={{ marginTop: 16 }}>
            Open jobs on VetCareer
          </h3>
          {match.jobs.length === 0 ? (
            <p className="vets-muted">No open jobs in these careers right now.</p>
          ) : (
            <ul className="vets-translate-list">
              {match.jobs.map((job) => (
                <li key={job.id}>
                  <strong>{job.title}</strong>
                  <span className="vets-muted">
                    {" "}
                    · {job.company}
                    {job.location ? ` · ${job.location}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div style={{ marginTop: 12 }}>
            <LinkButton to="/register" intent="primary" icon="endorsed" text="Sign up to see your fit" />
          </div>
        </Card>
      </div>
    </section>
  );
}

const careerCount = (n: number) => countLabel(n, "civilian career");

/** What /translate shows for one question: each resolved code, "Did you mean", or a plain miss. */
export function TranslatorResults({ result }: { result: PublicTranslation }) {
  const summary =
    result.matches.length > 0
      ? `${result.matches.map((match) => `${match.branch} ${match.code_label}`).join(", ")}: ${careerCount(result.matches[0].careers.length)}.`
      : `No military code or title matches “${result.query}”.`;
  return (
    <div>
      <p className="vets-muted" role="status" aria-live="polite">
        {summary}
      </p>
      {result.matches.length > 1 && (
        <nav className="vets-translate-suggestions" aria-label="Which branch">
          <span>{result.query.toUpperCase()} is a code in {result.matches.length} branches. Which was yours?</span>
          {result.matches.map((match) => (
            <Link key={`${match.service}-${match.code}`} to={translateHref(match.code, match.branch)}>
              {match.branch} {match.code_label} ({match.military_title})
            </Link>
          ))}
        </nav>
      )}
      {result.other_branches.length > 0 && (
        <nav className="vets-translate-suggestions" aria-label="Other branches">
          <span>Not what you meant? In another branch:</span>
          {result.other_branches.map((other) => (
            <Link key={`${other.branch}-${other.code}`} to={translateHref(other.code, other.branch)}>
              {other.branch} {other.code_label} ({other.military_title})
            </Link>
          ))}
        </nav>
      )}
      {result.suggestions.length > 0 && (
        <nav className="vets-translate-suggestions" aria-label="Did you mean">
          <span>Did you mean:</span>
          {result.suggestions.map((suggestion) => (
            <Link key={`${suggestion.branch}-${suggestion.code}`} to={translateHref(suggestion.code)}>
              {suggestion.branch} {suggestion.code_label} ({suggestion.military_title})
            </Link>
          ))}
        </nav>
      )}
      {result.matches.map((match) => (
        <MatchCard key={`${match.service}-${match.code}`} match={match} />
      ))}
    </div>
  );
}
