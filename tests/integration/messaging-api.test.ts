import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { onlineUsers } from "~/lib/realtime.server";
import { ApiClient } from "../fixtures/api-client";
import { createEmployerProfile } from "../fixtures/employer-profile";
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

type Person = TestAccount & { name: string };

async function person(
  name: string,
  role: "veteran" | "employer" = "veteran",
  approval?: "approved" | "pending",
): Promise<Person> {
  const account = await registerAccount(api, `dm${++n}@example.com`, role, undefined, name);
  if (role === "employer")
    await createEmployerProfile(account.userId, { approvalStatus: approval ?? "approved", planId: "growth" });
  return { ...account, name };
}

const del = (who: Person, path: string) => who.client.request("DELETE", path);
const patch = (who: Person, path: string, body: unknown) => who.client.request("PATCH", path, body);
const follow = (who: Person, other: Person) => who.client.post(`/api/follow/${other.userId}`);
const allowAnyone = (who: Person) =>
  who.client.request("PUT", "/api/communication-settings", { allow_messages_from_anyone: true });

async function start(who: Person, others: Person[], extra: Record<string, unknown> = {}) {
  return who.client.post("/api/dm/threads", { participants: others.map((o) => o.userId), ...extra });
}

async function thread(who: Person, other: Person): Promise<number> {
  const res = await start(who, [other]);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return (res.body.thread as { id: number }).id;
}

const send = (who: Person, threadId: number, content: string) =>
  who.client.post(`/api/dm/threads/${threadId}/messages`, { content });

async function threads(who: Person, filter = "all") {
  const res = await who.client.get(`/api/dm/threads?filter=${filter}`);
  expect(res.status).toBe(200);
  return res.body.threads as Array<{
    id: number;
    unread_count: number;
    is_pinned: boolean;
    is_archived: boolean;
    last_message: { content: string } | null;
  }>;
}

const open = (who: Person) => sockets.open(who.token);

describe("who may message whom", () => {
  it("refuses strangers with a clear detail, allows connections (a mutual follow) and 'anyone', and searches only those", async () => {
    const ann = await person("Ann Archer");
    const ben = await person("Ben Baker");
    const refused = await start(ann, [ben]);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("Ben Baker only accepts messages from their connections.");
    expect((await ann.client.get("/api/users/search?q=Ben%20Bak")).body.users).toEqual([]);

    expect((await follow(ben, ann)).status).toBe(200); // Ben follows Ann: not yet a connection
    expect((await start(ann, [ben])).body.detail).toBe("Ben Baker only accepts messages from their connections.");
    expect((await follow(ann, ben)).body).toMatchObject({ is_following: true, is_connected: true }); // followed back: connected
    const search = await ann.client.get("/api/users/search?q=ben%20bak");
    expect(search.body.users).toEqual([{ id: ben.userId, name: "Ben Baker", profile_pic: null, role: "veteran" }]);
    expect((await start(ann, [ben])).status).toBe(201);

    const cal = await person("Cal Cooper");
    await allowAnyone(cal);
    expect((await start(ann, [cal])).status).toBe(201);
    await cal.client.request("PUT", "/api/communication-settings", {
      allow_messages_from_anyone: false,
      allow_messages_from_connections: false,
    });
    const dan = await person("Dan Dunn");
    expect((await start(dan, [cal])).body.detail).toBe("Cal Cooper isn't accepting new messages.");
    // Search needs two characters and never matches on email.
    expect((await ann.client.get("/api/users/search?q=B")).body.users).toEqual([]);
    expect((await ann.client.get(`/api/users/search?q=${encodeURIComponent(ben.email)}`)).body.users).toEqual([]);
    expect((await start(ann, [])).body.detail).toBe("Please select at least one user");
    expect((await start(ann, [{ userId: 999999 } as Person])).status).toBe(404);
  });

  it("employers reach applicants once approved; a veteran can always answer, the starter needs permission until then", async () => {
    const employer = await person("Erin Employer", "employer");
    const pending = await person("Pat Pending", "employer", "pending");
    const vet = await person("Vic Veteran");
    const other = await person("Olga Other");
    const posted = await employer.client.post("/api/jobs", {
      title: "Logistics Lead",
      company: "Acme",
      location: "Austin, TX",
      description: "Lead logistics.",
      salary_min: 50000,
      salary_max: 60000,
      remote: false,
    });
    expect(posted.status).toBe(201);
    await getDb().application.create({ data: { userId: vet.userId, jobId: posted.body.id as number, status: "sent" } });

    const gate = await start(pending, [vet]);
    expect(gate.status).toBe(403);
    expect(gate.body.detail).toBe("Your employer account must be approved before you can message veterans.");
    expect((await start(employer, [other])).body.detail).toBe("Olga Other only accepts messages from their connections.");
    const id = await thread(employer, vet); // the applicant is a connection
    expect((await send(employer, id, "Hello Vic, can we talk?")).status).toBe(201);

    await vet.client.request("PUT", "/api/communication-settings", { allow_messages_from_connections: false });
    const cold = await send(employer, id, "Following up");
    expect(cold.status).toBe(403);
    expect(cold.body.detail).toBe("Vic Veteran isn't accepting new messages.");
    expect((await send(vet, id, "Happy to talk")).status).toBe(201); // answering is always allowed
    expect((await send(employer, id, "Great, Tuesday?")).status).toBe(201); // now a conversation
  });
});

