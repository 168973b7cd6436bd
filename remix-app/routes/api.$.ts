import { jsonError } from "~/lib/http.server";

/** Any /api path no route claims: a JSON 404, never the HTML page. */
const notFoundJson = () => jsonError(404, "Not found");
export const loader = notFoundJson;
export const action = notFoundJson;
