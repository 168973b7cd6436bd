import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;
let vet: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
  vet = await registerAccount(api, "verify.vet@example.com");
});
afterAll(async () => server?.close());

const submit = (body: unknown, client = vet.client) => client.post("/api/verification/submit", body);
const DOC = "https://drive.google.com/file/d/abc123/view";

describe("GET /api/verification/types", () => {
  it("lists document types with descriptions, without a token", async () => {
    const res = await api.withToken(null).get("/api/verification/types");
    expect(res.status).toBe(200);
    const types = res.body.document_types as string[];
    const descriptions = res.body.descriptions as Record<string, string>;
    expect(types).toEqual(expect.arrayContaining(["DD-214", "NGB-22", "VHIC", "Retiree ID", "VA Benefit Letter", "DD-256"]));
    for (const type of types) expect(descriptions[type]).toBeTruthy();
    expect(descriptions["DD-214"]).toMatch(/Member-4/);
  });
});

describe("verification status and submit", () => {
  it("starts with nothing submitted", async () => {
    const res = await vet.client.get("/api/verification/status");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verified: false, status: "none", rejection_reason: null });
  });

  it("validates the type and the http(s) URL", async () => {
    const cases: [unknown, RegExp][] = [
      [{ document_url: DOC }, /Document type is required/],
      [{ document_type: "DD-214" }, /Document URL is required/],
      [{ document_type: "Passport", document_url: DOC }, /listed document types/],
      [{ document_type: "DD-214", document_url: "javascript:alert(1)" }, /http:\/\/ or https:\/\//],
      [{ document_type: "DD-214", document_url: "ftp://files.example.com/dd214.pdf" }, /http:\/\/ or https:\/\//],
      [{ document_type: "DD-214", document_url: "not a url" }, /http:\/\/ or https:\/\//],
    ];
    for (const [body, detail] of cases) {
      const res = await submit(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.detail).toMatch(detail);
    }
    expect(await getDb().verificationRequest.count({ where: { userId: vet.userId } })).toBe(0);
  });

  it("accepts one request, then reports pending and refuses a second", async () => {
    const res = await submit({ document_type: "DD-214", document_url: DOC });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Verification request submitted! You will be notified once reviewed.");
    expect((await vet.client.get("/api/verification/status")).body).toMatchObject({ verified: false, status: "pending", document_type: "DD-214" });
    const again = await submit({ document_type: "NGB-22", document_url: DOC });
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/waiting for review/);
  });

  it("shows a rejection with the reviewer's reason and allows a new request", async () => {
    await getDb().verificationRequest.updateMany({
      where: { userId: vet.userId, status: "pending" },
      data: { status: "rejected", reviewNotes: "The document is unreadable", reviewedAt: new Date() },
    });
    expect((await vet.client.get("/api/verification/status")).body).toMatchObject({ status: "rejected", rejection_reason: "The document is unreadable" });
    expect((await submit({ document_type: "VA Benefit Letter", document_url: DOC })).status).toBe(201);
    expect((await vet.client.get("/api/verification/status")).body.status).toBe("pending");
  });

  it("reports verified once approved, and refuses further requests", async () => {
    await getDb().verificationRequest.updateMany({ where: { userId: vet.userId, status: "pending" }, data: { status: "approved", reviewedAt: new Date() } });
    await getDb().veteranProfile.update({ where: { userId: vet.userId }, data: { verifiedStatus: true, verifiedAt: new Date() } });
    expect((await vet.client.get("/api/verification/status")).body).toMatchObject({ verified: true, status: "verified" });
    expect((await submit({ document_type: "DD-214", document_url: DOC })).status).toBe(409);
    expect((await vet.client.get("/api/veteran/profile")).body.verified_status).toBe(true);
  });

  it("needs a veteran session", async () => {
    expect((await api.withToken(null).get("/api/verification/status")).status).toBe(401);
    expect((await api.withToken(null).post("/api/verification/submit", { document_type: "DD-214", document_url: DOC })).status).toBe(401);
    const employer = await registerAccount(api, "verify.hr@example.com", "employer");
    expect((await employer.client.get("/api/verification/status")).status).toBe(403);
  });
});
