import { createHash } from "node:crypto";
import { stateFromLocation } from "@shared/us-states";

/**
 * The one definition of "the same job" (issue 43 item 5, issue 45 item 2): the same employer,
 * normalised title and place, posted within 30 days of each other. Auto-apply uses it never to
 * apply twice to one posting seen under two ids; the import uses it to keep one canonical Job per
 * posting with the other sources' copies as its listings.
 *
 * A place is compared as city + USPS state code (issue 53 item 8): "Dallas, TX", "Dallas, Texas",
 * "Dallas, TX 75201, US" and Adzuna's "Dallas, Dallas County" with its area list
 * ["US", "Texas", "Dallas County", "Dallas"] are one place; "Remote - US" and "Remote" are one.
 */

const DAY_MS = 24 * 60 * 60_000;

/** Two postings with the same employer, title and location posted this close together are one job. */
export const SAME_POSTING_WINDOW_MS = 30 * DAY_MS;

export interface PostingIdentityFacts {
  company: string;
  title: string;
  location: string | null;
}

const normalize = (text: string | null) =>
  (text ?? "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The employer as job boards spell it: "ACME Federal, Inc." and "Acme Federal Inc" are one. */
export const employerKey = (job: Pick<PostingIdentityFacts, "company">) =>
  normalize(job.company).replace(/ (inc|llc|ltd|corp|co)$/, "");

/** Whether two company names are one employer ("Northwind Logistics, Inc." and "northwind logistics"). */
export const sameEmployer = (a: string, b: string) => employerKey({ company: a }) === employerKey({ company: b });

const COUNTRY = /^(us|usa|u s a?|united states( of america)?)$/;
const COUNTY = /\b(county|parish|borough|census area|municipality)$/;
const REMOTE = /^(remote|anywhere|work from home|wfh|telecommute|fully remote)\b/;
/** Spellings of one city: "Ft. Worth" is Fort Worth, "St. Louis" is Saint Louis. */
const CITY_WORDS: Readonly<Record<string, string>> = { ft: "fort", st: "saint", ste: "sainte", mt: "mount" };

const cityKey = (part: string) =>
  normalize(part)
    .split(" ")
    .map((word) => CITY_WORDS[word] ?? word)
    .join(" ");

/** A place's state (or DC), from a part like "TX", "Texas", "TX 75201" or "D.C.". */
const stateOf = (part: string) => stateFromLocation(part);

/** A city and state as postings name them; null parts when unstated. */
export interface Place {
  remote: boolean;
  city: string | null;
  /** USPS code ("TX", "DC"). */
  state: string | null;
}

/**
 * City and state of a location text, or of Adzuna's area list (country, state, county…, city)
 * when the source gives one. Countries, counties and ZIP codes are dropped.
 */
export function placeOf(location: string | null, area?: readonly string[] | null): Place {
  const areaParts = (area ?? []).map((a) => a.trim()).filter(Boolean);
  if (areaParts.length > 0) {
    const rest = areaParts.filter((a) => !COUNTRY.test(normalize(a)));
    const state = rest.length > 0 ? stateOf(rest[0]) : null;
    const places = rest.slice(state ? 1 : 0).filter((a) => !COUNTY.test(normalize(a)));
    const city = places.length > 0 ? places[places.length - 1] : null;
    if (state || city) return { remote: false, city, state };
  }
  const text = (location ?? "").trim();
  if (REMOTE.test(normalize(text))) return { remote: true, city: null, state: null };
  // "Dallas, TX; Austin, TX": the first place names the posting.
  const parts = (text.split(/;|\s\/\s|\n/)[0] ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p.length > 0 && !COUNTRY.test(normalize(p)) && !COUNTY.test(normalize(p)));
  let stateIndex = -1;
  for (let i = parts.length - 1; i >= 0; i--) {
    // A lone "Washington" or "New York" is the state; after a city it is the state too ("Seattle, Washington").
    if (stateOf(parts[i]) && (i > 0 || parts.length === 1)) {
      stateIndex = i;
      break;
    }
  }
  const state = stateIndex >= 0 ? stateOf(parts[stateIndex]) : null;
  const cities = parts.filter((_, i) => i !== stateIndex);
  // A ZIP code in a city part ("Dallas 75201") is no part of the city.
  const city = cities.length > 0 ? cities[0].replace(/\s+\d{5}(-\d{4})?$/, "").trim() || null : null;
  return { remote: false, city: city && parts.length === 1 && state ? null : city, state };
}

/** "Dallas, TX" from Adzuna's area list; null when the list names no city. */
export function locationFromArea(area: readonly string[] | null | undefined): string | null {
  const place = placeOf(null, area);
  if (!place.city) return null;
  return place.state ? `${place.city}, ${place.state}` : place.city;
}

/**
 * A location as the identity compares it: "dallas tx", "remote", or the normalised text when no
 * city or state can be read. For "City, ST" it equals the earlier plain normalisation, so keys of
 * such postings stored before this definition still match.
 */
export function placeKey(location: string | null, area?: readonly string[] | null): string {
  const place = placeOf(location, area);
  if (place.remote) return "remote";
  if (!place.city && !place.state) return normalize(location);
  return [place.city ? cityKey(place.city) : "", place.state?.toLowerCase() ?? ""].filter(Boolean).join(" ");
}

/** Employer, title and place, normalised: equal keys name one posting (dates aside). */
export const postingKey = (job: PostingIdentityFacts) =>
  `${employerKey(job)}\u0000${normalize(job.title)}\u0000${placeKey(job.location)}`;

/** The stored form of `postingKey` (Job.identityKey, indexed): 40 hex characters. */
export const postingIdentityKey = (job: PostingIdentityFacts) => createHash("sha1").update(postingKey(job)).digest("hex");

/** Whether two postings of one key, posted at these times (epoch ms), are one job. */
export const withinSamePostingWindow = (a: number, b: number) => Math.abs(a - b) <= SAME_POSTING_WINDOW_MS;
