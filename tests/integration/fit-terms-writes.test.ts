import { afterAll, beforeAll, expect, it } from "vitest";
import { loadFitInputs } from "~/domain/fit/fit-inputs.server";
import { rankVeteran } from "~/domain/fit/fit-ranking.server";
import { backfillFitTerms, fitTermsColumn } from "~/domain/fit/fit-terms.server";
import { importJobs } from "~/domain/jobs/import-jobs.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { createEmployerProfile } from "../fixtures/employer-profile";
import { signUp } from "../fixtures/sign-up";
import { startTestServer, type TestServer } from "../fixtures/test-server";

// Decision 120: every path that writes a posting's title or text stores what the fit scorer reads
// of them (Job.fitTerms); a write that changes them without the terms leaves none (the trigger),
// and the next reader reads the text and stores them.

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

const termsOf = async (id: number) => (await getDb().job.findUniqueOrThrow({ where: { id }, select: { fitTerms: true } })).fitTerms;

const expected = async (id: number) => {
  const job = await getDb().job.findUniqueOrThrow({ where: { id }, select: { title: true, description: true, requirements: true } });
  return fitTermsColumn(job.title, job.description, job.requirements);
};

it("an employer's new and edited posting carries its terms", async () => {
  const reg = await signUp(api.withIp("10.120.0.1"), { email: "terms-employer@example.com", password: "Secret123!", full_name: "Dana Hiring", role: "employer" });
  await createEmployerProfile(reg.body.user_id as number, { approvalStatus: "approved", planId: "growth" });
  const employer = api.withToken(reg.body.access_token as string);
  const posting = {
    title: "Fleet Operations Coordinator",
    location: "Dallas, TX",
    salary_min: 55000,
    salary_max: 70000,
    description: "Ideal for Army 88M NCOs: plan routes and dispatch a fleet.",
    requirements: "CDL Class A required",
    apply_url: "",
    remote: false,
    veteran_friendly: true,
    clearance_required: "none",
  };
  const created = await employer.post("/api/jobs", posting);
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  expect(await termsOf(id)).toBe(await expected(id));
  const edited = await employer.request("PUT", `/api/jobs/${id}`, { ...posting, description: "Navy IT welcome: run the dispatch systems." });
  expect(edited.status).toBe(200);
  expect(await termsOf(id)).toBe(fitTermsColumn(posting.title, "Navy IT welcome: run the dispatch systems.", posting.requirements));
});

it("an imported posting carries its terms when created and when changed", async () => {
  const row = {
    title: "Avionics Technician",
    company: "Skyward Aero",
    location: "Wichita, KS",
    description: "Maintain aircraft electrical systems. Air Force 2A6X6 veterans welcome.",
    requirements: "FAA A&P required",
    apply_url: "https://careers.example.com/avionics/1",
    source: "indeed",
    external_id: "terms-1",
  };
  expect((await importJobs(getDb(), [row])).rejected).toEqual([]);
  const { id } = await getDb().job.findFirstOrThrow({ where: { externalId: "terms-1" }, select: { id: true } });
  expect(await termsOf(id)).toBe(await expected(id));
  await importJobs(getDb(), [{ ...row, description: "Maintain aircraft. Power BI a plus." }]);
  expect(await termsOf(id)).toBe(fitTermsColumn(row.title, "Maintain aircraft. Power BI a plus.", row.requirements));
});

it("a write that changes the text without its terms leaves none, and the next reader stores them again", async () => {
  const db = getDb();
  const job = await db.job.create({
    data: { title: "Dispatcher", company: "Acme", description: "Route planning.", status: "open", workType: "On-site", tags: [] },
    select: { id: true },
  });
  // Written by a path that does not store terms (a fixture, an admin script): none until read.
  expect(await termsOf(job.id)).toBeNull();
  await loadFitInputs(db, [job.id]);
  expect(await termsOf(job.id)).toBe(await expected(job.id));

  // A view count keeps them; a new description without terms drops them.
  await db.job.update({ where: { id: job.id }, data: { viewCount: { increment: 1 } } });
  expect(await termsOf(job.id)).toBe(await expected(job.id));
  await db.job.update({ where: { id: job.id }, data: { description: "Army 88M wanted. CDL Class A required." } });
  expect(await termsOf(job.id)).toBeNull();
  await db.job.update({ where: { id: job.id }, data: { title: "Senior Dispatcher" } });
  expect(await termsOf(job.id)).toBeNull();

  // A ranking reads every open job's terms: the missing ones are read from the text and stored.
  const inputs = await loadFitInputs(db, [job.id]);
  expect(inputs.get(job.id)?.terms.requirements).toEqual(["CDL Class A"]);
  expect(await termsOf(job.id)).toBe(await expected(job.id));

  // A write that changes the text and its terms keeps the new terms.
  const fresh = fitTermsColumn("Senior Dispatcher", "Plan routes.", null);
  await db.job.update({ where: { id: job.id }, data: { description: "Plan routes.", fitTerms: fresh } });
  expect(await termsOf(job.id)).toBe(fresh);

  // Stored terms of an older layout or scorer are read again by the backfill.
  await db.$executeRawUnsafe("UPDATE Job SET fitTerms = ? WHERE id = ?", "t0.0\tstale", job.id);
  expect(await backfillFitTerms(db)).toBeGreaterThanOrEqual(1);
  expect(await termsOf(job.id)).toBe(fresh);
  expect(await backfillFitTerms(db)).toBe(0);
});

it("ranking a veteran scores every open job from stored terms, storing any that were missing", async () => {
  const db = getDb();
  const reg = await signUp(api.withIp("10.120.0.2"), { email: "terms-veteran@example.com", password: "Secret123!", full_name: "Sam Seeker" });
  const userId = reg.body.user_id as number;
  await db.veteranProfile.update({ where: { userId }, data: { militaryBranch: "Army", mosCode: "88M", militaryRank: "E-5", yearsOfService: 6 } });
  const ranked = await rankVeteran(userId);
  expect(ranked?.scored).toBe(await db.job.count({ where: { status: "open" } }));
  expect(await db.job.count({ where: { status: "open", fitTerms: null } })).toBe(0);
});
