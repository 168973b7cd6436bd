/**
 * The one way the writers name an occupation: O*NET names them in the plural ("Computer User
 * Support Specialists", "Interpreters and Translators"); a person holds one.
 */

function singularWord(word: string): string {
  if (/ies$/.test(word)) return word.slice(0, -3) + "y";
  if (/(?:ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * "Computer User Support Specialists" → "Computer User Support Specialist"; "Interpreters and
 * Translators" → "Interpreter and Translator"; "First-Line Supervisors of Retail Sales Workers"
 * → "First-Line Supervisor of Retail Sales Workers"; text after a comma is O*NET's qualifier and
 * is left out. Capitals are kept: a sentence lower-cases the result itself.
 */
export function singularTitle(title: string): string {
  const head = title.split(",")[0].trim();
  const cut = head.indexOf(" of ");
  const phrase = cut === -1 ? head : head.slice(0, cut);
  const rest = cut === -1 ? "" : head.slice(cut);
  const words = phrase.split(" ");
  const singular = words.map((word, index) => (index === words.length - 1 || words[index + 1] === "and" ? singularWord(word) : word));
  return singular.join(" ") + rest;
}
