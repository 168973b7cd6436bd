import { Card, HTMLSelect, InputGroup } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { VETERAN_TIERS } from "@shared/plans";
import { statusChangeSchema, tierChangeSchema } from "@shared/schemas/admin-back-office";
import { requirePageActor } from "~/domain/access/policy.server";
import { StatusBadge, TierBadge, tierName, useUserAdminAction, UserChangeDialog, UserRowControls, type ManagedUser } from "~/components/admin/user-admin-controls";
import { DenseTable, type DenseColumn, type SortState } from "~/components/common/dense-table";
import { useListFilters } from "~/components/common/use-list-filters";
import { formatDate } from "~/components/common/format";
import { changeUserTier, setUserActive } from "~/domain/admin/user-management.server";
import { actionResult, parseInput } from "~/lib/http.server";
import { invalid } from "~/lib/errors.server";
import { parseIdParam } from "~/lib/params.server";
import { readFormFields } from "~/lib/form.server";

export const meta: MetaFunction = () => [{ title: "Users — VetCareer Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "manage-users");
  return { selfId: auth.user.id };
}

/** Tier changes and suspensions from this screen and the dashboard's User Management tab. */
export async function action({ request }: ActionFunctionArgs) {
  const auth = await requirePageActor(request, "manage-users");
  const form = await readFormFields(request);
  const field = (name: string) => form[name];
  const result = await actionResult(async () => {
    const userId = parseIdParam(field("userId"), "User not found");
    if (field("intent") === "tier") {
      const input = parseInput(tierChangeSchema, { new_tier: field("tier"), justification: field("justification") });
      return changeUserTier(auth.user, userId, input.new_tier, input.justification);
    }
    if (field("intent") === "status") {
      const input = parseInput(statusChangeSchema, { is_active: field("active"), justification: field("justification") });
      return setUserActive(auth.user, userId, input.is_active, input.justification);
    }
    throw invalid("Unknown action");
  }, "Failed to update user");
  return result.ok ? { ok: true as const, message: result.value.message } : { ok: false as const, error: result.error };
}

const FILTERS = ["q", "role", "tier", "status"] as const;

export default function AdminUsers() {
  const { selfId } = useLoaderData<typeof loader>();
  const { params, search, setSearch, filterQuery, setFilter, loadPage } = useListFilters<ManagedUser>(FILTERS, "/api/admin/users/management", "users");
  const [sort, setSort] = useState<SortState>({ column: "created_at", order: "desc" });
  const [reloadToken, setReloadToken] = useState(0);
  const reload = useCallback(() => setReloadToken((n) => n + 1), []);
  const actions = useUserAdminAction(reload);

  const columns: DenseColumn<ManagedUser>[] = [
    { id: "full_name", name: "Name", width: 180, sortable: true, render: (u) => u.full_name, copyText: (u) => u.full_name },
    { id: "email", name: "Email", width: 240, sortable: true, render: (u) => u.email, copyText: (u) => u.email },
    { id: "role", name: "Role", width: 90, render: (u) => u.role, copyText: (u) => u.role },
    { id: "tier", name: "Tier", width: 100, render: (u) => <TierBadge tier={u.subscription_tier} />, copyText: (u) => tierName(u.subscription_tier) },
    { id: "status", name: "Status", width: 110, render: (u) => <StatusBadge status={u.account_status} />, copyText: (u) => u.account_status },
    { id: "apps", name: "Applications", width: 105, render: (u) => u.total_applications.toLocaleString("en-US"), copyText: (u) => String(u.total_applications) },
    { id: "created_at", name: "Joined", width: 120, sortable: true, render: (u) => formatDate(u.created_at), copyText: (u) => u.created_at },
    {
      id: "actions",
      name: "Tier / Account",
      width: 230,
      interactive: true,
      render: (u) => <UserRowControls user={u} selfId={selfId} actions={actions} />,
      copyText: () => "",
    },
  ];

  return (
    <div className="vets-page vets-page-wide">
      <div className="vets-page-header">
        <div>
          <h1>Users</h1>
          <p>Every account: its plan, its standing, what it has applied to. Tier changes and suspensions ask for confirmation, then take effect at once.</p>
        </div>
      </div>
      <Card elevation={1}>
        <div className="vets-filter-bar">
          <InputGroup
            leftIcon="search"
            placeholder="Search by name or email (starts with)"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            aria-label="Search users"
            className="vets-filter-search"
          />
          <HTMLSelect aria-label="Role" value={params.get("role") ?? ""} onChange={(e) => setFilter("role", e.currentTarget.value)}>
            <option value="">All roles</option>
            <option value="veteran">Veterans</option>
            <option value="employer">Employers</option>
            <option value="admin">Admins</option>
          </HTMLSelect>
          <HTMLSelect aria-label="Tier" value={params.get("tier") ?? ""} onChange={(e) => setFilter("tier", e.currentTarget.value)}>
            <option value="">All tiers</option>
            {VETERAN_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {tierName(tier)}
              </option>
            ))}
          </HTMLSelect>
          <HTMLSelect aria-label="Status" value={params.get("status") ?? ""} onChange={(e) => setFilter("status", e.currentTarget.value)}>
            <option value="">Any status</option>
            <option value="active">Active</option>
            <option value="suspended">Suspended</option>
          </HTMLSelect>
        </div>
        <DenseTable
          ariaLabel="Users"
          columns={columns}
          loadPage={loadPage}
          queryKey={filterQuery}
          reloadToken={reloadToken}
          sort={sort}
          onSortChange={setSort}
          emptyTitle="No users match"
          emptyDescription="Try another search or clear the filters."
          exportName="users"
        />
      </Card>
      <UserChangeDialog actions={actions} />
    </div>
  );
}
