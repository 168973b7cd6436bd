// `npm start`: build the production bundle if needed, then run the server in this process
// (tsx compiles server/ on the fly).
import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild } from "./ensure-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// A node:cluster worker re-runs this file; the primary has already built.
if (!cluster.isWorker) ensureBuild();
process.env.NODE_ENV ??= "production";
const { register } = await import("tsx/esm/api");
register();
await import(path.join(root, "server/main.ts"));
