import type { ServiceKey } from "~/domain/matching/matching-data.server";

/**
 * Where people of a code commonly go next, beyond the one occupation the DoD crosswalk names. The
 * crosswalk maps a motor transport operator to truck driving only and a corpsman to medical
 * assistant, records and orderly work; a career coach would add dispatch, fleet supervision and
 * transportation coordination for the first, EMT, paramedic, LPN and surgical technologist for
 * the second (their training counts towards those certifications), and to a finance technician
 * budget and accounting work beside the clerk's. The translator lists them
 * beside the crosswalk's careers, with their reason, and shows their open jobs; the fit scorer
 * reads them as leads ("A common civilian field for your rating HM: Emergency Medical
 * Technicians", partial), so the two never disagree about where a code leads.
 */
export interface CareerPath {
  onetCode: string;
  /** How close the path is, 0..100 like the crosswalk's weights: below the code's own occupation. */
  score: number;
  /** Why the code leads here, in a sentence a recruiter would accept. */
  why: string;
}

const MOTOR_TRANSPORT: readonly CareerPath[] = [
  { onetCode: "43-5032.00", score: 84, why: "convoy drivers already plan routes, track loads and talk drivers through changes" },
  { onetCode: "53-1043.00", score: 82, why: "a squad or convoy leader supervised drivers, vehicles and maintenance schedules" },
  { onetCode: "53-3033.00", score: 80, why: "local and delivery routes use the same licence and vehicle checks" },
  { onetCode: "13-1081.00", score: 80, why: "transportation and logistics coordinators schedule the moves a motor transport operator ran" },
  { onetCode: "11-3071.00", score: 72, why: "senior NCOs ran motor pools and transportation sections" },
  { onetCode: "43-5011.00", score: 72, why: "load plans, bills of lading and hazmat paperwork are the same documents" },
];

const MEDIC: readonly CareerPath[] = [
  { onetCode: "29-2042.00", score: 95, why: "medics and corpsmen test for the NREMT certification with the training they have" },
  { onetCode: "29-2043.00", score: 90, why: "field trauma care leads to paramedic programs, often with credit for service training" },
  { onetCode: "31-9092.00", score: 90, why: "vital signs, charting and clinic support are daily work in a battalion aid station or clinic" },
  { onetCode: "29-2061.00", score: 89, why: "many states give corpsmen and medics a shortened path to the LPN licence" },
  { onetCode: "29-2055.00", score: 89, why: "operating-room technicians' training meets the surgical technologist certification" },
];

/** Enlisted finance: the crosswalk names payroll or bookkeeping clerks alone. */
const FINANCE: readonly CareerPath[] = [
  { onetCode: "43-3031.00", score: 88, why: "travel vouchers, disbursements and account reconciliations are the same ledger work" },
  { onetCode: "43-3051.00", score: 86, why: "military pay, allowances and leave accounting are payroll work" },
  { onetCode: "13-2031.00", score: 82, why: "finance technicians certify funds and track unit budgets against what was spent" },
  { onetCode: "13-2011.00", score: 70, why: "pay audits and disbursing reconciliations lead to accounting, usually with a degree to finish" },
];

/** Codes (service and key as the crosswalk spells them) and the paths they lead to. */
const PATHS_BY_CODE: Readonly<Record<string, readonly CareerPath[]>> = {
  "army:88M": MOTOR_TRANSPORT,
  "marine_corps:3531": MOTOR_TRANSPORT,
  "air_force:2T1X1": MOTOR_TRANSPORT,
  "air_force:2T131": MOTOR_TRANSPORT,
  "air_force:2T151": MOTOR_TRANSPORT,
  "navy:HM": MEDIC,
  "navy:HN": MEDIC,
  "coast_guard:HS": MEDIC,
  "army:68W": MEDIC,
  "air_force:4N0X1": MEDIC,
  "air_force:4N031": MEDIC,
  "air_force:4N051": MEDIC,
  "air_force:4N071": MEDIC,
  "army:36B": FINANCE,
  "marine_corps:3432": FINANCE,
  "air_force:6F0X1": FINANCE,
  "air_force:6F031": FINANCE,
  "air_force:6F051": FINANCE,
  "air_force:6F071": FINANCE,
};

/** The curated next careers of a code, or none. */
export function careerPathsFor(service: ServiceKey, key: string): readonly CareerPath[] {
  return PATHS_BY_CODE[`${service}:${key}`] ?? [];
}

/** Every O*NET code the paths name (the data build keeps their details). */
export function careerPathOnetCodes(): string[] {
  return [...new Set(Object.values(PATHS_BY_CODE).flatMap((paths) => paths.map((path) => path.onetCode)))].sort();
}