it("talent search → 'Message candidate' opens the conversation without counting another search", async () => {
  const employer = await person("Tara Talent", "employer");
  const vet = await person("Ken Candidate");
  await getDb().veteranProfile.update({ where: { userId: vet.userId }, data: { mosCode: "88M", militaryBranch: "Army" } });
  await allowAnyone(vet);
  const found = await employer.client.get("/api/employer/veterans/search?mos_code=88m");
  expect((found.body.veterans as Array<{ user_id: number }>).map((v) => v.user_id)).toContain(vet.userId);
  const searches = await getDb().talentSearch.count({ where: { employerId: employer.userId } });
  const first = await start(employer, [vet]);
  const again = await start(employer, [vet]);
  expect([first.status, again.status]).toEqual([201, 200]);
  expect(await getDb().talentSearch.count({ where: { employerId: employer.userId } })).toBe(searches);
});

describe("threads and messages", () => {
  let ann: Person;
  let ben: Person;
  let eve: Person;
  let id: number;
  beforeAll(async () => {
    ann = await person("Amy Allen");
    ben = await person("Bo Brown");
    eve = await person("Eve Eavesdropper");
    await allowAnyone(ben);
    await allowAnyone(ann);
    id = await thread(ann, ben);
  });

  it("reuses the one thread of a pair from either side", async () => {
    const again = await start(ann, [ben]);
    expect(again.status).toBe(200);
    expect((again.body.thread as { id: number }).id).toBe(id);
    const fromBen = await start(ben, [ann]);
    expect((fromBen.body.thread as { id: number }).id).toBe(id);
    const group = await start(ann, [ben], { is_group: true, thread_name: "  Squad  " });
    expect(group.status).toBe(201);
    expect(group.body.thread).toMatchObject({ is_group: true, thread_name: "Squad" });
    expect((group.body.thread as { id: number }).id).not.toBe(id);
  });

  it("answers 404 to anyone outside the thread, for every call", async () => {
    const base = `/api/dm/threads/${id}`;
    const calls = [
      eve.client.get(base),
      eve.client.get(`${base}/messages`),
      send(eve, id, "let me in"),
      patch(eve, base, { is_pinned: true }),
      eve.client.post(`${base}/read`),
      del(eve, base),
      eve.client.get("/api/dm/threads/999999/messages"),
      eve.client.get("/api/dm/threads/abc/messages"),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.detail).toMatch(/not found/i);
    }
    expect(await getDb().message.count({ where: { threadId: id, senderId: eve.userId } })).toBe(0);
  });

  it("validates content: trimmed-empty refused, 5,000 characters at most, text only, stored as text", async () => {
    expect((await send(ann, id, "   \n  ")).body.detail).toBe("Message cannot be empty");
    const long = await send(ann, id, "x".repeat(5001));
    expect(long.status).toBe(422);
    expect(long.body.detail).toBe("Message is too long (at most 5,000 characters)");
    expect((await send(ann, id, "y".repeat(5000))).status).toBe(201);
    expect((await ann.client.post(`/api/dm/threads/${id}/messages`, { content: "hi", message_type: "image" })).status).toBe(422);
    expect((await ann.client.post(`/api/dm/threads/${id}/messages`, "{not json")).status).toBe(400);
    expect((await ann.client.post(`/api/dm/threads/${id}/messages`, { content: 42 })).status).toBe(422);
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const sent = await send(ann, id, `  ${html}\n`);
    expect((sent.body.message as { content: string }).content).toBe(html);
    const page = await ben.client.get(`/api/dm/threads/${id}/messages?limit=1`);
    expect((page.body.messages as Array<{ content: string }>)[0].content).toBe(html);
  });

  it("pages newest first with a before cursor, and catches up after an id in order", async () => {
    const pager = await person("Pia Pager");
    const partner = await person("Paul Partner"); // 45 sends between two people stay under 30 a minute each
    await allowAnyone(pager);
    const t = await thread(partner, pager);
    const ids: number[] = [];
    for (let i = 1; i <= 45; i++) ids.push(((await send(i % 2 ? partner : pager, t, `m${i}`)).body.message as { id: number }).id);
    const first = await pager.client.get(`/api/dm/threads/${t}/messages`);
    const firstPage = first.body.messages as Array<{ id: number; content: string }>;
    expect(firstPage).toHaveLength(30);
    expect(firstPage[0].content).toBe("m45");
    expect(first.body.has_more).toBe(true);
    const second = await pager.client.get(`/api/dm/threads/${t}/messages?before=${firstPage[29].id}`);
    expect((second.body.messages as Array<{ content: string }>).map((m) => m.content)).toEqual(
      Array.from({ length: 15 }, (_, i) => `m${15 - i}`),
    );
    expect(second.body.has_more).toBe(false);
    const catchUp = await pager.client.get(`/api/dm/threads/${t}/messages?after=${ids[39]}&limit=3`);
    expect((catchUp.body.messages as Array<{ content: string }>).map((m) => m.content)).toEqual(["m43", "m42", "m41"]);
    expect(catchUp.body.has_more).toBe(true);
    expect((await pager.client.get(`/api/dm/threads/${t}/messages?limit=500`)).status).toBe(422);
  });

  it("keeps unread counts, read state, pin and archive per user, with the list's filters", async () => {
    const u = await person("Uma Unread");
    await allowAnyone(u);
    const t = await thread(ann, u);
    for (const text of ["one", "two", "three"]) await send(ann, t, text);
    let mine = (await threads(u)).find((x) => x.id === t)!;
    expect(mine).toMatchObject({ unread_count: 3, last_message: { content: "three" } });
    expect((await threads(u, "unread")).map((x) => x.id)).toContain(t);
    const before = await u.client.get(`/api/dm/threads/${t}/messages`);
    expect((before.body.messages as Array<{ is_read: boolean }>).every((m) => !m.is_read)).toBe(true);
    const senderView = await ann.client.get(`/api/dm/threads/${t}/messages`);
    expect((senderView.body.messages as Array<{ is_read: boolean }>)[0].is_read).toBe(false);

    expect((await u.client.post(`/api/dm/threads/${t}/read`)).status).toBe(200);
    mine = (await threads(u)).find((x) => x.id === t)!;
    expect(mine.unread_count).toBe(0);
    expect((await threads(u, "unread")).map((x) => x.id)).not.toContain(t);
    const afterRead = await ann.client.get(`/api/dm/threads/${t}/messages`);
    expect((afterRead.body.messages as Array<{ is_read: boolean }>).every((m) => m.is_read)).toBe(true);
    expect(await getDb().notification.count({ where: { userId: u.userId, type: "message", readAt: null } })).toBe(0);

    expect((await patch(u, `/api/dm/threads/${t}`, { is_pinned: true })).body.thread).toMatchObject({ is_pinned: true });
    expect((await threads(u, "pinned")).map((x) => x.id)).toEqual([t]);
    expect((await threads(u))[0].id).toBe(t); // pinned first
    expect((await threads(ann, "pinned")).map((x) => x.id)).not.toContain(t); // only for Uma
    await patch(u, `/api/dm/threads/${t}`, { is_archived: true });
    expect((await threads(u)).map((x) => x.id)).not.toContain(t);
    expect((await threads(u, "archived")).map((x) => x.id)).toEqual([t]);
    expect((await patch(u, `/api/dm/threads/${t}`, {})).status).toBe(422);
    expect((await patch(u, `/api/dm/threads/${t}`, { is_pinned: "yes" })).status).toBe(422);
  });

  it("delete removes the conversation for you only; it comes back with only new messages when the other side writes", async () => {
    const d = await person("Dee Deleter");
    await allowAnyone(d);
    const t = await thread(ann, d);
    await send(ann, t, "old news");
    await send(d, t, "old reply");
    expect((await del(d, `/api/dm/threads/${t}`)).status).toBe(200);
    expect((await threads(d)).map((x) => x.id)).not.toContain(t);
    expect((await d.client.get(`/api/dm/threads/${t}/messages`)).status).toBe(404);
    expect((await threads(ann)).find((x) => x.id === t)?.last_message?.content).toBe("old reply"); // still there for Ann

    await send(ann, t, "fresh start");
    const back = (await threads(d)).find((x) => x.id === t);
    expect(back).toMatchObject({ unread_count: 1, last_message: { content: "fresh start" } });
    const visible = await d.client.get(`/api/dm/threads/${t}/messages`);
    expect((visible.body.messages as Array<{ content: string }>).map((m) => m.content)).toEqual(["fresh start"]);

    // Reopening a deleted thread yourself shows it again, still without the deleted history.
    await del(d, `/api/dm/threads/${t}`);
    expect(((await start(d, [ann])).body.thread as { id: number; last_message: unknown }).last_message).toBeNull();
    expect((await threads(d)).map((x) => x.id)).toContain(t);
  });

  it("a new message notifies the recipients and emails an offline one at most once per thread per 15 minutes", async () => {
    const o = await person("Oscar Offline");
    await allowAnyone(o);
    const t = await thread(ann, o);
    await send(ann, t, "first");
    await send(ann, t, "second");
    // One unread notification for the conversation, counting both (issue 44 item 2).
    const notes = await getDb().notification.findMany({ where: { userId: o.userId, type: "message" } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: "New messages from Amy Allen",
      body: "second",
      eventCount: 2,
      link: `/inbox?thread=${t}`,
    });
    await expect
      .poll(() => getDb().emailOutbox.count({ where: { to: o.email, subject: { startsWith: "New message" } } }))
      .toBe(1);
    const mail = await getDb().emailOutbox.findFirst({ where: { to: o.email, subject: { startsWith: "New message" } } });
    expect(mail?.subject).toBe("New message from Amy Allen");
    expect(mail?.text).toContain("first");

    // Online: no email, even after the window.
    await getDb().threadParticipant.update({
      where: { threadId_userId: { threadId: t, userId: o.userId } },
      data: { lastEmailedAt: new Date(Date.now() - 16 * 60_000) },
    });
    const socket = await open(o);
    const delivered = nextEvent(socket, "message:new");
    await send(ann, t, "while online");
    await delivered;
    socket.close();
    await expect.poll(async () => (await onlineUsers([o.userId])).size).toBe(0); // the server saw the close
    await send(ann, t, "after going offline");
    await expect
      .poll(() => getDb().emailOutbox.count({ where: { to: o.email, subject: { startsWith: "New message" } } }))
      .toBe(2);

    // 'Email notifications' off: none.
    const q = await person("Quinn Quiet");
    await allowAnyone(q);
    await q.client.request("PUT", "/api/communication-settings", { email_notifications: false });
    const tq = await thread(ann, q);
    await send(ann, tq, "no mail please");
    expect(await getDb().notification.count({ where: { userId: q.userId } })).toBe(1);
    expect(await getDb().emailOutbox.count({ where: { to: q.email, subject: { startsWith: "New message" } } })).toBe(0);
  });
});

