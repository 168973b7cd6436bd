import { AnchorButton, Callout } from "@blueprintjs/core";
import { Link } from "@remix-run/react";
import { FEDERAL_HIRING_PATHS, type FederalTab } from "@shared/federal-hiring-paths";

const withPath = (params: URLSearchParams, key: string | null) => {
  const next = new URLSearchParams(params);
  if (key) next.set("hiring_path", key);
  else next.delete("hiring_path");
  next.delete("skip");
  return `/jobs?${next}`;
};

/**
 * The Federal tab's heading: the series the veteran's code leads to, by number and name ("2101
 * Transportation Specialist"), veterans' hiring paths as filters, and, when this site does not
 * import USAJOBS, a plain statement of it with a USAJOBS search for the same series. With no job
 * listed the empty list itself says so (once), so the statement here is left out.
 */
export function FederalTabIntro({ federal, params, listed }: { federal: FederalTab | null; params: URLSearchParams; listed: number }) {
  if (!federal)
    return (
      <p className="vets-muted" role="status">
        Add your branch and military code to your profile to see federal jobs in the series it leads to.
      </p>
    );
  const chosen = params.get("hiring_path");
  return (
    <div className="vets-federal-intro">
      <p className="vets-muted" role="status">
        Federal jobs in the OPM series of your {federal.code_label}, veterans&apos; hiring paths first:
      </p>
      <ul className="vets-federal-series" aria-label={`Federal series for your ${federal.code_label}`}>
        {federal.series.map((entry) => (
          <li key={entry.series}>
            <strong>{entry.series}</strong> {entry.title}
          </li>
        ))}
      </ul>
      <nav className="vets-federal-paths" aria-label="Hiring path">
        <span>Hiring path:</span>
        <Link to={withPath(params, null)} aria-current={chosen === null ? "page" : undefined}>
          Any
        </Link>
        {FEDERAL_HIRING_PATHS.map((path) => (
          <Link key={path.key} to={withPath(params, path.key)} aria-current={chosen === path.key ? "page" : undefined}>
            {path.label}
          </Link>
        ))}
      </nav>
      {!federal.usajobs_on && listed > 0 && (
        <Callout intent="primary" icon="info-sign" className="vets-federal-off">
          This site does not import USAJOBS, so only federal postings employers add here are listed.{" "}
          <AnchorButton href={federal.usajobs_search_url} target="_blank" rel="noopener noreferrer" variant="minimal" rightIcon="share" text="Search USAJOBS for these series" />
        </Callout>
      )}
    </div>
  );
}
