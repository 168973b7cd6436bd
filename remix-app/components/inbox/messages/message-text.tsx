import { Fragment } from "react";

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/**
 * A message as text: React escapes everything, and only http(s) addresses become links, opened in
 * a new tab without a referrer or access to this page. No HTML from a message is ever rendered.
 */
export function MessageText({ content }: { content: string }) {
  const parts: Array<{ text: string; href?: string }> = [];
  let last = 0;
  for (const match of content.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: content.slice(last, start) });
    let href: string | undefined;
    try {
      const url = new URL(match[0]);
      if (url.protocol === "http:" || url.protocol === "https:") href = url.href;
    } catch {
      href = undefined;
    }
    parts.push({ text: match[0], href });
    last = start + match[0].length;
  }
  if (last < content.length) parts.push({ text: content.slice(last) });
  return (
    <>
      {parts.map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
