import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowanceFor } from "~/domain/billing/allowances.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { createEmployerProfile } from "../fixtures/employer-profile";
import { nextIp } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { signUp } from "../fixtures/sign-up";

/**
 * Issue 44 item 5: the talent allowance holds on every path. A starter employer out of searches
 * read every veteran's profile by id, uncounted, and one counted search with no filters paged
 * through every veteran (skip up to 10,000).
 */

let server: TestServer;
let api: ApiClient;
let n = 0;

const OUT_OF_SEARCHES = "Your Starter plan allows 10 veteran searches per month, and you have used them all.";

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

async function register(role: "veteran" | "employer", name = `Person ${n + 1}`) {
  n++;
  const reg = await signUp(api.withIp(nextIp()), { email: `paths${n}@example.com`, password: "Secret123!", full_name: name, role });
  expect(reg.status).toBe(201);
  return { client: api.withToken(reg.body.access_token as string).withIp(nextIp()), userId: reg.body.user_id as number };
}

async function employer(planId = "starter") {
  const e = await register("employer");
  await createEmployerProfile(e.userId, { approvalStatus: "approved", planId });
  return e;
}

async function veteran(headline: string) {
  const v = await register("veteran");
  await getDb().veteranProfile.update({ where: { userId: v.userId }, data: { headline, militaryBranch: "Army", yearsOfService: 4 } });
  return v;
}

const used = async (employerId: number) => (await allowanceFor(getDb(), employerId, "talent-search")).used;
const profile = (client: ApiClient, id: number) => client.get(`/api/users/${id}/profile`);

describe("profile reads by id count against the talent allowance", () => {
  it("a profile no search showed spends a search; the allowance's end refuses every further id alike, in the plan's words", async () => {
    const vets = [];
    for (let i = 0; i < 12; i++) vets.push(await veteran(`Walker ${i}`));
    const emp = await employer();

    for (let i = 0; i < 10; i++) expect((await profile(emp.client, vets[i].userId)).status).toBe(200);
    expect(await used(emp.userId)).toBe(10);
    // Opening the same profile again this month is already paid for.
    expect((await profile(emp.client, vets[3].userId)).status).toBe(200);
    expect(await used(emp.userId)).toBe(10);

    const refused = await profile(emp.client, vets[10].userId);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(new RegExp(`^${OUT_OF_SEARCHES}`));
    // An unknown id answers the same: a spent allowance says nothing about which ids are veterans.
    const unknown = await profile(emp.client, 9_999_999);
    expect(unknown).toMatchObject({ status: 403, body: { detail: refused.body.detail } });
    // And a new search is refused too: one monthly number for both.
    expect((await emp.client.get("/api/employer/veterans/search?q=walker")).status).toBe(403);
    // The profile screen reads through the same rule: the page opens, the profile does not.
    const screen = await fetch(`${server.baseUrl}/profile/${vets[11].userId}`, { headers: { Authorization: `Bearer ${emp.client.token}`, "X-Forwarded-For": nextIp() } });
    const html = await screen.text();
    expect(html).not.toContain("Walker 11");
    expect((await emp.client.get(`/profile/${vets[2].userId}`)).body._raw).toContain("Walker 2");
    expect(await used(emp.userId)).toBe(10);
  });

  it("candidates a search of this month showed, and applicants, are free; unknown and non-veteran ids are 404 and spend nothing", async () => {
    const shown = [await veteran("Zephyr medic"), await veteran("Zephyr medic two")];
    const applicant = await veteran("Applicant");
    const emp = await employer();
    const other = await employer();

    const search = await emp.client.get("/api/employer/veterans/search?q=zephyr");
    expect((search.body.veterans as Array<{ user_id: number }>).map((v) => v.user_id).sort()).toEqual(shown.map((v) => v.userId).sort());
    expect(await used(emp.userId)).toBe(1);
    for (const v of shown) expect((await profile(emp.client, v.userId)).status).toBe(200);
    expect(await used(emp.userId)).toBe(1);

    const job = await emp.client.post("/api/jobs", { title: "Medic", company: "Acme", description: "Care.", salary_min: null, salary_max: null });
    expect((await applicant.client.post(`/api/jobs/${job.body.id as number}/apply`, {})).status).toBe(201);
    expect((await profile(emp.client, applicant.userId)).status).toBe(200);
    expect(await used(emp.userId)).toBe(1);

    for (const id of [9_999_998, other.userId, emp.userId]) {
      const res = await profile(emp.client, id);
      expect(res).toMatchObject({ status: 404, body: { detail: "Profile not found" } });
    }
    expect(await used(emp.userId)).toBe(1);
    // Veterans reading each other are not counted anywhere.
    expect((await profile(applicant.client, shown[0].userId)).status).toBe(200);
  });

  it("walking ids is rate limited with Retry-After, before any allowance is spent", async () => {
    const emp = await employer("growth");
    let last = { status: 0, headers: new Headers(), body: {} as Record<string, unknown> };
    for (let i = 0; i < 31; i++) last = await profile(emp.client, 8_000_000 + i);
    expect(last.status).toBe(429);
    expect(last.body.detail).toBe("You are opening veteran profiles too quickly. Please wait a few minutes.");
    expect(Number(last.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await used(emp.userId)).toBe(0);
  });
});

describe("one search opens five pages", () => {
  it("paging past the fifth page of a search counts as the next search", async () => {
    const emp = await employer("growth");
    const searches = () => getDb().talentSearch.count({ where: { employerId: emp.userId } });
    const get = (skip: number) => emp.client.get(`/api/employer/veterans/search?skip=${skip}`);
    expect((await get(0)).status).toBe(200);
    expect((await get(80)).status).toBe(200); // page 5: the same search
    expect(await searches()).toBe(1);
    expect((await get(100)).status).toBe(200); // page 6: the next one
    expect((await get(180)).status).toBe(200);
    expect(await searches()).toBe(2);
    expect((await get(100)).status).toBe(200); // paid for within 30 minutes
    expect((await get(9_980)).status).toBe(200);
    expect(await searches()).toBe(3);
  });

  it("a starter employer's 10 searches read at most 50 pages of one search", async () => {
    const emp = await employer();
    for (let block = 0; block < 10; block++) expect((await emp.client.get(`/api/employer/veterans/search?skip=${block * 100}`)).status).toBe(200);
    const over = await emp.client.get("/api/employer/veterans/search?skip=1000");
    expect(over.status).toBe(403);
    expect(over.body.detail).toBe(`${OUT_OF_SEARCHES} Upgrade your plan to search more.`);
    expect((await emp.client.get("/api/employer/veterans/search?skip=420")).status).toBe(200); // a run already paid for
  });
});
