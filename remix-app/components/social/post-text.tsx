import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { tokenizePostText } from "@shared/social";

export const EXTERNAL_REL = "noopener noreferrer nofollow ugc";

/**
 * Post text as React text nodes: links only for http(s) URLs (with rel noopener noreferrer
 * nofollow ugc), @mentions and #hashtags as in-app links. Nothing here is ever parsed as HTML.
 */
export function PostText({ text, mentions }: { text: string; mentions?: { handle: string; user_id: number }[] }) {
  const userOf = new Map((mentions ?? []).map((m) => [m.handle, m.user_id]));
  return (
    <p className="vets-post-text">
      {tokenizePostText(text).map((t, i) => {
        if (t.kind === "url")
          return (
            <a key={i} href={t.href} target="_blank" rel={EXTERNAL_REL}>
              {t.text}
            </a>
          );
        if (t.kind === "hashtag")
          return (
            <Link key={i} to={`/feed?tab=hashtags&tag=${encodeURIComponent(t.tag)}`} className="vets-hashtag">
              {t.text}
            </Link>
          );
        if (t.kind === "mention") {
          const id = userOf.get(t.handle);
          return id ? (
            <Link key={i} to={`/profile/${id}`} className="vets-mention">
              {t.text}
            </Link>
          ) : (
            <Fragment key={i}>{t.text}</Fragment>
          );
        }
        return <Fragment key={i}>{t.text}</Fragment>;
      })}
    </p>
  );
}
