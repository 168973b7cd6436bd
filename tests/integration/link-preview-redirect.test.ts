import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { makePng, registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { startFakeDns, type FakeDns } from "../fakes/fake-dns";

/**
 * Issue 44, lows: a link preview names the page actually fetched after redirects (a short link
 * showed the shortener's domain), and its image is fetched and re-encoded by the server, so a
 * viewer's browser never loads a third party's image.
 */

let server: TestServer;
let dns: FakeDns;
let site: http.Server;
let port = 0;
let png: Buffer;
let vet: TestAccount;
const hits = new Map<string, number>();
const imageRequests: Array<{ host: string | undefined; accept: string | undefined }> = [];

function page(head: string) {
  return `<!doctype html><html><head>${head}</head><body><p>Hello</p></body></html>`;
}

beforeAll(async () => {
  png = await makePng(1600, 900);
  // One loopback site answering for several names (the fake DNS sends them all to 127.0.0.1).
  site = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://site");
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const host = (req.headers.host ?? "").split(":")[0];
    if (url.pathname === "/s/abc") {
      res.writeHead(301, { Location: `http://news.test:${port}/story` });
      return res.end();
    }
    if (url.pathname === "/story") {
      res.writeHead(200, { "Content-Type": "text/html" });
      return res.end(
        page(`<meta property="og:title" content="Base reopens"><meta property="og:image" content="http://img.test:${port}/cover.png?from=${host}">`),
      );
    }
    if (url.pathname === "/cover.png") {
      imageRequests.push({ host: req.headers.host, accept: req.headers.accept });
      res.writeHead(200, { "Content-Type": "image/png" });
      return res.end(png);
    }
    if (url.pathname === "/fake-image") {
      res.writeHead(200, { "Content-Type": "text/html" });
      return res.end(page(`<meta property="og:title" content="Bad image"><meta property="og:image" content="/not-an-image.png">`));
    }
    if (url.pathname === "/not-an-image.png") {
      res.writeHead(200, { "Content-Type": "image/png" });
      return res.end("<svg onload=alert(1)></svg>");
    }
    res.writeHead(404, { "Content-Type": "text/html" });
    res.end("not found");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  port = (site.address() as AddressInfo).port;
  dns = await startFakeDns({ "sho.rt": ["127.0.0.1"], "news.test": ["127.0.0.1"], "img.test": ["127.0.0.1"] });
  // The test-only allow-list lets the SSRF rules reach this one loopback port (as link-preview-ssrf.test.ts does).
  server = await startTestServer({ NODE_ENV: "test", LINK_PREVIEW_TEST_ALLOW: `127.0.0.1:${port}`, LINK_PREVIEW_DNS_SERVER: dns.server });
  vet = await registerAccount(new ApiClient(server.baseUrl), "redirect.vet@example.com");
});
afterAll(async () => {
  await server?.close();
  site?.closeAllConnections();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  await dns?.close();
});

const preview = (url: string) => vet.client.post("/api/social/link-preview", { url });

describe("a link preview after redirects", () => {
  it("names and links to the page actually fetched, not the first URL, also when served from the cache", async () => {
    const res = await preview(`http://sho.rt:${port}/s/abc`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "Base reopens", domain: "news.test", url: `http://news.test:${port}/story` });
    const again = await preview(`http://sho.rt:${port}/s/abc`);
    expect(hits.get("/s/abc")).toBe(1);
    expect(again.body).toMatchObject({ domain: "news.test", url: `http://news.test:${port}/story` });
  });

  it("gives an image the server fetched and re-encoded, served from our own uploads; a post shows only that copy", async () => {
    const res = await preview(`http://news.test:${port}/story`);
    const image = res.body.image as string;
    expect(image).toMatch(/^\/uploads\/previews\/[0-9a-f]{32}\.webp$/);
    expect(imageRequests.at(-1)).toMatchObject({ host: `img.test:${port}` });
    const served = await fetch(server.baseUrl + image);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1200, height: 675 });
    expect(meta.exif).toBeUndefined();

    const form = new FormData();
    form.append("content", `Good news http://sho.rt:${port}/s/abc`);
    form.append("privacy", "public");
    const posted = await fetch(`${server.baseUrl}/api/posts`, { method: "POST", headers: { Authorization: `Bearer ${vet.token}` }, body: form });
    expect(posted.status).toBe(201);
    const feed = await vet.client.get("/api/social/discover?filter_type=all&sort_by=recent");
    const post = (feed.body.posts as Array<{ content: string; link_preview: Record<string, unknown> | null }>).find((p) => p.content.startsWith("Good news"));
    expect(post?.link_preview).toMatchObject({ domain: "news.test", image: expect.stringMatching(/^\/uploads\/previews\//) });
  });

  it("drops an image that is not one (and a third-party image stored by an older preview) instead of showing it", async () => {
    const res = await preview(`http://news.test:${port}/fake-image`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "Bad image", image: null });

    const stored = await getDb().post.create({
      data: {
        authorId: vet.userId,
        content: "old preview",
        privacy: "public",
        linkPreview: { title: "Old", description: null, image: "https://tracker.example.com/pixel.png", domain: "old.example", url: "https://old.example/" },
      },
    });
    const read = await vet.client.get(`/api/posts/${stored.id}`);
    expect(read.status).toBe(200);
    expect(read.body.link_preview).toMatchObject({ domain: "old.example", image: null });
  });
});
