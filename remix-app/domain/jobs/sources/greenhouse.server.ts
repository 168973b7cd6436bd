import type { ApiSourceSettings } from "./source-http.server";
import { htmlToText, isoDate, list, nameFromSlug, obj, textOf, unescapeHtml } from "./source-values.server";
import * as fields from "./source-fields.server";
import { capPage, mapPage, type Mapped, reject } from "./source-mapping.server";
import type { SourceConnector, SourcePage, SourceTarget } from "./source-types";
import { SourceFetchError } from "./source-types";

/**
 * Greenhouse Job Board API: GET /v1/boards/{token} (the board's name) and
 * GET /v1/boards/{token}/jobs?content=true (every open job at once, no paging, no credentials).
 * `content` is HTML escaped once (&lt;p&gt;); metadata are the board's custom fields.
 */
export function greenhouseConnector(opts: ApiSourceSettings): SourceConnector {
  return {
    name: "greenhouse",
    availability: () => ({ ok: true }),
    async *fetchPages(target: SourceTarget, signal?: AbortSignal): AsyncIterable<SourcePage> {
      const token = target.board?.trim();
      if (!token) throw new SourceFetchError("greenhouse: a board token is required");
      const board = `${opts.base}/v1/boards/${encodeURIComponent(token)}`;
      let company = target.company ?? null;
      if (!company) {
        const info = obj(await opts.http.getJson(new URL(board), { signal }));
        company = textOf(info.name) ?? nameFromSlug(token);
      }
      const data = obj(await opts.http.getJson(new URL(`${board}/jobs?content=true`), { signal }));
      if (!Array.isArray(data.jobs)) throw new SourceFetchError("greenhouse: the answer has no jobs list");
      const page = mapPage(
        data.jobs,
        (job) => obj(job).id,
        (job) => mapGreenhouseJob(obj(job), company, token),
      );
      yield capPage(page, 0, target.maxPostings).page;
    },
  };
}

export function mapGreenhouseJob(job: Record<string, unknown>, company: string, token: string): Mapped {
  const id = textOf(job.id);
  const title = textOf(job.title);
  const url = textOf(job.absolute_url);
  if (!id || !title || !url)
    return reject(
      ...[
        !id && "id: the job has no id",
        !title && "title: the job has no title",
        !url && "absolute_url: the job has no URL",
      ].filter((r): r is string => Boolean(r)),
    );
  const location = textOf(obj(job.location).name);
  const description = htmlToText(unescapeHtml(textOf(job.content)));
  const metadata = list(job.metadata).map(obj);
  const meta = (pattern: RegExp) => {
    const field = metadata.find((m) => pattern.test(String(m.name ?? "")));
    const value = field?.value;
    return Array.isArray(value) ? value.map(String).join(", ") : textOf(value);
  };
  const departments = list(job.departments).map((d) => textOf(obj(d).name));
  const offices = list(job.offices).map(obj);
  return {
    source: "greenhouse",
    external_id: `${token}:${id}`,
    title,
    company,
    location,
    country: fields.countryFromLocation(location) ?? fields.countryFromLocation(textOf(offices[0]?.location)),
    work_type: fields.workType(location, meta(/workplace|remote|location type/i)),
    employment_type: fields.employmentType(meta(/employment|job type|commitment/i)),
    salary_min: null,
    salary_max: null,
    salary_original: null,
    description,
    requirements: null,
    tags: fields.cleanTags(departments),
    clearance_required: fields.statedClearance(meta(/clearance/i), description),
    // updated_at moves with every edit of the job: it would make an old posting look new.
    posted_at: isoDate(job.first_published),
    closes_at: null,
    apply_url: url,
    source_url: url,
    federal_series: [],
  };
}
