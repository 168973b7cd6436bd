import { HTMLTable, Section, SectionCard, Tag } from "@blueprintjs/core";
import { formatDate } from "~/components/common/format";

export interface IncompleteSignup {
  user_id: number;
  full_name: string;
  email: string;
  created_at: string;
}

/**
 * Employers who signed up through the general form and have not given company details yet:
 * there is nothing to review, so they stay out of the queue, collapsed here for follow-up.
 */
export function IncompleteSignups({ signups, total }: { signups: IncompleteSignup[]; total: number }) {
  if (total === 0) return null;
  return (
    <Section
      className="vets-incomplete-signups"
      title="Incomplete sign-ups"
      subtitle="Employer accounts without company details yet. They join the queue once they complete them."
      icon="time"
      collapsible
      collapseProps={{ defaultIsOpen: false }}
      rightElement={
        <Tag round minimal>
          {total}
        </Tag>
      }
      compact
    >
      <SectionCard padded={false}>
        <HTMLTable compact striped className="vets-admin-table" aria-label="Incomplete sign-ups">
          <thead>
            <tr>
              <th>Name</th>
              <th>Email</th>
              <th>Signed up</th>
            </tr>
          </thead>
          <tbody>
            {signups.map((s) => (
              <tr key={s.user_id}>
                <td>{s.full_name}</td>
                <td>{s.email}</td>
                <td>{formatDate(s.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {total > signups.length && <p className="vets-muted" style={{ padding: "8px 12px", margin: 0 }}>Showing the oldest {signups.length} of {total}.</p>}
      </SectionCard>
    </Section>
  );
}
