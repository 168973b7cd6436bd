import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { createEmployerProfile } from "../fixtures/employer-profile";
import { logInAgain, makePng, nextIp, registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { makeMp4 } from "../fixtures/video-files";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { startFakeSite, type FakeSite } from "../fakes/fake-site";

let server: TestServer;
let site: FakeSite;
let api: ApiClient;
let alice: TestAccount; // author
let bob: TestAccount; // follower of alice
let carol: TestAccount; // stranger
let admin: ApiClient;
let adminToken = "";

interface PostForm {
  content?: string;
  privacy?: string;
  files?: { bytes: Uint8Array; name: string; type: string }[];
  extra?: [string, string][];
}

async function createPost(who: TestAccount | null, form: PostForm) {
  const body = new FormData();
  if (form.content !== undefined) body.append("content", form.content);
  body.append("privacy", form.privacy ?? "public");
  for (const [k, v] of form.extra ?? []) body.append(k, v);
  for (const f of form.files ?? []) body.append("media", new Blob([Buffer.from(f.bytes)], { type: f.type }), f.name);
  const res = await fetch(`${server.baseUrl}/api/posts`, {
    method: "POST",
    headers: { "X-Forwarded-For": nextIp(), ...(who ? { Authorization: `Bearer ${who.token}` } : {}) },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const del = (who: TestAccount, p: string) => who.client.request("DELETE", p);

async function feed(who: TestAccount, tab: string, extra = "") {
  const res = await who.client.get(`/api/social/feed?tab=${tab}${extra}`);
  expect(res.status).toBe(200);
  return res.body.posts as Record<string, unknown>[];
}

beforeAll(async () => {
  site = await startFakeSite();
  server = await startTestServer({ NODE_ENV: "test", LINK_PREVIEW_TEST_ALLOW: `127.0.0.1:${site.port}` });
  api = new ApiClient(server.baseUrl);
  alice = await registerAccount(api, "alice@example.com");
  bob = await registerAccount(api, "bob@example.com");
  carol = await registerAccount(api, "carol@example.com");
  const db = getDb();
  await db.user.update({ where: { id: alice.userId }, data: { fullName: "Alice Ranger" } });
  await db.user.update({ where: { id: bob.userId }, data: { fullName: "Bob Sailor" } });
  await db.user.update({ where: { id: carol.userId }, data: { fullName: "Carol Pilot" } });
  await createAdmin({ email: "mod.admin@example.com", password: "AdminPass123!", fullName: "Mod Admin" });
  adminToken = (await logInAgain(api, "mod.admin@example.com", "AdminPass123!")).body.access_token as string;
  admin = api.withToken(adminToken);
  // Handles are assigned on first use of the hub.
  for (const who of [alice, bob, carol]) await feed(who, "for-you");
});
afterAll(async () => {
  await server?.close();
  await site?.close();
});

describe("posting", () => {
  it("refuses an empty post with SPEC's message and needs a session", async () => {
    const res = await createPost(alice, { content: "   " });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe("Please add some content or media");
    expect((await createPost(null, { content: "hi" })).status).toBe(401);
  });

  it("posts text: mentions and hashtags parsed on the server, client lists ignored, link preview attached", async () => {
    const socket: Socket = connect(server.baseUrl, { auth: { token: bob.token }, transports: ["websocket"], reconnection: false });
    await new Promise((resolve) => socket.on("ready", resolve));
    const live = new Promise<{ id: number; type: string; link: string }>((resolve) => socket.on("notification:new", resolve));
    const res = await createPost(alice, {
      content: `Hello @bob_sailor and @nobody! Read ${site.origin}/article #Transition #vets #transition`,
      extra: [["mentions", JSON.stringify(["carol_pilot"])], ["hashtags", "injected"], ["link_preview", JSON.stringify({ title: "forged" })]],
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Post shared successfully!");
    const post = res.body.post as Record<string, unknown>;
    expect(post.hashtags).toEqual(["transition", "vets"]);
    expect(post.mentions).toEqual([{ handle: "bob_sailor", user_id: bob.userId }]);
    expect(post.link_preview).toMatchObject({ title: "Transition Guide & Tips", domain: "127.0.0.1" });
    expect(post).toMatchObject({ author_name: "Alice Ranger", like_count: 0, user_reaction: null, is_bookmarked: false, privacy: "public" });
    const notes = await getDb().notification.findMany({ where: { type: "mention" } });
    expect(notes.map((n) => n.userId)).toEqual([bob.userId]);
    // The live push names the row that was written (its id comes from the post's transaction).
    expect(await live).toMatchObject({ id: notes[0].id, type: "mention", link: `/post/${String(post.id)}` });
    socket.close();
  });

  it("stores images re-encoded without metadata, typed by their bytes; refuses a disguised file", async () => {
    const png = await sharp(await makePng(3000, 1000)).withMetadata({ exif: { IFD0: { Copyright: "secret-gps" } } }).jpeg().toBuffer();
    const res = await createPost(alice, { content: "", files: [{ bytes: png, name: "photo.txt", type: "text/plain" }] });
    expect(res.status).toBe(201);
    const media = (res.body.post as { media: { type: string; url: string }[] }).media;
    expect(media).toHaveLength(1);
    expect(media[0].url).toMatch(/^\/uploads\/posts\/[0-9a-f]{32}\.webp$/);
    const served = await fetch(server.baseUrl + media[0].url, { headers: { Authorization: `Bearer ${alice.token}` } });
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 2048, 683, undefined]);

    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const bad = await createPost(alice, { content: "x", files: [{ bytes: html, name: "cat.png", type: "image/png" }] });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toBe("Only image and video files are allowed");
  });

  it("keeps each image's description as its alt text, in the files' order, and refuses one too long", async () => {
    const png = await makePng(40, 40);
    const files = [
      { bytes: png, name: "IMG_0001.png", type: "image/png" },
      { bytes: png, name: "IMG_0002.png", type: "image/png" },
    ];
    const res = await createPost(alice, {
      content: "Field day",
      files,
      extra: [
        ["media_alt", "  Two soldiers\nloading a truck  "],
        ["media_alt", ""],
      ],
    });
    expect(res.status).toBe(201);
    const media = (res.body.post as { media: { url: string; alt?: string }[] }).media;
    // One line, trimmed; an image without a description has none (not its file name).
    expect(media.map((m) => m.alt)).toEqual(["Two soldiers loading a truck", undefined]);
    const feed = await alice.client.get(`/api/posts/${String((res.body.post as { id: number }).id)}`);
    expect(JSON.stringify(feed.body)).toContain("Two soldiers loading a truck");
    expect(JSON.stringify(feed.body)).not.toContain("IMG_0002");

    const tooLong = await createPost(alice, { content: "x", files: [files[0]], extra: [["media_alt", "a".repeat(301)]] });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.detail).toBe("An image description is limited to 300 characters");
  });

  it("applies SPEC's media rules on the server and leaves no files behind", async () => {
    const img = await makePng(50, 50);
    const five = Array.from({ length: 5 }, (_, i) => ({ bytes: img, name: `${i}.png`, type: "image/png" }));
    const before = fs.readdirSync(path.join(server.dataDir, "uploads", "posts")).length;
    expect((await createPost(alice, { content: "x", files: five })).body.detail).toBe("Maximum 4 images allowed");
    const mp4 = makeMp4();
    expect((await createPost(alice, { content: "x", files: [{ bytes: mp4, name: "v.mp4", type: "video/mp4" }, { bytes: img, name: "a.png", type: "image/png" }] })).body.detail).toBe(
      "You can only upload one video at a time",
    );
    const big = Buffer.concat([img, Buffer.alloc(5_242_880)]);
    const tooBig = await createPost(alice, { content: "x", files: [{ bytes: big, name: "big.png", type: "image/png" }] });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.detail).toBe("File too large. Max size: 5MB");
    expect(fs.readdirSync(path.join(server.dataDir, "uploads", "posts")).length).toBe(before);
  });

  it("accepts one MP4 video by its container signature and serves it with range requests", async () => {
    const mp4 = makeMp4();
    const res = await createPost(alice, { content: "drill video", files: [{ bytes: mp4, name: "clip.bin", type: "application/octet-stream" }] });
    expect(res.status).toBe(201);
    const media = (res.body.post as { media: { type: string; url: string }[] }).media;
    expect(media[0]).toMatchObject({ type: "video" });
    expect(media[0].url).toMatch(/\.mp4$/);
    const ranged = await fetch(server.baseUrl + media[0].url, { headers: { Range: "bytes=0-99", Authorization: `Bearer ${bob.token}` } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 0-99/${mp4.length}`);
    expect(ranged.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(mp4.subarray(0, 100));
  });
});

describe("privacy on every read", () => {
  let secretId = 0;
  it("serves a post's media only to those who may read the post, and not once moderation hides it", async () => {
    const res = await createPost(alice, { content: "Unit photo", privacy: "connections", files: [{ bytes: await makePng(40, 40), name: "p.png", type: "image/png" }] });
    expect(res.status).toBe(201);
    const post = res.body.post as { id: number; media: { url: string }[] };
    const status = async (url: string, token?: string) =>
      (await fetch(server.baseUrl + url, { headers: token ? { Authorization: `Bearer ${token}` } : {} })).status;
    const url = post.media[0].url;
    await getDb().follow.deleteMany({ where: { followerId: bob.userId, followeeId: alice.userId } });
    expect([await status(url, alice.token), await status(url), await status(url, bob.token), await status(url, carol.token)]).toEqual([200, 404, 404, 404]);
    // Bob's follow alone opens nothing: the image is for Alice's connections (they follow each other).
    await getDb().follow.create({ data: { followerId: bob.userId, followeeId: alice.userId } });
    expect(await status(url, bob.token)).toBe(404);
    await getDb().follow.create({ data: { followerId: alice.userId, followeeId: bob.userId } });
    expect(await status(url, bob.token)).toBe(200);
    const signIn = await fetch(`${server.baseUrl}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl, "X-Forwarded-For": nextIp() },
      body: new URLSearchParams({ email: bob.email, password: bob.password }),
    });
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0];
    expect(cookie).toMatch(/^vets_session=/);
    const cookieView = await fetch(server.baseUrl + url, { headers: { Cookie: cookie } });
    expect([cookieView.status, cookieView.headers.get("cache-control")]).toEqual([200, "private, max-age=3600"]);

    await getDb().post.update({ where: { id: post.id }, data: { hiddenAt: new Date() } });
    expect([await status(url, alice.token), await status(url, bob.token), await status(url, adminToken)]).toEqual([404, 404, 200]);
    // Names we never stored, and paths that try to leave the folder, are not there either.
    expect([await status("/uploads/posts/..%2Favatars%2Fx.webp", adminToken), await status("/uploads/posts/nothing.webp", adminToken)]).toEqual([404, 404]);
    await getDb().post.update({ where: { id: post.id }, data: { hiddenAt: null } });
    await getDb().follow.delete({ where: { followerId_followeeId: { followerId: alice.userId, followeeId: bob.userId } } });
  });

  it("an employer, approved or not, gets the same 403 on one post as on every other social call", async () => {
    const res = await createPost(alice, { content: "Public for veterans" });
    const postId = (res.body.post as { id: number }).id;
    for (const approvalStatus of ["pending", "rejected", "approved"] as const) {
      const employer = await registerAccount(api, `social.employer.${approvalStatus}@example.com`, "employer");
      await createEmployerProfile(employer.userId, { approvalStatus });
      const comments = await employer.client.get(`/api/posts/${postId}/comments`);
      const post = await employer.client.get(`/api/posts/${postId}`);
      expect(comments.status, approvalStatus).toBe(403);
      expect([post.status, post.body.detail], approvalStatus).toEqual([comments.status, comments.body.detail]);
    }
  });

  it("a connections-only post is readable by the author and connections (mutual follows) only", async () => {
    const res = await createPost(alice, { content: "Connections only #secretops", privacy: "connections" });
    secretId = (res.body.post as { id: number }).id;
    expect((await bob.client.post(`/api/follow/${alice.userId}`)).body).toEqual({ is_following: true, is_connected: false, message: "Following successfully" });
    expect((await bob.client.get(`/api/posts/${secretId}`)).status).toBe(404); // a one-way follow opens nothing
    expect((await alice.client.post(`/api/follow/${bob.userId}`)).body).toEqual({ is_following: true, is_connected: true, message: "Following successfully" });

    for (const who of [alice, bob]) expect((await who.client.get(`/api/posts/${secretId}`)).status).toBe(200);
    expect((await carol.client.get(`/api/posts/${secretId}`)).status).toBe(404);
    expect((await carol.client.get(`/api/posts/${secretId}/comments`)).status).toBe(404);
    expect((await carol.client.post(`/api/posts/${secretId}/comment`, { content: "hi" })).status).toBe(404);
    expect((await carol.client.post(`/api/posts/${secretId}/reaction`, { reaction_type: "heart" })).status).toBe(404);
    expect((await carol.client.post(`/api/posts/${secretId}/bookmark`)).status).toBe(404);
    expect((await carol.client.post(`/api/posts/${secretId}/report`, { reason: "inappropriate_content" })).status).toBe(404);
    for (const tab of ["for-you", "trending", "following", "saved"]) expect((await feed(carol, tab)).map((p) => p.id)).not.toContain(secretId);
    expect((await feed(carol, "hashtags", "&tag=secretops")).length).toBe(0);
    expect(((await carol.client.get("/api/hashtags/secretops/posts")).body.posts as unknown[]).length).toBe(0);
    // Trending counts public, visible posts only: a tag used only in a connections-only post is not there, even for a follower.
    for (const who of [carol, bob]) {
      const trending = (await who.client.get("/api/hashtags/trending?limit=50")).body.trending_hashtags as { hashtag: string }[];
      expect(trending.length).toBeGreaterThan(0);
      expect(trending.map((t) => t.hashtag)).not.toContain("secretops");
    }
    expect(((await carol.client.get("/api/social/discover?filter_type=all&sort_by=recent")).body.posts as { id: number }[]).map((p) => p.id)).not.toContain(secretId);
    expect((await feed(bob, "following")).map((p) => p.id)).toContain(secretId);
    expect(((await bob.client.get("/api/hashtags/secretops/posts")).body.posts as { id: number }[]).map((p) => p.id)).toEqual([secretId]);

    // The share link page: signed-out visitors go to /login and come back; strangers get a 404.
    const anon = await fetch(`${server.baseUrl}/post/${secretId}`, { redirect: "manual" });
    expect(anon.status).toBe(302);
    expect(anon.headers.get("location")).toBe(`/login?next=${encodeURIComponent(`/post/${secretId}`)}`);
  });

  it("unfollowing takes the connections-only post away again", async () => {
    expect((await del(bob, `/api/follow/${alice.userId}`)).body).toEqual({ is_following: false, is_connected: false, message: "Unfollowed successfully" });
    expect((await bob.client.get(`/api/posts/${secretId}`)).status).toBe(404);
    expect((await bob.client.post(`/api/follow/${alice.userId}`)).status).toBe(200);
  });
});

