/**
 * The 50 US states (SPEC §5: the employer register offers "the 50 US state codes").
 *
 * Job locations may also sit in Washington, DC, which is not a state. DC is kept as a valid
 * *location* code for jobs (the location filter must find the many federal jobs there), but
 * the employer form's list stays the 50 states.
 */
export const US_STATES = [
  { code: "AL", name: "Alabama" },
  { code: "AK", name: "Alaska" },
  { code: "AZ", name: "Arizona" },
  { code: "AR", name: "Arkansas" },
  { code: "CA", name: "California" },
  { code: "CO", name: "Colorado" },
  { code: "CT", name: "Connecticut" },
  { code: "DE", name: "Delaware" },
  { code: "FL", name: "Florida" },
  { code: "GA", name: "Georgia" },
  { code: "HI", name: "Hawaii" },
  { code: "ID", name: "Idaho" },
  { code: "IL", name: "Illinois" },
  { code: "IN", name: "Indiana" },
  { code: "IA", name: "Iowa" },
  { code: "KS", name: "Kansas" },
  { code: "KY", name: "Kentucky" },
  { code: "LA", name: "Louisiana" },
  { code: "ME", name: "Maine" },
  { code: "MD", name: "Maryland" },
  { code: "MA", name: "Massachusetts" },
  { code: "MI", name: "Michigan" },
  { code: "MN", name: "Minnesota" },
  { code: "MS", name: "Mississippi" },
  { code: "MO", name: "Missouri" },
  { code: "MT", name: "Montana" },
  { code: "NE", name: "Nebraska" },
  { code: "NV", name: "Nevada" },
  { code: "NH", name: "New Hampshire" },
  { code: "NJ", name: "New Jersey" },
  { code: "NM", name: "New Mexico" },
  { code: "NY", name: "New York" },
  { code: "NC", name: "North Carolina" },
  { code: "ND", name: "North Dakota" },
  { code: "OH", name: "Ohio" },
  { code: "OK", name: "Oklahoma" },
  { code: "OR", name: "Oregon" },
  { code: "PA", name: "Pennsylvania" },
  { code: "RI", name: "Rhode Island" },
  { code: "SC", name: "South Carolina" },
  { code: "SD", name: "South Dakota" },
  { code: "TN", name: "Tennessee" },
  { code: "TX", name: "Texas" },
  { code: "UT", name: "Utah" },
  { code: "VT", name: "Vermont" },
  { code: "VA", name: "Virginia" },
  { code: "WA", name: "Washington" },
  { code: "WV", name: "West Virginia" },
  { code: "WI", name: "Wisconsin" },
  { code: "WY", name: "Wyoming" },
] as const;

export type UsStateCode = (typeof US_STATES)[number]["code"];

export const US_STATE_CODES: readonly UsStateCode[] = US_STATES.map((s) => s.code);

export const DISTRICT_OF_COLUMBIA = { code: "DC", name: "District of Columbia" } as const;

/** A state or DC: what a job's `state` column may hold. */
export type JobLocationState = UsStateCode | "DC";

const STATE_CODE_SET: ReadonlySet<string> = new Set(US_STATE_CODES);
const LOCATION_CODE_SET: ReadonlySet<string> = new Set([...US_STATE_CODES, DISTRICT_OF_COLUMBIA.code]);
const CODE_BY_NAME: ReadonlyMap<string, string> = new Map([
  ...US_STATES.map((s) => [s.name.toLowerCase(), s.code] as const),
  [DISTRICT_OF_COLUMBIA.name.toLowerCase(), DISTRICT_OF_COLUMBIA.code],
  ["washington dc", DISTRICT_OF_COLUMBIA.code],
  ["washington d.c.", DISTRICT_OF_COLUMBIA.code],
  ["d.c.", DISTRICT_OF_COLUMBIA.code],
]);

/** One of the 50 states (the employer form's list). */
export function isUsStateCode(value: string | null | undefined): value is UsStateCode {
  return value != null && STATE_CODE_SET.has(value.trim().toUpperCase());
}

/** One of the 50 states or DC (valid for a job location). */
export function isJobLocationState(value: string | null | undefined): value is JobLocationState {
  return value != null && LOCATION_CODE_SET.has(value.trim().toUpperCase());
}

export function stateName(code: string): string | null {
  const upper = code.trim().toUpperCase();
  if (upper === DISTRICT_OF_COLUMBIA.code) return DISTRICT_OF_COLUMBIA.name;
  return US_STATES.find((s) => s.code === upper)?.name ?? null;
}

/**
 * The two-letter state (or DC) of a job location: "Austin, TX" → "TX",
 * "Washington, DC" → "DC", "Norfolk, Virginia" → "VA", "San Diego, CA 92101" → "CA",
 * "Remote" → null. The last comma-separated part decides; a trailing ", USA" is ignored.
 */
export function stateFromLocation(location: string | null | undefined): JobLocationState | null {
  if (!location) return null;
  const parts = location
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p.length > 0 && !/^(usa|us|united states( of america)?)$/i.test(p));
  if (parts.length === 0) return null;
  const last = parts[parts.length - 1];
  return codeFromPart(last);
}

function codeFromPart(part: string): JobLocationState | null {
  // Strip a ZIP code: "VA 23510" or "VA 23510-1234".
  const withoutZip = part.replace(/\s+\d{5}(-\d{4})?$/, "").trim();
  const compact = withoutZip.replace(/\./g, "").toUpperCase();
  if (compact.length === 2 && LOCATION_CODE_SET.has(compact)) return compact as JobLocationState;
  const byName = CODE_BY_NAME.get(withoutZip.toLowerCase());
  return byName ? (byName as JobLocationState) : null;
}
