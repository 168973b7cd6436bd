// A Prisma generator that only writes the datamodel part of the DMMF to a JSON file.
// `prisma generate` spawns it and talks JSON-RPC: requests on stdin, replies on stderr.
import fs from "node:fs";
import readline from "node:readline";

const reply = (id, result) => process.stderr.write(JSON.stringify({ jsonrpc: "2.0", id, result }) + "\n");
const fail = (id, message) =>
  process.stderr.write(JSON.stringify({ jsonrpc: "2.0", id, error: { code: -32000, message } }) + "\n");

readline.createInterface({ input: process.stdin }).on("line", (line) => {
  const message = JSON.parse(line);
  if (message.method === "getManifest") {
    reply(message.id, { manifest: { prettyName: "DMMF datamodel", requiresGenerators: [], defaultOutput: "." } });
  } else if (message.method === "generate") {
    const outFile = message.params.generator.config.outFile;
    if (typeof outFile !== "string") return fail(message.id, "the generator needs outFile");
    fs.writeFileSync(outFile, JSON.stringify(message.params.dmmf.datamodel));
    reply(message.id, null);
  }
});
