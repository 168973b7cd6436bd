import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationReadEvent, NotificationView } from "@shared/realtime-events";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { logInAgain, nextIp, registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { submitVerificationDocument } from "../fixtures/verification-upload";

let server: TestServer;
let api: ApiClient;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
  alice = await registerAccount(api, "alice.notes@example.com");
  bob = await registerAccount(api, "bob.notes@example.com");
});
afterAll(async () => server?.close());

/** Rows as a feature would leave them, oldest first, one second apart. */
async function seedNotifications(userId: number, count: number, start = Date.now() - 3_600_000) {
  const db = getDb();
  for (let i = 0; i < count; i++) {
    await db.notification.create({ data: { userId, type: "system", title: `Notice ${i}`, link: "/dashboard", createdAt: new Date(start + i * 1000) } });
  }
}

function openSocket(token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.baseUrl, { auth: { token }, transports: ["websocket"], reconnection: false, forceNew: true });
    socket.once("ready", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

const nextEvent = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

describe("notification center API", () => {
  it("needs a session", async () => {
    for (const path of ["/api/notifications", "/api/notifications/unread-count"]) expect((await api.get(path)).status).toBe(401);
    expect((await api.post("/api/notifications/1/read")).status).toBe(401);
    expect((await api.post("/api/notifications/read-all")).status).toBe(401);
  });

  it("pages newest first, filters unread, and counts", async () => {
    await seedNotifications(alice.userId, 25);
    const first = await alice.client.get("/api/notifications");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 25, unread_count: 25, skip: 0, limit: 20, has_more: true });
    const titles = (first.body.notifications as NotificationView[]).map((n) => n.title);
    expect(titles[0]).toBe("Notice 24");
    expect(titles[19]).toBe("Notice 5");
    const second = await alice.client.get("/api/notifications?skip=20&limit=20");
    expect((second.body.notifications as NotificationView[]).map((n) => n.title)).toEqual(["Notice 4", "Notice 3", "Notice 2", "Notice 1", "Notice 0"]);
    expect(second.body.has_more).toBe(false);
    const small = await alice.client.get("/api/notifications?limit=3&skip=1");
    expect((small.body.notifications as NotificationView[]).map((n) => n.title)).toEqual(["Notice 23", "Notice 22", "Notice 21"]);
    expect((small.body.notifications as NotificationView[])[0]).toMatchObject({ type: "system", read: false, body: null, link: "/dashboard" });
    expect((await alice.client.get("/api/notifications/unread-count")).body).toEqual({ unread_count: 25 });
    // Bob sees none of Alice's.
    expect((await bob.client.get("/api/notifications")).body).toMatchObject({ total: 0, notifications: [], unread_count: 0 });
  });

  it("refuses junk paging with a 422, never a 500", async () => {
    for (const q of ["limit=0", "limit=101", "limit=abc", "skip=-1", "skip=1.5", "unread=maybe", "limit=1e999"]) {
      const res = await alice.client.get(`/api/notifications?${q}`);
      expect(res.status, q).toBe(422);
      expect(typeof res.body.detail, q).toBe("string");
    }
    expect((await alice.client.get("/api/notifications?limit=&skip=")).status).toBe(200);
  });

  it("marks one read for its owner only; others get a 404 whatever the id", async () => {
    const page = await alice.client.get("/api/notifications?limit=1");
    const newest = (page.body.notifications as NotificationView[])[0];
    // Bob cannot read, mark or learn about Alice's notification.
    const foreign = await bob.client.post(`/api/notifications/${newest.id}/read`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe("Notification not found");
    for (const id of ["999999", "abc", "0", "-3", "1.5"]) expect((await bob.client.post(`/api/notifications/${id}/read`)).status, id).toBe(404);
    expect((await alice.client.get("/api/notifications/unread-count")).body.unread_count).toBe(25);

    const marked = await alice.client.post(`/api/notifications/${newest.id}/read`);
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ id: newest.id, read: true, unread_count: 24 });
    // Again is harmless.
    expect((await alice.client.post(`/api/notifications/${newest.id}/read`)).body.unread_count).toBe(24);
    const unread = await alice.client.get("/api/notifications?unread=true&limit=100");
    expect(unread.body.total).toBe(24);
    expect((unread.body.notifications as NotificationView[]).some((n) => n.id === newest.id)).toBe(false);
    const all = await alice.client.get("/api/notifications?limit=1");
    expect((all.body.notifications as NotificationView[])[0]).toMatchObject({ id: newest.id, read: true });
    // A GET on a write endpoint does nothing.
    expect((await alice.client.get(`/api/notifications/${newest.id}/read`)).status).toBe(405);
  });

  it("read-all clears only the caller's", async () => {
    await seedNotifications(bob.userId, 2);
    const res = await alice.client.post("/api/notifications/read-all");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ marked: 24, unread_count: 0 });
    expect((await alice.client.get("/api/notifications/unread-count")).body.unread_count).toBe(0);
    expect((await alice.client.get("/api/notifications?unread=1")).body.notifications).toEqual([]);
    expect((await bob.client.get("/api/notifications/unread-count")).body.unread_count).toBe(2);
    expect((await alice.client.post("/api/notifications/read-all")).body).toEqual({ marked: 0, unread_count: 0 });
  });

  it("pushes notification:new and notification:read to every open tab of the owner, and to nobody else", async () => {
    const carol = await registerAccount(api, "carol.notes@example.com");
    const tabOne = await openSocket(carol.token);
    const tabTwo = await openSocket(carol.token);
    const stranger = await openSocket(bob.token);
    const strangerEvents: string[] = [];
    stranger.onAny((event: string) => strangerEvents.push(event));

    const arrivedOne = nextEvent<NotificationView>(tabOne, "notification:new");
    const arrivedTwo = nextEvent<NotificationView>(tabTwo, "notification:new");
    expect((await alice.client.post(`/api/follow/${carol.userId}`)).status).toBe(200);
    const [one, two] = await Promise.all([arrivedOne, arrivedTwo]);
    expect(one).toMatchObject({ type: "follow", read: false, link: `/profile/${alice.userId}` });
    expect(two.id).toBe(one.id);
    expect((await carol.client.get("/api/notifications/unread-count")).body.unread_count).toBe(1);

    const readTwo = nextEvent<NotificationReadEvent>(tabTwo, "notification:read");
    await carol.client.post(`/api/notifications/${one.id}/read`);
    expect(await readTwo).toEqual({ ids: [one.id], all: false, unread_count: 0 });

    const readAll = nextEvent<NotificationReadEvent>(tabOne, "notification:read");
    await carol.client.post("/api/notifications/read-all");
    expect(await readAll).toEqual({ ids: [], all: true, unread_count: 0 });
    expect(strangerEvents).toEqual([]);
    for (const s of [tabOne, tabTwo, stranger]) s.close();
  });
});

