import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../fixtures/api-client";
import { nextIp, registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { makeMp4, makeWebm } from "../fixtures/video-files";

/**
 * Issue 44, lows: an uploaded video is checked past the container signature. A file that began
 * with an MP4 `ftyp` box or a WebM EBML header was stored as a video whatever followed.
 */

let server: TestServer;
let vet: TestAccount;

const UNREADABLE = "This video could not be read. Please upload a complete MP4 or WebM video with a video track";

beforeAll(async () => {
  server = await startTestServer();
  vet = await registerAccount(new ApiClient(server.baseUrl), "video.vet@example.com");
});
afterAll(async () => server?.close());

async function upload(bytes: Buffer, name: string) {
  const body = new FormData();
  body.append("content", "drill video");
  body.append("privacy", "public");
  body.append("media", new Blob([new Uint8Array(bytes)], { type: "application/octet-stream" }), name);
  const res = await fetch(`${server.baseUrl}/api/posts`, { method: "POST", headers: { "X-Forwarded-For": nextIp(), Authorization: `Bearer ${vet.token}` }, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const storedVideos = () => {
  const dir = path.join(server.dataDir, "uploads", "posts");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /\.(mp4|webm)$/.test(f)) : [];
};

describe("video uploads are whole containers with a video track", () => {
  it.each([
    ["an MP4 with a video track", makeMp4(), "mp4"],
    ["a WebM with a video track", makeWebm(), "webm"],
    ["a live-recorded WebM (Segment and Cluster of unknown size)", makeWebm({ live: true }), "webm"],
  ])("accepts %s", async (_what, bytes, ext) => {
    const res = await upload(bytes, `clip.${ext}`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it.each([
    ["a signature then filler (ftyp and mdat, no moov)", makeMp4({ withMoov: false })],
    ["an audio-only MP4", makeMp4({ handler: "soun" })],
    ["an MP4 cut short", makeMp4({ cut: 100 })],
    ["an MP4 signature glued to other bytes", Buffer.concat([makeMp4().subarray(0, 32), Buffer.from("<script>alert(1)</script>".repeat(40))])],
    ["an audio-only WebM", makeWebm({ trackType: 2 })],
    ["a WebM with no media data", makeWebm({ withCluster: false })],
    ["a WebM cut short", makeWebm({ cut: 50 })],
    ["a WebM header and garbage", Buffer.concat([makeWebm().subarray(0, 130), Buffer.alloc(2000, 0x42)])],
  ])("refuses %s with a 422 and keeps no file", async (_what, bytes) => {
    const before = storedVideos().length;
    const res = await upload(bytes, "clip.mp4");
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(UNREADABLE);
    expect(storedVideos().length).toBe(before);
  });
});
