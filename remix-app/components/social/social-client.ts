/** Browser calls to the social API with the session cookie; errors keep the server's detail. */
export interface ApiResult<T> {
  ok: boolean;
  status: number;
  body: T & { detail?: string };
}

export async function socialCall<T = Record<string, unknown>>(path: string, init: { method?: string; json?: unknown; form?: FormData } = {}): Promise<ApiResult<T>> {
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

/** SPEC §9: 'Just now', then minutes, hours, days ago. */
export function timeAgo(iso: string, now = Date.now()): string {
  const s = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000));
  if (s < 60) return "Just now";
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m ago`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${h}h ago`;
  return `${Math.floor(h / 24)}d ago`;
}
