import { jsonError } from "./http.server";

/** Loader for action-only API routes: GET on them is a 405 with a detail, not an HTML page. */
export const methodNotAllowed = () => jsonError(405, "Method not allowed");
