import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ApiClient } from "../fixtures/api-client";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { signUp } from "../fixtures/sign-up";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

interface Opened {
  socket: Socket;
  ready?: { user_id: number };
  error?: string;
}

function open(auth: Record<string, string>, extraHeaders: Record<string, string> = {}): Promise<Opened> {
  return new Promise((resolve) => {
    const socket = connect(server.baseUrl, { auth, extraHeaders, transports: ["websocket"], reconnection: false, forceNew: true });
    socket.on("ready", (ready: { user_id: number }) => resolve({ socket, ready }));
    socket.on("connect_error", (e) => resolve({ socket, error: e.message }));
  });
}

/** Resolves with the reason once the server ends the socket. */
const disconnected = (socket: Socket) => new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));

async function register(email: string) {
  const api = new ApiClient(server.baseUrl);
  const reg = await signUp(api, { email, password: "Secret123!", full_name: "Sock Et" });
  expect(reg.status).toBe(201);
  return { api, token: reg.body.access_token as string, userId: reg.body.user_id as number };
}

/** A browser's cookie session, from the real sign-in form. */
async function cookieFor(email: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl },
    body: new URLSearchParams({ email, password: "Secret123!" }),
  });
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
  expect(cookie).toMatch(/^vets_session=/);
  return cookie;
}

it("accepts a socket signed in with the session token and refuses others", async () => {
  const { api, token, userId } = await register("socket@example.com");
  const ok = await open({ token });
  expect(ok.ready?.user_id).toBe(userId);
  ok.socket.close();

  const refused = await open({ token: "not-a-session" });
  expect(refused.error).toBe("unauthorized");
  refused.socket.close();

  await api.withToken(token).post("/api/auth/logout");
  const afterLogout = await open({ token });
  expect(afterLogout.error).toBe("unauthorized");
  afterLogout.socket.close();
});

it("lets only our own origin open a socket with the browser's cookie", async () => {
  const { userId } = await register("origin.socket@example.com");
  const cookie = await cookieFor("origin.socket@example.com");

  const sameOrigin = await open({}, { Cookie: cookie, Origin: server.baseUrl });
  expect(sameOrigin.ready?.user_id).toBe(userId);
  sameOrigin.socket.close();

  for (const origin of ["https://evil.example", "null", `${server.baseUrl}.evil.example`]) {
    const foreign = await open({}, { Cookie: cookie, Origin: origin });
    expect(foreign.ready, origin).toBeUndefined();
    expect(foreign.error, origin).toBe("websocket error");
    foreign.socket.close();
  }
  // A client that is no browser sends no Origin and signs in with its own token.
  const { token } = await register("origin.client@example.com");
  const client = await open({ token });
  expect(client.ready).toBeTruthy();
  client.socket.close();
});

it("API logout ends that session's live sockets at once, and only that session's", async () => {
  const { api, token } = await register("live.logout@example.com");
  const other = await api.post("/api/auth/login", { email: "live.logout@example.com", password: "Secret123!" });
  const mine = await open({ token });
  const alsoMine = await open({ token });
  const otherSession = await open({ token: other.body.access_token as string });
  expect([mine.ready, alsoMine.ready, otherSession.ready].every(Boolean)).toBe(true);

  const ended = Promise.all([disconnected(mine.socket), disconnected(alsoMine.socket)]);
  expect((await api.withToken(token).post("/api/auth/logout")).status).toBe(200);
  expect(await ended).toEqual(["io server disconnect", "io server disconnect"]);

  // The other session still opens sockets, and its open one was left alone.
  const stillThere = await open({ token: other.body.access_token as string });
  expect(stillThere.ready).toBeTruthy();
  expect(otherSession.socket.connected).toBe(true);
  stillThere.socket.close();
  otherSession.socket.close();
});
