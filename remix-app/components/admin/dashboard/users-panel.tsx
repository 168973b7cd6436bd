import { Card, HTMLTable } from "@blueprintjs/core";
import { useRevalidator } from "@remix-run/react";
import { useCallback } from "react";
import { ADMIN_DASHBOARD_LIST_SIZE, type AdminUserRow } from "@shared/views/admin-users";
import { StatusBadge, TierBadge, useUserAdminAction, UserChangeDialog, UserRowControls } from "~/components/admin/user-admin-controls";
import { pluralWord } from "@shared/plural";
import { LinkButton } from "~/components/common/link-button";
import { TableHead } from "~/components/common/table-head";

export interface AdminUserList {
  users: AdminUserRow[];
  total: number;
  total_is_lower_bound: boolean;
}

/** The admin dashboard's users tab: the newest accounts, each with its tier and status controls. */
export function UsersPanel({ users, selfId }: { users: AdminUserList; selfId: number }) {
  const revalidator = useRevalidator();
  const reload = useCallback(() => revalidator.revalidate(), [revalidator]);
  const actions = useUserAdminAction(reload);
  return (
    <Card elevation={1}>
      <div className="vets-results-head">
        <span className="vets-muted">
          Newest {Math.min(ADMIN_DASHBOARD_LIST_SIZE, users.total)} of {users.total.toLocaleString("en-US")}
          {users.total_is_lower_bound ? "+" : ""} {pluralWord(users.total, "account")}
        </span>
        <LinkButton to="/admin/users" text="All users" rightIcon="arrow-right" minimal />
      </div>
      <HTMLTable striped className="vets-admin-table">
        <TableHead columns={["Name", "Email", "Tier", "Status", "Applications", "Tier / Account"]} />
        <tbody>
          {users.users.map((u) => (
            <tr key={u.id}>
              <td>{u.full_name}</td>
              <td>{u.email}</td>
              <td>
                <TierBadge tier={u.subscription_tier} />
              </td>
              <td>
                <StatusBadge status={u.account_status} />
              </td>
              <td>{u.total_applications.toLocaleString("en-US")}</td>
              <td>
                <UserRowControls user={u} selfId={selfId} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <UserChangeDialog actions={actions} />
    </Card>
  );
}
