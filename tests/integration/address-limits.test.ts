import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../fixtures/api-client";
import { nextIp, registerAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

// Issue 54 item 6: per-address limits count an IPv6 client's /64, and failed sign-ins answer the
// same whether or not the email has an account.
let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

const signUp = (ip: string, email: string) =>
  api.withIp(ip).post("/api/auth/register", { email, password: "Secret123!", full_name: "Net Test", role: "veteran" });
const login = (ip: string, email: string, password = "wrong-guess") =>
  api.withIp(ip).post("/api/auth/login", { email, password });
const answer = (r: { status: number; body: Record<string, unknown> }) => ({ status: r.status, detail: r.body.detail });

describe("per-address limits key an IPv6 client by its /64", () => {
  it("13 sign-ups from 13 addresses of one /64 stop at the limit; another /64 and IPv4 are unaffected", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 13; i++)
      statuses.push((await signUp(`2001:db8:54:1:${i.toString(16)}::${i}`, `v6.${i}@example.com`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202)); // sign-up answers 'check your email' (issue 54)
    expect(statuses.slice(10)).toEqual([429, 429, 429]);
    expect((await signUp("2001:db8:54:2::1", "v6.other@example.com")).status).toBe(202);
    expect((await signUp(nextIp(), "v4.other@example.com")).status).toBe(202);
  });

  it("wrong passwords from many addresses of one /64 spend one budget", async () => {
    const owner = await registerAccount(api, "v6.owner@example.com");
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) statuses.push((await login(`2001:db8:54:3::${i.toString(16)}`, owner.email)).status);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // The right password from the same /64 is refused too; the owner elsewhere signs in.
    expect((await login("2001:db8:54:3::ffff", owner.email, owner.password)).status).toBe(429);
    expect((await login(nextIp(), owner.email, owner.password)).status).toBe(200);
  });
});

describe("failed sign-ins answer alike for real and unknown accounts", () => {
  it("the 11th wrong password from one address: the same 429 for both", async () => {
    const real = await registerAccount(api, "enum.real@example.com");
    const [ipReal, ipUnknown] = [nextIp(), nextIp()];
    const realAnswers = [];
    const unknownAnswers = [];
    for (let i = 0; i < 11; i++) {
      realAnswers.push(answer(await login(ipReal, real.email)));
      unknownAnswers.push(answer(await login(ipUnknown, "enum.nobody@example.com")));
    }
    expect(realAnswers).toEqual(unknownAnswers);
    expect(realAnswers[10].status).toBe(429);
  });

  it("per account across networks: a slow-down after 30 failures from 30 networks, alike for unknown emails", async () => {
    const real = await registerAccount(api, "enum.spread@example.com");
    const realAnswers = [];
    const unknownAnswers = [];
    for (let i = 0; i < 31; i++) {
      realAnswers.push(answer(await login(nextIp(), real.email)));
      unknownAnswers.push(answer(await login(nextIp(), "enum.spread.nobody@example.com")));
    }
    expect(realAnswers).toEqual(unknownAnswers);
    expect(realAnswers.slice(0, 30).every((a) => a.status === 401)).toBe(true);
    expect(realAnswers[30]).toEqual({ status: 429, detail: "Too many login attempts for this account. Please try again later." });
  });
});