describe("blocks", () => {
  it("the blocked person can't message or start threads, is absent from search; unblocking restores it", async () => {
    const b = await person("Bea Blocker");
    const x = await person("Xander Pest");
    await allowAnyone(b);
    await allowAnyone(x);
    const t = await thread(x, b);
    await send(x, t, "hi");

    const blocked = await b.client.post(`/api/users/${x.userId}/block`);
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ blocked: true, user: { id: x.userId, name: "Xander Pest" } });
    expect((await b.client.post(`/api/users/${x.userId}/block`)).status).toBe(200); // idempotent
    const refused = await send(x, t, "hello?");
    // Reads like "not found" (as the blocker's profile and posts do): no block, no name revealed (issue 54).
    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBe("User not found");
    expect(await start(x, [b])).toMatchObject({ status: 404, body: { detail: "User not found" } });
    expect(await x.client.post("/api/dm/threads", { participants: [999_999] })).toMatchObject({
      status: 404,
      body: { detail: "User not found" },
    });
    expect((await start(x, [b, await person("Gil Group")])).status).toBe(404);
    expect((await send(b, t, "one more")).body.detail).toBe("You blocked Xander Pest. Unblock them to send messages.");
    expect((await x.client.get("/api/users/search?q=Bea%20Block")).body.users).toEqual([]);
    expect((await b.client.get("/api/users/blocked")).body.users).toMatchObject([{ id: x.userId, name: "Xander Pest" }]);
    expect((await b.client.post(`/api/users/${b.userId}/block`)).status).toBe(422);
    expect((await b.client.post("/api/users/999999/block")).status).toBe(404);

    expect((await del(b, `/api/users/${x.userId}/block`)).body).toEqual({ blocked: false });
    expect((await b.client.get("/api/users/blocked")).body.users).toEqual([]);
    expect((await send(x, t, "back again")).status).toBe(201);
  });
});

