import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../fixtures/api-client";
import { registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { startFakeDns, type FakeDns } from "../fakes/fake-dns";
import { startFakeSite, startInternalService, type FakeSite } from "../fakes/fake-site";

let server: TestServer;
let site: FakeSite;
let internal: Awaited<ReturnType<typeof startInternalService>>;
let rebindTarget: Awaited<ReturnType<typeof startInternalService>>;
let dns: FakeDns;
let vet: TestAccount;

beforeAll(async () => {
  site = await startFakeSite();
  internal = await startInternalService();
  // Same port as the fake site on another loopback address: reached only if a second lookup happened.
  rebindTarget = await startInternalService("127.0.0.2", site.port);
  dns = await startFakeDns({
    "site.test": ["127.0.0.1"],
    "loopback.test": ["127.0.0.1"],
    "private.test": ["10.0.0.5"],
    "metadata.test": ["169.254.169.254"],
    "cgnat.test": ["100.64.1.1"],
    "mapped.test": ["::ffff:127.0.0.1"],
    "ula.test": ["fd00::1"],
    "mixed.test": ["93.184.216.34", "192.168.1.10"],
    "rebind.test": (n) => (n === 1 ? ["127.0.0.1"] : ["127.0.0.2"]),
  });
  server = await startTestServer({ NODE_ENV: "test", LINK_PREVIEW_TEST_ALLOW: `127.0.0.1:${site.port}`, LINK_PREVIEW_DNS_SERVER: dns.server });
  vet = await registerAccount(new ApiClient(server.baseUrl), "preview.vet@example.com");
});
afterAll(async () => {
  await server?.close();
  await Promise.all([site?.close(), internal?.close(), rebindTarget?.close(), dns?.close()]);
});

const preview = (url: unknown) => vet.client.post("/api/social/link-preview", { url });

describe("POST /api/social/link-preview against the fake site", () => {
  it("reads Open Graph title, description and the domain; an image the server cannot fetch is left out", async () => {
    const res = await preview(`${site.origin}/article`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: "Transition Guide & Tips",
      description: "How veterans land civilian jobs.",
      // cdn.example.com does not resolve here: the server fetches and re-encodes preview images
      // (link-preview-redirect.test.ts), and never hands a viewer a third party's address.
      image: null,
      domain: "127.0.0.1",
    });
  });

  it("falls back to Twitter cards, then <title> and meta description", async () => {
    expect((await preview(`${site.origin}/twitter`)).body).toMatchObject({ title: "Tweet card title", description: "Card text" });
    expect((await preview(`${site.origin}/title-only`)).body).toMatchObject({ title: "Only a title", description: "Meta description" });
  });

  it("caches per URL: the second request does not reach the site", async () => {
    const before = site.hits.get("/twitter") ?? 0;
    expect((await preview(`${site.origin}/twitter`)).status).toBe(200);
    expect(site.hits.get("/twitter") ?? 0).toBe(before);
  });

  it("follows up to 3 redirects and refuses a fourth", async () => {
    expect((await preview(`${site.origin}/chain?n=3`)).status).toBe(200);
    const four = await preview(`${site.origin}/chain?n=4`);
    expect(four.status).toBe(422);
    expect(four.body.detail).toBe("This link cannot be previewed");
  });

  it("resolves a name through DNS and connects to the address it checked", async () => {
    const res = await preview(`http://site.test:${site.port}/article`);
    expect(res.status).toBe(200);
    expect(res.body.domain).toBe("site.test");
  });

  it("asks DNS once per fetch (no second lookup a rebinding answer could change)", async () => {
    const res = await preview(`http://rebind.test:${site.port}/article`);
    expect(res.status).toBe(200);
    expect(res.body.title).toBe("Transition Guide & Tips");
    expect(dns.queries.get("rebind.test/A")).toBe(1);
    expect(rebindTarget.connections()).toBe(0);
  });

  it("stops reading at 1 MB and still previews the head", async () => {
    const res = await preview(`${site.origin}/big`);
    expect(res.status).toBe(200);
    expect(res.body.title).toBe("Big page");
  });

  it("refuses non-HTML answers", async () => {
    expect((await preview(`${site.origin}/json`)).status).toBe(422);
    expect((await preview(`${site.origin}/image`)).status).toBe(422);
  });

  it("gives up after 5 seconds in total", async () => {
    const started = Date.now();
    const res = await preview(`${site.origin}/slow`);
    expect(res.status).toBe(422);
    expect(Date.now() - started).toBeLessThan(8000);
  }, 15_000);

  it("returns attacker-controlled text as data, and drops a javascript: image", async () => {
    const res = await preview(`${site.origin}/xss`);
    expect(res.status).toBe(200);
    expect(res.body.title).toBe(`<script>alert("og")</script><img src=x onerror=alert(1)>`);
    expect(res.body.image).toBeNull();
  });
});

