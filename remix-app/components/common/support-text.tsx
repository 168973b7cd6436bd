import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { CONTACT_PATH } from "@shared/trust-pages";

const CONTACT_SUPPORT = /(contact support)/i;

/** A message as given, with each "contact support" in it a link to the contact page. */
export function SupportText({ text }: { text: string }) {
  const parts = text.split(CONTACT_SUPPORT);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} to={CONTACT_PATH}>
            {part}
          </Link>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
