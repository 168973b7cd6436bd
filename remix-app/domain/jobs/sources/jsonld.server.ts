import crypto from "node:crypto";
import { Parser } from "htmlparser2";
import { fetchChecked, parseSafeUrl, SafeFetchRefused, SafeFetchTooLarge, type Wanted } from "~/lib/safe-fetch.server";
import { formatBytes, SOURCE_USER_AGENT, type SourceHttpClient } from "./source-http.server";
import { htmlToText, isoDate, list, obj, textOf } from "./source-values.server";
import * as fields from "./source-fields.server";
import { capPage, checkPosting, type Mapped } from "./source-mapping.server";
import type { SourceConnector, SourcePage, SourcePosting, SourceRejection, SourceTarget } from "./source-types";
import { SourceFetchError } from "./source-types";

/** A careers page or a JSON-LD feed: at most the policy's body size (5 MB), 3 redirects, every hop under the SSRF rules of link previews. */
const page = (maxBytes: number): Wanted => ({
  accept: "text/html,application/xhtml+xml,application/ld+json,application/json",
  type: /^(text\/html|application\/xhtml\+xml|application\/(ld\+)?json)\b/,
  maxBytes,
  overflow: "refuse",
});
const MAX_URL_LENGTH = 2048;

/**
 * Postings read from one careers page: an employer's page lists tens, not thousands (one 294 KB
 * page made 1,500 jobs). Past it the page is reported, not read.
 */
export const MAX_PAGE_POSTINGS = 200;

/**
 * schema.org JobPosting from an employer's careers page (every `<script type="application/ld+json">`
 * block, with @graph and arrays) or a JSON-LD feed URL. Fetched through the SSRF-safe client of
 * link previews (lib/safe-fetch): a private address is refused. A malformed block is a
 * rejection, not a failed page. Postings get source "careers_page".
 */
export function jsonldConnector(opts: { http: SourceHttpClient }): SourceConnector {
  return {
    name: "jsonld",
    availability: () => ({ ok: true }),
    async *fetchPages(target: SourceTarget, signal?: AbortSignal): AsyncIterable<SourcePage> {
      const raw = target.board?.trim() ?? "";
      const start = parseSafeUrl(raw, MAX_URL_LENGTH);
      if (!start) throw new SourceFetchError(`jsonld: "${raw.slice(0, 100)}" is not an http(s) URL`);
      await opts.http.pace(signal);
      let fetched: { url: URL; body: Buffer };
      try {
        fetched = await fetchChecked(start, page(opts.http.policy.maxBodyBytes), {
          maxRedirects: 3,
          totalMs: opts.http.policy.timeoutMs,
          maxUrlLength: MAX_URL_LENGTH,
          userAgent: SOURCE_USER_AGENT,
        });
      } catch (error) {
        if (error instanceof SafeFetchTooLarge)
          throw new SourceFetchError(
            `jsonld: ${start.origin}${start.pathname} answered with more than ${formatBytes(opts.http.policy.maxBodyBytes)}; stopped reading`,
          );
        if (error instanceof SafeFetchRefused)
          throw new SourceFetchError(`jsonld: ${start.origin}${start.pathname} cannot be fetched (${error.message})`);
        const timedOut = error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
        throw new SourceFetchError(
          timedOut
            ? `jsonld: ${start.origin}${start.pathname} did not answer within ${opts.http.policy.timeoutMs} ms`
            : `jsonld: ${start.origin}${start.pathname} could not be reached (${error instanceof Error ? error.message : String(error)})`,
        );
      }
      const found = jobPostingsFromDocument(fetched.body.toString("utf8"), fetched.url, target.company);
      yield capPage(found, 0, target.maxPostings).page;
    },
  };
}

/** The JSON-LD blocks of an HTML page, or the whole document when it is JSON itself. */
export function jsonLdBlocks(document: string): string[] {
  const trimmed = document.trimStart();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) return [document];
  const blocks: string[] = [];
  let current: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === "script" && (attrs.type ?? "").trim().toLowerCase() === "application/ld+json") current = "";
      },
      ontext(text) {
        if (current !== null) current += text;
      },
      onclosetag(name) {
        if (name === "script" && current !== null) {
          blocks.push(current);
          current = null;
        }
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(document);
  parser.end();
  return blocks;
}

const isJobPosting = (node: Record<string, unknown>) =>
  list(node["@type"]).some(
    (t) => t === "JobPosting" || t === "http://schema.org/JobPosting" || t === "https://schema.org/JobPosting",
  );

/** Every JobPosting node of a JSON-LD value: arrays, @graph, and ItemList elements are walked. */
function collectPostings(value: unknown, out: Record<string, unknown>[], depth = 0): void {
  if (depth > 6) return;
  if (Array.isArray(value)) {
    for (const item of value) collectPostings(item, out, depth + 1);
    return;
  }
  const node = obj(value);
  if (isJobPosting(node)) out.push(node);
  if (node["@graph"]) collectPostings(node["@graph"], out, depth + 1);
  for (const element of list(node.itemListElement)) collectPostings(obj(element).item ?? element, out, depth + 1);
}

