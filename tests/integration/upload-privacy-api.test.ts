import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { makePng, nextIp, registerAccount, uploadFile, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let alice: TestAccount; // author of a connections-only post with an image
let bob: TestAccount; // alice's connection (they follow each other)
let mediaName = "";
let postId = 0;
let avatarName = "";

/** A GET with the path exactly as written: fetch() would normalise dot segments and slashes first. */
function rawGet(rawPath: string, token?: string): Promise<{ status: number; cacheControl: string | undefined }> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: rawPath, method: "GET", headers: token ? { Authorization: `Bearer ${token}` } : {} },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, cacheControl: res.headers["cache-control"] }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: "test" });
  const api = new ApiClient(server.baseUrl);
  alice = await registerAccount(api, "media.alice@example.com");
  bob = await registerAccount(api, "media.bob@example.com");
  await getDb().follow.createMany({ data: [{ followerId: bob.userId, followeeId: alice.userId }, { followerId: alice.userId, followeeId: bob.userId }] });
  const body = new FormData();
  body.append("content", "Connections only photo");
  body.append("privacy", "connections");
  body.append("media", new Blob([Buffer.from(await makePng(32, 32))], { type: "image/png" }), "p.png");
  const res = await fetch(`${server.baseUrl}/api/posts`, { method: "POST", headers: { "X-Forwarded-For": nextIp(), Authorization: `Bearer ${alice.token}` }, body });
  expect(res.status).toBe(201);
  const post = ((await res.json()) as { post: { id: number; media: { url: string }[] } }).post;
  postId = post.id;
  mediaName = post.media[0].url.replace("/uploads/posts/", "");
  const avatar = await uploadFile(server.baseUrl, "/api/upload/profile-picture", alice.token, "file", await makePng(64, 64), "a.png", "image/png");
  avatarName = String((avatar.body as { profile_pic_url: string }).profile_pic_url).replace("/uploads/avatars/", "");
});
afterAll(async () => {
  await server?.close();
});

describe("private post media has one spelling and one guard", () => {
  it("is served to a reader with private caching, and to nobody else", async () => {
    expect(await rawGet(`/uploads/posts/${mediaName}`, bob.token)).toEqual({ status: 200, cacheControl: "private, max-age=3600" });
    expect((await rawGet(`/uploads/posts/${mediaName}`)).status).toBe(404);
  });

  it("no other spelling of the path reaches the file, signed out or signed in", async () => {
    const n = mediaName;
    const spellings = [
      `/uploads//posts/${n}`,
      `/uploads/posts%2F${n}`,
      `/uploads/posts%2f${n}`,
      `/uploads/%2Fposts/${n}`,
      `/uploads/./posts/${n}`,
      `/uploads/avatars/../posts/${n}`,
      `/uploads/avatars/..%2Fposts/${n}`,
      `/uploads/avatars%2F..%2Fposts%2F${n}`,
      `/uploads/avatars/%2E%2E/posts/${n}`,
      `/uploads/posts%252F${n}`,
      `/uploads/%252Fposts/${n}`,
      `/uploads\\posts\\${n}`,
      `/uploads/posts\\${n}`,
      `/uploads/avatars\\..\\posts\\${n}`,
      `/uploads/posts./${n}`,
      `/uploads/posts/${n}.`,
      `/uploads/posts/./${n}`,
      `/uploads/POSTS/${n}`,
      `/uploads/Posts/${n}`,
      `/UPLOADS/posts/${n}`,
      `/Uploads//posts/${n}`,
      `/uploads/posts/${n.toUpperCase()}`,
      `/uploads/%70osts/${n}`,
      `/uploads/posts/%${n}`,
      `/uploads/posts/${n}%00`,
      `/uploads/posts/${n}/`,
      `/uploads/posts;/${n}`,
      `/uploads/posts/${n};x`,
    ];
    const answers = await Promise.all(spellings.map(async (p) => [p, (await rawGet(p)).status] as const));
    expect(answers.filter(([, status]) => status !== 404)).toEqual([]);
    // Someone who may read the post still gets the file only through the one spelling.
    const followerAnswers = await Promise.all(spellings.map(async (p) => [p, (await rawGet(p, bob.token)).status] as const));
    expect(followerAnswers.filter(([, status]) => status === 200)).toEqual([]);
  });

  it("a hidden post's media, or a suspended author's, is not served even to a follower", async () => {
    const db = getDb();
    await db.post.update({ where: { id: postId }, data: { hiddenAt: new Date() } });
    expect((await rawGet(`/uploads/posts/${mediaName}`, bob.token)).status).toBe(404);
    await db.post.update({ where: { id: postId }, data: { hiddenAt: null } });
    await db.user.update({ where: { id: alice.userId }, data: { status: "suspended" } });
    expect((await rawGet(`/uploads/posts/${mediaName}`, bob.token)).status).toBe(404);
    await db.user.update({ where: { id: alice.userId }, data: { status: "active" } });
    expect((await rawGet(`/uploads/posts/${mediaName}`, bob.token)).status).toBe(200);
  });

  it("avatars stay public, but only under their own folder and name", async () => {
    expect(await rawGet(`/uploads/avatars/${avatarName}`)).toEqual({ status: 200, cacheControl: "public, max-age=3600" });
    expect((await rawGet(`/uploads/posts/../avatars/${avatarName}`)).status).toBe(404);
    expect((await rawGet(`/uploads//avatars/${avatarName}`)).status).toBe(404);
  });
});