describe("live over Socket.IO", () => {
  it("delivers a message to every open socket of each participant, and read receipts", async () => {
    const a = await person("Ada Live");
    const b = await person("Bud Live");
    await allowAnyone(b);
    const t = await thread(a, b);
    const [b1, b2, a1] = await Promise.all([open(b), open(b), open(a)]);
    const got = Promise.all(
      [b1, b2, a1].map((s) =>
        nextEvent<{ thread_id: number; message: { content: string; sender_id: number } }>(s, "message:new"),
      ),
    );
    await send(a, t, "live!");
    for (const event of await got)
      expect(event).toMatchObject({ thread_id: t, message: { content: "live!", sender_id: a.userId } });
    const receipt = nextEvent<{ user_id: number; thread_id: number }>(a1, "message:read");
    await b.client.post(`/api/dm/threads/${t}/read`);
    expect(await receipt).toMatchObject({ thread_id: t, user_id: b.userId });
  });

  it("authorises every socket event: strangers can neither type into nor watch someone else's thread", async () => {
    const a = await person("Ally Socket");
    const b = await person("Brad Socket");
    const s = await person("Stan Stranger");
    await allowAnyone(b);
    const t = await thread(a, b);
    await send(a, t, "hey");
    const [as, bs, ss] = await Promise.all([open(a), open(b), open(s)]);
    let leaked = false;
    bs.on("typing", (e: { user_id: number }) => {
      if (e.user_id === s.userId) leaked = true;
    });
    expect(await emitAck(ss, "typing", { thread_id: t, is_typing: true })).toEqual({
      ok: false,
      detail: "Conversation not found",
    });
    expect(await emitAck(ss, "typing", { thread_id: "1; DROP", is_typing: true })).toMatchObject({ ok: false });
    const typing = nextEvent<{ user_id: number; is_typing: boolean; thread_id: number }>(bs, "typing");
    expect(await emitAck(as, "typing", { thread_id: t, is_typing: true })).toEqual({ ok: true });
    expect(await typing).toMatchObject({ thread_id: t, user_id: a.userId, is_typing: true, name: "Ally Socket" });
    expect(leaked).toBe(false);

    // Presence: only people you share a thread with.
    expect(await emitAck(ss, "presence:subscribe", { user_ids: [a.userId, b.userId] })).toEqual({ ok: true, online: [] });
    expect(await emitAck(as, "presence:subscribe", { user_ids: [b.userId, s.userId] })).toEqual({ ok: true, online: [b.userId] });
    expect(await emitAck(as, "presence:subscribe", { user_ids: "all" })).toMatchObject({ ok: false });
    const offline = nextEvent<{ user_id: number; online: boolean }>(as, "presence", (p) => p.user_id === b.userId);
    bs.close();
    expect(await offline).toEqual({ user_id: b.userId, online: false });
    const bsAgain = await open(b);
    void bsAgain;
  });

  it("'show when I'm online' off and blocks hide presence", async () => {
    const a = await person("Hana Hidden");
    const b = await person("Ivan Viewer");
    const c = await person("Cleo Blocked");
    await allowAnyone(a);
    // Conversations both sides see: someone has written in each.
    await send(b, await thread(b, a), "hi Hana");
    await send(c, await thread(c, a), "hi Hana");
    await open(a);
    const [bs, cs] = await Promise.all([open(b), open(c)]);
    expect(await emitAck(bs, "presence:subscribe", { user_ids: [a.userId] })).toEqual({ ok: true, online: [a.userId] });
    expect(await emitAck(cs, "presence:subscribe", { user_ids: [a.userId] })).toEqual({ ok: true, online: [a.userId] });
    await a.client.post(`/api/users/${c.userId}/block`);
    expect(await emitAck(cs, "presence:subscribe", { user_ids: [a.userId] })).toEqual({ ok: true, online: [] });
    await a.client.request("PUT", "/api/communication-settings", { show_online_status: false });
    expect(await emitAck(bs, "presence:subscribe", { user_ids: [a.userId] })).toEqual({ ok: true, online: [] });
  });
});
