/**
 * The browser's one call to our API: JSON (or a multipart form) with the session cookie; errors keep
 * the server's detail, a network failure is status 0.
 */
export interface CallResult<T> {
  ok: boolean;
  status: number;
  body: T & { detail?: string };
}

export async function apiCall<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; json?: unknown; form?: FormData } = {},
): Promise<CallResult<T>> {
  try {
    const res = await fetch(path, {
      method: init.method ?? (init.json !== undefined || init.form ? "POST" : "GET"),
      credentials: "same-origin",
      headers: init.json !== undefined ? { "Content-Type": "application/json" } : undefined,
      body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
    });
    let body = {} as T & { detail?: string };
    try {
      body = (await res.json()) as T & { detail?: string };
    } catch {
      // an empty or non-JSON answer
    }
    return { ok: res.ok, status: res.status, body };
  } catch {
    return { ok: false, status: 0, body: {} as T & { detail?: string } };
  }
}
