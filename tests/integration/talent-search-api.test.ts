import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { createEmployerProfile } from "../fixtures/employer-profile";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { signUp } from "../fixtures/sign-up";

let server: TestServer;
let api: ApiClient;
let n = 0;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

async function register(role: "veteran" | "employer") {
  n++;
  const reg = await signUp(api.withIp(`10.10.0.${n}`), { email: `talent${n}@example.com`, password: "Secret123!", full_name: `Talent ${n}`, role });
  return { client: api.withToken(reg.body.access_token as string), userId: reg.body.user_id as number };
}

async function employer(approvalStatus: "approved" | "pending", planId = "starter") {
  const e = await register("employer");
  await createEmployerProfile(e.userId, { approvalStatus, planId });
  return e.client;
}

async function veteran(data: Record<string, unknown>) {
  const v = await register("veteran");
  await getDb().veteranProfile.update({ where: { userId: v.userId }, data: { phone: "555-0100", ...data } });
  return v.userId;
}

it("finds veterans by MOS, branch, clearance, skills, years and verification, without contact details", async () => {
  const signal = await veteran({ militaryBranch: "Army", mosCode: "25B", clearanceLevel: "Top Secret", yearsOfService: 8, skills: ["Networking", "Linux"], verifiedStatus: true, headline: "Network engineer", location: "Austin, TX" });
  const navy = await veteran({ militaryBranch: "Navy", mosCode: "LS", clearanceLevel: "Secret", yearsOfService: 4, skills: ["Supply Chain"], location: "Norfolk, VA" });
  const emp = await employer("approved", "growth");

  const byMos = await emp.get("/api/employer/veterans/search?mos_code=25b");
  expect(byMos.status).toBe(200);
  const found = byMos.body.veterans as Array<Record<string, unknown>>;
  expect(found.map((v) => v.user_id)).toEqual([signal]);
  expect(found[0]).not.toHaveProperty("email");
  expect(found[0]).not.toHaveProperty("phone");
  expect(found[0].civilian_titles as string[]).not.toHaveLength(0);

  const ids = async (qs: string) => ((await emp.get(`/api/employer/veterans/search?${qs}`)).body.veterans as Array<{ user_id: number }>).map((v) => v.user_id);
  expect(await ids("branch=Navy")).toEqual([navy]);
  expect(await ids("clearance=Top%20Secret")).toEqual([signal]);
  expect((await ids("clearance=Secret")).sort()).toEqual([signal, navy].sort());
  expect(await ids("skills=supply%20chain")).toEqual([navy]);
  expect(await ids("min_years=6")).toEqual([signal]);
  expect(await ids("verified_only=true")).toEqual([signal]);
  expect(await ids("q=network%20engineer")).toEqual([signal]);
  expect(await ids("location=norfolk")).toEqual([navy]);
  expect((await emp.get("/api/employer/veterans/search?branch=Navyy")).status).toBe(422);
});

it("refuses pending employers and veterans, and stops at the plan's monthly searches", async () => {
  expect((await (await employer("pending")).get("/api/employer/veterans/search")).status).toBe(403);
  expect((await (await register("veteran")).client.get("/api/employer/veterans/search")).status).toBe(403);

  const emp = await employer("approved", "starter");
  for (let i = 0; i < 10; i++) expect((await emp.get(`/api/employer/veterans/search?q=x${i}`)).status).toBe(200);
  const over = await emp.get("/api/employer/veterans/search?q=more");
  expect(over.status).toBe(403);
  expect(over.body.detail).toBe("Your Starter plan allows 10 veteran searches per month, and you have used them all. Upgrade your plan to search more.");
});

describe("plan allowances cannot be dodged", () => {
  const searches = (employerId: number) => getDb().talentSearch.count({ where: { employerId } });

  async function approvedEmployer() {
    const e = await register("employer");
    await createEmployerProfile(e.userId, { approvalStatus: "approved", planId: "starter" });
    return e;
  }

  it("counts every distinct search once, whatever its skip; paging, reloading or retyping it within 30 minutes is free", async () => {
    const { client, userId } = await approvedEmployer();
    const get = (qs: string) => client.get(`/api/employer/veterans/search?${qs}`);
    expect((await get("q=logistics&skills=Linux,Networking")).status).toBe(200);
    expect(await searches(userId)).toBe(1);
    // The next page, a reload, the same filters typed differently: one search.
    for (const qs of ["q=logistics&skills=Linux,Networking&skip=20", "q=logistics&skills=Linux,Networking", "q=%20LOGISTICS%20&skills=networking,%20linux&skip=40", "q=logistics&skills=Linux,Networking,linux"]) {
      expect((await get(qs)).status).toBe(200);
    }
    expect(await searches(userId)).toBe(1);
    // A new search opened at another page is a new search, not a free one.
    expect((await get("q=welding&skip=1")).status).toBe(200);
    expect(await searches(userId)).toBe(2);
    expect((await get("q=welding&skip=20")).status).toBe(200);
    expect((await get("q=logistics&skills=Linux&skip=20")).status).toBe(200); // fewer filters: another search
    expect(await searches(userId)).toBe(3);
    // After 30 minutes the same search counts again.
    await getDb().talentSearch.updateMany({ where: { employerId: userId }, data: { createdAt: new Date(Date.now() - 31 * 60_000) } });
    expect((await get("q=welding&skip=20")).status).toBe(200);
    expect(await searches(userId)).toBe(4);
  });

  it("an exhausted allowance still pages a search already paid for, and refuses new ones at any skip", async () => {
    const { client, userId } = await approvedEmployer();
    for (let i = 0; i < 10; i++) expect((await client.get(`/api/employer/veterans/search?q=paid${i}`)).status).toBe(200);
    const page = await client.get("/api/employer/veterans/search?q=paid3&skip=20");
    expect(page.status).toBe(200);
    expect(page.body.allowance).toMatchObject({ used: 10, remaining: 0 });
    for (const skip of [0, 1, 20]) expect((await client.get(`/api/employer/veterans/search?q=fresh&skip=${skip}`)).status).toBe(403);
    expect(await searches(userId)).toBe(10);
  });

  it("the search screen counts the same way", async () => {
    const { client, userId } = await approvedEmployer();
    const screen = (qs: string) => client.get(`/employer/veterans/search?search=1&${qs}`);
    expect((await screen("q=medic")).status).toBe(200);
    expect((await screen("q=medic&skip=20")).status).toBe(200);
    expect((await screen("q=Medic")).status).toBe(200);
    expect(await searches(userId)).toBe(1);
    expect((await screen("q=pilot&skip=1")).status).toBe(200);
    expect(await searches(userId)).toBe(2);
    // Opening the screen without searching counts nothing.
    expect((await client.get("/employer/veterans/search")).status).toBe(200);
    expect(await searches(userId)).toBe(2);
  });
});
