import { Icon } from "@blueprintjs/core";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

interface Props {
  company: string;
  /** The company page's slug: the company name links there (issue 55 item 6). */
  companySlug?: string | null;
  location: string | null;
  children: ReactNode;
}

/** The line under a job's title: company, location when known, then what the screen adds (when, where from). */
export function JobMeta({ company, companySlug, location, children }: Props) {
  return (
    <div className="vets-job-meta">
      <span>
        <Icon icon="office" size={12} />{" "}
        {companySlug ? (
          <Link to={`/companies/${companySlug}`} className="vets-company-link">
            {company}
          </Link>
        ) : (
          company
        )}
      </span>
      {location && (
        <span>
          <Icon icon="map-marker" size={12} /> {location}
        </span>
      )}
      {children}
    </div>
  );
}
