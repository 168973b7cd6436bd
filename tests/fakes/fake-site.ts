import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small web site on loopback for link-preview tests: pages with Open Graph, Twitter and <title>
 * data, redirects, a large page, a slow page and non-HTML answers. `hits` counts requests per path.
 */
export interface FakeSite {
  host: string;
  port: number;
  origin: string;
  hits: Map<string, number>;
  close(): Promise<void>;
}

export const XSS_TITLE = `<script>alert("og")</script><img src=x onerror=alert(1)>`;

function page(head: string, body = "<p>Hello</p>"): string {
  return `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
}

export async function startFakeSite(host = "127.0.0.1", port = 0): Promise<FakeSite> {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${host}`);
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const html = (body: string) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(body);
    };
    switch (url.pathname) {
      case "/article":
        return html(
          page(`<title>Plain title</title>
            <meta property="og:title" content="Transition Guide &amp; Tips">
            <meta property="og:description" content="How veterans land civilian jobs.">
            <meta property="og:image" content="https://cdn.example.com/cover.png">`),
        );
      case "/twitter":
        return html(page(`<meta name="twitter:title" content="Tweet card title"><meta name="twitter:description" content="Card text">`));
      case "/title-only":
        return html(page(`<title>  Only a   title </title><meta name="description" content="Meta description">`));
      case "/xss":
        return html(
          page(`<meta property="og:title" content='${XSS_TITLE.replace(/'/g, "&#39;")}'>
            <meta property="og:description" content="&lt;b onmouseover=alert(2)&gt;bold&lt;/b&gt;">
            <meta property="og:image" content="javascript:alert(3)">`),
        );
      case "/redirect": {
        res.writeHead(302, { Location: url.searchParams.get("to") ?? "/article" });
        return res.end();
      }
      case "/chain": {
        const n = Number(url.searchParams.get("n") ?? 0);
        res.writeHead(302, { Location: n > 1 ? `/chain?n=${n - 1}` : "/article" });
        return res.end();
      }
      case "/big": {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.write(page(`<title>Big page</title>`).replace("</body></html>", ""));
        const filler = Buffer.alloc(64 * 1024, "a");
        let sent = 0;
        const pump = () => {
          while (sent < 3 * 1024 * 1024) {
            sent += filler.length;
            if (!res.write(filler)) return void res.once("drain", pump);
          }
          res.end("</body></html>");
        };
        res.on("error", () => undefined);
        return pump();
      }
      case "/slow": {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.write("<html><head>");
        const timer = setInterval(() => res.write(" "), 500);
        res.on("close", () => clearInterval(timer));
        return;
      }
      case "/json":
        res.writeHead(200, { "Content-Type": "application/json" });
        return res.end(JSON.stringify({ title: "not html" }));
      case "/image":
        res.writeHead(200, { "Content-Type": "image/png" });
        return res.end(Buffer.alloc(100));
      default:
        res.writeHead(404, { "Content-Type": "text/html" });
        return res.end("not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    host,
    port: actualPort,
    origin: `http://${host}:${actualPort}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An "internal service" that must never be reached: counts every connection it gets. */
export async function startInternalService(host = "127.0.0.1", port = 0): Promise<{ port: number; connections: () => number; close(): Promise<void> }> {
  let connections = 0;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end("<title>INTERNAL SECRET</title>");
  });
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
