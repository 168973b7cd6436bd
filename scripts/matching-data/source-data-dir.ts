import fs from "node:fs";
import path from "node:path";

/**
 * The folder of public source files (DoD/DMDC crosswalk, O*NET 27.0, VA/OPM series; docs/data.md
 * lists them) that the build scripts read: SHARED_DATA_DIR, which a clone has to set, since the
 * repository does not carry the source files.
 */
export function sourceDataDir(): string {
  const dir = process.env.SHARED_DATA_DIR;
  if (!dir || !fs.existsSync(dir)) {
    console.error(
      dir
        ? `SHARED_DATA_DIR=${dir} does not exist.`
        : "Set SHARED_DATA_DIR to the folder holding the public source files (docs/data.md lists them).",
    );
    process.exit(2);
  }
  return path.resolve(dir);
}
