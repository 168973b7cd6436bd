/** A value a Python literal may hold: what `ast.literal_eval` gives for lists of dicts of strings and numbers. */
export type PyValue = string | number | boolean | null | PyValue[] | { [key: string]: PyValue };

/**
 * Parses a Python literal (lists, dicts, tuples, single- or double-quoted strings, numbers,
 * True/False/None) without evaluating anything.
 */
export function parsePythonLiteral(source: string): PyValue {
  let pos = 0;
  const fail = (what: string): never => {
    throw new Error(`Python literal: ${what} at ${pos}: ${source.slice(pos, pos + 30)}`);
  };
  const skipSpace = () => {
    while (pos < source.length && /\s/.test(source[pos])) pos++;
  };
  const parseString = (): string => {
    const quote = source[pos++];
    let out = "";
    while (pos < source.length && source[pos] !== quote) {
      const ch = source[pos++];
      if (ch !== "\\") {
        out += ch;
        continue;
      }
      const next = source[pos++];
      const simple: Record<string, string> = { n: "\n", t: "\t", r: "\r", "\\": "\\", "'": "'", '"': '"' };
      if (next in simple) out += simple[next];
      else if (next === "x" || next === "u") {
        const length = next === "x" ? 2 : 4;
        out += String.fromCharCode(parseInt(source.slice(pos, pos + length), 16));
        pos += length;
      } else out += "\\" + next;
    }
    if (source[pos] !== quote) fail("unterminated string");
    pos++;
    return out;
  };
  const parseSequence = (close: string): PyValue[] => {
    pos++;
    const items: PyValue[] = [];
    for (;;) {
      skipSpace();
      if (source[pos] === close) {
        pos++;
        return items;
      }
      items.push(parseValue());
      skipSpace();
      if (source[pos] === ",") pos++;
      else if (source[pos] !== close) fail(`expected , or ${close}`);
    }
  };
  const parseDict = (): { [key: string]: PyValue } => {
    pos++;
    const out: { [key: string]: PyValue } = {};
    for (;;) {
      skipSpace();
      if (source[pos] === "}") {
        pos++;
        return out;
      }
      const key = parseValue();
      skipSpace();
      if (source[pos++] !== ":") fail("expected :");
      out[String(key)] = parseValue();
      skipSpace();
      if (source[pos] === ",") pos++;
      else if (source[pos] !== "}") fail("expected , or }");
    }
  };
  const parseValue = (): PyValue => {
    skipSpace();
    const ch = source[pos];
    if (ch === "[") return parseSequence("]");
    if (ch === "(") return parseSequence(")");
    if (ch === "{") return parseDict();
    if (ch === "'" || ch === '"') return parseString();
    const word = /^(True|False|None|[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?)/.exec(source.slice(pos));
    if (!word) return fail("unexpected token");
    pos += word[0].length;
    if (word[0] === "True") return true;
    if (word[0] === "False") return false;
    if (word[0] === "None") return null;
    return Number(word[0]);
  };
  const value = parseValue();
  skipSpace();
  if (pos !== source.length) fail("trailing text");
  return value;
}
