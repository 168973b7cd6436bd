import type { SourceAvailability, SourceConnector, SourceConnectorName, SourcePage, SourceTarget } from "./source-types";
import { SourceFetchError } from "./source-types";

/**
 * A source that needs credentials: on when every named setting has a value, off with the names
 * of those missing ("USAJOBS_API_KEY and USAJOBS_USER_AGENT are not set"), which the admin panel
 * and the start-up log show. `assertAvailable` is the refusal a fetch gives while it is off.
 */
function credentialGate(source: string, settings: Readonly<Record<string, string | undefined>>) {
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

/** A connector of a source that needs credentials: off with the reason until they are set, and a fetch while off is refused. */
export function credentialedConnector(
  name: SourceConnectorName,
  settings: Readonly<Record<string, string | undefined>>,
  fetchPages: (target: SourceTarget, signal?: AbortSignal) => AsyncIterable<SourcePage>,
): SourceConnector {
  const { availability, assertAvailable } = credentialGate(name, settings);
  return {
    name,
    availability,
    async *fetchPages(target, signal) {
      assertAvailable();
      yield* fetchPages(target, signal);
    },
  };
}
