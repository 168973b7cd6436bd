// A bounded closed-loop HTTP load generator: `concurrency` keep-alive connections, each sending
// its next request when the previous answer is complete, until `requests` were sent.
import http from "node:http";

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  requests: number;
  concurrency: number;
}

export interface LoadResult {
  requests: number;
  failures: number;
  seconds: number;
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function getOnce(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.on("data", () => undefined);
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)];
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  if (url.hostname !== "127.0.0.1") throw new Error("the load generator only targets 127.0.0.1");
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < options.requests) {
      next += 1;
      const started = performance.now();
      const status = await getOnce(agent, url, options.headers ?? {}).catch(() => 0);
      latencies.push(performance.now() - started);
      if (status !== 200) failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    seconds,
    throughput: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
  };
}

export function describeLoad(label: string, result: LoadResult): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return (
    `${label.padEnd(28)} ${result.throughput.toFixed(0).padStart(6)} req/s   p50 ${ms(result.p50)}   p95 ${ms(result.p95)}   ` +
    `p99 ${ms(result.p99)}   max ${ms(result.max)}   (${result.requests} requests, ${result.failures} failed, ${result.seconds.toFixed(1)} s)`
  );
}
