import { credentialedConnector } from "./source-credentials";
import type { ApiSourceSettings } from "./source-http.server";
import { htmlToText, isoDate, list, obj, textOf } from "./source-values.server";
import * as fields from "./source-fields.server";
import { type Mapped, reject, walkPages } from "./source-mapping.server";
import type { SourceConnector } from "./source-types";
import { SourceFetchError } from "./source-types";
import { locationFromArea } from "~/domain/postings/posting-identity";

/** Adzuna's largest results_per_page. */
export const ADZUNA_PAGE_SIZE = 50;

export interface AdzunaSettings extends ApiSourceSettings {
  appId?: string;
  appKey?: string;
}

/**
 * Adzuna search: GET /v1/api/jobs/us/search/{page}?app_id&app_key&results_per_page (pages from
 * 1; `count` is the total). Salaries are yearly in the country's currency (USD for /us/), and
 * `salary_is_predicted` marks Adzuna's estimate. Every Adzuna job is shown with "Jobs by Adzuna"
 * (its terms); the UI decides by source = adzuna.
 */
export function adzunaConnector(settings: AdzunaSettings): SourceConnector {
  return credentialedConnector(
    "adzuna",
    { ADZUNA_APP_ID: settings.appId, ADZUNA_APP_KEY: settings.appKey },
    async function* (target, signal) {
      yield* walkPages(
        target,
        async (index) => {
          const page = index + 1;
          const url = new URL(`${settings.base}/v1/api/jobs/us/search/${page}`);
          const params = new URLSearchParams({
            app_id: settings.appId ?? "",
            app_key: settings.appKey ?? "",
            results_per_page: String(ADZUNA_PAGE_SIZE),
            "content-type": "application/json",
          });
          if (target.search?.keyword) params.set("what", target.search.keyword);
          if (target.search?.location) params.set("where", target.search.location);
          if (target.since)
            params.set("max_days_old", String(Math.max(1, Math.ceil((Date.now() - target.since.getTime()) / 86_400_000))));
          url.search = params.toString();
          const data = obj(await settings.http.getJson(url, { signal }));
          if (!Array.isArray(data.results)) throw new SourceFetchError("adzuna: the answer has no results list");
          const count = Number(data.count);
          const last = data.results.length < ADZUNA_PAGE_SIZE || (Number.isFinite(count) && page * ADZUNA_PAGE_SIZE >= count);
          return { rows: data.results, last };
        },
        (row) => obj(row).id,
        (row) => mapAdzunaJob(obj(row)),
      );
    },
  );
}

const predictedFlag = (value: unknown) => value === 1 || value === true || value === "1" || value === "true";

export function mapAdzunaJob(row: Record<string, unknown>): Mapped {
  const id = textOf(row.id);
  const title = htmlToText(textOf(row.title));
  const url = textOf(row.redirect_url);
  if (!id || !title || !url)
    return reject(
      ...[
        !id && "id: the job has no id",
        !title && "title: the job has no title",
        !url && "redirect_url: the job has no URL",
      ].filter((r): r is string => Boolean(r)),
    );
  const place = obj(row.location);
  const area = list(place.area)
    .map((a) => textOf(a))
    .filter((a): a is string => Boolean(a));
  // The area list (country, state, county, city) names the place exactly: "Dallas, TX", where
  // display_name says "Dallas, Dallas County" (no state: no state filter, and another board's "Dallas, TX" looked like another job).
  const location = locationFromArea(area) ?? textOf(place.display_name);
  const description = htmlToText(textOf(row.description));
  const contract = `${textOf(row.contract_time) ?? ""} ${textOf(row.contract_type) ?? ""}`;
  return {
    source: "adzuna",
    external_id: id,
    title,
    company: textOf(obj(row.company).display_name) ?? "",
    location,
    country: area[0]
      ? area[0].toUpperCase() === "US"
        ? "US"
        : fields.countryFromLocation(area[0])
      : fields.countryFromLocation(location),
    work_type: fields.workType(title, location),
    employment_type: fields.employmentType(contract),
    ...fields.normaliseSalary(row.salary_min, row.salary_max, "USD", "year", predictedFlag(row.salary_is_predicted)),
    description,
    requirements: null,
    tags: fields.cleanTags([textOf(obj(row.category).label)]),
    clearance_required: fields.statedClearance(null, `${title}\n${description}`),
    posted_at: isoDate(row.created),
    closes_at: null,
    apply_url: url,
    source_url: url,
    federal_series: [],
  };
}
