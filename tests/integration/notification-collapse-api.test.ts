// Issue 44 item 2: notifications of one kind from one person collapse, follows from many people
// collapse into one, and a conversation has one unread "new messages" notification until it is read.
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationView } from "@shared/realtime-events";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { socketClients } from "../fixtures/socket-client";
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

const person = (name: string): Promise<TestAccount> =>
  registerAccount(api, `collapse${++n}@example.com`, "veteran", undefined, name);
const openSocket = (token: string) => sockets.open(token);

/** Resolves once `count` events have arrived (the pushes of the changes made meanwhile). */
function collect<T>(socket: Socket, event: string, count: number): Promise<T[]> {
  const seen: T[] = [];
  return new Promise((resolve) => {
    const listener = (payload: T) => {
      seen.push(payload);
      if (seen.length === count) {
        socket.off(event, listener);
        resolve(seen);
      }
    };
    socket.on(event, listener);
  });
}

async function notificationsOf(who: TestAccount) {
  const res = await who.client.get("/api/notifications");
  expect(res.status).toBe(200);
  return res.body as { notifications: NotificationView[]; unread_count: number; total: number };
}

describe("notification collapsing", () => {
  it("15 follows make one notification: '<first> and 14 others followed you', one push per follow", async () => {
    const star = await person("Star Person");
    const tab = await openSocket(star.token);
    const pushes = collect<NotificationView>(tab, "notification:new", 15);
    const followers: TestAccount[] = [];
    for (let i = 0; i < 15; i++) followers.push(await person(i === 0 ? "Avery First" : `Follower ${i}`));
    for (const f of followers) expect((await f.client.post(`/api/follow/${star.userId}`)).status).toBe(200);
    // The first follower following again (after unfollowing) is still one person.
    await followers[0].client.request("DELETE", `/api/follow/${star.userId}`);
    await followers[0].client.post(`/api/follow/${star.userId}`);

    const list = await notificationsOf(star);
    expect(list.notifications).toHaveLength(1);
    expect(list.unread_count).toBe(1);
    expect(list.notifications[0]).toMatchObject({
      type: "follow",
      title: "Avery First and 14 others followed you",
      read: false,
      actor_count: 15,
      count: 16,
    });
    expect(await getDb().notification.count({ where: { userId: star.userId } })).toBe(1);

    const seen = await pushes;
    expect(new Set(seen.map((p) => p.id))).toEqual(new Set([list.notifications[0].id]));
    expect(seen[0].title).toBe("Avery First started following you");
    expect(seen[1].title).toBe("Avery First and 1 other followed you");
    expect(seen[14].title).toBe("Avery First and 14 others followed you");
  });

  it("20 messages in a thread make one unread notification; after it is read the next message makes a new one", async () => {
    const sender = await person("Sam Sender");
    const reader = await person("Rae Reader");
    await reader.client.request("PUT", "/api/communication-settings", {
      allow_messages_from_anyone: true,
      email_notifications: false,
    });
    const started = await sender.client.post("/api/dm/threads", { participants: [reader.userId] });
    expect(started.status).toBeLessThan(300);
    const threadId = (started.body.thread as { id: number }).id;

    const tab = await openSocket(reader.token);
    const pushes = collect<NotificationView>(tab, "notification:new", 20);
    for (let i = 1; i <= 20; i++)
      expect((await sender.client.post(`/api/dm/threads/${threadId}/messages`, { content: `Message number ${i}` })).status).toBe(
        201,
      );
    const seen = await pushes;
    expect(seen).toHaveLength(20);
    expect(new Set(seen.map((p) => p.id)).size).toBe(1);
    expect(seen.map((p) => p.count)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    const list = await notificationsOf(reader);
    expect(list.unread_count).toBe(1);
    expect(list.notifications).toHaveLength(1);
    expect(list.notifications[0]).toMatchObject({
      type: "message",
      title: "New messages from Sam Sender",
      body: "Message number 20",
      link: `/inbox?thread=${threadId}`,
      count: 20,
      read: false,
    });
    expect(seen[0].title).toBe("New message from Sam Sender");

    // Reading the conversation reads its notification; the next message starts a new one.
    expect((await reader.client.post(`/api/dm/threads/${threadId}/read`)).status).toBe(200);
    expect((await notificationsOf(reader)).unread_count).toBe(0);
    const after = collect<NotificationView>(tab, "notification:new", 1);
    expect((await sender.client.post(`/api/dm/threads/${threadId}/messages`, { content: "One more" })).status).toBe(201);
    const [fresh] = await after;
    expect(fresh.id).not.toBe(list.notifications[0].id);
    expect(fresh).toMatchObject({ title: "New message from Sam Sender", body: "One more", count: 1 });
    const again = await notificationsOf(reader);
    expect(again.total).toBe(2);
    expect(again.unread_count).toBe(1);

    // Marking it read in the notification center closes it too.
    await reader.client.post(`/api/notifications/${fresh.id}/read`);
    await sender.client.post(`/api/dm/threads/${threadId}/messages`, { content: "And another" });
    expect((await notificationsOf(reader)).total).toBe(3);
  });

  it("reactions from one person collapse into one notification, another person's make their own", async () => {
    const author = await person("Pat Author");
    const fan = await person("Fran Fan");
    const other = await person("Olly Other");
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await getDb().post.create({ data: { authorId: author.userId, content: `Post ${i}` } })).id);
    for (const id of ids)
      expect((await fan.client.post(`/api/posts/${id}/reaction`, { reaction_type: "heart" })).status).toBeLessThan(300);
    await other.client.post(`/api/posts/${ids[0]}/reaction`, { reaction_type: "clap" });
    const list = await notificationsOf(author);
    expect(list.notifications.map((x) => [x.title, x.count])).toEqual([
      ["Olly Other reacted to your post", 1],
      ["Fran Fan reacted to your post", 3],
    ]);
  });
});
