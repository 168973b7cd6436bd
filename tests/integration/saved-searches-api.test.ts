import { afterAll, beforeAll, expect, it } from "vitest";
import { SAVED_SEARCHES_FULL, SAVED_SEARCHES_LIMIT } from "@shared/saved-searches";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
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

async function account(role: "veteran" | "employer") {
  n++;
  const reg = await signUp(api.withIp(`10.56.1.${n}`), { email: `searcher${n}@example.com`, password: "Secret123!", full_name: `Searcher ${n}`, role });
  expect(reg.status).toBe(201);
  return { client: api.withToken(reg.body.access_token as string), userId: reg.body.user_id as number };
}

type Json = Record<string, unknown>;

it("a veteran saves a search with the /api/jobs filters, lists, edits and deletes it", async () => {
  const veteran = await account("veteran");
  const created = await veteran.client.post("/api/saved-searches", { q: "network technician", location: "TX", work_type: "remote", salary_min: 60000, veteran_friendly: true, frequency: "weekly" });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({
    q: "network technician",
    filters: { location: "TX", work_type: "Remote", salary_min: "60000", veteran_friendly: "true" },
    frequency: "weekly",
    name: "“network technician” · TX · Remote · from $60,000 · Veteran-friendly",
    last_alerted_at: null,
  });
  expect(created.body.search_url).toBe("/jobs?q=network+technician&location=TX&work_type=Remote&salary_min=60000&veteran_friendly=true&posted_days=all");
  const id = created.body.id as number;

  const listed = await veteran.client.get("/api/saved-searches");
  expect(listed.status).toBe(200);
  expect((listed.body.saved_searches as Json[]).map((s) => [s.id, s.frequency])).toEqual([[id, "weekly"]]);
  expect(listed.body.limit).toBe(SAVED_SEARCHES_LIMIT);

  const patched = await veteran.client.request("PATCH", `/api/saved-searches/${id}`, { frequency: "off" });
  expect(patched.status).toBe(200);
  expect(patched.body.frequency).toBe("off");
  // New filters replace the old ones, and an automatic name follows them.
  const refiltered = await veteran.client.request("PATCH", `/api/saved-searches/${id}`, { q: "nurse", clearance_required: "secret" });
  expect(refiltered.body).toMatchObject({ q: "nurse", filters: { clearance_required: "Secret" }, name: "“nurse” · Secret clearance", frequency: "off" });
  const renamed = await veteran.client.request("PATCH", `/api/saved-searches/${id}`, { name: "Nursing near home", frequency: "daily" });
  expect(renamed.body).toMatchObject({ name: "Nursing near home", frequency: "daily" });

  const deleted = await veteran.client.request("DELETE", `/api/saved-searches/${id}`);
  expect(deleted.status).toBe(200);
  expect((await veteran.client.get("/api/saved-searches")).body.saved_searches).toEqual([]);
  expect((await veteran.client.request("DELETE", `/api/saved-searches/${id}`)).status).toBe(404);
});

it("bad input is a 422 with a detail, never a 500", async () => {
  const veteran = await account("veteran");
  const cases: [unknown, RegExp][] = [
    [{ q: "x", frequency: "hourly" }, /frequency must be one of: daily, weekly, off/],
    [{ work_type: "Moon" }, /work_type must be one of/],
    [{ salary_min: "lots" }, /salary_min must be a whole number/],
    [{ sort: "recent" }, /Unknown field: sort/],
    [{ q: { $gt: "" } }, /q must be text/],
    [{ q: "x".repeat(201) }, /q must be at most 200 characters/],
    [{ name: "" }, /name must not be empty/],
    [[1, 2], /JSON object/],
  ];
  for (const [body, detail] of cases) {
    const answer = await veteran.client.post("/api/saved-searches", body);
    expect(answer.status, JSON.stringify(body)).toBe(422);
    expect(answer.body.detail).toMatch(detail);
  }
  expect((await veteran.client.request("POST", "/api/saved-searches", "{not json")).status).toBe(400);
  expect((await veteran.client.request("PATCH", "/api/saved-searches/abc", { frequency: "off" })).status).toBe(404);
});

