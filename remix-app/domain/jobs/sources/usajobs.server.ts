import { credentialedConnector } from "./source-credentials";
import type { ApiSourceSettings } from "./source-http.server";
import { htmlToText, isoDate, list, obj, textOf } from "./source-values.server";
import * as fields from "./source-fields.server";
import { type Mapped, reject, walkPages } from "./source-mapping.server";
import type { SalaryPeriod, SourceConnector, SourceTarget } from "./source-types";
import { SourceFetchError } from "./source-types";

/** USAJOBS answers at most 500 results a page. */
export const USAJOBS_PAGE_SIZE = 500;
/** DatePosted takes whole days, 0 to 60. */
const MAX_DATE_POSTED_DAYS = 60;

/** PositionRemuneration.RateIntervalCode: per annum, hour, day, week, month; biweekly and "without compensation" have no yearly figure here. */
const RATE_INTERVALS: Readonly<Record<string, SalaryPeriod>> = { PA: "year", PH: "hour", PD: "day", PW: "week", PM: "month" };

export interface UsajobsSettings extends ApiSourceSettings {
  apiKey?: string;
  userAgent?: string;
}

/**
 * USAJOBS Search API: GET /api/search with Host, User-Agent (the email the key was registered
 * with) and Authorization-Key; Fields=Full gives UserArea.Details (summary, who may apply,
 * grades, hiring paths). Pages with Page/ResultsPerPage to SearchResult.UserArea.NumberOfPages.
 */
export function usajobsConnector(settings: UsajobsSettings): SourceConnector {
  return credentialedConnector(
    "usajobs",
    { USAJOBS_API_KEY: settings.apiKey, USAJOBS_USER_AGENT: settings.userAgent },
    async function* (target, signal) {
      const headers = {
        Host: new URL(settings.base).host,
        "User-Agent": settings.userAgent ?? "",
        "Authorization-Key": settings.apiKey ?? "",
      };
      // One page size for the whole walk: Page counts in pages of ResultsPerPage, so a smaller last page would skip back.
      const size = Math.min(USAJOBS_PAGE_SIZE, Math.max(1, target.maxPostings ?? USAJOBS_PAGE_SIZE));
      yield* walkPages(
        target,
        async (index) => {
          const page = index + 1;
          const url = new URL(`${settings.base}/api/search`);
          url.search = searchParams(target, page, size).toString();
          const data = obj(obj(await settings.http.getJson(url, { headers, signal })).SearchResult);
          if (!Array.isArray(data.SearchResultItems))
            throw new SourceFetchError("usajobs: the answer has no SearchResult.SearchResultItems");
          const items = data.SearchResultItems;
          const pages = Number(obj(data.UserArea).NumberOfPages);
          return { rows: items, last: Number.isFinite(pages) && pages > 0 ? page >= pages : items.length < size };
        },
        (item) => obj(item).MatchedObjectId ?? obj(obj(item).MatchedObjectDescriptor).PositionID,
        (item) => mapUsajobsItem(obj(item)),
      );
    },
  );
}

function searchParams(target: SourceTarget, page: number, size: number): URLSearchParams {
  const params = new URLSearchParams({ Fields: "Full", Page: String(page), ResultsPerPage: String(size) });
  const search = target.search ?? {};
  if (search.keyword) params.set("Keyword", search.keyword);
  if (search.jobCategoryCodes?.length) params.set("JobCategoryCode", search.jobCategoryCodes.join(";"));
  if (search.hiringPaths?.length) params.set("HiringPath", search.hiringPaths.join(";"));
  if (search.location) {
    params.set("LocationName", search.location);
    if (search.radiusMiles) params.set("Radius", String(search.radiusMiles));
  }
  if (search.securityClearanceRequired?.length)
    params.set("SecurityClearanceRequired", search.securityClearanceRequired.join(";"));
  if (search.remoteOnly) params.set("RemoteIndicator", "True");
  if (target.since) {
    const days = Math.ceil((Date.now() - target.since.getTime()) / 86_400_000);
    params.set("DatePosted", String(Math.min(MAX_DATE_POSTED_DAYS, Math.max(0, days))));
  }
  return params;
}

const truthy = (value: unknown) => value === true || (typeof value === "string" && /^(true|yes|y|1)$/i.test(value.trim()));

