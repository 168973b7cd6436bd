// Issue 44 item 3: a connection is consent. A connection is a mutual follow; one side's follow opens
// nothing of the other's: not their connections-only posts (feed, post, media, comments), not their
// inbox under "connections only", not their online state.
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { makePng, nextIp, registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { emitAck, nextEvent, socketClients } from "../fixtures/socket-client";
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

type Person = TestAccount & { name: string };

async function person(name: string): Promise<Person> {
  const who = { ...(await registerAccount(api, `conn${++n}@example.com`, "veteran", undefined, name)), name };
  expect((await who.client.get("/api/social/feed?tab=for-you")).status).toBe(200); // a handle, as the hub assigns on first use
  return who;
}

const follow = (who: Person, other: Person) => who.client.post(`/api/follow/${other.userId}`);
const unfollow = (who: Person, other: Person) => who.client.request("DELETE", `/api/follow/${other.userId}`);

async function createPost(who: Person, content: string, privacy: string, image = false): Promise<{ id: number; media: { url: string }[] }> {
  const body = new FormData();
  body.append("content", content);
  body.append("privacy", privacy);
  if (image) body.append("media", new Blob([Buffer.from(await makePng(24, 24))], { type: "image/png" }), "p.png");
  const res = await fetch(`${server.baseUrl}/api/posts`, { method: "POST", headers: { "X-Forwarded-For": nextIp(), Authorization: `Bearer ${who.token}` }, body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { post: { id: number; media: { url: string }[] } }).post;
}

async function feedIds(who: Person, tab: string, extra = ""): Promise<number[]> {
  const res = await who.client.get(`/api/social/feed?tab=${tab}${extra}`);
  expect(res.status).toBe(200);
  return (res.body.posts as { id: number }[]).map((p) => p.id);
}

async function mediaStatus(who: Person, url: string): Promise<number> {
  return (await fetch(`${server.baseUrl}${url}`, { headers: { Authorization: `Bearer ${who.token}` } })).status;
}

const open = (who: Person): Promise<Socket> => sockets.open(who.token);
const presence = (socket: Socket, ids: number[]) => emitAck<{ ok: boolean; online?: number[] }>(socket, "presence:subscribe", { user_ids: ids });

describe("a connection is a mutual follow", () => {
  it("a one-way follow opens no connections-only post, its image or its comments; following back does", async () => {
    const author = await person("Avery Author");
    const fan = await person("Finn Fan");
    const secret = await createPost(author, "Only for my connections #innercircle", "connections", true);
    const everyone = await createPost(author, "For everyone #innercircle", "public");
    expect((await follow(fan, author)).body).toEqual({ is_following: true, is_connected: false, message: "Following successfully" });

    expect((await fan.client.get(`/api/posts/${secret.id}`)).status).toBe(404);
    expect((await fan.client.get(`/api/posts/${secret.id}/comments`)).status).toBe(404);
    expect((await fan.client.post(`/api/posts/${secret.id}/comment`, { content: "let me in" })).status).toBe(404);
    expect(await mediaStatus(fan, secret.media[0].url)).toBe(404);
    for (const tab of ["for-you", "following", "trending"]) expect(await feedIds(fan, tab)).not.toContain(secret.id);
    expect(await feedIds(fan, "following")).toEqual([everyone.id]);
    expect(await feedIds(fan, "hashtags", "&tag=innercircle")).toEqual([everyone.id]);
    const discover = await fan.client.get("/api/social/discover?filter_type=following&sort_by=top");
    expect((discover.body.posts as { id: number }[]).map((p) => p.id)).toEqual([everyone.id]);

    // The author follows back: now they are connected.
    expect((await follow(author, fan)).body).toEqual({ is_following: true, is_connected: true, message: "Following successfully" });
    expect((await fan.client.get(`/api/posts/${secret.id}`)).status).toBe(200);
    expect((await fan.client.get(`/api/posts/${secret.id}/comments`)).status).toBe(200);
    expect(await mediaStatus(fan, secret.media[0].url)).toBe(200);
    expect(await feedIds(fan, "following")).toEqual([everyone.id, secret.id]);

    // Either side unfollowing ends the connection.
    expect((await unfollow(author, fan)).body).toMatchObject({ is_following: false, is_connected: false });
    expect((await fan.client.get(`/api/posts/${secret.id}`)).status).toBe(404);
    expect(await mediaStatus(fan, secret.media[0].url)).toBe(404);
  });

  it("a connections-only post notifies only the mentioned connections", async () => {
    const author = await person("Mona Mentioner");
    const friend = await person("Milo Mutual");
    const fan = await person("Oona Oneway");
    await follow(friend, author);
    await follow(author, friend);
    await follow(fan, author);
    const handles = await getDb().user.findMany({ where: { id: { in: [friend.userId, fan.userId] } }, select: { id: true, handle: true } });
    const handle = (id: number) => handles.find((h) => h.id === id)?.handle;
    await createPost(author, `Thanks @${handle(friend.userId)} and @${handle(fan.userId)}`, "connections");
    const mentions = async (who: Person) => getDb().notification.count({ where: { userId: who.userId, type: "mention" } });
    expect(await mentions(friend)).toBe(1);
    expect(await mentions(fan)).toBe(0);
  });

  it("the profile says Follow, Following or Connected, and whether they follow you", async () => {
    const a = await person("Pia Profile");
    const b = await person("Quin Profile");
    const state = async (viewer: Person, of: Person) => (await viewer.client.get(`/api/users/${of.userId}/profile`)).body.follow;
    expect(await state(a, b)).toEqual({ is_following: false, follows_you: false, is_connected: false });
    await follow(a, b);
    expect(await state(a, b)).toEqual({ is_following: true, follows_you: false, is_connected: false });
    expect(await state(b, a)).toEqual({ is_following: false, follows_you: true, is_connected: false });
    await follow(b, a);
    expect(await state(a, b)).toEqual({ is_following: true, follows_you: true, is_connected: true });
    expect((await a.client.get(`/api/users/${a.userId}/profile`)).body.follow).toBeUndefined(); // one's own profile has no follow state
  });

  it("messages under 'connections only' need the mutual follow", async () => {
    const a = await person("Rita Reacher");
    const b = await person("Sol Selective"); // the default: connections only
    const start = () => a.client.post("/api/dm/threads", { participants: [b.userId] });
    await follow(a, b);
    expect([(await start()).status, (await start()).body.detail]).toEqual([403, "Sol Selective only accepts messages from their connections."]);
    expect((await a.client.get("/api/users/search?q=Sol%20Sel")).body.users).toEqual([]);
    await follow(b, a);
    expect((await a.client.get("/api/users/search?q=Sol%20Sel")).body.users).toEqual([{ id: b.userId, name: "Sol Selective", profile_pic: null, role: "veteran" }]);
    const started = await start();
    expect(started.status).toBe(201);
    expect((await a.client.post(`/api/dm/threads/${(started.body.thread as { id: number }).id}/messages`, { content: "Hi Sol" })).status).toBe(201);
  });
});

describe("presence rests on a connection or a conversation both sides see", () => {
  it("a one-way follow shows no online state; a connection does, until an unfollow ends it", async () => {
    const a = await person("Tess Watcher");
    const b = await person("Uma Watched");
    const [as] = await Promise.all([open(a), open(b)]);
    await follow(a, b);
    expect(await presence(as, [b.userId])).toEqual({ ok: true, online: [] });
    await follow(b, a);
    expect(await presence(as, [b.userId])).toEqual({ ok: true, online: [b.userId] });
    // The unfollow ends it at once: an offline event, and the subscription is gone.
    const ended = nextEvent<{ user_id: number; online: boolean }>(as, "presence", (p) => p.user_id === b.userId);
    await unfollow(b, a);
    expect(await ended).toEqual({ user_id: b.userId, online: false });
    let leaked = false;
    as.on("presence", (p: { user_id: number; online: boolean }) => {
      if (p.user_id === b.userId && p.online) leaked = true;
    });
    const bAgain = await open(b); // b comes online again: a hears nothing
    void bAgain;
    expect(await presence(as, [b.userId])).toEqual({ ok: true, online: [] });
    expect(leaked).toBe(false);
  });

  it("a conversation nobody has written in, or one deleted, shows no online state", async () => {
    const a = await person("Vera Starter");
    const b = await person("Walt Open");
    await b.client.request("PUT", "/api/communication-settings", { allow_messages_from_anyone: true });
    const [as, bs] = await Promise.all([open(a), open(b)]);
    const t = ((await a.client.post("/api/dm/threads", { participants: [b.userId] })).body.thread as { id: number }).id;
    // b does not see the conversation yet: neither sees the other.
    expect(await presence(as, [b.userId])).toEqual({ ok: true, online: [] });
    expect((await a.client.post(`/api/dm/threads/${t}/messages`, { content: "Hello Walt" })).status).toBe(201);
    expect(await presence(as, [b.userId])).toEqual({ ok: true, online: [b.userId] });
    expect(await presence(bs, [a.userId])).toEqual({ ok: true, online: [a.userId] });
    // b deletes it: the online state that rested on it ends both ways.
    const ended = nextEvent<{ user_id: number; online: boolean }>(as, "presence", (p) => p.user_id === b.userId);
    expect((await b.client.request("DELETE", `/api/dm/threads/${t}`)).status).toBe(200);
    expect(await ended).toEqual({ user_id: b.userId, online: false });
    expect(await presence(as, [b.userId])).toEqual({ ok: true, online: [] });
    expect(await presence(bs, [a.userId])).toEqual({ ok: true, online: [] });
    // Typing reaches only those who see the conversation.
    let typed = false;
    bs.on("typing", () => {
      typed = true;
    });
    expect(await emitAck(as, "typing", { thread_id: t, is_typing: true })).toEqual({ ok: true });
    expect(await presence(bs, [a.userId])).toEqual({ ok: true, online: [] }); // a round trip after the typing event
    expect(typed).toBe(false);
  });
});
