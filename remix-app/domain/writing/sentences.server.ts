/**
 * Sentence splitting that knows abbreviations: "U.S. Army", "Sgt. Rivera", "tools, e.g. Excel"
 * and initials ("J. Smith") do not end a sentence. Every writer and the grounding check split
 * text with this one function.
 */

/** Abbreviations after which a full stop never ends a sentence. */
const ALWAYS_JOINED =
  /(?:^|[\s(])(?:U\.S|U\.K|U\.N|e\.g|i\.e|vs|Sgt|SSgt|SFC|Sr|Jr|Mr|Mrs|Ms|Dr|St|Lt|Capt|Col|Gen|Maj|Cpl|Pvt|Spc|Adm|Cmdr|Cdr|PO|No|Inc|Co|Corp|Ltd|Dept|Ft|Mt|approx|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|[A-Z])\.$/;
/** Abbreviations that end a sentence unless the next word goes on in lower case ("etc. and"). */
const JOINED_BEFORE_LOWER = /(?:^|\s)(?:etc|al|approx)\.$/;

/** The sentences of a text, trimmed; line breaks always end one. */
export function splitSentences(text: string | null | undefined): string[] {
  if (!text) return [];
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const pieces = line.split(/(?<=[.!?]["')\]]?)\s+/);
    let current = "";
    pieces.forEach((piece, index) => {
      current = current ? `${current} ${piece}` : piece;
      const next = pieces[index + 1] ?? "";
      const joined = ALWAYS_JOINED.test(current) || (JOINED_BEFORE_LOWER.test(current) && /^[a-z]/.test(next));
      if (joined && next) return;
      out.push(current);
      current = "";
    });
    if (current) out.push(current);
  }
  return out.map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0);
}
