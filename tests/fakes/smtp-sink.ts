import { EventEmitter, once } from "node:events";
import net from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as received after DATA. */
  data: string;
}

/**
 * A local SMTP server that accepts every message and keeps it: enough of RFC 5321 for nodemailer
 * (EHLO without STARTTLS or AUTH, MAIL, RCPT, DATA, RSET, NOOP, QUIT). Loopback only.
 */
export class SmtpSink extends EventEmitter {
  readonly messages: ReceivedMail[] = [];
  private readonly server = net.createServer((socket) => this.session(socket));

  async start(): Promise<string> {
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
    const address = this.server.address() as net.AddressInfo;
    return `smtp://127.0.0.1:${address.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next message, or one already received that matches. */
  async waitFor(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
    const found = this.messages.find(match);
    if (found) return found;
    for (;;) {
      const [mail] = (await once(this, "message")) as [ReceivedMail];
      if (match(mail)) return mail;
    }
  }

  private session(socket: net.Socket): void {
    let buffer = "";
    let inData = false;
    let current: ReceivedMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 sink.local ESMTP ready");
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          current.data = buffer.slice(0, end).replace(/\r\n\.\./g, "\r\n.");
          buffer = buffer.slice(end + 5);
          inData = false;
          this.messages.push(current);
          this.emit("message", current);
          current = { from: "", to: [], data: "" };
          reply("250 2.0.0 queued");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") socket.write("250-sink.local\r\n250 8BITMIME\r\n");
        else if (verb === "HELO") reply("250 sink.local");
        else if (verb === "MAIL") {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? "";
          reply("250 2.1.0 ok");
        } else if (verb === "RCPT") {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 2.1.5 ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 end data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") {
          reply("221 2.0.0 bye");
          socket.end();
          return;
        } else reply("250 ok");
      }
    });
    socket.on("error", () => socket.destroy());
  }
}

export interface ParsedMail {
  /** Header names lower-cased, folded lines joined. */
  headers: Map<string, string>;
  /** The leaf parts, decoded: text/plain, text/html, … */
  parts: { contentType: string; body: string }[];
  text: string;
  html: string;
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf("\r\n\r\n");
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? "" : raw.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header value. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
    encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeBody(text.replace(/_/g, " "), "quoted-printable"),
  );
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    try {
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
    } catch {
      return bytes;
    }
  }
  return body;
}

/** Enough MIME for our own emails (nodemailer's multipart/alternative, QP or base64 parts). */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeaders(raw);
  const parts: ParsedMail["parts"] = [];
  const walk = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get("content-type") ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith("multipart/") && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith("--")) break;
        const inner = splitHeaders(chunk.replace(/^\r\n/, "").replace(/\r\n$/, ""));
        walk(inner.headers, inner.body);
      }
      return;
    }
    const decoded = decodeBody(partBody, (partHeaders.get("content-transfer-encoding") ?? "7bit").toLowerCase());
    parts.push({ contentType: type.split(";")[0].trim().toLowerCase(), body: decoded.replace(/\r\n/g, "\n") });
  };
  walk(headers, body);
  return {
    headers,
    parts,
    text: parts.find((p) => p.contentType === "text/plain")?.body ?? "",
    html: parts.find((p) => p.contentType === "text/html")?.body ?? "",
  };
}
