import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getMatchingData } from "~/domain/matching/matching-data.server";
import { getDb } from "~/lib/db.server";
import { RESUME_MESSAGES } from "@shared/resume";
import type { ExperienceJson, SuggestionJson } from "@shared/resume-builder";
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

/** The veteran: Army 88M, Sergeant (E-5), 6 years, with a unit and two deployments. */
async function trucker(tier = "pro") {
  n++;
  const client = api.withIp(`10.33.0.${n}`);
  const reg = await signUp(client, { email: `builder${n}@example.com`, password: "Secret123!", full_name: "Alex Carter", role: "veteran" });
  expect(reg.status).toBe(201);
  const userId = reg.body.user_id as number;
  await getDb().veteranProfile.update({
    where: { userId },
    data: {
      militaryBranch: "Army",
      mosCode: "88M",
      militaryRank: "Sergeant (E-5)",
      yearsOfService: 6,
      clearanceLevel: "Secret",
      unit: "3rd Sustainment Brigade, Fort Stewart, GA",
      deployments: "Operation Inherent Resolve, Kuwait (2019); Operation Atlantic Resolve, Poland (2022)",
      skills: ["CDL-A", "Convoy Operations", "Vehicle Maintenance"],
      phone: "912-555-0142",
      location: "Savannah, GA",
      bio: "Drove 40-ton trucks across 12,000 miles of convoy routes without an accident. Trained 9 new drivers on load securing.",
    },
  });
  if (tier !== "free_trial") await getDb().subscription.upsert({ where: { userId }, update: { tier, status: "active" }, create: { userId, tier, status: "active" } });
  return { client: client.withToken(reg.body.access_token as string), userId };
}

const entry = (over: Record<string, unknown> = {}) => ({
  title: "Motor Transport Operator",
  organization: "U.S. Army, 3rd Sustainment Brigade",
  start_date: "2018-06",
  end_date: "2024-05",
  bullets: ["Responsible for 14 tactical vehicles and their maintenance records", "Led 9 drivers on 120 convoy runs without an accident"],
  ...over,
});

/** Every tool and skill O*NET lists for 88M's civilian occupations: suggestions, never facts. */
function onetOnly(): string[] {
  const data = getMatchingData();
  const codes = data.services.army["88M"].occupations.map(([code]) => code);
  const own = new Set(["cdl-a", "convoy operations", "vehicle maintenance"]);
  return codes
    .flatMap((code) => [...(data.occupations[code]?.technology ?? []), ...(data.occupations[code]?.skills ?? [])])
    .filter((name) => !own.has(name.toLowerCase()));
}

describe("experience entries", () => {
  it("are added, shaped as bullets, edited, reordered and deleted by their owner", async () => {
    const { client } = await trucker();
    const first = await client.post("/api/resume/experience", entry());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      position: 0,
      title: "Motor Transport Operator",
      start_date: "2018-06",
      end_date: "2024-05",
      bullets: [
        { text: "Oversaw 14 tactical vehicles and their maintenance records.", origin: "entered" },
        { text: "Led 9 drivers on 120 convoy runs without an accident.", origin: "entered" },
      ],
    });
    const second = await client.post("/api/resume/experience", entry({ title: "Dispatcher", organization: "Savannah Freight LLC", start_date: "2024-06", end_date: "present", bullets: [] }));
    expect(second.body).toMatchObject({ position: 1, end_date: "Present" });

    const edited = await client.request("PUT", `/api/resume/experience/${first.body.id}`, entry({ bullets: ["Kept 14 trucks ready for 120 convoy runs"] }));
    expect(edited.body.bullets).toEqual([{ text: "Kept 14 trucks ready for 120 convoy runs.", origin: "entered" }]);

    const order = await client.request("PUT", "/api/resume/experience/order", { ids: [second.body.id, first.body.id] });
    expect(order.status).toBe(200);
    expect((order.body.entries as ExperienceJson[]).map((e) => e.title)).toEqual(["Dispatcher", "Motor Transport Operator"]);
    expect(((await client.get("/api/resume/experience")).body.entries as ExperienceJson[]).map((e) => e.id)).toEqual([second.body.id, first.body.id]);

    expect((await client.request("DELETE", `/api/resume/experience/${second.body.id}`)).status).toBe(200);
    expect(((await client.get("/api/resume/experience")).body.entries as ExperienceJson[]).map((e) => e.id)).toEqual([first.body.id]);
  });

  it.each([
    [{ title: "" }, /title must be at least 2 characters/],
    [{ organization: undefined }, /organization is required/],
    [{ start_date: "June 2018" }, /start_date must be a year \(2019\) or a month \(2019-06\)/],
    [{ start_date: "2020", end_date: "2019" }, /end_date must not be before start_date/],
    [{ bullets: "Drove trucks" }, /bullets must be a list of text/],
    [{ bullets: Array.from({ length: 9 }, () => "Drove trucks") }, /at most 8 bullets/],
    [{ bullets: ["Great team player with a positive attitude"] }, /Bullet 1: start with an action verb/],
    [{ bullets: ["NCOIC of the 82nd Airborne"] }, /Bullet 1: this line is military shorthand only/],
  ])("refuses %j with a 422 and the reason", async (over, detail) => {
    const { client } = await trucker();
    const res = await client.post("/api/resume/experience", entry(over));
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(detail);
  });

  it("belong to their owner: another veteran can neither read, change, reorder nor delete them", async () => {
    const owner = await trucker();
    const other = await trucker();
    const mine = (await owner.client.post("/api/resume/experience", entry())).body as unknown as ExperienceJson;
    expect((await other.client.get("/api/resume/experience")).body.entries).toEqual([]);
    const put = await other.client.request("PUT", `/api/resume/experience/${mine.id}`, entry({ title: "Hacked" }));
    expect(put).toMatchObject({ status: 404, body: { detail: "Experience entry not found" } });
    expect((await other.client.request("DELETE", `/api/resume/experience/${mine.id}`)).status).toBe(404);
    const theirs = (await other.client.post("/api/resume/experience", entry())).body as unknown as ExperienceJson;
    const reorder = await other.client.request("PUT", "/api/resume/experience/order", { ids: [mine.id, theirs.id] });
    expect(reorder.status).toBe(422);
    const confirm = await other.client.post("/api/resume/suggestions/confirm", { suggestion_id: "bio:000000000000", experience_id: mine.id });
    expect(confirm.status).toBe(404);
    const row = await getDb().resumeExperience.findUniqueOrThrow({ where: { id: mine.id } });
    expect(row).toMatchObject({ title: "Motor Transport Operator", position: 0 });
  });

  it("are for paid veterans and signed-in callers only", async () => {
    expect((await api.get("/api/resume/experience")).status).toBe(401);
    const { client } = await trucker("free_trial");
    expect(await client.post("/api/resume/experience", entry())).toMatchObject({ status: 403, body: { detail: RESUME_MESSAGES.paidOnly } });
    expect((await client.get("/api/resume/suggestions")).status).toBe(403);
  });
});

