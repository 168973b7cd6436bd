import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sourceConnector } from "~/domain/jobs/sources/registry.server";
import { retryAfterMs, sourceHttpClient, SOURCE_USER_AGENT } from "~/domain/jobs/sources/source-http.server";
import { SourceFetchError } from "~/domain/jobs/sources/source-types";
import { FAKE_BOARDS, startFakeJobBoards, type FakeJobBoards } from "../../fakes/job-boards";
import { configFor, FAST, fetchAll } from "./helpers";

let fake: FakeJobBoards;
beforeAll(async () => {
  fake = await startFakeJobBoards();
});
afterAll(() => fake?.close());

const ghPath = `/v1/boards/${FAKE_BOARDS.greenhouse}/jobs`;
const greenhouse = (policy = {}) => sourceConnector("greenhouse", configFor(fake.env), { ...FAST, ...policy });

describe("the job sources' HTTP client", () => {
  it("names the product in its User-Agent", async () => {
    await fetchAll(greenhouse(), { board: FAKE_BOARDS.greenhouse });
    expect(fake.requests.findLast((r) => r.path === ghPath)!.headers["user-agent"]).toBe(SOURCE_USER_AGENT);
    expect(SOURCE_USER_AGENT).toMatch(/^VetCareer/);
  });

  it("waits as Retry-After asks after a 429, then succeeds", async () => {
    fake.failNext(ghPath, 429, 1);
    const before = fake.hits(ghPath);
    const started = Date.now();
    const { postings } = await fetchAll(greenhouse(), { board: FAKE_BOARDS.greenhouse });
    expect(postings).toHaveLength(2);
    expect(fake.hits(ghPath) - before).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it("retries a 5xx a bounded number of times, then fails with the status", async () => {
    fake.failNext(ghPath, 503, 0, 3);
    const before = fake.hits(ghPath);
    const error = await fetchAll(greenhouse({ maxRetries: 2 }), { board: FAKE_BOARDS.greenhouse }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceFetchError);
    expect((error as SourceFetchError).status).toBe(503);
    expect((error as Error).message).toMatch(/answered 503 after 3 attempts/);
    expect(fake.hits(ghPath) - before).toBe(3);
  });

  it("does not wait longer than its bound: a long Retry-After fails at once", async () => {
    fake.failNext(ghPath, 429, 3600);
    const started = Date.now();
    await expect(fetchAll(greenhouse({ maxRetryWaitMs: 5000 }), { board: FAKE_BOARDS.greenhouse })).rejects.toThrow(/Retry-After 3600 s is too long/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("a source that does not answer fails with SourceFetchError after the time-out", async () => {
    fake.hangNext(ghPath);
    const started = Date.now();
    const error = await fetchAll(greenhouse({ timeoutMs: 300 }), { board: FAKE_BOARDS.greenhouse }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceFetchError);
    expect((error as Error).message).toMatch(/did not answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("an answer that is not JSON is a SourceFetchError; an unknown board is its 404", async () => {
    fake.setPage("/not-json", "<html></html>");
    const http = sourceHttpClient("greenhouse", FAST);
    await expect(http.getJson(new URL(`${fake.origin}/not-json`))).rejects.toThrow(/invalid JSON/);
    await expect(fetchAll(greenhouse(), { board: "no-such-board" })).rejects.toMatchObject({ name: "SourceFetchError", status: 404 });
  });

  it("spaces requests to one source by its pace", async () => {
    const http = sourceHttpClient("lever", { requestsPerSecond: 10 });
    const started = Date.now();
    for (let i = 0; i < 5; i++) await http.getJson(new URL(`${fake.origin}/v0/postings/${FAKE_BOARDS.lever}?mode=json`));
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs(new Date(Date.UTC(2030, 0, 1, 0, 0, 10)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(10_000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs("soon")).toBeNull();
  });
});
