import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ApiClient } from "../fixtures/api-client";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

function open(auth: Record<string, string>): Promise<{ socket: Socket; ready?: { user_id: number }; error?: string }> {
  return new Promise((resolve) => {
    const socket = connect(server.baseUrl, { auth, transports: ["websocket"], reconnection: false });
    socket.on("ready", (ready: { user_id: number }) => resolve({ socket, ready }));
    socket.on("connect_error", (e) => resolve({ socket, error: e.message }));
  });
}

it("accepts a socket signed in with the session token and refuses others", async () => {
  const api = new ApiClient(server.baseUrl);
  const reg = await api.post("/api/auth/register", { email: "socket@example.com", password: "Secret123!", full_name: "Sock Et" });
  const ok = await open({ token: reg.body.access_token as string });
  expect(ok.ready?.user_id).toBe(reg.body.user_id);
  ok.socket.close();

  const refused = await open({ token: "not-a-session" });
  expect(refused.error).toBe("unauthorized");
  refused.socket.close();

  await api.withToken(reg.body.access_token as string).post("/api/auth/logout");
  const afterLogout = await open({ token: reg.body.access_token as string });
  expect(afterLogout.error).toBe("unauthorized");
  afterLogout.socket.close();
});
