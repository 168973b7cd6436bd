import { Callout, Classes, Tag } from "@blueprintjs/core";

export interface LetterClaim {
  text: string;
  label: string;
}

export interface LeftOutRequirement {
  requirement: string;
  note: string;
  preferred: boolean;
}

/** Claims grouped by where they came from: "From your profile: Skills" → route planning, Microsoft Excel. */
function bySource(claims: readonly LetterClaim[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const claim of claims) {
    const list = groups.get(claim.label) ?? [];
    if (!list.some((text) => text.toLowerCase() === claim.text.toLowerCase())) list.push(claim.text);
    groups.set(claim.label, list);
  }
  return [...groups];
}

/**
 * The evidence under a letter: where each claim came from, and what the job asks that the letter
 * left out. Plain text, not hover-only, so keyboard and screen-reader users read the same thing.
 */
export function LetterEvidence({ claims, unmet }: { claims: readonly LetterClaim[]; unmet: readonly LeftOutRequirement[] }) {
  const groups = bySource(claims);
  return (
    <div className="letter-evidence" style={{ marginTop: 12, display: "grid", gap: 10 }}>
      <section aria-labelledby="letter-claims-heading">
        <h4 id="letter-claims-heading" className={Classes.HEADING} style={{ fontSize: 14, margin: "0 0 6px" }}>
          Where each claim comes from
        </h4>
        {groups.length === 0 ? (
          <p className={Classes.TEXT_MUTED} style={{ margin: 0 }}>
            The letter names no skill, certification or clearance.
          </p>
        ) : (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {groups.map(([label, texts]) => (
              <li key={label} style={{ marginBottom: 4 }}>
                <span className={Classes.TEXT_MUTED}>{label}: </span>
                {texts.map((text) => (
                  <Tag key={text} minimal round title={label} style={{ marginRight: 4, marginBottom: 2 }}>
                    {text}
                  </Tag>
                ))}
              </li>
            ))}
          </ul>
        )}
      </section>
      {unmet.length > 0 && (
        <Callout intent="warning" icon="info-sign" title="Left out of the letter">
          <p style={{ margin: "0 0 4px" }}>The job asks for these; your profile does not show them, so the letter does not claim them.</p>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {unmet.map((item) => (
              <li key={item.requirement}>
                <strong>{item.requirement}</strong>
                {item.preferred ? " (preferred)" : ""} — {item.note}
              </li>
            ))}
          </ul>
        </Callout>
      )}
    </div>
  );
}
