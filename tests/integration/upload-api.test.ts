import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../fixtures/api-client";
import { makePng, registerAccount, uploadFile, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;
let vet: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
  vet = await registerAccount(api, "avatar.vet@example.com");
});
afterAll(async () => server?.close());

const upload = (bytes: Uint8Array, name = "me.png", type = "image/png", token: string | null = vet.token, field = "file") =>
  uploadFile(server.baseUrl, "/api/upload/profile-picture", token, field, bytes, name, type);

const fileOf = (url: string) => path.join(server.dataDir, "uploads", url.replace(/^\/uploads\//, ""));

describe("POST /api/upload/profile-picture", () => {
  let firstUrl = "";

  it("stores a re-encoded square copy under a server-made name and returns a relative URL", async () => {
    const res = await upload(await makePng(900, 600), "../../etc/passwd.png");
    expect(res.status).toBe(200);
    firstUrl = res.body.profile_pic_url as string;
    expect(firstUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(fs.existsSync(fileOf(firstUrl))).toBe(true);

    const served = await fetch(server.baseUrl + firstUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 512, 512]);

    const me = await vet.client.get("/api/auth/me");
    expect(me.body.profile_pic_url).toBe(firstUrl);
  });

  it("replaces the previous picture and deletes its file", async () => {
    const res = await upload(await makePng(300, 300));
    expect(res.status).toBe(200);
    expect(res.body.profile_pic_url).not.toBe(firstUrl);
    expect(fs.existsSync(fileOf(firstUrl))).toBe(false);
    expect((await fetch(server.baseUrl + firstUrl)).status).toBe(404);
  });

  it("refuses a text file renamed to .png with 422 and a clear detail", async () => {
    const res = await upload(new TextEncoder().encode("Just some notes, definitely not a picture.\n".repeat(20)), "notes.png", "image/png");
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe("This file is not an image. Please select a JPEG, PNG or WebP image");
  });

  it("refuses a body over 10 MB with SPEC's message", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    const res = await upload(big, "huge.png");
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe("File too large. Maximum size is 10MB");
  });

  it("needs the `file` field, multipart and a session", async () => {
    const png = await makePng(64, 64);
    const wrongField = await upload(png, "me.png", "image/png", vet.token, "picture");
    expect(wrongField.status).toBe(422);
    expect(wrongField.body.detail).toBe("Please select an image file");
    const json = await vet.client.post("/api/upload/profile-picture", { file: "data:image/png;base64,AAAA" });
    expect(json.status).toBe(400);
    expect((await upload(png, "me.png", "image/png", null)).status).toBe(401);
  });
});

describe("DELETE /api/upload/profile-picture", () => {
  it("clears the picture and deletes the file", async () => {
    const url = (await vet.client.get("/api/auth/me")).body.profile_pic_url as string;
    expect(url).toMatch(/^\/uploads\/avatars\//);
    const res = await vet.client.request("DELETE", "/api/upload/profile-picture");
    expect(res.status).toBe(200);
    expect(res.body.profile_pic_url).toBeNull();
    expect(fs.existsSync(fileOf(url))).toBe(false);
    expect((await vet.client.get("/api/veteran/profile")).body.profile_pic_url).toBeNull();
    expect((await vet.client.request("DELETE", "/api/upload/profile-picture")).status).toBe(200);
  });
});
