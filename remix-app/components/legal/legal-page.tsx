import { Card } from "@blueprintjs/core";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** The frame of the privacy policy and the terms: a title, when it last changed, the text. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <div className="vets-page vets-page-medium">
      <div className="vets-page-header">
        <div>
          <h1>{title}</h1>
          <p>Last updated {updated}</p>
        </div>
      </div>
      <Card elevation={1} className="vets-legal">
        {children}
        <h2>Questions</h2>
        <p>
          Write to us on the <Link to="/contact">contact page</Link>; an administrator reads every message and answers by email.
        </p>
      </Card>
    </div>
  );
}
