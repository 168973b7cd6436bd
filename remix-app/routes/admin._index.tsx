import { Card, Callout, HTMLTable } from "@blueprintjs/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { tierLabel, VETERAN_TIERS } from "../../shared/plans";
import { StatCard } from "../components/common/stat-card";
import { getPlatformOverview } from "../domain/admin/platform-overview.server";
import { requireUserPage } from "../lib/session.server";

export const meta: MetaFunction = () => [{ title: "Admin Dashboard — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireUserPage(request, ["admin"]);
  return { adminEmail: auth.user.email, overview: await getPlatformOverview() };
}

export default function AdminDashboard() {
  const { adminEmail, overview } = useLoaderData<typeof loader>();
  return (
    <div className="vets-page">
      <div className="vets-page-header">
        <div>
          <h1>Admin Dashboard</h1>
          <p>Platform health at a glance.</p>
        </div>
      </div>
      <Callout intent="primary" icon="shield" className="vets-banner">
        Signed in as <strong>{adminEmail}</strong> · role admin · session active
      </Callout>
      <div className="vets-grid-4" style={{ marginBottom: 16 }}>
        <StatCard label="Veterans" value={overview.users.veterans} icon="person" />
        <StatCard label="Employers" value={overview.users.employers} icon="office" />
        <StatCard label="Open Job Listings" value={overview.open_jobs} icon="briefcase" />
        <StatCard label="Applications This Month" value={overview.applications_this_month} icon="document" />
      </div>
      <div className="vets-grid-4" style={{ marginBottom: 24 }}>
        <Link to="/admin/approvals" className="vets-stat-link">
          <StatCard label="Pending Employer Approvals" value={overview.pending_employer_approvals} icon="time" hint="Review employers →" />
        </Link>
        <Link to="/admin/approvals?tab=verifications" className="vets-stat-link">
          <StatCard label="Pending Verifications" value={overview.pending_verifications} icon="endorsed" hint="Review documents →" />
        </Link>
        <StatCard label="Suspended Accounts" value={overview.users.suspended} icon="disable" />
        <StatCard label="Admins" value={overview.users.admins} icon="shield" />
      </div>
      <Card elevation={1}>
        <h3 className="vets-card-title">Subscription Tier Distribution</h3>
        <HTMLTable striped style={{ width: "100%" }}>
          <thead>
            <tr>
              <th>Tier</th>
              <th>Subscribers</th>
            </tr>
          </thead>
          <tbody>
            {VETERAN_TIERS.map((tier) => (
              <tr key={tier}>
                <td>{tierLabel(tier)}</td>
                <td>{(overview.subscriptions_by_tier[tier] ?? 0).toLocaleString("en-US")}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>
    </div>
  );
}
