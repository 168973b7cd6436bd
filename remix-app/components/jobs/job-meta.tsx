import { Icon } from "@blueprintjs/core";
import type { ReactNode } from "react";

/** The line under a job's title: company, location when known, then what the screen adds (when, where from). */
export function JobMeta({ company, location, children }: { company: string; location: string | null; children: ReactNode }) {
  return (
    <div className="vets-job-meta">
      <span>
        <Icon icon="office" size={12} /> {company}
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
