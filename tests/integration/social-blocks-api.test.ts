// Issue 44 item 4: blocks reach the social side. After A blocks B, each is hidden from the other
// everywhere: feeds, profile, comments, mentions, share links, suggestions, search, presence,
// typing and messages; and the block ends both follows in the same transaction.
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { nextIp, registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { emitAck, socketClients } from "../fixtures/socket-client";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;
let n = 0;
const sockets = socketClients(() => server.baseUrl);

beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: "test" });
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  sockets.closeAll();
  await server?.close();
});

type Person = TestAccount & { name: string; handle: string };

async function person(name: string): Promise<Person> {
  const account = await registerAccount(api, `blocks${++n}@example.com`, "veteran", undefined, name);
  expect((await account.client.get("/api/social/feed?tab=for-you")).status).toBe(200); // a handle, as the hub assigns on first use
  await account.client.request("PUT", "/api/communication-settings", { allow_messages_from_anyone: true });
  const { handle } = await getDb().user.findUniqueOrThrow({ where: { id: account.userId }, select: { handle: true } });
  return { ...account, name, handle: handle ?? "" };
}

async function createPost(
  who: Person,
  content: string,
  privacy = "public",
): Promise<{ id: number; mentions: { user_id: number }[] }> {
  const body = new FormData();
  body.append("content", content);
  body.append("privacy", privacy);
  const res = await fetch(`${server.baseUrl}/api/posts`, {
    method: "POST",
    headers: { "X-Forwarded-For": nextIp(), Authorization: `Bearer ${who.token}` },
    body,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { post: { id: number; mentions: { user_id: number }[] } }).post;
}

async function feedIds(who: Person, tab: string, extra = ""): Promise<number[]> {
  const res = await who.client.get(`/api/social/feed?tab=${tab}${extra}`);
  expect(res.status).toBe(200);
  return (res.body.posts as { id: number }[]).map((p) => p.id);
}

const commentAuthors = async (who: Person, postId: number) => {
  const res = await who.client.get(`/api/posts/${postId}/comments`);
  expect(res.status).toBe(200);
  const all = res.body.comments as { author_id: number; replies: { author_id: number }[] }[];
  return all.flatMap((c) => [c.author_id, ...c.replies.map((r) => r.author_id)]);
};

const open = (who: Person): Promise<Socket> => sockets.open(who.token);

describe("a block hides each from the other everywhere", () => {
  let a: Person; // blocks b
  let b: Person;
  let c: Person; // a bystander
  let aPost = 0;
  let aSecret = 0;
  let bPost = 0;
  let cPost = 0;
  let bComment = 0;
  let aMentionsB = 0;
  let threadId = 0;

  beforeAll(async () => {
    a = await person("Alma Blocker");
    b = await person("Boyd Blocked");
    c = await person("Cruz Bystander");
    // Connected both ways before the block, with a conversation and comments on each other's posts.
    expect((await a.client.post(`/api/follow/${b.userId}`)).status).toBe(200);
    expect((await b.client.post(`/api/follow/${a.userId}`)).status).toBe(200);
    aPost = (await createPost(a, "Alma's public post #blockcheck")).id;
    aSecret = (await createPost(a, "Alma's connections post", "connections")).id;
    bPost = (await createPost(b, "Boyd's public post #blockcheck")).id;
    cPost = (await createPost(c, "Cruz's post, everyone comments")).id;
    bComment = (await b.client.post(`/api/posts/${cPost}/comment`, { content: "Boyd was here" })).body.id as number;
    expect((await a.client.post(`/api/posts/${cPost}/comment`, { content: "Alma was here" })).status).toBe(201);
    aMentionsB = (await createPost(a, `Shout out to @${b.handle}`)).id;
    threadId = ((await a.client.post("/api/dm/threads", { participants: [b.userId] })).body.thread as { id: number }).id;
    expect((await a.client.post(`/api/dm/threads/${threadId}/messages`, { content: "hi Boyd" })).status).toBe(201);
    // Everything is visible before the block.
    expect((await b.client.get(`/api/posts/${aSecret}`)).status).toBe(200);
    expect(await commentAuthors(a, cPost)).toContain(b.userId);
    expect(await getDb().notification.count({ where: { userId: b.userId, actorId: a.userId } })).toBeGreaterThan(0);

    expect((await a.client.post(`/api/users/${b.userId}/block`)).status).toBe(200);
  });

  it("ends both follows with the block", async () => {
    expect(
      await getDb().follow.count({
        where: {
          OR: [
            { followerId: a.userId, followeeId: b.userId },
            { followerId: b.userId, followeeId: a.userId },
          ],
        },
      }),
    ).toBe(0);
    expect(await getDb().userBlock.count({ where: { blockerId: a.userId, blockedId: b.userId } })).toBe(1);
    // Nobody follows across the block, either way.
    expect((await b.client.post(`/api/follow/${a.userId}`)).status).toBe(404);
    expect((await a.client.post(`/api/follow/${b.userId}`)).status).toBe(404);
  });

  it("notifications: what each was told about the other goes (the follows, the message)", async () => {
    const across = {
      OR: [
        { userId: a.userId, actorId: b.userId },
        { userId: b.userId, actorId: a.userId },
      ],
    };
    expect(await getDb().notification.count({ where: across })).toBe(0);
  });

  it("posts: gone from every feed tab and from the share link, both ways", async () => {
    for (const tab of ["for-you", "following", "trending", "saved"]) {
      expect(await feedIds(b, tab)).not.toEqual(expect.arrayContaining([aPost]));
      expect(await feedIds(a, tab)).not.toEqual(expect.arrayContaining([bPost]));
    }
    expect(await feedIds(b, "hashtags", "&tag=blockcheck")).toEqual([bPost]);
    expect(await feedIds(a, "hashtags", "&tag=blockcheck")).toEqual([aPost]);
    expect(await feedIds(c, "hashtags", "&tag=blockcheck")).toEqual([bPost, aPost]);
    const discover = await b.client.get("/api/social/discover?filter_type=all&sort_by=recent");
    expect((discover.body.posts as { author_id: number }[]).some((p) => p.author_id === a.userId)).toBe(false);
    for (const id of [aPost, aSecret, aMentionsB]) expect((await b.client.get(`/api/posts/${id}`)).status).toBe(404);
    expect((await a.client.get(`/api/posts/${bPost}`)).status).toBe(404);
  });

  it("comments: neither can comment or react on the other's posts, nor reply to the other's comments, nor sees the other's comments", async () => {
    expect((await b.client.post(`/api/posts/${aPost}/comment`, { content: "still here?" })).status).toBe(404);
    expect((await b.client.get(`/api/posts/${aPost}/comments`)).status).toBe(404);
    expect((await b.client.post(`/api/posts/${aPost}/reaction`, { reaction_type: "heart" })).status).toBe(404);
    expect((await a.client.post(`/api/posts/${bPost}/comment`, { content: "hm" })).status).toBe(404);
    expect(await commentAuthors(a, cPost)).not.toContain(b.userId);
    expect(await commentAuthors(b, cPost)).not.toContain(a.userId);
    expect(await commentAuthors(c, cPost)).toEqual(expect.arrayContaining([a.userId, b.userId]));
    const reply = await a.client.post(`/api/posts/${cPost}/comments/${bComment}/reply`, { content: "replying to Boyd" });
    expect([reply.status, reply.body.detail]).toEqual([404, "Comment not found"]);
  });

  it("profiles: 404 'Profile not found' both ways", async () => {
    for (const [viewer, other] of [
      [b, a],
      [a, b],
    ]) {
      const res = await viewer.client.get(`/api/users/${other.userId}/profile`);
      expect([res.status, res.body.detail]).toEqual([404, "Profile not found"]);
    }
    expect((await c.client.get(`/api/users/${a.userId}/profile`)).status).toBe(200);
  });

  it("mentions: no notification and no link, for a new mention and an old one", async () => {
    const before = await getDb().notification.count({ where: { userId: a.userId, type: "mention" } });
    const post = await createPost(b, `Hey @${a.handle}, look`);
    expect(post.mentions).toEqual([]);
    expect(await getDb().notification.count({ where: { userId: a.userId, type: "mention" } })).toBe(before);
    // The mention a made before the block is plain text now, for everyone.
    const old = await c.client.get(`/api/posts/${aMentionsB}`);
    expect(old.body.mentions).toEqual([]);
  });

  it("suggestions and people search leave the other out", async () => {
    const suggested = async (who: Person) =>
      ((await who.client.get("/api/users/suggested?limit=20")).body.users as { id: number }[]).map((u) => u.id);
    expect(await suggested(b)).not.toContain(a.userId);
    expect(await suggested(a)).not.toContain(b.userId);
    expect(await suggested(c)).toEqual(expect.arrayContaining([a.userId, b.userId]));
    // Also between two who never followed each other.
    const d = await person("Dara Stranger");
    const e = await person("Emil Stranger");
    expect(await suggested(e)).toContain(d.userId);
    expect((await d.client.post(`/api/users/${e.userId}/block`)).status).toBe(200);
    expect(await suggested(e)).not.toContain(d.userId);
    expect(await suggested(d)).not.toContain(e.userId);
    expect((await b.client.get("/api/users/search?q=Alma%20Bl")).body.users).toEqual([]);
    expect((await a.client.get("/api/users/search?q=Boyd%20Bl")).body.users).toEqual([]);
  });

  it("messages, typing and presence stop", async () => {
    expect((await b.client.post(`/api/dm/threads/${threadId}/messages`, { content: "hello?" })).status).toBe(404); // a blocked sender learns nothing: "not found", like the blocker's profile
    const [as, bs] = await Promise.all([open(a), open(b)]);
    expect(await emitAck(bs, "presence:subscribe", { user_ids: [a.userId] })).toEqual({ ok: true, online: [] });
    expect(await emitAck(as, "presence:subscribe", { user_ids: [b.userId] })).toEqual({ ok: true, online: [] });
    let typed = false;
    as.on("typing", () => {
      typed = true;
    });
    expect(await emitAck(bs, "typing", { thread_id: threadId, is_typing: true })).toEqual({ ok: true });
    await emitAck(as, "presence:subscribe", { user_ids: [b.userId] }); // a round trip after the typing event
    expect(typed).toBe(false);
  });

  it("unblocking shows posts again but restores no follow", async () => {
    expect((await a.client.request("DELETE", `/api/users/${b.userId}/block`)).status).toBe(200);
    expect((await b.client.get(`/api/posts/${aPost}`)).status).toBe(200);
    expect((await b.client.get(`/api/posts/${aSecret}`)).status).toBe(404); // no longer connected
    expect((await b.client.get(`/api/users/${a.userId}/profile`)).body.follow).toEqual({
      is_following: false,
      follows_you: false,
      is_connected: false,
    });
  });
});
