import { LRUCache } from "lru-cache";

/**
 * The @handles this process has seen, by user id. A handle never changes once assigned, so the
 * session read (which reads the user's row anyway) and the social reads share what they learn:
 * every feed read needs the viewer's handle to exist.
 */
const knownHandles = new LRUCache<number, string>({ max: 50_000 });

export const knownHandle = (userId: number): string | undefined => knownHandles.get(userId);

export function rememberHandle(userId: number, handle: string | null): void {
  if (handle) knownHandles.set(userId, handle);
}
