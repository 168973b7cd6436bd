import { HTMLTable, Tag, type Intent } from "@blueprintjs/core";
import type { SerializeFrom } from "@remix-run/node";
import type { AuditLogView } from "@shared/views/admin-review";

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

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });
}

/** SPEC's 'Recent Admin Actions': action type, admin email, time, resource type, optional justification. */
export function AuditLogTable({ logs }: { logs: AuditLogRow[] }) {
  return (
    <HTMLTable striped className="vets-admin-table vets-audit-table">
      <thead>
        <tr>
          <th>Time</th>
          <th>Action</th>
          <th>Admin</th>
          <th>Resource</th>
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
            <td className="vets-admin-notes">{log.justification ?? <span className="vets-muted">—</span>}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
