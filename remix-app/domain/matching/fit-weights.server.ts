/**
 * Points each part of the fit score can earn; they add up to 100, plus what a posting says to
 * service members (it names the veteran's code, or invites veterans), the score capped at 100. "Neutral" points are given
 * when the job or the profile says nothing about that part, so missing data neither helps
 * nor sinks a job.
 */
export const FIT_WEIGHTS = {
  occupation: 40,
  desiredRole: 10,
  skills: 15,
  clearance: 10,
  clearanceNeutral: 5,
  salary: 8,
  salaryNeutral: 4,
  location: 7,
  locationNeutral: 3,
  experience: 7,
  experienceNeutral: 3,
  industry: 3,
  industryNeutral: 1,
  codeNamed: 8,
  veteranInvite: 2,
} as const;

/** A job needing more clearance than the veteran holds is not a match: its score is capped here. */
export const CLEARANCE_GAP_SCORE_CAP = 30;
/**
 * A job that requires a licence only a nursing or paramedic program gives (an RN's, a paramedic's),
 * which the veteran does not list, is out of reach as a clearance they lack is: capped the same.
 */
export const LICENCE_GAP_SCORE_CAP = CLEARANCE_GAP_SCORE_CAP;
/** Subtracted when the job's whole salary range sits below the veteran's minimum. */
export const SALARY_BELOW_MINIMUM_PENALTY = 10;
/** Subtracted when the job sits two or more levels from the career's seniority, above or below. */
export const SENIORITY_GAP_PENALTY = 12;
