import { AnchorButton, type AnchorButtonProps } from "@blueprintjs/core";
import { useHref, useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";

type Props = Omit<AnchorButtonProps, "href" | "onClick"> & { to: string };

/** A Blueprint button that is a real link (open in new tab works) and navigates client-side. */
export function LinkButton({ to, ...props }: Props) {
  const navigate = useNavigate();
  const href = useHref(to);
  function onClick(e: MouseEvent<HTMLElement>) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  }
  return <AnchorButton role="link" {...props} href={href} onClick={onClick} />;
}