describe("engagement", () => {
  let postId = 0;
  beforeAll(async () => {
    postId = ((await createPost(alice, { content: "React to me #engage" })).body.post as { id: number }).id;
  });

  it("reactions: one per user; a different one replaces, the same one removes; counts by type", async () => {
    const react = (who: TestAccount, t: string) => who.client.post(`/api/posts/${postId}/reaction`, { reaction_type: t });
    expect((await react(bob, "thumbsup")).body).toEqual({ user_reaction: "thumbsup" });
    expect((await react(carol, "thumbsup")).status).toBe(200);
    expect((await react(bob, "heart")).body).toEqual({ user_reaction: "heart" });
    let post = (await bob.client.get(`/api/posts/${postId}`)).body;
    expect(post).toMatchObject({ like_count: 2, user_reaction: "heart", user_has_liked: true, reactions: { thumbsup: 1, target: 0, clap: 0, heart: 1 } });
    expect((await react(bob, "heart")).body).toEqual({ user_reaction: null });
    expect((await del(carol, `/api/posts/${postId}/reaction`)).status).toBe(200);
    post = (await bob.client.get(`/api/posts/${postId}`)).body;
    expect(post).toMatchObject({ like_count: 0, user_reaction: null, reactions: { thumbsup: 0, target: 0, clap: 0, heart: 0 } });
    expect((await react(bob, "laugh")).status).toBe(422);
    // Ten racing reactions from one user leave one row and consistent counters.
    await Promise.all(Array.from({ length: 10 }, (_, i) => react(carol, ["thumbsup", "target", "clap", "heart"][i % 4])));
    const row = await getDb().post.findUniqueOrThrow({ where: { id: postId } });
    const rows = await getDb().reaction.findMany({ where: { postId } });
    expect(row.reactionCount).toBe(rows.length);
    expect(row.thumbsupCount + row.targetCount + row.clapCount + row.heartCount).toBe(rows.length);
  });

  it("bookmarks toggle and show in Saved", async () => {
    expect((await bob.client.post(`/api/posts/${postId}/bookmark`)).body).toEqual({ is_bookmarked: true, message: "Post bookmarked" });
    expect((await bob.client.post(`/api/posts/${postId}/bookmark`)).status).toBe(200);
    expect((await feed(bob, "saved")).map((p) => p.id)).toEqual([postId]);
    expect((await del(bob, `/api/posts/${postId}/bookmark`)).body).toEqual({ is_bookmarked: false, message: "Bookmark removed" });
    expect(await feed(bob, "saved")).toEqual([]);
  });

  it("comments and one level of replies; empty ones refused; the author is notified live", async () => {
    const socket: Socket = connect(server.baseUrl, { auth: { token: alice.token }, transports: ["websocket"], reconnection: false });
    await new Promise((resolve) => socket.on("ready", resolve));
    const live = new Promise<{ type: string; title: string }>((resolve) => socket.on("notification:new", resolve));
    const c = await bob.client.post(`/api/posts/${postId}/comment`, { content: "Great post" });
    expect(c.status).toBe(201);
    expect(c.body.message).toBe("Comment added!");
    expect(await live).toMatchObject({ type: "comment", title: "Bob Sailor commented on your post" });
    socket.close();
    expect((await bob.client.post(`/api/posts/${postId}/comment`, { content: "  \n " })).status).toBe(422);
    const r = await carol.client.post(`/api/posts/${postId}/comments/${c.body.id}/reply`, { content: "Agreed" });
    expect(r.body.message).toBe("Reply added!");
    const rr = await alice.client.post(`/api/posts/${postId}/comments/${r.body.id}/reply`, { content: "Thanks both" });
    expect(rr.status).toBe(201);
    const list = (await bob.client.get(`/api/posts/${postId}/comments`)).body.comments as { content: string; author_name: string; replies: { content: string }[] }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ content: "Great post", author_name: "Bob Sailor" });
    expect(list[0].replies.map((x) => x.content)).toEqual(["Agreed", "Thanks both"]);
    expect((await bob.client.get(`/api/posts/${postId}`)).body.comments_count).toBe(3);
    // A reply to a comment of another post is refused.
    const other = ((await createPost(alice, { content: "other" })).body.post as { id: number }).id;
    expect((await bob.client.post(`/api/posts/${other}/comments/${c.body.id}/reply`, { content: "x" })).status).toBe(404);
  });

  it("follow: not yourself, not unknown users; the followee is notified", async () => {
    expect((await carol.client.post(`/api/follow/${carol.userId}`)).status).toBe(422);
    expect((await carol.client.post(`/api/follow/999999`)).status).toBe(404);
    expect((await carol.client.post(`/api/follow/${bob.userId}`)).status).toBe(200);
    // Follows collapse into bob's one unread follow notification, which now counts carol among its people.
    expect(await getDb().notificationActor.count({ where: { userId: carol.userId, notification: { userId: bob.userId, type: "follow" } } })).toBe(1);
    expect(await getDb().notification.count({ where: { userId: bob.userId, type: "follow", readAt: null } })).toBe(1);
  });

  it("tabs: Following has followed authors only, newest first; suggestions exclude the followed", async () => {
    const following = await feed(carol, "following");
    expect(following.every((p) => p.author_id === bob.userId)).toBe(true);
    const users = (await carol.client.get("/api/users/suggested?limit=5")).body.users as { id: number }[];
    expect(users.map((u) => u.id)).not.toContain(bob.userId);
    expect(users.map((u) => u.id)).not.toContain(carol.userId);
    const tags = (await carol.client.get("/api/hashtags/trending?limit=10")).body.trending_hashtags as { hashtag: string; count: number; posts_count: number }[];
    expect(tags.find((t) => t.hashtag === "transition")).toEqual({ hashtag: "transition", count: 1, posts_count: 1 });
    expect(tags.map((t) => t.hashtag)).toContain("engage");
    expect(tags.map((t) => t.hashtag)).not.toContain("injected");
  });
});