export function mapUsajobsItem(item: Record<string, unknown>): Mapped {
  const job = obj(item.MatchedObjectDescriptor);
  const details = obj(obj(job.UserArea).Details);
  const id = textOf(item.MatchedObjectId) ?? textOf(job.PositionID);
  const title = textOf(job.PositionTitle);
  const applyUrl = list(job.ApplyURI).map(textOf).find(Boolean) ?? textOf(details.ApplyOnlineUrl);
  if (!id || !title || !applyUrl)
    return reject(
      ...[
        !id && "PositionID: the announcement has no id",
        !title && "PositionTitle: the announcement has no title",
        !applyUrl && "ApplyURI: the announcement has no apply URL",
      ].filter((r): r is string => Boolean(r)),
    );
  const places = list(job.PositionLocation).map(obj);
  const location = textOf(places[0]?.LocationName) ?? textOf(job.PositionLocationDisplay);
  const pay = obj(list(job.PositionRemuneration)[0]);
  const period = RATE_INTERVALS[String(pay.RateIntervalCode ?? "").toUpperCase()] ?? null;
  const summary = htmlToText(textOf(details.JobSummary));
  const duties = list(details.MajorDuties)
    .map((d) => htmlToText(textOf(d)))
    .filter(Boolean);
  const description =
    [summary, duties.length ? `Major duties\n${duties.map((d) => `- ${d}`).join("\n")}` : ""].filter(Boolean).join("\n\n") ||
    htmlToText(textOf(job.QualificationSummary));
  const paths = list(details.HiringPath)
    .map((p) => textOf(p)?.toLowerCase())
    .filter((p): p is string => Boolean(p));
  const whoMayApply = textOf(obj(details.WhoMayApply).Name);
  const allText = `${description}\n${textOf(job.QualificationSummary) ?? ""}\n${whoMayApply ?? ""}`;
  const preference = paths.includes("vet") || /veterans['’]? preference|veteran['’]?s preference/i.test(allText);
  const grades = gradeTag(
    list(job.JobGrade).map((g) => textOf(obj(g).Code))[0] ?? null,
    textOf(details.LowGrade),
    textOf(details.HighGrade),
  );
  const schedule = list(job.PositionSchedule)
    .map((s) => textOf(obj(s).Name))
    .join(" ");
  const offering = list(job.PositionOfferingType)
    .map((s) => textOf(obj(s).Name))
    .join(" ");
  const remote = truthy(details.RemoteIndicator);
  const telework = truthy(details.TeleworkEligible);
  return {
    source: "usajobs",
    external_id: id,
    title,
    company: textOf(job.OrganizationName) ?? textOf(job.DepartmentName) ?? "U.S. federal government",
    location,
    country: fields.countryCode(textOf(places[0]?.CountryCode)) ?? fields.countryFromLocation(location),
    work_type: remote ? "Remote" : telework ? "Hybrid" : "On-site",
    employment_type: fields.employmentType(schedule, /temporary|term/i.test(offering) ? "temporary" : null),
    ...fields.normaliseSalary(pay.MinimumRange, pay.MaximumRange, "USD", period),
    description,
    requirements: htmlToText(textOf(job.QualificationSummary)) || null,
    tags: fields.cleanTags([
      preference ? fields.VETERANS_PREFERENCE_TAG : null,
      ...paths.map((p) => `Hiring path: ${p}`),
      ...veteranAuthorities(allText),
      whoMayApply ? `Who may apply: ${whoMayApply}` : null,
      grades,
      places.length > 1 ? "Multiple locations" : null,
      textOf(job.DepartmentName),
    ]),
    clearance_required: fields.statedClearance(textOf(details.SecurityClearance), null),
    posted_at: isoDate(job.PublicationStartDate),
    closes_at: isoDate(job.ApplicationCloseDate),
    apply_url: applyUrl,
    source_url: textOf(job.PositionURI) ?? applyUrl,
    federal_series: list(job.JobCategory)
      .map((c) => textOf(obj(c).Code))
      .filter((c): c is string => Boolean(c)),
  };
}

/** The veterans' appointing authorities an announcement names (shared/federal-hiring-paths.ts tags). */
function veteranAuthorities(text: string): string[] {
  const tags: string[] = [];
  if (/\bVEOA\b|Veterans Employment Opportunit/i.test(text)) tags.push("Hiring path: VEOA");
  if (/\bVRA\b|Veterans Recruitment Appointment/i.test(text)) tags.push("Hiring path: VRA");
  if (/\b30\s*(%|percent)\s*(or more )?disabled/i.test(text)) tags.push("Hiring path: 30% disabled veteran");
  return tags;
}

/** "GS-11 to GS-13", "GS-07". */
function gradeTag(plan: string | null, low: string | null, high: string | null): string | null {
  if (!plan || !low) return null;
  const pad = (g: string) => g.padStart(2, "0");
  return high && high !== low ? `${plan}-${pad(low)} to ${plan}-${pad(high)}` : `${plan}-${pad(low)}`;
}
