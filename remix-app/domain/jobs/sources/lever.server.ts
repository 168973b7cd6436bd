import type { ApiSourceSettings } from "./source-http.server";
import { htmlToText, isoDate, list, nameFromSlug, obj, textOf } from "./source-values.server";
import * as fields from "./source-fields.server";
import { type Mapped, reject, walkPages } from "./source-mapping.server";
import type { SourceConnector, SourcePage, SourceTarget } from "./source-types";
import { SourceFetchError } from "./source-types";

/** Postings per request; Lever pages with skip/limit and answers fewer at the end. */
export const LEVER_PAGE_SIZE = 250;

/**
 * Lever Postings API: GET /v0/postings/{site}?mode=json&skip=&limit= (published postings, no
 * credentials). Lever names no company: the target's `company`, else the site's name.
 */
export function leverConnector(opts: ApiSourceSettings): SourceConnector {
  return {
    name: "lever",
    availability: () => ({ ok: true }),
    async *fetchPages(target: SourceTarget, signal?: AbortSignal): AsyncIterable<SourcePage> {
      const site = target.board?.trim();
      if (!site) throw new SourceFetchError("lever: a site name is required");
      const company = target.company ?? nameFromSlug(site);
      yield* walkPages(
        target,
        async (index, seen) => {
          const limit = target.maxPostings === undefined ? LEVER_PAGE_SIZE : Math.min(LEVER_PAGE_SIZE, target.maxPostings - seen);
          const url = new URL(`${opts.base}/v0/postings/${encodeURIComponent(site)}`);
          url.search = new URLSearchParams({
            mode: "json",
            skip: String(index * LEVER_PAGE_SIZE),
            limit: String(limit),
          }).toString();
          const rows = await opts.http.getJson(url, { signal });
          if (!Array.isArray(rows)) throw new SourceFetchError("lever: the answer is not a list of postings");
          return { rows, last: rows.length < limit };
        },
        (row) => obj(row).id,
        (row) => mapLeverPosting(obj(row), company, site),
      );
    },
  };
}

const WORKPLACE: Record<string, "Remote" | "Hybrid" | "On-site"> = {
  remote: "Remote",
  hybrid: "Hybrid",
  onsite: "On-site",
  "on-site": "On-site",
};

export function mapLeverPosting(row: Record<string, unknown>, company: string, site: string): Mapped {
  const id = textOf(row.id);
  const title = textOf(row.text);
  const applyUrl = textOf(row.applyUrl) ?? textOf(row.hostedUrl);
  if (!id || !title || !applyUrl)
    return reject(
      ...[
        !id && "id: the posting has no id",
        !title && "text: the posting has no title",
        !applyUrl && "applyUrl: the posting has no apply URL",
      ].filter((r): r is string => Boolean(r)),
    );
  const categories = obj(row.categories);
  const location = textOf(categories.location);
  const lists = list(row.lists).map(obj);
  const sections = lists.map((l) => `${textOf(l.text) ?? ""}\n${htmlToText(textOf(l.content))}`.trim());
  const description = [
    textOf(row.descriptionPlain) ?? htmlToText(textOf(row.description)),
    ...sections,
    textOf(row.additionalPlain) ?? htmlToText(textOf(row.additional)),
  ]
    .filter(Boolean)
    .join("\n\n")
    .trim();
  const requirementsList = lists.find((l) => /requirement|qualification|you have|what you bring/i.test(String(l.text ?? "")));
  const salary = obj(row.salaryRange);
  const workplace = textOf(row.workplaceType)?.toLowerCase() ?? "";
  return {
    source: "lever",
    external_id: `${site}:${id}`,
    title,
    company,
    location,
    country: fields.countryCode(textOf(row.country)),
    work_type: WORKPLACE[workplace] ?? fields.workType(location),
    employment_type: fields.employmentType(textOf(categories.commitment)),
    ...fields.normaliseSalary(salary.min, salary.max, textOf(salary.currency), fields.salaryPeriod(textOf(salary.interval))),
    description,
    requirements: requirementsList ? htmlToText(textOf(requirementsList.content)) || null : null,
    tags: fields.cleanTags([textOf(categories.team), textOf(categories.department)]),
    clearance_required: fields.statedClearance(null, description),
    posted_at: isoDate(row.createdAt),
    closes_at: null,
    apply_url: applyUrl,
    source_url: textOf(row.hostedUrl) ?? applyUrl,
    federal_series: [],
  };
}
