import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "~/lib/rate-limit.server";
import { ApiClient } from "../fixtures/api-client";
import { emitAck, socketClients } from "../fixtures/socket-client";
import { makePng, registerAccount, uploadFile } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

/** Work that costs the server real CPU has a per-user limit (issue 54 item 6), with the limits on as in production. */

let server: TestServer;
let api: ApiClient;
const sockets = socketClients(() => server.baseUrl);

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: "true" });
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  sockets.closeAll();
  await server?.close();
});

describe("per-user limits on expensive work", () => {
  it("presence subscriptions stop at the limit for that user, across sockets; another user is unaffected", async () => {
    const heavy = await registerAccount(api, "presence.heavy@example.com");
    const other = await registerAccount(api, "presence.other@example.com");
    const [first, second] = await Promise.all([sockets.open(heavy.token), sockets.open(heavy.token)]);
    const points = RATE_LIMITS.presenceSubscribesPerUser.points;
    const replies: { ok: boolean; detail?: string }[] = [];
    for (let i = 0; i < points; i++) replies.push(await emitAck(i % 2 ? first : second, "presence:subscribe", { user_ids: [other.userId] }));
    expect(replies.every((reply) => reply.ok)).toBe(true);
    expect(await emitAck(first, "presence:subscribe", { user_ids: [other.userId] })).toEqual({
      ok: false,
      detail: RATE_LIMITS.presenceSubscribesPerUser.message,
    });
    const otherSocket = await sockets.open(other.token);
    expect(await emitAck(otherSocket, "presence:subscribe", { user_ids: [heavy.userId] })).toMatchObject({ ok: true });
  });

  it("profile-picture uploads (each one decoded and re-encoded) answer 429 with a detail past the hourly limit", async () => {
    const vet = await registerAccount(api, "avatar.limit@example.com");
    const png = await makePng(64, 64);
    const points = RATE_LIMITS.avatarUploadsPerUser.points;
    for (let i = 0; i < points; i++) {
      const res = await uploadFile(server.baseUrl, "/api/upload/profile-picture", vet.token, "file", png, "me.png", "image/png");
      expect(res.status).toBe(200);
    }
    const refused = await uploadFile(server.baseUrl, "/api/upload/profile-picture", vet.token, "file", png, "me.png", "image/png");
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(RATE_LIMITS.avatarUploadsPerUser.message);
  });
});
