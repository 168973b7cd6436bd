import { HTMLTable, Tag, type Intent } from "@blueprintjs/core";
import type { SerializeFrom } from "@remix-run/node";
import { findPlan } from "@shared/plans";
import type { AuditChange, AuditLogView } from "@shared/views/admin-review";
import { TableScroll } from "~/components/common/table-scroll";

type AuditLogRow = SerializeFrom<AuditLogView>;

/** "employer_approved" → "Employer approved"; works for action types other screens record too. */
export function actionLabel(actionType: string): string {
  const words = actionType.replace(/[_.-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function actionIntent(actionType: string): Intent {
  if (/reject|suspend|delete|remove|ban/.test(actionType)) return "danger";
  if (/approve|activate|verif|restore/.test(actionType)) return "success";
  return "primary";
}

const FIELD_LABELS: Record<string, string> = {
  tier: "Tier",
  status: "Account",
  verification: "Verification",
  approval: "Approval",
  post: "Post",
  reports: "Reports",
};

/** A stored value as the screens name it: tier ids by their plan name, words capitalised. */
function valueLabel(field: string, value: string | null): string {
  if (value === null || value === "") return "—";
  if (field === "tier") return findPlan(value)?.name ?? value;
  return actionLabel(value);
}

function ChangeList({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0) return <span className="vets-muted">—</span>;
  return (
    <>
      {changes.map((c) => (
        <div key={c.field} className="vets-audit-change">
          <span className="vets-muted">{FIELD_LABELS[c.field] ?? actionLabel(c.field)}:</span> {valueLabel(c.field, c.from)} →{" "}
          <strong>{valueLabel(c.field, c.to)}</strong>
        </div>
      ))}
    </>
  );
}

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });
}

/** SPEC's 'Recent Admin Actions': action type, admin email, time, resource type, optional justification. */
export function AuditLogTable({ logs }: { logs: AuditLogRow[] }) {
  // The table scrolls inside its card: a long change (a list of boards, an address) never widens the page.
  return (
    <TableScroll label="Recent admin actions">
      <HTMLTable striped className="vets-admin-table vets-audit-table">
        <thead>
          <tr>
            <th>Time</th>
            <th>Action</th>
            <th>Admin</th>
            <th>Resource</th>
            <th>Subject</th>
            <th>Change</th>
            <th>Justification</th>
          </tr>
        </thead>
        <tbody>
          {logs.map((log) => (
            <tr key={log.id}>
              <td className="vets-nowrap">
                <time dateTime={log.created_at}>{formatTime(log.created_at)}</time>
              </td>
              <td>
                <Tag minimal round intent={actionIntent(log.action_type)}>
                  {actionLabel(log.action_type)}
                </Tag>
              </td>
              <td>{log.admin_email}</td>
              <td className="vets-nowrap">
                {actionLabel(log.resource_type)}
                {log.resource_id && <span className="vets-muted"> #{log.resource_id}</span>}
              </td>
              <td>
                {log.subject ? (
                  <>
                    {log.subject.name && <div>{log.subject.name}</div>}
                    <div className="vets-muted">{log.subject.email}</div>
                  </>
                ) : (
                  <span className="vets-muted">—</span>
                )}
              </td>
              <td>
                <ChangeList changes={log.changes} />
              </td>
              <td className="vets-admin-notes">{log.justification ?? <span className="vets-muted">—</span>}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </TableScroll>
  );
}