describe("paging", () => {
  it("pages of 20 without repeats; fewer than 20 marks the end", async () => {
    const dave = await registerAccount(api, "dave@example.com");
    for (let i = 0; i < 45; i++) {
      await getDb().post.create({ data: { authorId: dave.userId, content: `bulk ${i}`, createdAt: new Date(Date.now() - i * 60_000) } });
    }
    const seen: number[] = [];
    for (let skip = 0; ; skip += 20) {
      const page = await feed(dave, "for-you", `&skip=${skip}`);
      seen.push(...page.map((p) => p.id as number));
      if (page.length < 20) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(await getDb().post.count({ where: { privacy: "public", hiddenAt: null } }));
    expect((await dave.client.get("/api/social/discover?limit=500")).body.limit).toBe(100);
  });

  it("every ranked tab reads junk paging as the defaults, refuses an unknown tab with a detail, and needs a session", async () => {
    for (const tab of ["for-you", "trending", "following"]) {
      const junk = await carol.client.get(`/api/social/feed?tab=${tab}&skip=abc&limit=-3`);
      expect(junk.status).toBe(200);
      expect(junk.body).toMatchObject({ skip: 0, limit: 20 });
      const far = await carol.client.get(`/api/social/feed?tab=${tab}&skip=99999999&limit=99999`);
      expect(far.status).toBe(200);
      expect(far.body).toMatchObject({ skip: 100000, limit: 100, posts: [] });
      expect((await api.get(`/api/social/feed?tab=${tab}`)).status).toBe(401);
    }
    const unknown = await carol.client.get(`/api/social/feed?tab=${encodeURIComponent("' OR 1=1 --")}`);
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail).toBe("tab must be for-you, following, trending, hashtags or saved");
  });
});