describe("generation uses only the veteran's facts", () => {
  it("the 88M resume has rank, unit and deployments and no O*NET skill until one is ticked", async () => {
    const { client } = await trucker();
    const before = (await client.post("/api/resume/generate", { job_target: "Logistics Coordinator" })).body;
    const text = before.formatted_text as string;
    expect(text).toContain("Rank: Sergeant (E-5)");
    expect(text).toContain("Unit: 3rd Sustainment Brigade, Fort Stewart, GA");
    expect(text).toContain("Deployment: Operation Inherent Resolve, Kuwait (2019)");
    expect(text).toContain("Deployment: Operation Atlantic Resolve, Poland (2022)");
    expect(text).toContain("CDL-A · Convoy Operations · Vehicle Maintenance");
    for (const name of onetOnly()) expect({ name, found: text.includes(name) }).toEqual({ name, found: false });
    expect(text).not.toMatch(/Background as|Carried duties|every day|Driver, a Distribution/);

    const suggestions = (await client.get("/api/resume/suggestions")).body.suggestions as SuggestionJson[];
    const excel = suggestions.find((s) => s.kind === "skill" && s.text === "Microsoft Excel");
    const trained = suggestions.find((s) => s.kind === "bullet" && s.text.startsWith("Trained 9 new drivers"));
    expect(excel).toMatchObject({ confirmed: false });
    expect(trained).toMatchObject({ confirmed: false, source: "Your bio" });
    expect((await client.post("/api/resume/suggestions/confirm", { suggestion_id: excel?.id })).status).toBe(200);
    const ticked = await client.post("/api/resume/suggestions/confirm", { suggestion_id: trained?.id });
    expect((ticked.body.suggestions as SuggestionJson[]).filter((s) => s.confirmed).map((s) => s.text)).toEqual([trained?.text, "Microsoft Excel"]);
    // With no entry yet, the ticked bullet joins a first entry made from the profile.
    const entries = (await client.get("/api/resume/experience")).body.entries as ExperienceJson[];
    expect(entries).toMatchObject([{ title: "Motor Transport Operator", organization: "U.S. Army, 3rd Sustainment Brigade, Fort Stewart, GA", bullets: [{ text: trained?.text, origin: "confirmed" }] }]);

    const after = (await client.post("/api/resume/generate", { job_target: "Logistics Coordinator" })).body;
    const again = after.formatted_text as string;
    expect(again).toContain("Microsoft Excel");
    expect(again).toContain("  • Trained 9 new drivers on load securing.");
    expect(again.split("Trained 9 new drivers").length).toBe(2);
    for (const name of onetOnly().filter((name) => name !== "Microsoft Excel")) expect({ name, found: again.includes(name) }).toEqual({ name, found: false });

    const shown = (await client.get(`/api/resume/${after.id}`)).body;
    expect(shown.formatted_text).toBe(again);
    const sections = (await getDb().resume.findUniqueOrThrow({ where: { id: after.id as number } })).sections as {
      skills: { text: string; source: string }[];
      experience: { bullets: { text: string; source: string }[] }[];
    };
    expect(sections.skills).toContainEqual({ text: "Microsoft Excel", source: "You confirmed this" });
    expect(sections.skills).toContainEqual({ text: "CDL-A", source: "From your profile: Skills" });
    expect(sections.experience[0].bullets[0].source).toBe("You confirmed this");

    // Unticking takes them off again.
    await client.post("/api/resume/suggestions/confirm", { suggestion_id: excel?.id, confirmed: false });
    await client.post("/api/resume/suggestions/confirm", { suggestion_id: trained?.id, confirmed: false });
    const third = (await client.post("/api/resume/generate", {})).body.formatted_text as string;
    expect(third).not.toContain("Microsoft Excel");
    expect(third).not.toContain("  • Trained 9 new drivers");
  });

  it("an O*NET task is a suggestion until ticked, then a bullet marked as confirmed", async () => {
    const { client } = await trucker();
    const suggestions = (await client.get("/api/resume/suggestions")).body.suggestions as SuggestionJson[];
    const tasks = suggestions.filter((s) => s.id.startsWith("task:"));
    expect(tasks.length).toBeGreaterThan(0);
    const inspected = tasks.find((s) => s.text === "Inspected loads to ensure that cargo is secure.");
    expect(inspected).toMatchObject({ kind: "bullet", confirmed: false, source: "Suggested from O*NET: tasks of a Heavy and Tractor-Trailer Truck Driver — did you do this?" });

    const before = (await client.post("/api/resume/generate", { job_target: "Logistics Coordinator" })).body.formatted_text as string;
    for (const task of tasks) expect({ task: task.text, found: before.includes(task.text) }).toEqual({ task: task.text, found: false });

    const ticked = await client.post("/api/resume/suggestions/confirm", { suggestion_id: inspected?.id });
    expect(ticked.status).toBe(200);
    expect((ticked.body.suggestions as SuggestionJson[]).filter((s) => s.confirmed).map((s) => s.text)).toEqual([inspected?.text]);
    const after = (await client.post("/api/resume/generate", { job_target: "Logistics Coordinator" })).body;
    const text = after.formatted_text as string;
    expect(text).toContain("  • Inspected loads to ensure that cargo is secure.");
    for (const task of tasks.filter((s) => s !== inspected)) expect({ task: task.text, found: text.includes(task.text) }).toEqual({ task: task.text, found: false });
    const sections = (await getDb().resume.findUniqueOrThrow({ where: { id: after.id as number } })).sections as { experience: { bullets: { text: string; source: string }[] }[] };
    expect(sections.experience[0].bullets).toContainEqual({ text: "Inspected loads to ensure that cargo is secure.", source: "You confirmed this" });

    // A forged task id is refused like any other.
    const forged = await client.post("/api/resume/suggestions/confirm", { suggestion_id: "task:0123456789ab" });
    expect(forged).toMatchObject({ status: 404, body: { detail: "That suggestion is no longer offered; reload the builder" } });
  });

  it("refuses a suggestion id the builder did not offer", async () => {
    const { client } = await trucker();
    const res = await client.post("/api/resume/suggestions/confirm", { suggestion_id: "tool:deadbeef0000" });
    expect(res).toMatchObject({ status: 404, body: { detail: "That suggestion is no longer offered; reload the builder" } });
    expect((await client.post("/api/resume/suggestions/confirm", { suggestion_id: 5 })).status).toBe(422);
  });

  it.each(["professional", "modern", "creative"])("%s PDF: entries, rank, unit and deployments, two pages at most with many entries", async (template) => {
    const { client } = await trucker("elite");
    for (let i = 0; i < 12; i++) {
      await client.post("/api/resume/experience", entry({ title: `Fleet Role ${i + 1}`, bullets: Array.from({ length: 8 }, (_, j) => `Led convoy number ${j + 1} across 400 miles of rough roads with a crew of ${j + 3} drivers and zero accidents`) }));
    }
    const resume = (await client.post("/api/resume/generate", { template, job_target: "Logistics Coordinator" })).body;
    const res = await fetch(`${server.baseUrl}/api/resume/${resume.id}/pdf`, { headers: { Authorization: `Bearer ${client.token}`, "X-Forwarded-For": client.clientIp } });
    expect(res.status).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const { totalPages, text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(totalPages).toBeLessThanOrEqual(2);
    expect(flat).toContain("Fleet Role 1");
    expect(flat).toContain("Sergeant (E-5)");
    expect(flat).toContain("3rd Sustainment Brigade, Fort Stewart, GA");
    expect(flat).toContain("Operation Atlantic Resolve, Poland (2022)");
    expect(flat).not.toContain("Microsoft SQL Server");
  });
});
