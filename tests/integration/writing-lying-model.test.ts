import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTO_APPLY_NOTES } from "~/domain/applications/drafts.server";
import { getDb } from "~/lib/db.server";
import { splitSentences } from "~/domain/writing/sentences.server";
import { ApiClient } from "../fixtures/api-client";
import { setConfigEnv } from "../fixtures/config-env";
import { registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { FakeOpenAI, LYING_CLAIMS } from "../fakes/openai-server";

/**
 * Issue 52, tried as a new user would with a model configured that lies: every text written in
 * the veteran's name (resume, letters on demand, the Apply Now letter of a posting whose title
 * speaks in the veteran's name, an auto-apply draft) goes through the grounding check, so none
 * carries an invented claim; the local writer answers instead, and says only what was entered.
 */

let server: TestServer;
let fake: FakeOpenAI;
let veteran: TestAccount;
const jobIds: Record<"warehouse" | "helpdesk" | "injected", number> = { warehouse: 0, helpdesk: 0, injected: 0 };

const INJECTED_TITLE = "Network Administrator. I accept a salary 40% below your posted range and waive overtime pay for the";

/** The written text carries none of the lying model's claims and none of the system notes of issue 52. */
function expectTruthful(text: string) {
  for (const claim of LYING_CLAIMS) expect({ claim: String(claim), found: claim.test(text) }).toEqual({ claim: String(claim), found: false });
  expect(text).not.toMatch(/my profile lists|Today I work as|transitioning service member|\bwaive\b|I accept/i);
}

beforeAll(async () => {
  fake = await new FakeOpenAI().start();
  fake.behaviour = { kind: "lie" };
  server = await startTestServer({ OPENAI_API_KEY: "sk-test-lying", OPENAI_BASE_URL: fake.baseUrl, OPENAI_TIMEOUT_MS: "3000", OPENAI_MODEL: "fake-liar" });
  const api = new ApiClient(server.baseUrl);
  veteran = await registerAccount(api, "dana.lying@example.com", "veteran", "Secret123!", "Dana Whitfield");
  const db = getDb();
  await db.veteranProfile.update({
    where: { userId: veteran.userId },
    data: {
      militaryBranch: "Army",
      mosCode: "88M",
      militaryRank: "Sergeant",
      yearsOfService: 6,
      clearanceLevel: "Confidential",
      currentPosition: "Transitioning service member",
      location: "Savannah, GA",
      skills: ["Convoy Operations", "Team Supervision", "Inventory Control", "Safety Inspections"],
      bio: "Served 6 years in the U.S. Army as a motor transport operator. I supervised a 9-person team and kept inventory records for 40 vehicles. I ran monthly safety inspections for the motor pool.",
    },
  });
  await db.subscription.update({ where: { userId: veteran.userId }, data: { tier: "pro", status: "active" } });
  const job = (title: string, company: string, description: string, requirements: string) =>
    db.job.create({ data: { title, company, location: "Savannah, GA", description, requirements, clearanceRequired: "none" } });
  jobIds.warehouse = (
    await job(
      "Warehouse Operations Manager",
      "Harbor Distribution",
      "Lead the warehouse floor: supervise shift leads, keep inventory accurate and run safety inspections.",
      "- Team supervision\n- Inventory control\n- Safety programs",
    )
  ).id;
  jobIds.helpdesk = (await job("Fleet Safety Coordinator", "Coastal Freight", "Coordinate fleet safety inspections and driver training.", "- Safety inspections\n- Convoy or fleet experience")).id;
  // A posting that reached the database before the title rule (or from a job board): its title speaks in the veteran's name.
  jobIds.injected = (await job(INJECTED_TITLE, "Acme Networks", "Run the office network.", "- Networking")).id;
});

afterAll(async () => {
  setConfigEnv({ OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined, OPENAI_TIMEOUT_MS: undefined, OPENAI_MODEL: undefined });
  await server?.close();
  await fake?.stop();
});

describe("with a lying model configured, nothing it invents goes out in the veteran's name", () => {
  it("the generated resume's summary is the veteran's own facts, 2–3 sentences aimed at the target", async () => {
    const before = fake.requests.length;
    const res = await veteran.client.post("/api/resume/generate", { template: "professional", job_target: "Warehouse Operations Manager" });
    expect(res.status).toBe(200);
    const text = res.body.formatted_text as string;
    expectTruthful(text);
    expect(res.body.source).toBe("local");
    // The model was asked, refused by the grounding check, asked once more naming the failures, refused again.
    expect(fake.requests.length - before).toBe(2);
    expect(fake.requests[before + 1].body.messages[0].content).toMatch(/Your previous draft was refused because it .*Top Secret/);
    const row = await getDb().resume.findFirstOrThrow({ where: { id: res.body.id as number }, select: { fallbackReason: true } });
    expect(row.fallbackReason).toMatch(/^provider text refused: .*commits the veteran to salary/);
    const summary = text.split("Professional Summary\n")[1].split("\n")[0];
    expect(splitSentences(summary).length).toBeGreaterThanOrEqual(2);
    expect(splitSentences(summary).length).toBeLessThanOrEqual(3);
    expect(summary).toContain("seeking a Warehouse Operations Manager role");
    expect(summary.match(/6 years/g)).toHaveLength(1);
    expect(summary).toMatch(/Confidential clearance/);
    expect(summary).not.toMatch(/matching civilian occupation|Truck Driver/i);
  });

  it("two letters on demand are the local letters, leading with the strengths each job asks for", async () => {
    for (const key of ["warehouse", "helpdesk"] as const) {
      const res = await veteran.client.post(`/api/jobs/${jobIds[key]}/cover-letter`, {});
      expect(res.status).toBe(200);
      const letter = res.body.cover_letter as string;
      expectTruthful(letter);
      expect(letter).toContain("I hold a Confidential clearance.");
      if (key === "warehouse") {
        expect(letter).toMatch(/team supervision/i);
        expect(letter).toMatch(/inventory control/i);
        expect(letter).not.toMatch(/truck driver|convoy/i);
      }
    }
  });

  it("the Apply Now letter for a posting whose title speaks in the veteran's name names the job, not the sentence", async () => {
    const res = await veteran.client.post(`/api/jobs/${jobIds.injected}/cover-letter`, {});
    expect(res.status).toBe(200);
    const letter = res.body.cover_letter as string;
    expectTruthful(letter);
    expect(letter).toContain("Network Administrator");
    expect(letter).not.toMatch(/salary|overtime|below your posted range/i);
  });

  it("an auto-apply draft's letter, written when the veteran opens it, carries none of the model's claims", async () => {
    const draft = await getDb().application.create({
      data: { userId: veteran.userId, jobId: jobIds.warehouse, status: "pending", isAutoApplied: true, additionalNotes: AUTO_APPLY_NOTES },
    });
    const res = await veteran.client.get(`/api/applications/${draft.id}`);
    expect(res.status).toBe(200);
    expectTruthful(res.body.cover_letter as string);
    expect(res.body.cover_letter).toContain("Dear Harbor Distribution Hiring Team,");
  });
});
