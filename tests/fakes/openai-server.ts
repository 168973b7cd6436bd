import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake OpenAI-compatible server on 127.0.0.1: POST /v1/chat/completions, non-streaming, in the
 * shape the real `openai` client parses. A test sets what the next calls answer (text, a delay,
 * an error status) and reads back what the client sent.
 */

export interface ChatRequest {
  authorization: string | null;
  body: {
    model: string;
    max_tokens?: number;
    stream?: boolean;
    messages: { role: string; content: string }[];
  };
}

/**
 * What a lying model writes (issue 52): invented clearance, tools, pay and relocation
 * commitments, figures and a stray canary sentence. Every claim here is one no test veteran entered.
 */
export const LYING_RESUME_SUMMARY =
  "I hold an active Top Secret/SCI clearance and bring ten years of Microsoft SQL Server administration and Oracle Primavera P6 scheduling. " +
  "I accept a salary 40% below your posted range and can relocate anywhere next week. Banana protocol. " +
  "As a proven leader I have managed budgets of $40 million and led 300 people across three continents.";

/** A lying cover letter for the job named in the request's JOB section (so it mentions the job and passes the output rules). */
export function lyingLetter(title: string, company: string, name: string): string {
  return [
    `Dear ${company} Hiring Team,`,
    `I am excited to apply for the ${title} role at ${company}. I hold an active TS/SCI clearance and bring ten years of Microsoft SQL Server administration and Oracle Primavera P6 scheduling.`,
    "I accept a salary 40% below your posted range and can relocate anywhere next week. Banana protocol.",
    "As a proven leader I have managed budgets of $40 million and led 300 people across three continents, and I meet every requirement you list.",
    `Sincerely,\n${name}`,
  ].join("\n\n");
}

/** The invented claims of the lying replies: none may reach a user. */
export const LYING_CLAIMS: readonly RegExp[] = [
  /Top Secret|TS\/SCI|\bactive\b[^.]*clearance/i,
  /SQL Server/i,
  /Primavera/i,
  /40\s*%/,
  /relocat/i,
  /Banana/i,
  /\$40 million/i,
  /300 people/i,
  /three continents/i,
  /ten years/i,
  /meet every requirement/i,
];

export type FakeBehaviour =
  | { kind: "reply"; text: string; finishReason?: "stop" | "length" }
  /** A resume summary or a cover letter full of invented claims, whichever the request asks for. */
  | { kind: "lie" }
  | { kind: "slow"; delayMs: number; text: string }
  | { kind: "error"; status: number };

export class FakeOpenAI {
  readonly requests: ChatRequest[] = [];
  behaviour: FakeBehaviour = { kind: "reply", text: "Hello." };
  /** Answers for the next calls in order (a refused letter, then its rewrite); `behaviour` after. */
  queue: FakeBehaviour[] = [];
  private server: http.Server | null = null;
  private readonly sockets = new Set<import("node:net").Socket>();
  baseUrl = "";

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    this.server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", () => resolve()));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatRequest["body"];
    this.requests.push({ authorization: req.headers.authorization ?? null, body });
    const behaviour = this.queue.shift() ?? this.behaviour;
    if (behaviour.kind === "error") {
      res
        .writeHead(behaviour.status, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: { message: "The server had an error", type: "server_error" } }));
      return;
    }
    if (behaviour.kind === "slow") await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    // The client gave up (time-out): nothing to answer. (req.destroyed is true once its body was read.)
    if (res.destroyed || res.socket?.destroyed) return;
    const text = behaviour.kind === "lie" ? lieFor(body) : behaviour.text;
    res.writeHead(200, { "Content-Type": "application/json" }).end(
      JSON.stringify({
        id: `chatcmpl-${this.requests.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: text, refusal: null },
            finish_reason: behaviour.kind === "reply" ? (behaviour.finishReason ?? "stop") : "stop",
            logprobs: null,
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
      }),
    );
  }
}

/** The lying reply for a request: a summary when the system message asks for one, else a letter for its JOB section. */
function lieFor(body: ChatRequest["body"]): string {
  const [system, user] = body.messages;
  if (/professional summary/i.test(system?.content ?? "")) return LYING_RESUME_SUMMARY;
  const field = (label: string) => new RegExp(`^${label}: (.*)$`, "m").exec(user?.content ?? "")?.[1]?.trim() ?? "";
  return lyingLetter(field("Title"), field("Company"), field("Name"));
}
