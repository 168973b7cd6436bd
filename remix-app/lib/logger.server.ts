import { pino, type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";

/**
 * Keys whose values never reach a log record, at the top level or one object down. Email
 * addresses are personal data; the rest are secrets. Messages are written not to carry them
 * either (the request log names routes, see server/request-log.ts).
 */
const REDACTED_KEYS = ["email", "to", "password", "otp_code", "token", "authorization", "cookie"];

// Written through process.stdout at each line (not a file descriptor pino opens itself), so the
// order with other output is kept and a test can read what was written.
const stdoutLines: DestinationStream = { write: (line: string) => void process.stdout.write(line) };

/** Pretty, coloured lines for a person at a terminal in development; one JSON object a line elsewhere. */
function destination(): DestinationStream {
  if (process.env.NODE_ENV !== "development" || process.env.LOG_FORMAT === "json") return stdoutLines;
  return pretty({ colorize: true, sync: true, translateTime: "HH:MM:ss.l", ignore: "pid,hostname", destination: 1 });
}

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
/** LOG_LEVEL, or info when unset or not a level (pino would refuse to start on an unknown one). */
const level = LEVELS.includes(process.env.LOG_LEVEL ?? "") ? (process.env.LOG_LEVEL as string) : "info";

/** The one logger of the server: `log.info(fields?, message)`; an error goes in as `{ err }`. */
export const log: Logger = pino(
  {
    level,
    base: { pid: process.pid },
    redact: { paths: REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]), censor: "[redacted]" },
  },
  destination(),
);

/**
 * A line for the person who started the server (the address it listens on, the demo logins of a
 * first start): plain text on stdout as a terminal program prints it, not a log record.
 */
export function printForOperator(line: string): void {
  console.log(line);
}