it("at most 20 per veteran, with a clear message", async () => {
  const veteran = await account("veteran");
  for (let i = 0; i < SAVED_SEARCHES_LIMIT; i++) expect((await veteran.client.post("/api/saved-searches", { q: `search ${i}` })).status).toBe(201);
  const over = await veteran.client.post("/api/saved-searches", { q: "one more" });
  expect(over.status).toBe(409);
  expect(over.body.detail).toBe(SAVED_SEARCHES_FULL);
  expect(await getDb().savedSearch.count({ where: { userId: veteran.userId } })).toBe(SAVED_SEARCHES_LIMIT);
});

it("attackers: another veteran gets 404, an employer 403, a stranger 401, a suspended veteran 403", async () => {
  const owner = await account("veteran");
  const other = await account("veteran");
  const employer = await account("employer");
  const id = (await owner.client.post("/api/saved-searches", { q: "pilot" })).body.id as number;

  expect((await other.client.request("PATCH", `/api/saved-searches/${id}`, { frequency: "off" })).status).toBe(404);
  expect((await other.client.request("DELETE", `/api/saved-searches/${id}`)).status).toBe(404);
  expect((await other.client.get("/api/saved-searches")).body.saved_searches).toEqual([]);

  expect((await employer.client.post("/api/saved-searches", { q: "pilot" })).status).toBe(403);
  expect((await employer.client.get("/api/saved-searches")).status).toBe(403);
  expect((await employer.client.request("DELETE", `/api/saved-searches/${id}`)).status).toBe(403);

  expect((await api.get("/api/saved-searches")).status).toBe(401);
  expect((await api.request("DELETE", `/api/saved-searches/${id}`)).status).toBe(401);

  await getDb().user.update({ where: { id: owner.userId }, data: { status: "suspended" } });
  expect([401, 403]).toContain((await owner.client.get("/api/saved-searches")).status);
  expect((await getDb().savedSearch.findUniqueOrThrow({ where: { id } })).frequency).toBe("daily");
});

it("the screen lists the veteran's searches and /jobs offers to save one", async () => {
  const veteran = await account("veteran");
  await veteran.client.post("/api/saved-searches", { q: "logistics <b>", frequency: "weekly" });
  const page = await fetch(`${server.baseUrl}/jobs/searches`, { headers: { Authorization: `Bearer ${veteran.client.token}` } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("Saved searches");
  expect(html).toContain("“logistics &lt;b&gt;”");
  const jobs = await (await fetch(`${server.baseUrl}/jobs?q=nurse`, { headers: { Authorization: `Bearer ${veteran.client.token}` } })).text();
  expect(jobs).toContain("Save this search");
  expect(jobs).toContain('href="/jobs/searches"');
});

it("without SMTP the alert run keeps its emails in the outbox (text, HTML, headers), as every email is kept", async () => {
  const { runJobAlerts } = await import("~/domain/jobs/job-alerts.server");
  const veteran = await account("veteran");
  const id = (await veteran.client.post("/api/saved-searches", { q: "zephyr" })).body.id as number;
  await getDb().savedSearch.update({ where: { id }, data: { alertedThrough: new Date(Date.now() - 2 * 86_400_000) } });
  const job = await getDb().job.create({ data: { title: "Zephyr Rigger", company: "Sky & Co", description: "Rigging." } });
  expect((await runJobAlerts()).emails).toBe(1);
  const mail = await getDb().emailOutbox.findFirstOrThrow({ where: { kind: "alerts", to: `searcher${n}@example.com` } });
  expect(mail).toMatchObject({ status: "logged", subject: "New job: Zephyr Rigger" });
  expect(mail.text).toContain(`/jobs/${job.id}`);
  expect(mail.html).toContain("Zephyr Rigger — Sky &amp; Co");
  expect((mail.headers as Record<string, string>)["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
});
