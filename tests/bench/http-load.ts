// A bounded closed-loop HTTP load on 127.0.0.1: `concurrency` keep-alive connections, each sending
// its next request when the previous answer is complete, until `requests` were answered. autocannon
// drives the sockets (a fraction of the CPU a node:http client needs per request, which matters
// when the load and the server share two cores); every latency is kept for exact percentiles.
import autocannon from "autocannon";

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  requests: number;
  concurrency: number;
  /** Paths to send in turn instead of the URL's own (each request the next one). */
  paths?: readonly string[];
  /** Whole requests to send in turn (path, and optionally method, headers and body); wins over `paths`. */
  requestList?: readonly LoadRequest[];
}

export interface LoadRequest {
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
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
  /** Every answer's latency in ms, ascending (for percentiles across several runs). */
  latencies: number[];
}

export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)];
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  if (url.hostname !== "127.0.0.1") throw new Error("the load generator only targets 127.0.0.1");
  const latencies: number[] = [];
  let failures = 0;
  let nextPath = 0;
  let lastAnswerAt = 0;
  const list: readonly LoadRequest[] | undefined = options.requestList ?? options.paths?.map((path) => ({ path }));
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const instance = autocannon(
      {
        url: options.url,
        connections: options.concurrency,
        amount: options.requests,
        headers: options.headers ?? {},
        timeout: 30,
        ...(list?.length
          ? {
              requests: [
                {
                  setupRequest: (request) => {
                    const next = list[nextPath++ % list.length];
                    return {
                      ...request,
                      path: next.path,
                      method: next.method ?? "GET",
                      headers: { ...request.headers, ...next.headers },
                      ...(next.body !== undefined ? { body: next.body } : {}),
                    };
                  },
                },
              ],
            }
          : {}),
      },
      (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        // autocannon reports on whole-second ticks; time the run to its last answer instead.
        const seconds = ((lastAnswerAt || performance.now()) - started) / 1000;
        latencies.sort((a, b) => a - b);
        resolve({
          requests: latencies.length,
          failures: failures + result.errors + result.timeouts,
          seconds,
          throughput: latencies.length / seconds,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          max: latencies.at(-1) ?? 0,
          latencies,
        });
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      lastAnswerAt = performance.now();
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) failures += 1;
    });
  });
}

export function describeLoad(label: string, result: LoadResult): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return (
    `${label.padEnd(34)} ${result.throughput.toFixed(0).padStart(6)} req/s   p50 ${ms(result.p50)}   p95 ${ms(result.p95)}   ` +
    `p99 ${ms(result.p99)}   max ${ms(result.max)}   (${result.requests} requests, ${result.failures} failed, ${result.seconds.toFixed(1)} s)`
  );
}
