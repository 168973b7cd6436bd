import { Button, Callout, Card } from "@blueprintjs/core";
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { isScreenBuilt } from "@shared/navigation";
import { isPaidTier, tierLabel } from "@shared/plans";
import { homePathForRole } from "@shared/roles";
import { formatDate } from "~/components/common/format";
import { LoadFailure } from "~/components/common/load-failure";
import { StatCard } from "~/components/common/stat-card";
import { BillingNotices } from "~/components/billing/billing-notices";
import { CivilianTranslation } from "~/components/dashboard/civilian-translation";
import { RecommendedJobs } from "~/components/dashboard/recommended-jobs";
import { subscriptionNotice } from "~/domain/billing/subscription-notice.server";
import { getVeteranBannerFacts, getVeteranDashboardStats } from "~/domain/dashboard/veteran-stats.server";
import { recommendedJobsFor } from "~/domain/dashboard/recommended-jobs.server";
import { translationForUser } from "~/domain/translate/translation-request.server";
import { LOAD_FAILURES, loadScreenData } from "~/screens/screen-load.server";
import { requirePageActor, roleMay } from "~/domain/access/policy.server";

export const meta: MetaFunction = () => [{ title: "Dashboard — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "view-veteran-dashboard");
  // An admin may read a veteran's figures through the API, but their home is the back office, not trial upsells.
  if (!roleMay(auth.user, "view-veteran-home")) throw redirect(homePathForRole(auth.user.role));
  const load = await loadScreenData(LOAD_FAILURES.dashboard, async () => {
    const [stats, banners, translation, recommended, billing] = await Promise.all([
      getVeteranDashboardStats(auth.user.id),
      getVeteranBannerFacts(auth.user.id),
      translationForUser(auth.user.id),
      recommendedJobsFor(auth.user),
      subscriptionNotice(auth.user.id),
    ]);
    return { stats, banners, translation, recommended, billing };
  });
  const firstVisit = load.loadError === null ? load.data.banners.firstVisit : false;
  return { fullName: auth.user.fullName, firstVisit, load };
}

interface BannerProps {
  title: string;
  text: string;
  action: string;
  to: string;
  intent: "primary" | "success" | "warning";
  icon: "endorsed" | "send-message" | "document" | "person";
}

function Banner({ title, text, action, to, intent, icon }: BannerProps) {
  const navigate = useNavigate();
  return (
    <Callout intent={intent} icon={icon} title={title} className="vets-banner">
      <div className="vets-row">
        <span>{text}</span>
        <span className="vets-spacer" />
        {isScreenBuilt(to) && <Button intent={intent} text={action} onClick={() => navigate(to)} />}
      </div>
    </Callout>
  );
}

export default function VeteranDashboard() {
  const { fullName, firstVisit, load } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const header = (
    <div className="vets-page-header">
      <div>
        <h1>{`${firstVisit ? "Welcome" : "Welcome back"}, ${fullName}`}</h1>
        <p>Here is where your job search stands today.</p>
      </div>
    </div>
  );
  if (load.loadError !== null) {
    return (
      <div className="vets-page">
        {header}
        <LoadFailure message={load.loadError} />
      </div>
    );
  }
  const { stats, banners, translation, recommended, billing } = load.data;
  const tier = stats.subscription_tier;
  return (
    <div className="vets-page">
      {header}
      <div className="vets-grid-3" style={{ marginBottom: 24 }}>
        <StatCard label="Total Applications" value={stats.total_applications} icon="document" />
        <StatCard label="Interviews" value={stats.interviews} icon="chat" />
        <StatCard label="Job Offers" value={stats.offers} icon="endorsed" />
      </div>
      <BillingNotices notice={billing} />
      {!banners.verificationSubmitted && (
        <Banner
          intent="primary"
          icon="endorsed"
          title="Get Verified"
          text="Verified veterans earn a badge employers trust and get priority matching."
          action="Start Verification"
          to="/verification"
        />
      )}
      {tier !== "free_trial" && !banners.autoApplyOn && (
        <Banner
          intent="success"
          icon="send-message"
          title="AI Auto-Apply"
          text="Let us apply to high-match jobs for you with tailored cover letters."
          action="Configure Auto-Apply"
          to="/auto-apply"
        />
      )}
      {isPaidTier(tier) && !banners.hasResume && (
        <Banner
          intent="primary"
          icon="document"
          title="AI Resume Builder"
          text="Turn your service record into a civilian resume in minutes."
          action="Build Resume"
          to="/resume-builder"
        />
      )}
      {banners.profileIncomplete && (
        <Banner
          intent="warning"
          icon="person"
          title="Complete Your Profile"
          text="Add your branch and MOS code so we can translate your experience and match you to jobs."
          action="Complete Profile"
          to="/profile"
        />
      )}
      {tier === "free_trial" && (
        <Card elevation={1} style={{ marginTop: 8 }}>
          <h3 className="vets-card-title">Your Free Trial</h3>
          <div className="vets-row">
            <span>
              Plan: <strong>{tierLabel(tier)}</strong> · Trial ends <strong>{formatDate(stats.trial_end_date)}</strong>
            </span>
            <span className="vets-spacer" />
            {/* SPEC sends 'Upgrade Now' to /profile; every upsell leads to /billing (README). */}
            <Button intent="primary" icon="star" text="Upgrade Now" onClick={() => navigate("/billing")} />
          </div>
        </Card>
      )}
      <div className="vets-grid-2-1" style={{ marginTop: 16 }}>
        <RecommendedJobs jobs={recommended} />
        <CivilianTranslation translation={translation} code={banners.mosCode} />
      </div>
    </div>
  );
}