describe("the SSRF table: every vector refused, the internal service never reached", () => {
  const vectors = (q: number) => [
    `http://127.0.0.1:${q}/`,
    `http://2130706433:${q}/`,
    `http://0x7f000001:${q}/`,
    `http://0177.0.0.1:${q}/`,
    `http://0x7f.0.0.1:${q}/`,
    `http://127.1:${q}/`,
    `http://0x7f.1:${q}/`,
    `http://127.0.0.1.:${q}/`,
    `http://%31%32%37.0.0.1:${q}/`,
    `http://localhost:${q}/`,
    `http://[::1]:${q}/`,
    `http://[::ffff:127.0.0.1]:${q}/`,
    `http://[::ffff:7f00:1]:${q}/`,
    `http://[0:0:0:0:0:ffff:127.0.0.1]:${q}/`,
    `http://[::127.0.0.1]:${q}/`,
    `http://[64:ff9b::7f00:1]:${q}/`,
    `http://[2002:7f00:1::]:${q}/`,
    `http://loopback.test:${q}/`,
    "http://10.0.0.1/",
    "http://172.16.5.4/",
    "http://192.168.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://100.64.0.1/",
    "http://0.0.0.0/",
    "http://0/",
    "http://224.0.0.1/",
    "http://255.255.255.255/",
    "http://[::]/",
    "http://[fe80::1]/",
    "http://[fc00::1]/",
    "http://[ff02::1]/",
    "http://private.test/",
    "http://metadata.test/",
    "http://cgnat.test/",
    "http://mapped.test/",
    "http://ula.test/",
    "http://mixed.test/",
    "http://nonexistent.test/",
    "http://93.184.216.34:8080/",
    "http://93.184.216.34:22/",
    `http://user:pass@127.0.0.1:${site.port}/article`,
    "ftp://93.184.216.34/",
    "file:///etc/passwd",
    "gopher://127.0.0.1:25/",
    "javascript:alert(1)",
    "data:text/html,<title>x</title>",
    "not a url",
  ];

  it("refuses each address form, range, DNS answer, port and scheme", async () => {
    const refused: string[] = [];
    for (const url of vectors(internal.port)) {
      const res = await preview(url);
      if (res.status === 422) refused.push(url);
      else expect.fail(`${url} → ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(refused.length).toBe(vectors(internal.port).length);
    expect(internal.connections()).toBe(0);
  });

  it("refuses redirects to internal addresses in any notation", async () => {
    const targets = [
      `http://127.0.0.1:${internal.port}/`,
      `http://2130706433:${internal.port}/`,
      `http://[::ffff:127.0.0.1]:${internal.port}/`,
      `http://localhost:${internal.port}/`,
      "http://169.254.169.254/latest/meta-data/",
      `http://private.test/`,
      "file:///etc/passwd",
    ];
    // A second account: the first one spent its preview allowance (60 per 10 minutes) on the table above.
    const other = await registerAccount(new ApiClient(server.baseUrl), "preview.vet2@example.com");
    for (const to of targets) {
      const res = await other.client.post("/api/social/link-preview", { url: `${site.origin}/redirect?to=${encodeURIComponent(to)}` });
      expect(res.status, to).toBe(422);
    }
    expect(internal.connections()).toBe(0);
  });

  it("limits previews per user (60 per 10 minutes)", async () => {
    const res = await preview(`${site.origin}/article`);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });

  it("needs a session and a url", async () => {
    expect((await new ApiClient(server.baseUrl).post("/api/social/link-preview", { url: `${site.origin}/article` })).status).toBe(401);
    expect((await vet.client.post("/api/social/link-preview", {})).status).toBe(422);
  });
});