describe("every emitter lands in the center", () => {
  it("verification decisions, reactions and comments show up with their type and a link to the object", async () => {
    const vet = await registerAccount(api, "emitters.vet@example.com");
    const fan = await registerAccount(api, "emitters.fan@example.com");
    await createAdmin({ email: "emitters.admin@example.com", password: "AdminPass123!", fullName: "Center Admin" });
    const admin = api.withToken((await logInAgain(api, "emitters.admin@example.com", "AdminPass123!")).body.access_token as string);

    const submitted = await submitVerificationDocument(server.baseUrl, vet.token);
    expect(submitted.status).toBe(201);
    expect((await admin.post(`/api/admin/verifications/${submitted.body.id}/approve`, {})).status).toBe(200);

    const form = new FormData();
    form.append("content", "First week as a civilian project manager");
    form.append("privacy", "public");
    const post = await fetch(`${server.baseUrl}/api/posts`, { method: "POST", headers: { Authorization: `Bearer ${vet.token}`, "X-Forwarded-For": nextIp() }, body: form });
    expect(post.status).toBe(201);
    const postId = ((await post.json()) as { id: number }).id;
    expect((await fan.client.post(`/api/posts/${postId}/reaction`, { reaction_type: "clap" })).status).toBe(200);
    expect((await fan.client.post(`/api/posts/${postId}/comment`, { content: "Congrats!" })).status).toBe(201);

    const page = await vet.client.get("/api/notifications");
    const byType = new Map((page.body.notifications as NotificationView[]).map((n) => [n.type, n]));
    expect(byType.get("verification")?.link).toBeTruthy();
    expect(byType.get("reaction")).toMatchObject({ link: `/post/${postId}`, read: false });
    expect(byType.get("comment")).toMatchObject({ link: `/post/${postId}`, read: false });
    expect(page.body.unread_count).toBe(3);
  });
});

describe("communication settings API", () => {
  it("starts at SPEC's defaults, saves a subset, and keeps the rest", async () => {
    const dana = await registerAccount(api, "dana.settings@example.com");
    expect((await dana.client.get("/api/communication-settings")).body).toEqual({
      allow_messages_from_connections: true,
      allow_messages_from_anyone: false,
      show_online_status: true,
      email_notifications: true,
      push_notifications: true,
      desktop_notifications: false,
      email_job_alerts: true,
      email_application_sent: true,
      email_decisions: true,
      email_drafts_waiting: true,
      email_billing: true,
    });
    const put = await dana.client.request("PUT", "/api/communication-settings", { desktop_notifications: true, push_notifications: false });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ desktop_notifications: true, push_notifications: false, email_notifications: true });
    expect((await dana.client.get("/api/communication-settings")).body).toMatchObject({ desktop_notifications: true, push_notifications: false });
    // Others' settings are untouched.
    expect((await bob.client.get("/api/communication-settings")).body).toMatchObject({ desktop_notifications: false, push_notifications: true });
  });

  it("refuses junk with 422 (or 400 for a broken body) and changes nothing", async () => {
    const erin = await registerAccount(api, "erin.settings@example.com");
    const bad: unknown[] = [{ push_notifications: "yes" }, { push_notifications: 1 }, { unknown_switch: true }, { email_notifications: null }, [true], "on"];
    for (const body of bad) {
      const res = await erin.client.request("PUT", "/api/communication-settings", JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await erin.client.request("PUT", "/api/communication-settings", "{not json")).status).toBe(400);
    expect((await erin.client.post("/api/communication-settings", { push_notifications: false })).status).toBe(405);
    expect((await api.request("PUT", "/api/communication-settings", { push_notifications: false })).status).toBe(401);
    expect((await erin.client.get("/api/communication-settings")).body.push_notifications).toBe(true);
  });
});
