import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { badRequest, invalid, isDomainError } from "./errors.server";
import { log } from "~/lib/logger.server";

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export function clientInfo(request: Request, context: AppLoadContext | undefined): ClientInfo {
  return { ip: context?.clientIp ?? "unknown", userAgent: request.headers.get("User-Agent") };
}

/** Body of a JSON API call; an empty body is `{}`, anything unparsable a 400. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("Malformed JSON body");
  }
}

/** Validates with a zod schema; the first problem becomes a 422 detail a person can read. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join(".");
  const message = issue.message;
  throw invalid(field && !message.toLowerCase().includes(field.replace(/_/g, " ")) ? `${field}: ${message}` : message);
}

export function jsonError(status: number, detail: string, headers: Record<string, string> = {}): Response {
  return Response.json({ detail }, { status, headers });
}

/** Runs an API loader/action body and turns domain errors into `{ detail }` responses. */
export async function apiResponse(run: () => Promise<Response | object>): Promise<Response> {
  try {
    const result = await run();
    return result instanceof Response ? result : Response.json(result);
  } catch (e) {
    if (e instanceof Response) return e;
    if (isDomainError(e)) return jsonError(e.status, e.detail, e.headers);
    log.error({ err: e }, "[api] unexpected error");
    return jsonError(500, "Something went wrong on our side. Please try again.");
  }
}

/** For UI actions: the domain's detail, or a fallback, as data the form shows in place. */
export async function actionResult<T>(
  run: () => Promise<T>,
  fallback: string,
): Promise<{ ok: true; value: T } | { ok: false; error: string; status: number }> {
  try {
    return { ok: true, value: await run() };
  } catch (e) {
    if (e instanceof Response) throw e;
    if (isDomainError(e)) return { ok: false, error: e.detail, status: e.status };
    log.error({ err: e }, "[action] unexpected error");
    return { ok: false, error: fallback, status: 500 };
  }
}