describe("reports and moderation", () => {
  it("a report reaches the admin queue; hiding removes the post everywhere at once, notifies the author, audits the decision", async () => {
    const postId = ((await createPost(alice, { content: "Spammy #buynow" })).body.post as { id: number }).id;
    const rep = await bob.client.post(`/api/posts/${postId}/report`, { reason: "inappropriate_content" });
    expect(rep.body.message).toBe("Post reported. Thank you for keeping our community safe.");
    expect((await alice.client.post(`/api/posts/${postId}/report`, { reason: "inappropriate_content" })).status).toBe(422);
    expect((await bob.client.get("/api/admin/moderation")).status).toBe(403);
    const queue = (await admin.get("/api/admin/moderation")).body.items as { post: { id: number }; reports: { reason: string }[] }[];
    const item = queue.find((i) => i.post.id === postId);
    expect(item?.reports.map((r) => r.reason)).toEqual(["inappropriate_content"]);

    expect((await admin.post(`/api/admin/moderation/${postId}`, { decision: "hide", justification: "" })).status).toBe(422);
    const decided = await admin.post(`/api/admin/moderation/${postId}`, { decision: "hide", justification: "Spam" });
    expect(decided.body.message).toBe("Post hidden");
    for (const who of [alice, bob, carol]) {
      expect((await who.client.get(`/api/posts/${postId}`)).status).toBe(404);
      for (const tab of ["for-you", "trending", "following"]) expect((await feed(who, tab)).map((p) => p.id)).not.toContain(postId);
    }
    expect(((await bob.client.get("/api/hashtags/buynow/posts")).body.posts as unknown[]).length).toBe(0);
    expect(await getDb().notification.count({ where: { userId: alice.userId, type: "moderation" } })).toBe(1);
    const logs = (await admin.get("/api/admin/audit-logs?date_range=day")).body.logs as { action_type: string; resource_id: string; justification: string }[];
    expect(logs[0]).toMatchObject({ action_type: "post_hidden", resource_id: String(postId), justification: "Spam" });
    expect(((await admin.get("/api/admin/moderation")).body.items as { post: { id: number } }[]).map((i) => i.post.id)).not.toContain(postId);
  });

  it("suspending the author hides the post, suspends the account and ends its sessions", async () => {
    const mallory = await registerAccount(api, "mallory@example.com");
    const postId = ((await createPost(mallory, { content: "Abuse" })).body.post as { id: number }).id;
    await bob.client.post(`/api/posts/${postId}/report`, { reason: "harassment" });
    const res = await admin.post(`/api/admin/moderation/${postId}`, { decision: "suspend", justification: "Repeated harassment" });
    expect(res.status).toBe(200);
    expect((await mallory.client.get("/api/auth/me")).status).toBe(401);
    expect((await bob.client.get(`/api/posts/${postId}`)).status).toBe(404);
    const logs = (await admin.get("/api/admin/audit-logs?date_range=day")).body.logs as { action_type: string }[];
    expect(logs[0].action_type).toBe("user_suspended");
  });

  it("dismiss closes the reports and leaves the post", async () => {
    const postId = ((await createPost(alice, { content: "Fine post" })).body.post as { id: number }).id;
    await carol.client.post(`/api/posts/${postId}/report`, { reason: "other" });
    expect((await admin.post(`/api/admin/moderation/${postId}`, { decision: "dismiss", justification: "Not a violation" })).status).toBe(200);
    expect((await carol.client.get(`/api/posts/${postId}`)).status).toBe(200);
    expect((await admin.post(`/api/admin/moderation/${postId}`, { decision: "dismiss", justification: "again" })).status).toBe(409);
  });
});

describe("drafts", () => {
  it("saves, restores under 24 hours, forgets older ones, and is cleared by posting", async () => {
    expect((await carol.client.request("PUT", "/api/social/draft", { content: "half a thought", privacy: "connections" })).status).toBe(200);
    expect((await carol.client.get("/api/social/draft")).body.draft).toMatchObject({ content: "half a thought", privacy: "connections" });
    await getDb().$executeRawUnsafe(`UPDATE PostDraft SET updatedAt = ? WHERE userId = ?`, new Date(Date.now() - 25 * 3600_000).toISOString(), carol.userId);
    expect((await carol.client.get("/api/social/draft")).body.draft).toBeNull();
    await carol.client.request("PUT", "/api/social/draft", { content: "again" });
    await createPost(carol, { content: "posted" });
    expect((await carol.client.get("/api/social/draft")).body.draft).toBeNull();
  });
});
