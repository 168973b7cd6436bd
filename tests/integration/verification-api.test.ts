import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { logInAgain, registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { makeDocumentPhoto, makePdf, submitVerificationDocument, type DocumentFile } from "../fixtures/verification-upload";

let server: TestServer;
let api: ApiClient;
let vet: TestAccount;
let admin: ApiClient;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
  vet = await registerAccount(api, "verify.vet@example.com");
  await createAdmin({ email: "verify.admin@example.com", password: "AdminPass123!", fullName: "Verify Admin" });
  adminToken = (await logInAgain(api, "verify.admin@example.com", "AdminPass123!")).body.access_token as string;
  admin = api.withToken(adminToken);
});
afterAll(async () => server?.close());

const submit = (documentType: string | null = "DD-214", file?: DocumentFile | null, token: string | null = vet.token) =>
  submitVerificationDocument(server.baseUrl, token, documentType, file);
const storedFile = (name: string | null) => path.join(server.dataDir, "private", "verifications", String(name));
const documentUrl = (id: number) => `${server.baseUrl}/admin/verifications/${id}/document`;
const fetchDocument = (id: number, token: string | null) =>
  fetch(documentUrl(id), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
const latestRequest = () =>
  getDb().verificationRequest.findFirstOrThrow({ where: { userId: vet.userId }, orderBy: { id: "desc" }, select: { id: true, documentFile: true, documentUrl: true, status: true } });

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

describe("submitting a document", () => {
  it("starts with nothing submitted", async () => {
    const res = await vet.client.get("/api/verification/status");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verified: false, status: "none", rejection_reason: null });
  });

  it("refuses by content, not by name: a missing type or file, a text file called .pdf, a half PDF, a shared link", async () => {
    const text = (name: string, type: string): DocumentFile => ({ bytes: new TextEncoder().encode("SSN 123-45-6789\n".repeat(50)), name, type });
    const pdf = makePdf();
    const cases: [string | null, DocumentFile | null | undefined, number, RegExp][] = [
      [null, undefined, 422, /Document type is required/],
      ["Passport", undefined, 422, /listed document types/],
      ["DD-214", null, 422, /choose the document to upload/],
      ["DD-214", text("dd214.pdf", "application/pdf"), 422, /not a PDF or an image/],
      ["DD-214", text("dd214.png", "image/png"), 422, /not a PDF or an image/],
      ["DD-214", { ...pdf, bytes: pdf.bytes.subarray(0, 60) }, 422, /could not be read/],
      ["DD-214", { bytes: new Uint8Array(0), name: "empty.pdf", type: "application/pdf" }, 422, /empty/],
    ];
    for (const [type, file, status, detail] of cases) {
      const res = await submit(type, file);
      expect(res.status, `${type} ${file?.name}`).toBe(status);
      expect(res.body.detail).toMatch(detail);
    }
    const json = await vet.client.post("/api/verification/submit", { document_type: "DD-214", document_url: "https://drive.google.com/file/d/abc/view" });
    expect(json.status).toBe(400);
    expect(json.body.detail).toMatch(/multipart\/form-data in a field named "document"/);
    expect(await getDb().verificationRequest.count({ where: { userId: vet.userId } })).toBe(0);
    expect(fs.existsSync(path.join(server.dataDir, "private", "verifications")) ? fs.readdirSync(path.join(server.dataDir, "private", "verifications")) : []).toEqual([]);
  });

  it("refuses a file over 10 MB with 413", async () => {
    const big: DocumentFile = { bytes: new Uint8Array(10 * 1024 * 1024 + 10), name: "big.pdf", type: "application/pdf" };
    big.bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
    const res = await submit("DD-214", big);
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe("File too large. Maximum size is 10MB");
  });

  it("stores an image re-encoded without its metadata, outside the public uploads, and refuses a second request", async () => {
    const withExif = await sharp((await makeDocumentPhoto()).bytes).jpeg().withMetadata({ exif: { IFD0: { Artist: "Jordan Miles", Copyright: "GPS 38.8977,-77.0365" } } }).toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await submit("DD-214", { bytes: withExif, name: "IMG_0042.jpg", type: "image/jpeg" });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Verification request submitted! You will be notified once reviewed.");
    const row = await latestRequest();
    expect(row).toMatchObject({ status: "pending", documentUrl: null });
    expect(row.documentFile).toMatch(/^[0-9a-f]{32}\.webp$/);
    const stored = fs.readFileSync(storedFile(row.documentFile));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.exif]).toEqual(["webp", undefined]);
    expect(fs.existsSync(path.join(server.dataDir, "uploads", "verifications"))).toBe(false);
    expect((await fetch(`${server.baseUrl}/uploads/verifications/${row.documentFile}`)).status).toBe(404);

    expect((await vet.client.get("/api/verification/status")).body).toMatchObject({ verified: false, status: "pending", document_type: "DD-214" });
    const again = await submit("NGB-22", makePdf());
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/waiting for review/);
  });

  it("lets only admins read the file: the owner, another veteran and strangers get 404", async () => {
    const { id } = await latestRequest();
    const other = await registerAccount(api, "verify.nosy@example.com");
    const employer = await registerAccount(api, "verify.hr@example.com", "employer");
    for (const token of [null, vet.token, other.token, employer.token, "not-a-token"]) {
      const res = await fetchDocument(id, token);
      expect(res.status, String(token)).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/json/);
    }
    const res = await fetchDocument(id, adminToken);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe("webp");
    expect((await fetchDocument(id + 1000, adminToken)).status).toBe(404);

    const queue = await admin.get("/api/admin/verifications/pending");
    const item = (queue.body.verifications as { id: number; document_url: string; document_kind: string }[]).find((v) => v.id === id);
    expect(item).toMatchObject({ document_url: `/admin/verifications/${id}/document`, document_kind: "image" });
  });

  it("deletes the file when rejected, keeps the reason, and takes a PDF next", async () => {
    const before = await latestRequest();
    expect((await admin.post(`/api/admin/verifications/${before.id}/reject`, { reason: "The document is unreadable" })).status).toBe(200);
    expect(fs.existsSync(storedFile(before.documentFile))).toBe(false);
    expect(await latestRequest()).toMatchObject({ status: "rejected", documentFile: null });
    expect((await fetchDocument(before.id, adminToken)).status).toBe(404);
    expect((await vet.client.get("/api/verification/status")).body).toMatchObject({ status: "rejected", rejection_reason: "The document is unreadable" });

    expect((await submit("VA Benefit Letter", makePdf())).status).toBe(201);
    const pdf = await latestRequest();
    expect(pdf.documentFile).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(fs.readFileSync(storedFile(pdf.documentFile))).toEqual(Buffer.from(makePdf().bytes));
    const res = await fetchDocument(pdf.id, adminToken);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="verification-\d+-va-benefit-letter\.pdf"$/);
  });

  it("deletes the file when approved, keeps the decision, and refuses further requests", async () => {
    const pending = await latestRequest();
    expect((await admin.post(`/api/admin/verifications/${pending.id}/approve`)).status).toBe(200);
    expect(fs.existsSync(storedFile(pending.documentFile))).toBe(false);
    expect(await latestRequest()).toMatchObject({ status: "approved", documentFile: null });
    expect((await vet.client.get("/api/verification/status")).body).toMatchObject({ verified: true, status: "verified" });
    expect((await submit("DD-214")).status).toBe(409);
    expect((await vet.client.get("/api/veteran/profile")).body.verified_status).toBe(true);
    const recent = await admin.get("/api/admin/verifications/pending");
    expect((recent.body.verifications as { id: number }[]).some((v) => v.id === pending.id)).toBe(false);
  });

  it("needs a veteran session", async () => {
    expect((await api.withToken(null).get("/api/verification/status")).status).toBe(401);
    expect((await submit("DD-214", undefined, null)).status).toBe(401);
    const employer = await registerAccount(api, "verify.hr2@example.com", "employer");
    expect((await employer.client.get("/api/verification/status")).status).toBe(403);
  });
});