export function jobPostingsFromDocument(document: string, pageUrl: URL, company?: string): SourcePage {
  const postings: SourcePosting[] = [];
  const rejected: SourceRejection[] = [];
  let found = 0;
  jsonLdBlocks(document).forEach((block, index) => {
    let value: unknown;
    try {
      value = JSON.parse(block);
    } catch (error) {
      rejected.push({
        external_id: null,
        reasons: [`JSON-LD block ${index + 1} is not valid JSON (${error instanceof Error ? error.message : String(error)})`],
      });
      return;
    }
    const nodes: Record<string, unknown>[] = [];
    collectPostings(value, nodes);
    const room = Math.max(0, MAX_PAGE_POSTINGS - found);
    found += nodes.length;
    for (const node of nodes.slice(0, room)) {
      let mapped: Mapped;
      try {
        mapped = mapJobPosting(node, pageUrl, company);
        if (!("rejected" in mapped)) mapped = checkPosting(mapped);
      } catch (error) {
        mapped = { rejected: [`the JobPosting could not be read (${error instanceof Error ? error.message : String(error)})`] };
      }
      if ("rejected" in mapped) rejected.push({ external_id: identifierOf(node), reasons: mapped.rejected });
      else postings.push(mapped);
    }
  });
  if (found > MAX_PAGE_POSTINGS)
    rejected.push({
      external_id: null,
      reasons: [
        `the page lists ${found.toLocaleString("en-US")} postings; only the first ${MAX_PAGE_POSTINGS} are read (a careers page holds at most ${MAX_PAGE_POSTINGS})`,
      ],
    });
  return { postings, rejected };
}

function identifierOf(node: Record<string, unknown>): string | null {
  const id = list(node.identifier)[0];
  return textOf(id) ?? textOf(obj(id).value) ?? textOf(obj(id)["@id"]) ?? null;
}

function nameOf(value: unknown): string | null {
  return textOf(value) ?? textOf(obj(value).name);
}

/** "Austin, TX" from a Place's PostalAddress (or a plain text address). */
function placeText(place: Record<string, unknown>): { location: string | null; country: string | null } {
  const address = place.address;
  if (typeof address === "string") return { location: textOf(address), country: fields.countryFromLocation(address) };
  const a = obj(address);
  const country = fields.countryCode(nameOf(a.addressCountry));
  const parts = [textOf(a.addressLocality), textOf(a.addressRegion)].filter(Boolean);
  const location = parts.length ? parts.join(", ") : textOf(place.name);
  return { location, country: country ?? fields.countryFromLocation(location) };
}

/** `<host>:<id>`; an id too long for the column (a long URL) is replaced by its digest. */
function externalId(host: string, id: string): string {
  const plain = `${host}:${id}`;
  return plain.length <= 191
    ? plain
    : `${host.slice(0, 100)}:sha256-${crypto.createHash("sha256").update(id).digest("hex").slice(0, 40)}`;
}

const EMPLOYMENT_WORDS: Readonly<Record<string, string>> = {
  FULL_TIME: "full time",
  PART_TIME: "part time",
  CONTRACTOR: "contract",
  TEMPORARY: "temporary",
  INTERN: "intern",
  PER_DIEM: "temporary",
};

export function mapJobPosting(node: Record<string, unknown>, pageUrl: URL, company?: string): Mapped {
  const title = htmlToText(textOf(node.title) ?? textOf(node.name));
  const postingUrl = textOf(node.url);
  const resolvedUrl = postingUrl
    ? (parseSafeUrl(new URL(postingUrl, pageUrl).toString(), MAX_URL_LENGTH)?.toString() ?? null)
    : null;
  const id = identifierOf(node) ?? resolvedUrl;
  const reasons = [
    !title && "title: the JobPosting has no title",
    !id && "identifier: the JobPosting has no identifier or url",
  ].filter((r): r is string => Boolean(r));
  if (!title || !id) return { rejected: reasons };
  const places = list(node.jobLocation).map((p) => placeText(obj(p)));
  const remote = list(node.jobLocationType).some((t) => String(t).toUpperCase() === "TELECOMMUTE");
  const salary = obj(node.baseSalary);
  const quantity = obj(salary.value);
  const amount = typeof salary.value === "number" || typeof salary.value === "string" ? salary.value : undefined;
  const min = quantity.minValue ?? quantity.value ?? amount;
  const max = quantity.maxValue ?? quantity.value ?? amount;
  const description = htmlToText(textOf(node.description));
  const kinds = list(node.employmentType).map((t) => EMPLOYMENT_WORDS[String(t).toUpperCase()] ?? String(t));
  const location = places[0]?.location ?? (remote ? "Remote" : null);
  return {
    source: "careers_page",
    external_id: externalId(pageUrl.host, id),
    title,
    company: nameOf(node.hiringOrganization) ?? company ?? "",
    location,
    country: places[0]?.country ?? null,
    work_type: remote ? "Remote" : fields.workType(location),
    employment_type: fields.employmentType(...kinds),
    ...fields.normaliseSalary(
      min,
      max,
      textOf(salary.currency) ?? textOf(quantity.currency),
      fields.salaryPeriod(textOf(quantity.unitText) ?? textOf(salary.unitText)),
    ),
    description,
    requirements: htmlToText(textOf(node.qualifications) ?? textOf(node.experienceRequirements)) || null,
    tags: fields.cleanTags([...list(node.occupationalCategory).map((c) => textOf(c)), textOf(node.industry)]),
    clearance_required: fields.statedClearance(textOf(node.securityClearanceRequirement), description),
    posted_at: isoDate(node.datePosted),
    closes_at: isoDate(node.validThrough),
    apply_url: resolvedUrl ?? pageUrl.toString(),
    source_url: pageUrl.toString(),
    federal_series: [],
  };
}
