import { Tab, Tabs, Tag } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { requirePageActor } from "~/domain/access/policy.server";
import { LinkButton } from "~/components/common/link-button";
import { EmployerQueue } from "~/components/admin/employer-queue";
import { IncompleteSignups } from "~/components/admin/incomplete-signups";
import { RejectDialog } from "~/components/admin/reject-dialog";
import type { DecisionResult } from "~/components/admin/review-types";
import { useReviewDecisions } from "~/components/admin/use-review-decisions";
import { VerificationQueue } from "~/components/admin/verification-queue";
import { listIncompleteEmployerSignups, listPendingEmployers, listRecentEmployerDecisions } from "~/domain/admin/employer-approvals.server";
import { decideFromForm } from "~/screens/admin-approvals.server";
import { listPendingVerifications, listRecentVerificationDecisions } from "~/domain/admin/verification-reviews.server";
import { readFormFields } from "~/lib/form.server";
import { actionResult } from "~/lib/http.server";

export const meta: MetaFunction = () => [{ title: "Approvals — VetCareer Admin" }];

type TabId = "employers" | "verifications";

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "review-employer");
  const [employers, incompleteEmployers, recentEmployers, verifications, recentVerifications] = await Promise.all([
    listPendingEmployers(auth.user),
    listIncompleteEmployerSignups(auth.user),
    listRecentEmployerDecisions(auth.user),
    listPendingVerifications(auth.user),
    listRecentVerificationDecisions(auth.user),
  ]);
  return { employers, incompleteEmployers, recentEmployers, verifications, recentVerifications };
}

export async function action({ request }: ActionFunctionArgs): Promise<DecisionResult> {
  const auth = await requirePageActor(request, "review-employer");
  const form = await readFormFields(request);
  const result = await actionResult(() => decideFromForm(auth.user, form), "Something went wrong on our side. Please try again.");
  return result.ok ? { ok: true, message: result.value } : { ok: false, error: result.error };
}

function TabTitle({ text, count }: { text: string; count: number }) {
  return (
    <span className="vets-tab-title">
      {text}
      <Tag round minimal={count === 0} intent={count > 0 ? "warning" : "none"}>
        {count}
      </Tag>
    </span>
  );
}

export default function AdminApprovals() {
  const data = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const tab: TabId = params.get("tab") === "verifications" ? "verifications" : "employers";
  const decisions = useReviewDecisions();

  return (
    <div className="vets-page vets-page-medium vets-approvals-page">
      <div className="vets-page-header">
        <div>
          <h1>Approvals</h1>
          <p>Review new employers and veterans&apos; service documents. Every decision is logged and the user is emailed.</p>
        </div>
        <LinkButton to="/admin/audit" icon="history" text="Audit Logs" />
      </div>
      <Tabs
        id="review-queues"
        large
        selectedTabId={tab}
        onChange={(next) => setParams(next === "employers" ? {} : { tab: String(next) }, { replace: true, preventScrollReset: true })}
        renderActiveTabPanelOnly
      >
        <Tab
          id="employers"
          title={<TabTitle text="Employer approvals" count={data.employers.total} />}
          panel={
            <div className="vets-stack">
              <EmployerQueue pending={data.employers.employers} recent={data.recentEmployers} decisions={decisions} />
              <IncompleteSignups signups={data.incompleteEmployers.signups} total={data.incompleteEmployers.total} />
            </div>
          }
        />
        <Tab
          id="verifications"
          title={<TabTitle text="Veteran verifications" count={data.verifications.total} />}
          panel={<VerificationQueue pending={data.verifications.verifications} recent={data.recentVerifications} decisions={decisions} />}
        />
      </Tabs>
      <RejectDialog
        target={decisions.rejectTarget}
        error={decisions.rejectError}
        busy={decisions.rejecting}
        onConfirm={decisions.confirmReject}
        onClose={decisions.closeReject}
      />
    </div>
  );
}
