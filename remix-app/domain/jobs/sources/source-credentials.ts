import type { SourceAvailability } from "./source-types";
import { SourceFetchError } from "./source-types";

/**
 * A source that needs credentials: on when every named setting has a value, off with the names
 * of those missing ("USAJOBS_API_KEY and USAJOBS_USER_AGENT are not set"), which the admin panel
 * and the start-up log show. `assertAvailable` is the refusal a fetch gives while it is off.
 */
export function credentialGate(source: string, settings: Readonly<Record<string, string | undefined>>) {
  const availability = (): SourceAvailability => {
    const missing = Object.keys(settings).filter((name) => !settings[name]);
    if (missing.length === 0) return { ok: true };
    return { ok: false, reason: `${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} not set` };
  };
  const assertAvailable = () => {
    const state = availability();
    if (!state.ok) throw new SourceFetchError(`${source}: ${state.reason}`);
  };
  return { availability, assertAvailable };
}
