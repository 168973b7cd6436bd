/**
 * Every feature a plan card may list, with what delivers it (issue 52, item 5): the screen a
 * user opens for it and, when the plan decides it, the allowance that grants or counts it
 * (remix-app/domain/billing/allowances.server.ts). A plan lists features by id from here only,
 * and tests/integration/plan-features.test.ts opens every route and checks every allowance, so a
 * plan cannot sell what the product does not have.
 */

/** The plan-decided actions of allowances.server.ts (its PlanAction), named here for the isomorphic catalogue. */
export type FeatureAllowance = "auto-apply" | "cover-letter" | "resume-builder" | "job-post" | "talent-search";

/** The plan's own numbers a feature's label may name. */
export interface PlanNumbers {
  postingsPerMonth: number;
  searchesPerMonth: number;
}

export interface PlanFeature {
  /** What the card says; after the plan's own number when `counted` names it ("15 job postings per month"). */
  label: string;
  counted?: keyof PlanNumbers;
  /** The screen that delivers the feature. */
  route: string;
  allowance?: FeatureAllowance;
}

export const PLAN_FEATURES = {
  jobSearch: { label: "Basic job search", route: "/jobs" },
  manualApplications: { label: "Manual applications", route: "/applications" },
  community: { label: "Community access", route: "/feed" },
  skillsTranslator: { label: "Military skills translator", route: "/translate" },
  autoApply: { label: "AI Auto-Apply", route: "/auto-apply", allowance: "auto-apply" },
  aiCoverLetters: { label: "AI cover letters", route: "/jobs", allowance: "cover-letter" },
  jobFilters: { label: "Advanced job filters", route: "/jobs" },
  fitScores: { label: "Fit scores with the reasons for each job", route: "/jobs" },
  applicationTracking: { label: "Application tracking", route: "/applications" },
  resumeBuilder: { label: "Resume builder", route: "/resume-builder", allowance: "resume-builder" },
  jobPostings: {
    label: "job postings per month",
    counted: "postingsPerMonth",
    route: "/employer/create-job",
    allowance: "job-post",
  },
  talentSearch: {
    label: "veteran talent searches per month",
    counted: "searchesPerMonth",
    route: "/employer/veterans/search",
    allowance: "talent-search",
  },
  applicantTracking: { label: "Applicant tracking", route: "/employer/jobs" },
  applicantPipeline: { label: "Applicant pipeline", route: "/employer/pipeline" },
  candidateFitScores: { label: "Fit scores and match reasons", route: "/employer/veterans/search" },
  clearanceMatching: { label: "Clearance-based candidate matching", route: "/employer/veterans/search" },
  messaging: { label: "Direct messaging with candidates", route: "/inbox" },
} as const satisfies Record<string, PlanFeature>;

export type PlanFeatureId = keyof typeof PLAN_FEATURES;

const labelOf = (feature: PlanFeature, plan: PlanNumbers): string =>
  feature.counted ? `${plan[feature.counted].toLocaleString("en-US")} ${feature.label}` : feature.label;

/** The labels a plan card shows, in the order given. */
export const featureLabels = (ids: readonly PlanFeatureId[], plan: PlanNumbers): string[] =>
  ids.map((id) => labelOf(PLAN_FEATURES[id], plan));

/** The screen a listed label's feature is delivered on, for a card to link it; undefined for a label not in the catalogue. */
export function featureRoute(label: string): string | undefined {
  const features: PlanFeature[] = Object.values(PLAN_FEATURES);
  const feature = features.find((candidate) =>
    candidate.counted ? label.endsWith(` ${candidate.label}`) : label === candidate.label,
  );
  return feature?.route;
}
