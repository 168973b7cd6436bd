import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { ApiClient } from "../fixtures/api-client";
import { employerRegistration } from "../fixtures/employer-registration";
import { logInAgain, nextIp, registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { signUpEmployer } from "../fixtures/sign-up";

/**
 * Issue 44 item 6: an employer's approval is checked at the time of every act, not once. An
 * employer that was approved, then went back to review (a material company change) and was
 * rejected, had kept sending messages (201) and reopening threads (200) over the threads it
 * opened while approved, and its open sockets kept typing and watching presence.
 */

let server: TestServer;
let api: ApiClient;
let admin: ApiClient;
const sockets: Socket[] = [];

const NOT_APPROVED_TO_MESSAGE = "Your employer account must be approved before you can message veterans.";
const { email: _email, password: _password, ...companyBody } = employerRegistration("unused@example.com");

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
  await createAdmin({ email: "acts.admin@example.com", password: "AdminPass123!", fullName: "Acts Admin" });
  admin = api.withToken((await logInAgain(api, "acts.admin@example.com", "AdminPass123!")).body.access_token as string);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
});

async function approvedEmployer(email: string): Promise<TestAccount> {
  const res = await signUpEmployer(api.withIp(nextIp()), employerRegistration(email, { password: "Secret123!" }));
  expect(res.status).toBe(201);
  const token = res.body.access_token as string;
  const userId = res.body.user_id as number;
  expect((await admin.post(`/api/admin/employers/${userId}/approve`, {})).status).toBe(200);
  return { email, password: "Secret123!", userId, token, client: api.withToken(token).withIp(nextIp()) };
}

