import { Callout, Tab, Tabs } from "@blueprintjs/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { AuditPanel } from "~/components/admin/dashboard/audit-panel";
import { BillingPanel } from "~/components/admin/dashboard/billing-panel";
import { DashboardPanel } from "~/components/admin/dashboard/dashboard-panel";
import { UsersPanel } from "~/components/admin/dashboard/users-panel";
import { loadAdminDashboard } from "~/screens/admin-dashboard.server";
import { requirePageActor } from "~/domain/access/policy.server";

export const meta: MetaFunction = () => [{ title: "Admin Dashboard — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "view-admin-metrics");
  return loadAdminDashboard(auth, new URL(request.url));
}

export default function AdminDashboard() {
  const data = useLoaderData<typeof loader>();
  const [, setParams] = useSearchParams();
  return (
    <div className="vets-page vets-page-wide">
      <div className="vets-page-header">
        <div>
          <h1>Admin Dashboard</h1>
          <p>Platform health, revenue, accounts and every admin decision, from live data.</p>
        </div>
      </div>
      <Callout intent="primary" icon="shield" className="vets-banner">
        Signed in as <strong>{data.admin.email}</strong> · stored role <strong>{data.admin.role}</strong> · session token{" "}
        {data.tokenPresent ? "present" : "missing"}
      </Callout>
      <Tabs
        id="admin-tabs"
        large
        selectedTabId={data.tab}
        onChange={(tab) => setParams(tab === "dashboard" ? {} : { tab: String(tab) }, { preventScrollReset: true })}
        className="vets-admin-tabs"
      >
        <Tab
          id="dashboard"
          title="Dashboard"
          icon="dashboard"
          panel={"metrics" in data && data.metrics ? <DashboardPanel metrics={data.metrics} queues={data.queues} /> : <></>}
        />
        <Tab id="billing" title="Billing & Revenue" icon="dollar" panel={"billing" in data && data.billing ? <BillingPanel billing={data.billing} /> : <></>} />
        <Tab
          id="users"
          title="User Management"
          icon="people"
          panel={"users" in data && data.users ? <UsersPanel users={data.users} selfId={data.admin.id} /> : <></>}
        />
        <Tab id="audit" title="Audit Logs" icon="history" panel={"audit" in data && data.audit ? <AuditPanel logs={data.audit.logs} /> : <></>} />
      </Tabs>
    </div>
  );
}
