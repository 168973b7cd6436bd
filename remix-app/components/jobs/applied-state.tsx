import { Tag } from "@blueprintjs/core";
import { Link } from "@remix-run/react";
import type { JobApplicationState } from "@shared/job-view";

/**
 * What a job shows instead of Apply Now once the veteran has an application: "Applied · Interview",
 * or, for an auto-apply draft not sent yet, a link to review it in the tracker.
 */
export function AppliedState({ application }: { application: JobApplicationState }) {
  if (application.draft) {
    return (
      <span className="vets-applied-state">
        <Tag minimal intent="warning" icon="document">
          <Link to="/applications">Draft waiting for review</Link>
        </Tag>
      </span>
    );
  }
  return (
    <span className="vets-applied-state">
      <Tag minimal intent="success" icon="tick" data-testid="applied-state">
        Applied · {application.status_label}
      </Tag>
      <Link to="/applications">View in tracker</Link>
    </span>
  );
}
