import OpenAI, { APIConnectionTimeoutError, APIError } from "openai";
import { getConfig } from "~/lib/config.server";

/**
 * The one place the platform talks to a text model (OpenAI-compatible). Only the writing
 * pipeline (pipeline.server.ts) may import it: a test fails if anything else does, so no text a
 * model writes reaches a user without the grounding check.
 */

/** One text-generation back end. */
export interface TextProvider {
  complete(system: string, user: string, maxTokens: number): Promise<string>;
}

let cachedClient: { key: string; provider: TextProvider } | null = null;

/** The configured OpenAI-compatible provider, or null for the local writer alone. */
export function configuredProvider(): TextProvider | null {
  const config = getConfig();
  if (!config.OPENAI_API_KEY) return null;
  const key = [config.OPENAI_API_KEY, config.OPENAI_BASE_URL ?? "", config.OPENAI_MODEL, config.OPENAI_TIMEOUT_MS, config.OPENAI_MAX_TOKENS].join("|");
  if (cachedClient?.key === key) return cachedClient.provider;
  const client = new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    timeout: config.OPENAI_TIMEOUT_MS,
    // One retry (time-outs, connection errors, 408/409/429/5xx), then the local writer answers.
    maxRetries: 1,
  });
  const model = config.OPENAI_MODEL;
  const limit = config.OPENAI_MAX_TOKENS;
  const provider: TextProvider = {
    async complete(system, user, maxTokens) {
      const completion = await client.chat.completions.create({
        model,
        messages: [
          { role: "system", content: system },
          { role: "user", content: user },
        ],
        max_tokens: Math.min(maxTokens, limit),
        temperature: 0.4,
        stream: false,
      });
      const choice = completion.choices[0];
      if (choice?.finish_reason === "length") throw new Error("reply cut off at the token limit");
      return choice?.message?.content ?? "";
    },
  };
  cachedClient = { key, provider };
  return provider;
}

/** Why a call failed, in words for the operator's log and the stored fallback reason. */
export function describeFailure(error: unknown): string {
  if (error instanceof APIConnectionTimeoutError) return "provider timed out";
  if (error instanceof APIError) return `provider error${error.status ? ` ${error.status}` : ""}`;
  if (error instanceof Error) return `provider failed: ${error.message.slice(0, 120)}`;
  return "provider failed";
}
