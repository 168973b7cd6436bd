import { isWriteConflict } from "./errors.server";

/**
 * Runs a transaction again when it lost a write conflict or deadlock (rolled back whole; MySQL picks
 * a victim when two writers lock the same rows in different orders), after a short random pause,
 * up to `attempts` runs in all; any other error, or the last conflict, goes to the caller.
 */
export async function retryOnWriteConflict<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (e) {
      if (!isWriteConflict(e) || attempt >= attempts) throw e;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  }
}
