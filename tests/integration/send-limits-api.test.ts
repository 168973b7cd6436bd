import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { consumeRateLimit, type AccountLimitName } from "~/lib/rate-limit.server";
import { ApiClient } from "../fixtures/api-client";
import { registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { emitAck, nextEvent, socketClients } from "../fixtures/socket-client";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;
let n = 0;
const sockets = socketClients(() => server.baseUrl);

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  sockets.closeAll();
  await server?.close();
});

async function person(name: string): Promise<TestAccount> {
  const who = await registerAccount(api, `limits${++n}@example.com`, "veteran", undefined, name);
  await who.client.request("PUT", "/api/communication-settings", { allow_messages_from_anyone: true });
  return who;
}

/** Uses up all but `left` points of a limit the way earlier requests would have (the server runs in this process). */
async function spendAllBut(name: AccountLimitName, key: number, points: number, left: number): Promise<void> {
  for (let i = 0; i < points - left; i++) await consumeRateLimit(name, String(key));
}

async function thread(who: TestAccount, other: TestAccount): Promise<number> {
  const res = await who.client.post("/api/dm/threads", { participants: [other.userId] });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return (res.body.thread as { id: number }).id;
}
const send = (who: TestAccount, threadId: number, content: string) =>
  who.client.post(`/api/dm/threads/${threadId}/messages`, { content });

const open = (who: TestAccount) => sockets.open(who.token);

function retryAfter(res: { headers: Headers }): number {
  return Number(res.headers.get("retry-after"));
}

describe("message send limits", () => {
  it("30 messages a minute per sender, then 429 with a detail and Retry-After, and nothing written or notified", async () => {
    const a = await person("Flood Sender");
    const b = await person("Flood Target");
    const t = await thread(a, b);
    for (let i = 0; i < 30; i++) expect((await send(a, t, `m${i}`)).status).toBe(201);
    const refused = await send(a, t, "one too many");
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe("You are sending messages too quickly. Please wait a minute.");
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60);
    expect(await getDb().message.count({ where: { senderId: a.userId } })).toBe(30);
    // One unread "new messages" notification for the thread, standing for the 30 sent, none for the refused one.
    const notices = await getDb().notification.findMany({
      where: { userId: b.userId, type: "message" },
      select: { eventCount: true },
    });
    expect(notices).toEqual([{ eventCount: 30 }]);
    // The limit is the sender's: the recipient still answers.
    expect((await send(b, t, "calm down")).status).toBe(201);
  });

  it("1000 messages a day per sender", async () => {
    const a = await person("Daily Sender");
    const b = await person("Daily Target");
    const t = await thread(a, b);
    await spendAllBut("messagesPerSenderPerDay", a.userId, 1000, 1);
    expect((await send(a, t, "the last one today")).status).toBe(201);
    const refused = await send(a, t, "over");
    expect([refused.status, refused.body.detail]).toEqual([
      429,
      "You have reached today's message limit. Please try again tomorrow.",
    ]);
    expect(retryAfter(refused)).toBeGreaterThan(60 * 60);
  });
});

describe("new conversation limits", () => {
  it("an account under a week old starts 10 a day; reopening an existing conversation is free", async () => {
    const a = await person("Fresh Account");
    const [b, c] = [await person("Fresh Target One"), await person("Fresh Target Two")];
    await spendAllBut("conversationsPerNewAccountPerDay", a.userId, 10, 1);
    const first = await thread(a, b);
    const refused = await a.client.post("/api/dm/threads", { participants: [c.userId] });
    expect([refused.status, refused.body.detail]).toEqual([
      429,
      "New accounts can start 10 conversations a day. Please try again tomorrow.",
    ]);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(await getDb().threadParticipant.count({ where: { userId: c.userId } })).toBe(0);
    expect(await thread(a, b)).toBe(first);
  });

  it("an older account is not held to the new-account limit, but to 50 a day", async () => {
    const a = await person("Old Account");
    const targets = [await person("Old Target One"), await person("Old Target Two"), await person("Old Target Three")];
    await getDb().user.update({ where: { id: a.userId }, data: { createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) } });
    await spendAllBut("conversationsPerNewAccountPerDay", a.userId, 10, 0);
    await spendAllBut("conversationsPerUserPerDay", a.userId, 50, 2);
    await thread(a, targets[0]);
    await thread(a, targets[1]);
    const refused = await a.client.post("/api/dm/threads", { participants: [targets[2].userId] });
    expect([refused.status, refused.body.detail]).toEqual([
      429,
      "You have started too many conversations today. Please try again tomorrow.",
    ]);
  });
});

