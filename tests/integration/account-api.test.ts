import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { logInAgain, makePng, registerAccount, uploadFile } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { submitVerificationDocument } from "../fixtures/verification-upload";

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

describe("GET /api/account/export", () => {
  it("downloads the user's own data as vetcareer-YYYY-MM-DD.json with no secrets", async () => {
    const vet = await registerAccount(api, "export.vet@example.com");
    await vet.client.request("PUT", "/api/veteran/profile", { skills: ["Logistics"], mos_code: "92Y" });
    const res = await fetch(`${server.baseUrl}/api/account/export`, { headers: { Authorization: `Bearer ${vet.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="vetcareer-${today}.json"`);
    const text = await res.text();
    const data = JSON.parse(text) as Record<string, Record<string, unknown>>;
    expect(data.account.email).toBe("export.vet@example.com");
    expect(data.veteran_profile.skills).toEqual(["Logistics"]);

    const credential = await getDb().credential.findUniqueOrThrow({ where: { userId: vet.userId } });
    const session = await getDb().session.findFirstOrThrow({ where: { userId: vet.userId } });
    expect(text).not.toContain(credential.passwordHash);
    expect(text).not.toContain(vet.token);
    expect(text).not.toContain(session.tokenHash);
    expect(text).not.toMatch(/password_hash|token_hash|code_hash|secret|scrypt\$/i);
  });

  it("needs a session", async () => {
    expect((await api.withToken(null).get("/api/account/export")).status).toBe(401);
  });
});

describe("POST /api/account/change-password", () => {
  it("checks the current password, then signs out every other session", async () => {
    const vet = await registerAccount(api, "pw.vet@example.com", "veteran", "OldPass123!");
    const other = api.withToken((await logInAgain(api, vet.email, "OldPass123!")).body.access_token as string);
    expect((await other.get("/api/auth/me")).status).toBe(200);

    const wrong = await vet.client.post("/api/account/change-password", { current_password: "nope", new_password: "NewPass456!" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toBe("Current password is incorrect");
    const short = await vet.client.post("/api/account/change-password", { current_password: "OldPass123!", new_password: "abc" });
    expect(short.status).toBe(422);
    expect(short.body.detail).toMatch(/at least 8 characters/);
    const same = await vet.client.post("/api/account/change-password", { current_password: "OldPass123!", new_password: "OldPass123!" });
    expect(same.status).toBe(422);

    const ok = await vet.client.post("/api/account/change-password", { current_password: "OldPass123!", new_password: "NewPass456!" });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toMatch(/other sessions have been signed out/);
    expect((await vet.client.get("/api/auth/me")).status).toBe(200);
    expect((await other.get("/api/auth/me")).status).toBe(401);
    expect((await logInAgain(api, vet.email, "OldPass123!")).status).toBe(401);
    expect((await logInAgain(api, vet.email, "NewPass456!")).status).toBe(200);
    expect(await getDb().emailOutbox.count({ where: { to: vet.email, subject: { contains: "password was changed" } } })).toBe(1);
  });
});

describe("POST /api/account/delete", () => {
  it("anonymises the account, deletes its content and files, and stops login and tokens at once", async () => {
    const vet = await registerAccount(api, "delete.vet@example.com");
    const second = api.withToken((await logInAgain(api, vet.email, vet.password)).body.access_token as string);
    await vet.client.request("PUT", "/api/veteran/profile", { phone: "555-0100", bio: "Private bio", skills: ["SAP"] });
    const avatar = await uploadFile(server.baseUrl, "/api/upload/profile-picture", vet.token, "file", await makePng(), "me.png", "image/png");
    const avatarFile = path.join(server.dataDir, "uploads", String(avatar.body.profile_pic_url).replace(/^\/uploads\//, ""));
    expect(fs.existsSync(avatarFile)).toBe(true);
    const document = await submitVerificationDocument(server.baseUrl, vet.token);
    expect(document.status).toBe(201);
    const documentFile = await getDb().verificationRequest.findFirstOrThrow({ where: { userId: vet.userId }, select: { documentFile: true } });
    const documentPath = path.join(server.dataDir, "private", "verifications", String(documentFile.documentFile));
    expect(fs.existsSync(documentPath)).toBe(true);

    const res = await vet.client.post("/api/account/delete", { password: vet.password });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Account deletion initiated");

    expect((await vet.client.get("/api/auth/me")).status).toBe(401);
    expect((await second.get("/api/auth/me")).status).toBe(401);
    const login = await logInAgain(api, vet.email, vet.password);
    expect(login.status).toBe(401);
    expect(login.body.detail).toBe("Invalid email or password");
    expect(fs.existsSync(avatarFile)).toBe(false);
    expect(fs.existsSync(documentPath)).toBe(false);

    const db = getDb();
    const user = await db.user.findUniqueOrThrow({ where: { id: vet.userId }, include: { credential: true, veteranProfile: true } });
    expect(user).toMatchObject({ email: `deleted-${vet.userId}@deleted.invalid`, fullName: "Deleted user", status: "deleted", profilePicUrl: null });
    expect(user.deletedAt).not.toBeNull();
    expect(user.credential).toBeNull();
    expect(user.veteranProfile).toMatchObject({ phone: null, bio: null, skills: [] });
    expect(await db.verificationRequest.count({ where: { userId: vet.userId } })).toBe(0);
    expect(await db.session.count({ where: { userId: vet.userId, revokedAt: null } })).toBe(0);

    // The address is free again for a new account.
    expect((await registerAccount(api, vet.email)).userId).not.toBe(vet.userId);
  });

  it("refuses an admin account and an anonymous call", async () => {
    await createAdmin({ email: "root.admin@example.com", password: "AdminPass123!", fullName: "Root Admin" });
    const token = (await logInAgain(api, "root.admin@example.com", "AdminPass123!")).body.access_token as string;
    const res = await api.withToken(token).post("/api/account/delete", { password: "AdminPass123!" });
    expect(res.status).toBe(403);
    expect((await api.withToken(null).post("/api/account/delete")).status).toBe(401);
  });
});
