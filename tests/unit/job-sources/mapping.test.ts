import { describe, expect, it } from "vitest";
import { jobImportRowSchema } from "~/domain/jobs/job-import-row.server";
import { jobPostingsFromDocument } from "~/domain/jobs/sources/jsonld.server";
import { cutAtWord, htmlToText, isoDate, oneLine } from "~/domain/jobs/sources/source-values.server";
import { employmentType, normaliseSalary, statedClearance, workType } from "~/domain/jobs/sources/source-fields.server";
import { checkPosting, importRowOf, POSTING_LIMITS } from "~/domain/jobs/sources/source-mapping.server";

describe("connector mapping helpers", () => {
  it("turns HTML into safe text: no script, style or tags; paragraphs, breaks and list items kept", () => {
    const text = htmlToText(
      `<style>b{}</style><h2>Role</h2><p>One&nbsp;&amp; two<br>three</p><script>steal()</script><noscript>x</noscript><ol><li>First</li><li><b>Second</b></li></ol><p><img src=x onerror=alert(1)>Done</p>`,
    );
    expect(text).toBe("Role\n\nOne & two\nthree\n\n- First\n- Second\n\nDone");
  });

  it("normalises salaries of every period to yearly dollars and keeps the original", () => {
    expect(normaliseSalary(200, 250, "USD", "day")).toEqual({
      salary_min: 52000,
      salary_max: 65000,
      salary_original: { min: 200, max: 250, currency: "USD", period: "day" },
    });
    expect(normaliseSalary("1,000", null, "usd", "week")).toMatchObject({ salary_min: 52000, salary_max: null });
    expect(normaliseSalary(90000, 70000, "USD", "year")).toMatchObject({ salary_min: 70000, salary_max: 90000 });
    // Another currency: the original only, no guessed exchange rate.
    expect(normaliseSalary(50000, 60000, "EUR", "year")).toEqual({
      salary_min: null,
      salary_max: null,
      salary_original: { min: 50000, max: 60000, currency: "EUR", period: "year" },
    });
    expect(normaliseSalary(null, undefined, "USD", "year")).toEqual({
      salary_min: null,
      salary_max: null,
      salary_original: null,
    });
  });

  it("reads clearance only where it is stated", () => {
    expect(statedClearance("Secret")).toBe("Secret");
    expect(statedClearance("Not Required", "Top Secret clearance required")).toBeNull();
    expect(statedClearance("Public Trust - Background Investigation")).toBeNull();
    expect(statedClearance(null, "Must hold an active TS/SCI clearance.")).toBe("TS/SCI");
    expect(statedClearance(null, "Clearance: Top Secret")).toBe("Top Secret");
    expect(statedClearance(null, "We keep your data secret.")).toBeNull();
  });

  it("maps work and employment types and dates", () => {
    expect(workType("Remote - US")).toBe("Remote");
    expect(workType("Hybrid (Austin, TX)")).toBe("Hybrid");
    expect(workType("Austin, TX")).toBe("On-site");
    expect([
      employmentType("full_time"),
      employmentType("PART_TIME"),
      employmentType("contractor"),
      employmentType("Intern"),
      employmentType("Seasonal"),
      employmentType(null),
    ]).toEqual(["Full-time", "Part-time", "Contract", "Internship", "Temporary", "Full-time"]);
    expect(isoDate("2026-11-07")).toBe("2026-11-07T00:00:00.000Z");
    expect(isoDate(0)).toBe("1970-01-01T00:00:00.000Z");
    expect(isoDate("not a date")).toBeNull();
  });

  it("rejects a JobPosting without a title or id and keeps a long URL id within the column", () => {
    const page = new URL("https://careers.example.com/jobs");
    const long = `https://careers.example.com/jobs/${"x".repeat(300)}`;
    const html = `<script type="application/ld+json">${JSON.stringify([
      { "@type": "JobPosting", description: "No title", identifier: "A-1" },
      { "@type": "JobPosting", title: "Clerk", description: "Files.", hiringOrganization: "Example" },
      { "@type": "JobPosting", title: "Driver", description: "Drives.", hiringOrganization: "Example", url: long },
    ])}</script>`;
    const { postings, rejected } = jobPostingsFromDocument(html, page);
    expect(rejected).toEqual([
      { external_id: "A-1", reasons: ["title: the JobPosting has no title"] },
      { external_id: null, reasons: ["identifier: the JobPosting has no identifier or url"] },
    ]);
    expect(postings).toHaveLength(1);
    expect(postings[0].external_id.length).toBeLessThanOrEqual(191);
    expect(postings[0].apply_url).toBe(long);
  });
});

describe("a posting as an import row", () => {
  const base = {
    source: "lever",
    external_id: "site:1",
    title: "Clerk",
    company: "Example",
    location: "Austin, TX",
    country: "US",
    work_type: "On-site" as const,
    employment_type: "Full-time" as const,
    salary_min: null,
    salary_max: null,
    salary_original: null,
    description: "Files.",
    requirements: null,
    tags: [],
    clearance_required: null,
    posted_at: null,
    closes_at: null,
    apply_url: "https://jobs.example.com/1",
    source_url: null,
    federal_series: [],
  };

  it("passes the import schema, veteran-friendly only where the source says so", () => {
    expect(jobImportRowSchema.parse(importRowOf(base)).veteran_friendly).toBe(false);
    expect(importRowOf({ ...base, tags: ["Veterans' preference"] }).veteran_friendly).toBe(true);
    expect(importRowOf({ ...base, tags: ["Hiring path: vet"] }).veteran_friendly).toBe(true);
  });

  it("clips a long title and rejects a row the import schema refuses, with its reasons", () => {
    const long = checkPosting({ ...base, title: "T".repeat(300) });
    expect("rejected" in long ? null : long.title.length).toBe(POSTING_LIMITS.title);
    expect(checkPosting({ ...base, description: "" })).toEqual({ rejected: ["description: description is required"] });
    expect(checkPosting({ ...base, apply_url: "javascript:alert(1)" })).toEqual({
      rejected: ["apply_url: apply_url must be an http(s) URL"],
    });
  });

  it("fits every posting to one-line titles and capped descriptions (issue 53 item 8)", () => {
    const fitted = checkPosting({
      ...base,
      title: "Logistics\n  Coordinator\r\n\t(Nights)",
      description: "word ".repeat(10_000),
      requirements: "skill ".repeat(5_000),
    });
    if ("rejected" in fitted) throw new Error(fitted.rejected.join("; "));
    expect(fitted.title).toBe("Logistics Coordinator (Nights)");
    expect(fitted.description.length).toBeLessThanOrEqual(POSTING_LIMITS.description);
    expect(fitted.description).toMatch(/word…$/);
    expect(fitted.requirements!.length).toBeLessThanOrEqual(POSTING_LIMITS.requirements);
    expect(fitted.requirements).toMatch(/skill…$/);
  });

  it("cuts at a word boundary, or inside a word that fills the room", () => {
    expect(cutAtWord("short", 10)).toBe("short");
    expect(cutAtWord("alpha beta gamma delta", 19)).toBe("alpha beta gamma…");
    expect(cutAtWord("x".repeat(50), 10)).toBe(`${"x".repeat(9)}…`);
    expect(oneLine("  A \u2028 B\n\nC  ", 120)).toBe("A B C");
  });
});
