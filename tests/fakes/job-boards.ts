import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * One local server on 127.0.0.1 that answers as the four job APIs and serves employer careers
 * pages, from responses recorded in tests/fakes/job-boards/ (written from each API's documentation):
 *
 * - USAJOBS   GET /api/search (Authorization-Key and User-Agent required; Page/ResultsPerPage, JobCategoryCode, HiringPath, DatePosted)
 * - Greenhouse GET /v1/boards/{token} and /v1/boards/{token}/jobs?content=true
 * - Lever     GET /v0/postings/{site}?mode=json&skip=&limit=
 * - Adzuna    GET /v1/api/jobs/us/search/{page}?app_id&app_key&results_per_page&max_days_old
 * - careers pages GET /careers/{name} (HTML with JSON-LD blocks)
 *
 * Controls: setPostings / removePosting / generate change what a board lists; failNext answers a
 * path with an error status (and Retry-After) before answering normally; hangNext never answers
 * the next request of a path. `env` gives the settings that point every connector here.
 */

export type FakeBoardSource = "usajobs" | "greenhouse" | "lever" | "adzuna" | "jsonld";

export const FAKE_USAJOBS_KEY = "fake-usajobs-key-0123456789";
export const FAKE_USAJOBS_EMAIL = "jobs-import@vets.example";
export const FAKE_ADZUNA_ID = "fake-adzuna-id";
export const FAKE_ADZUNA_KEY = "fake-adzuna-key";

/** The boards the recorded responses fill: Greenhouse "northwind", Lever "northwind-logistics", careers page "/careers/harbor". */
export const FAKE_BOARDS = { greenhouse: "northwind", lever: "northwind-logistics", jsonld: "/careers/harbor" } as const;

export interface FakeRequest {
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

export interface FakeJobBoards {
  origin: string;
  port: number;
  /** USAJOBS_API_BASE … ADZUNA_API_BASE and the fake credentials, for parseConfig / startTestServer. */
  env: Record<string, string>;
  /** The last 1,000 requests. */
  requests: FakeRequest[];
  hits(path: string): number;
  /** Raw rows in the API's own format; board: Greenhouse token, Lever site or careers page path (none for USAJOBS and Adzuna). */
  setPostings(source: FakeBoardSource, board: string | undefined, rows: unknown[]): void;
  postings(source: FakeBoardSource, board?: string): unknown[];
  /** Removes the row whose id (USAJOBS MatchedObjectId, JSON-LD identifier) is given; false when none had it. */
  removePosting(source: FakeBoardSource, board: string | undefined, id: string): boolean;
  /** Replaces the board's rows with n distinct, realistic generated ones (ids `gen-<n>`) and returns them. */
  generate(source: FakeBoardSource, n: number, board?: string): unknown[];
  /** The next `times` requests to this path answer `status` (with Retry-After when given). */
  failNext(path: string, status: number, retryAfter?: number | string, times?: number): void;
  /** The next request to this path gets no answer until the server closes. */
  hangNext(path: string): void;
  /**
   * The next request to this path answers 200 with a body of `bytes` (JSON or HTML as the path
   * expects, no Content-Length), streamed 64 KB at a time; `streamed` says how far it got.
   */
  oversizeNext(path: string, bytes: number): void;
  /** What the last oversize answer sent before the client hung up (or all of it). */
  streamed: { sent: number; total: number; closedEarly: boolean } | null;
  /** Serves raw HTML at a path (a careers page with hand-made blocks). */
  setPage(path: string, html: string): void;
  close(): Promise<void>;
}

const fixture = (name: string) => fs.readFileSync(new URL(`./job-boards/${name}`, import.meta.url), "utf8");

const keyOf = (source: FakeBoardSource, board?: string) => `${source}:${board ?? ""}`;

function idOf(source: FakeBoardSource, row: unknown): string {
  const r = row as Record<string, unknown>;
  if (source === "usajobs") return String(r.MatchedObjectId ?? "");
  if (source === "jsonld") {
    const id = r.identifier as Record<string, unknown> | string | undefined;
    return typeof id === "string" ? id : String(id?.value ?? r.url ?? "");
  }
  return String(r.id ?? "");
}

// ---------------------------------------------------------------------------------------------
// Generated postings: distinct titles, companies and places in each API's shape.

const ROLES = [
  ["Logistics Coordinator", "0346"],
  ["IT Specialist", "2210"],
  ["Program Analyst", "0343"],
  ["Aircraft Mechanic", "8852"],
  ["Security Specialist", "0080"],
  ["Nurse", "0610"],
  ["Supply Technician", "2005"],
  ["Electronics Technician", "0856"],
  ["Human Resources Specialist", "0201"],
  ["Contract Specialist", "1102"],
] as const;
const LEVELS = ["", "Senior ", "Lead ", "Junior ", "Principal "];
const PLACES = [
  ["Norfolk", "VA", "Virginia"],
  ["San Diego", "CA", "California"],
  ["San Antonio", "TX", "Texas"],
  ["Colorado Springs", "CO", "Colorado"],
  ["Tampa", "FL", "Florida"],
  ["Fayetteville", "NC", "North Carolina"],
  ["Tacoma", "WA", "Washington"],
  ["Huntsville", "AL", "Alabama"],
] as const;
const COMPANIES = [
  "Northwind Logistics",
  "Patriot Cyber",
  "Harbor Defense Systems",
  "Summit Health",
  "Liberty Freight",
  "Eagle Aerospace",
  "Granite Federal",
  "Blue Ridge Energy",
];

function generated(source: FakeBoardSource, i: number, board?: string) {
  const [role, series] = ROLES[i % ROLES.length];
  const title = `${LEVELS[Math.floor(i / ROLES.length) % LEVELS.length]}${role} ${Math.floor(i / (ROLES.length * LEVELS.length)) + 1}`;
  const [city, code, stateName] = PLACES[i % PLACES.length];
  const company = COMPANIES[Math.floor(i / 7) % COMPANIES.length];
  // Within the last four weeks of today (whole days), so a closing date 30 days on is always ahead
  // and the same posting on two boards is always inside the 30-day window of "one posting".
  const today = Math.floor(Date.now() / 86_400_000) * 86_400_000;
  const posted = new Date(today - (i % 28) * 86_400_000).toISOString();
  const low = 50_000 + (i % 40) * 1_500;
  const body = `<p>${title} at ${company} in ${city}.</p><ul><li>Duty one for posting ${i}</li><li>Duty two</li></ul>`;
  const id = `gen-${i}`;
  switch (source) {
    case "usajobs":
      return {
        MatchedObjectId: `9${String(i).padStart(8, "0")}`,
        MatchedObjectDescriptor: {
          PositionID: `GEN-${i}`,
          PositionTitle: title,
          PositionURI: `https://www.usajobs.gov/GetJob/ViewDetails/9${String(i).padStart(8, "0")}`,
          ApplyURI: [`https://www.usajobs.gov/GetJob/ViewDetails/9${String(i).padStart(8, "0")}?PostingChannelID=`],
          PositionLocation: [{ LocationName: `${city}, ${stateName}`, CountryCode: "United States" }],
          OrganizationName: `${company} Directorate`,
          DepartmentName: "Department of Defense",
          JobCategory: [{ Name: role, Code: series }],
          JobGrade: [{ Code: "GS" }],
          PositionSchedule: [{ Name: "Full-time" }],
          PositionRemuneration: [{ MinimumRange: String(low), MaximumRange: String(low + 20_000), RateIntervalCode: "PA" }],
          PublicationStartDate: posted,
          ApplicationCloseDate: new Date(Date.parse(posted) + 30 * 86_400_000).toISOString(),
          UserArea: {
            Details: {
              JobSummary: body,
              LowGrade: "9",
              HighGrade: "11",
              HiringPath: i % 3 === 0 ? ["vet", "public"] : ["public"],
              WhoMayApply: { Name: "United States Citizens" },
            },
          },
        },
      };
    case "greenhouse":
      return {
        id: 5_000_000 + i,
        title,
        updated_at: posted,
        first_published: posted,
        location: { name: `${city}, ${code}` },
        absolute_url: `https://boards.greenhouse.io/${board ?? "board"}/jobs/${5_000_000 + i}`,
        metadata: [],
        content: body.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"),
        departments: [{ id: 1, name: role.split(" ")[0] }],
        offices: [],
      };
    case "lever":
      return {
        id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
        text: title,
        categories: { commitment: "Full-time", location: `${city}, ${code}`, team: role.split(" ")[0] },
        country: "US",
        createdAt: Date.parse(posted),
        description: body,
        lists: [],
        hostedUrl: `https://jobs.lever.co/${board ?? "site"}/${i}`,
        applyUrl: `https://jobs.lever.co/${board ?? "site"}/${i}/apply`,
        workplaceType: i % 5 === 0 ? "remote" : "onsite",
        salaryRange: { currency: "USD", interval: "per-year-salary", min: low, max: low + 20_000 },
      };
    case "adzuna":
      return {
        id: String(7_000_000_000 + i),
        title,
        description: `${title} at ${company} in ${city}.`,
        created: posted,
        redirect_url: `https://www.adzuna.com/land/ad/${7_000_000_000 + i}`,
        company: { display_name: company },
        location: { display_name: `${city}, ${stateName}`, area: ["US", stateName, city] },
        category: { label: "IT Jobs", tag: "it-jobs" },
        salary_min: low,
        salary_max: low + 20_000,
        salary_is_predicted: "0",
        contract_time: "full_time",
      };
    case "jsonld":
      return {
        "@type": "JobPosting",
        title,
        description: body,
        identifier: { "@type": "PropertyValue", value: id },
        datePosted: posted.slice(0, 10),
        hiringOrganization: { "@type": "Organization", name: company },
        jobLocation: {
          "@type": "Place",
          address: { "@type": "PostalAddress", addressLocality: city, addressRegion: code, addressCountry: "US" },
        },
        employmentType: "FULL_TIME",
        url: `/jobs/${id}`,
      };
  }
}

function careersPage(rows: unknown[]): string {
  const graph = JSON.stringify({ "@context": "https://schema.org", "@graph": rows }).replace(/</g, "\\u003c");
  return `<!doctype html><html><head><title>Careers</title><script type="application/ld+json">${graph}</script></head><body><h1>Careers</h1></body></html>`;
}

export async function startFakeJobBoards(): Promise<FakeJobBoards> {
  const boards = new Map<string, unknown[]>();
  const pages = new Map<string, string>();
  const greenhouseNames = new Map<string, string>();
  const failures = new Map<string, { status: number; retryAfter?: string }[]>();
  const hangs = new Map<string, number>();
  const oversize = new Map<string, number>();
  let streamed: FakeJobBoards["streamed"] = null;
  const hitCounts = new Map<string, number>();
  const requests: FakeRequest[] = [];

  const gh = JSON.parse(fixture("greenhouse-northwind.json")) as { board: { name: string }; jobs: unknown[] };
  boards.set(keyOf("greenhouse", FAKE_BOARDS.greenhouse), gh.jobs);
  greenhouseNames.set(FAKE_BOARDS.greenhouse, gh.board.name);
  boards.set(keyOf("lever", FAKE_BOARDS.lever), JSON.parse(fixture("lever-northwind-logistics.json")) as unknown[]);
  boards.set(keyOf("usajobs"), JSON.parse(fixture("usajobs-search.json")) as unknown[]);
  boards.set(keyOf("adzuna"), (JSON.parse(fixture("adzuna-search.json")) as { results: unknown[] }).results);
  pages.set(FAKE_BOARDS.jsonld, fixture("careers-page.html"));

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const path = url.pathname;
    hitCounts.set(path, (hitCounts.get(path) ?? 0) + 1);
    requests.push({ path, query: url.searchParams, headers: req.headers });
    if (requests.length > 1000) requests.shift();

    const hanging = hangs.get(path) ?? 0;
    if (hanging > 0) {
      hangs.set(path, hanging - 1);
      return; // never answered; closed with the server
    }
    const huge = oversize.get(path);
    if (huge !== undefined) {
      oversize.delete(path);
      const html = path.startsWith("/careers/");
      const record = { sent: 0, total: huge, closedEarly: false };
      streamed = record;
      res.writeHead(200, { "Content-Type": html ? "text/html; charset=utf-8" : "application/json; charset=utf-8" });
      const head = Buffer.from(html ? "<!doctype html><html><body><p>" : '{"jobs":[], "padding":"');
      const chunk = Buffer.alloc(64 * 1024, "x");
      res.on("close", () => {
        if (record.sent < record.total) record.closedEarly = true;
      });
      const pump = () => {
        while (record.sent < record.total && !res.destroyed) {
          const piece = record.sent === 0 ? head : chunk;
          record.sent += piece.length;
          if (!res.write(piece)) return void res.once("drain", pump);
        }
        if (!res.destroyed) res.end(html ? "</p></body></html>" : '"}');
      };
      pump();
      return;
    }
    const failure = failures.get(path)?.shift();
    if (failure) {
      res.writeHead(failure.status, {
        "Content-Type": "application/json",
        ...(failure.retryAfter !== undefined ? { "Retry-After": failure.retryAfter } : {}),
      });
      res.end(JSON.stringify({ error: `fake failure ${failure.status}` }));
      return;
    }

    // USAJOBS Search API
    if (/^\/api\/search$/i.test(path)) {
      if (req.headers["authorization-key"] !== FAKE_USAJOBS_KEY || req.headers["user-agent"] !== FAKE_USAJOBS_EMAIL) {
        return json(res, 401, { Message: "Authorization has been denied for this request." });
      }
      let rows = boards.get(keyOf("usajobs")) ?? [];
      const series = url.searchParams.get("JobCategoryCode")?.split(";").filter(Boolean);
      if (series?.length)
        rows = rows.filter((r) =>
          (
            (r as { MatchedObjectDescriptor: { JobCategory?: { Code: string }[] } }).MatchedObjectDescriptor.JobCategory ?? []
          ).some((c) => series.includes(c.Code)),
        );
      const paths = url.searchParams.get("HiringPath")?.split(";").filter(Boolean);
      if (paths?.length)
        rows = rows.filter((r) =>
          (
            (r as { MatchedObjectDescriptor: { UserArea?: { Details?: { HiringPath?: string[] } } } }).MatchedObjectDescriptor
              .UserArea?.Details?.HiringPath ?? []
          ).some((p) => paths.includes(p)),
        );
      const days = url.searchParams.get("DatePosted");
      if (days !== null) {
        const from = Date.now() - Number(days) * 86_400_000;
        rows = rows.filter(
          (r) =>
            Date.parse(
              (r as { MatchedObjectDescriptor: { PublicationStartDate?: string } }).MatchedObjectDescriptor
                .PublicationStartDate ?? "",
            ) >= from,
        );
      }
      const size = Math.min(500, Math.max(1, Number(url.searchParams.get("ResultsPerPage") ?? 25)));
      const page = Math.max(1, Number(url.searchParams.get("Page") ?? 1));
      const items = rows.slice((page - 1) * size, page * size);
      return json(res, 200, {
        LanguageCode: "EN",
        SearchParameters: {},
        SearchResult: {
          SearchResultCount: items.length,
          SearchResultCountAll: rows.length,
          SearchResultItems: items,
          UserArea: { NumberOfPages: String(Math.max(1, Math.ceil(rows.length / size))), IsRadialSearch: false },
        },
      });
    }

    // Greenhouse Job Board API
    const ghMatch = /^\/v1\/boards\/([^/]+)(\/jobs)?$/.exec(path);
    if (ghMatch) {
      const token = decodeURIComponent(ghMatch[1]);
      const rows = boards.get(keyOf("greenhouse", token));
      if (!rows) return json(res, 404, { status: 404, error: "Job not found" });
      if (!ghMatch[2]) return json(res, 200, { name: greenhouseNames.get(token) ?? token, content: "" });
      const withContent = url.searchParams.get("content") === "true";
      const jobs = withContent ? rows : rows.map((r) => ({ ...(r as object), content: undefined }));
      return json(res, 200, { jobs, meta: { total: rows.length } });
    }

    // Lever Postings API
    const leverMatch = /^\/v0\/postings\/([^/]+)$/.exec(path);
    if (leverMatch) {
      const rows = boards.get(keyOf("lever", decodeURIComponent(leverMatch[1])));
      if (!rows) return json(res, 404, { ok: false, error: "Document not found" });
      const skip = Math.max(0, Number(url.searchParams.get("skip") ?? 0));
      const limit = url.searchParams.has("limit") ? Math.max(0, Number(url.searchParams.get("limit"))) : rows.length;
      return json(res, 200, rows.slice(skip, skip + limit));
    }

    // Adzuna search
    const adzunaMatch = /^\/v1\/api\/jobs\/us\/search\/(\d+)$/.exec(path);
    if (adzunaMatch) {
      if (url.searchParams.get("app_id") !== FAKE_ADZUNA_ID || url.searchParams.get("app_key") !== FAKE_ADZUNA_KEY) {
        return json(res, 401, {
          __CLASS__: "Adzuna::API::Response::Exception",
          exception: "AUTH_FAIL",
          display: "Authorisation failed",
        });
      }
      let rows = boards.get(keyOf("adzuna")) ?? [];
      const maxDays = url.searchParams.get("max_days_old");
      if (maxDays !== null)
        rows = rows.filter(
          (r) => Date.parse(String((r as { created?: string }).created)) >= Date.now() - Number(maxDays) * 86_400_000,
        );
      const size = Math.min(50, Math.max(1, Number(url.searchParams.get("results_per_page") ?? 10)));
      const page = Math.max(1, Number(adzunaMatch[1]));
      return json(res, 200, {
        __CLASS__: "Adzuna::API::Response::JobSearchResults",
        count: rows.length,
        mean: 70_000,
        results: rows.slice((page - 1) * size, page * size),
      });
    }

    // Employer careers pages (JSON-LD)
    const page = pages.get(path);
    if (page !== undefined) {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(page);
    }
    json(res, 404, { error: "not found" });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;

  const setPostings = (source: FakeBoardSource, board: string | undefined, rows: unknown[]) => {
    boards.set(keyOf(source, board), rows);
    if (source === "jsonld" && board) pages.set(board, careersPage(rows));
  };

  return {
    origin,
    port,
    env: {
      USAJOBS_API_BASE: origin,
      GREENHOUSE_API_BASE: origin,
      LEVER_API_BASE: origin,
      ADZUNA_API_BASE: origin,
      USAJOBS_API_KEY: FAKE_USAJOBS_KEY,
      USAJOBS_USER_AGENT: FAKE_USAJOBS_EMAIL,
      ADZUNA_APP_ID: FAKE_ADZUNA_ID,
      ADZUNA_APP_KEY: FAKE_ADZUNA_KEY,
    },
    requests,
    hits: (path) => hitCounts.get(path) ?? 0,
    setPostings,
    postings: (source, board) => boards.get(keyOf(source, board)) ?? [],
    removePosting(source, board, id) {
      const rows = boards.get(keyOf(source, board)) ?? [];
      const kept = rows.filter((row) => idOf(source, row) !== id);
      if (kept.length === rows.length) return false;
      setPostings(source, board, kept);
      return true;
    },
    generate(source, n, board) {
      const rows = Array.from({ length: n }, (_, i) => generated(source, i, board));
      setPostings(source, board, rows);
      return rows;
    },
    failNext(path, status, retryAfter, times = 1) {
      const list = failures.get(path) ?? [];
      for (let i = 0; i < times; i++)
        list.push({ status, retryAfter: retryAfter === undefined ? undefined : String(retryAfter) });
      failures.set(path, list);
    },
    hangNext: (path) => hangs.set(path, (hangs.get(path) ?? 0) + 1),
    oversizeNext: (path, bytes) => oversize.set(path, bytes),
    get streamed() {
      return streamed;
    },
    setPage: (path, html) => pages.set(path, html),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
