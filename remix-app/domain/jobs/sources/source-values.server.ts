import { Parser } from "htmlparser2";

/** Reading a source's raw answer: JSON values of unknown shape, HTML to text, dates, slugs. */

const SKIPPED = new Set(["script", "style", "noscript", "template", "iframe", "object", "svg", "head", "title"]);
const PARAGRAPH = new Set([
  "p",
  "div",
  "section",
  "article",
  "header",
  "footer",
  "ul",
  "ol",
  "table",
  "blockquote",
  "pre",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "dl",
  "figure",
]);
const LINE = new Set(["br", "li", "tr", "dt", "dd", "hr"]);

/**
 * Safe plain text from a source's HTML: script, style and similar content dropped, every tag
 * removed, entities decoded, paragraphs separated by a blank line and list items on lines of
 * their own ("- item").
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  let out = "";
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipping++;
        else if (skipping === 0) {
          if (PARAGRAPH.has(name)) out += "\n\n";
          else if (LINE.has(name)) out += "\n";
          if (name === "li") out += "- ";
        }
      },
      ontext(text) {
        if (skipping === 0) out += text;
      },
      onclosetag(name, isImplied) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (skipping === 0 && !isImplied && PARAGRAPH.has(name)) out += "\n\n";
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return out
    .replace(/\u00a0/g, " ")
    .split("\n")
    .map((line) => line.replace(/[ \t\r\f\v]+/g, " ").trim())
    .join("\n")
    .replace(/^(- )+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Greenhouse sends its HTML escaped (`&lt;p&gt;`): decode once, then read it as HTML. */
export function unescapeHtml(escaped: string | null | undefined): string {
  if (!escaped) return "";
  let out = "";
  const parser = new Parser({ ontext: (text) => (out += text) }, { decodeEntities: true, xmlMode: false });
  // Only entities are decoded here: a literal "<" in escaped content is rare and read as text.
  parser.write(escaped.replace(/</g, "&lt;"));
  parser.end();
  return out;
}

/** ISO 8601 from an ISO text, a date-only text, or epoch milliseconds; null for anything unreadable. */
export function isoDate(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  const date = typeof value === "number" ? new Date(value) : typeof value === "string" ? new Date(value.trim()) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

/** A trimmed text from a string or a number; null for anything else or an empty text. */
export const textOf = (value: unknown): string | null =>
  typeof value === "string" && value.trim() ? value.trim() : typeof value === "number" ? String(value) : null;

/** A record's field when the value is an object (source JSON is unknown until read). */
export function obj(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

/** A readable name for a board or site slug: "acme-corp" → "Acme Corp". */
export function nameFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");
}

/** A text cut to `max` characters, with an ellipsis when cut. */
export const clip = (text: string | null, max: number) => (text && text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Text cut to at most `max` characters at a word boundary, with an ellipsis when cut (a word
 * longer than a fifth of the room is cut where it stands).
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const boundary = head.search(/\s\S*$/);
  return `${(boundary >= max * 0.8 ? head.slice(0, boundary) : head).trimEnd()}…`;
}

/** A title as one line: whitespace and line breaks collapsed to one space, cut to `max` at a word. */
export const oneLine = (text: string, max: number) => cutAtWord(text.replace(/\s+/g, " ").trim(), max);