describe("follow limits", () => {
  it("60 follows an hour; unfollowing is never limited", async () => {
    const a = await person("Follow Spammer");
    const [x, y] = [await person("Followed One"), await person("Followed Two")];
    await spendAllBut("followsPerUserPerHour", a.userId, 60, 1);
    expect((await a.client.post(`/api/follow/${x.userId}`)).status).toBe(200);
    const refused = await a.client.post(`/api/follow/${y.userId}`);
    expect([refused.status, refused.body.detail]).toEqual([429, "You are following people too quickly. Please try again later."]);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(await getDb().follow.count({ where: { followerId: a.userId, followeeId: y.userId } })).toBe(0);
    expect(await getDb().notification.count({ where: { userId: y.userId, type: "follow" } })).toBe(0);
    expect((await a.client.request("DELETE", `/api/follow/${x.userId}`)).status).toBe(200);
  });
});

describe("typing events", () => {
  it("one start is relayed per thread per 2 s; a stop only ends a relayed start", async () => {
    const a = await person("Fast Typist");
    const b = await person("Typing Reader");
    const t = await thread(a, b);
    await send(a, t, "hi");
    const [as, bs] = await Promise.all([open(a), open(b)]);
    const seen: boolean[] = [];
    bs.on("typing", (e: { user_id: number; is_typing: boolean }) => {
      if (e.user_id === a.userId) seen.push(e.is_typing);
    });
    expect(await emitAck(as, "typing", { thread_id: t, is_typing: true })).toEqual({ ok: true });
    for (let i = 0; i < 5; i++) {
      expect(await emitAck(as, "typing", { thread_id: t, is_typing: true })).toEqual({
        ok: false,
        detail: "Typing updates are sent at most once every 2 seconds.",
      });
    }
    const stop = nextEvent<{ is_typing: boolean }>(bs, "typing", (e) => !e.is_typing);
    expect(await emitAck(as, "typing", { thread_id: t, is_typing: false })).toEqual({ ok: true });
    await stop;
    expect(await emitAck(as, "typing", { thread_id: t, is_typing: false })).toMatchObject({ ok: false });
    expect(seen).toEqual([true, false]);
  });

  it("typing stops reaching someone the moment they block the typist", async () => {
    const a = await person("Blocked Typist");
    const b = await person("Blocking Reader");
    const c = await person("Other Friend");
    const ab = await thread(a, b);
    const cb = await thread(c, b);
    await send(a, ab, "hi");
    await send(c, cb, "hello");
    const [as, bs, cs] = await Promise.all([open(a), open(b), open(c)]);
    const fromA: boolean[] = [];
    bs.on("typing", (e: { user_id: number; is_typing: boolean }) => {
      if (e.user_id === a.userId) fromA.push(e.is_typing);
    });
    const started = nextEvent(bs, "typing", (e: { user_id: number }) => e.user_id === a.userId);
    expect(await emitAck(as, "typing", { thread_id: ab, is_typing: true })).toEqual({ ok: true });
    await started;
    expect((await b.client.post(`/api/users/${a.userId}/block`)).status).toBe(200);
    await emitAck(as, "typing", { thread_id: ab, is_typing: false });
    // Events reach b's socket in the order the server sent them: c's comes after anything of a's.
    const sentinel = nextEvent(bs, "typing", (e: { user_id: number }) => e.user_id === c.userId);
    expect(await emitAck(cs, "typing", { thread_id: cb, is_typing: true })).toEqual({ ok: true });
    await sentinel;
    expect(fromA).toEqual([true]);
  });
});