function open(who: TestAccount): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.baseUrl, { auth: { token: who.token }, transports: ["websocket"], reconnection: false, forceNew: true });
    sockets.push(socket);
    socket.once("ready", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

/** Resolves with the disconnect reason, or "still connected" if `act` finished and the server never closed it. */
async function disconnectedBy(socket: Socket, act: () => Promise<unknown>): Promise<string> {
  const closed = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
  await act();
  // A server-side disconnect is sent before the HTTP answer of the act that caused it; a ping
  // round trip after the answer shows the socket is still open when it was not.
  const stillOpen = new Promise<string>((resolve) => socket.timeout(5_000).emit("presence:subscribe", { user_ids: [] }, () => resolve("still connected")));
  return Promise.race([closed, stillOpen]);
}

const emitAck = <T>(socket: Socket, event: string, payload: unknown) => new Promise<T>((resolve) => socket.emit(event, payload, (reply: T) => resolve(reply)));

describe("an employer out of approval acts no more", () => {
  it("sent back to review and rejected: no messages, no reopened threads, no typing or presence, no jobs, applicants, searches or profiles; sockets closed at each step", async () => {
    const employer = await approvedEmployer("acts.hr@acme.com");
    const veteran = await registerAccount(api, "acts.vet@example.com");
    expect((await veteran.client.request("PUT", "/api/communication-settings", { allow_messages_from_anyone: true })).status).toBe(200);

    // Approved: everything works.
    const posted = await employer.client.post("/api/jobs", { title: "Logistics Analyst", company: "Acme", description: "Plan supply routes.", salary_min: null, salary_max: null });
    expect(posted.status).toBe(201);
    const jobId = posted.body.id as number;
    expect((await veteran.client.post(`/api/jobs/${jobId}/apply`, {})).status).toBe(201);
    const applicants = await employer.client.get(`/api/employer/jobs/${jobId}/applicants`);
    const applicationId = (applicants.body.applicants as Array<{ application_id: number }>)[0].application_id;
    const started = await employer.client.post("/api/dm/threads", { participants: [veteran.userId] });
    expect(started.status).toBe(201);
    const threadId = (started.body.thread as { id: number }).id;
    expect((await employer.client.post(`/api/dm/threads/${threadId}/messages`, { content: "Hello there" })).status).toBe(201);
    expect((await veteran.client.post(`/api/dm/threads/${threadId}/messages`, { content: "Hi!" })).status).toBe(201);
    // A second conversation, typed into only once refused (typing is relayed at most every 2 s per thread).
    const other = await registerAccount(api, "acts.vet2@example.com");
    expect((await other.client.request("PUT", "/api/communication-settings", { allow_messages_from_anyone: true })).status).toBe(200);
    const second = await employer.client.post("/api/dm/threads", { participants: [other.userId] });
    const secondId = (second.body.thread as { id: number }).id;
    const approvedSocket = await open(employer);
    expect(await emitAck(approvedSocket, "typing", { thread_id: threadId, is_typing: true })).toEqual({ ok: true });

    // A material change sends the company back to review: the open socket is closed at once.
    const reason = await disconnectedBy(approvedSocket, async () => {
      const res = await employer.client.request("PUT", "/api/employer/company", { ...companyBody, company_name: "Acme Federal Group" });
      expect(res.body).toMatchObject({ approval_status: "pending", back_under_review: true });
    });
    expect(reason).toBe("io server disconnect");
    const send = await employer.client.post(`/api/dm/threads/${threadId}/messages`, { content: "Still here" });
    expect(send.status).toBe(403);
    expect(send.body.detail).toBe(NOT_APPROVED_TO_MESSAGE);

    // A socket opened while pending is closed by the rejection too.
    const pendingSocket = await open(employer);
    const rejected = await disconnectedBy(pendingSocket, async () => {
      expect((await admin.post(`/api/admin/employers/${employer.userId}/reject`, { reason: "Company details do not match" })).status).toBe(200);
    });
    expect(rejected).toBe("io server disconnect");

    // Rejected. Messaging: no send, no reopening the pair's thread after deleting it, no people search.
    const afterReject = await employer.client.post(`/api/dm/threads/${threadId}/messages`, { content: "One more" });
    expect(afterReject.status).toBe(403);
    expect(afterReject.body.detail).toBe(NOT_APPROVED_TO_MESSAGE);
    expect((await employer.client.request("DELETE", `/api/dm/threads/${threadId}`)).status).toBe(200);
    const reopen = await employer.client.post("/api/dm/threads", { participants: [veteran.userId] });
    expect(reopen.status).toBe(403);
    expect(reopen.body.detail).toBe(NOT_APPROVED_TO_MESSAGE);
    const people = await employer.client.get("/api/users/search?q=Jordan");
    expect(people.status).toBe(403);
    // Reading their own inbox stays open (nothing of anyone else's is revealed there).
    expect((await employer.client.get("/api/dm/threads")).status).toBe(200);

    // A new socket connects (their own notifications) but types and watches no one.
    const socket = await open(employer);
    expect(await emitAck(socket, "typing", { thread_id: secondId, is_typing: true })).toEqual({ ok: false, detail: NOT_APPROVED_TO_MESSAGE });
    expect(await emitAck(socket, "presence:subscribe", { user_ids: [veteran.userId] })).toEqual({ ok: false, detail: NOT_APPROVED_TO_MESSAGE });

    // Jobs, applicants, talent: each checks approval now.
    expect((await employer.client.post("/api/jobs", { title: "Another", company: "Acme", description: "More.", salary_min: null, salary_max: null })).status).toBe(403);
    expect((await employer.client.request("PUT", `/api/jobs/${jobId}`, { title: "Edited", company: "Acme", description: "Edited.", salary_min: null, salary_max: null })).status).toBe(403);
    expect((await employer.client.request("PATCH", `/api/employer/applications/${applicationId}`, { status: "interview" })).status).toBe(403);
    expect((await employer.client.get("/api/employer/veterans/search?q=logistics")).status).toBe(403);
    expect((await employer.client.get(`/api/users/${veteran.userId}/profile`)).status).toBe(403);

    // The veteran still answers in their own thread; approval again restores the employer.
    expect((await admin.post(`/api/admin/employers/${employer.userId}/approve`, {})).status).toBe(200);
    expect((await employer.client.post("/api/dm/threads", { participants: [veteran.userId] })).status).toBe(200);
    expect((await employer.client.post(`/api/dm/threads/${threadId}/messages`, { content: "Back again" })).status).toBe(201);
    expect(await emitAck(socket, "presence:subscribe", { user_ids: [veteran.userId] })).toMatchObject({ ok: true });
  });

  it("a suspended user's sockets are closed at once", async () => {
    const veteran = await registerAccount(api, "acts.suspended@example.com");
    const socket = await open(veteran);
    const reason = await disconnectedBy(socket, async () => {
      expect((await admin.request("PUT", `/api/admin/users/${veteran.userId}/status?is_active=false`)).status).toBe(200);
    });
    expect(reason).toBe("io server disconnect");
  });
});
