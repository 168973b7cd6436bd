import { Card } from "@blueprintjs/core";
import type { AuditLogView } from "@shared/views/admin-review";
import { AuditLogTable } from "~/components/admin/audit-log-table";
import { LinkButton } from "~/components/common/link-button";

/** The admin dashboard's audit tab: the last week's admin actions. */
export function AuditPanel({ logs }: { logs: AuditLogView[] }) {
  return (
    <Card elevation={1}>
      <div className="vets-results-head">
        <h3 className="vets-card-title" style={{ margin: 0 }}>
          Recent Admin Actions
        </h3>
        <LinkButton to="/admin/audit" text="Full audit log" rightIcon="arrow-right" minimal />
      </div>
      {logs.length === 0 ? <p className="vets-muted">No admin actions in the last 7 days.</p> : <AuditLogTable logs={logs} />}
    </Card>
  );
}
