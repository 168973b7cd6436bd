import { DEFAULT_POSTED_DAYS } from "@shared/job-taxonomy";
import { withSearchDefaults } from "@shared/schemas/job-search";
import type { Role } from "@shared/roles";
import { searchJobs } from "~/domain/jobs/search.server";
import { roleMay } from "~/domain/access/policy.server";

/** The five best-fitting open jobs of the last 30 days, for the veteran dashboard. */
export async function recommendedJobsFor(viewer: { id: number; role: Role }) {
  if (!roleMay(viewer, "keep-veteran-profile")) return [];
  const { jobs } = await searchJobs(withSearchDefaults({ sort: "best_match", mos_match: "low", limit: 5, posted_days: DEFAULT_POSTED_DAYS }), viewer);
  return jobs;
}
