import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";

interface Props {
  value: string;
  onChange: (value: string) => void;
  length?: number;
  autoFocus?: boolean;
  disabled?: boolean;
}

const emptySlots = (length: number) => Array.from({ length }, () => "");

/**
 * Six one-digit slots: typing moves forward, Backspace moves back, pasting fills them all.
 * Slots live in local state; the parent gets the joined digits (six characters only when
 * every slot is filled) in the same event as each keystroke.
 */
export function CodeInput({ value, onChange, length = 6, autoFocus, disabled }: Props) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const [slots, setSlots] = useState<string[]>(() => emptySlots(length).map((_, i) => value[i] ?? ""));
  // The latest slots, read by handlers so fast typing never works from a stale render.
  const latest = useRef(slots);

  const commit = (next: string[]) => {
    latest.current = next;
    setSlots(next);
    // Reported in the same event as the keystroke, so a form submitted right after sees it.
    onChange(next.join(""));
  };

  // The parent clearing the code (Back to Login, after a success) empties the slots.
  const previousValue = useRef(value);
  useEffect(() => {
    if (previousValue.current !== "" && value === "" && latest.current.join("") !== "") {
      latest.current = emptySlots(length);
      setSlots(latest.current);
    }
    previousValue.current = value;
  }, [value, length]);

  function update(index: number, digit: string) {
    commit(latest.current.map((d, i) => (i === index ? digit : d)));
  }

  function onInput(index: number, raw: string) {
    const digit = raw.replace(/\D/g, "").slice(-1);
    update(index, digit);
    if (digit && index < length - 1) refs.current[index + 1]?.focus();
  }

  function onKeyDown(index: number, e: KeyboardEvent<HTMLInputElement>) {
    // A digit typed over the same digit changes no value, so no change event would move on.
    if (/^\d$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      update(index, e.key);
      if (index < length - 1) refs.current[index + 1]?.focus();
      return;
    }
    if (e.key === "Backspace" && !latest.current[index] && index > 0) {
      e.preventDefault();
      update(index - 1, "");
      refs.current[index - 1]?.focus();
    }
  }

  function onPaste(e: ClipboardEvent<HTMLInputElement>) {
    const pasted = e.clipboardData.getData("text").replace(/\D/g, "").slice(0, length);
    if (!pasted) return;
    e.preventDefault();
    commit(emptySlots(length).map((_, i) => pasted[i] ?? ""));
    refs.current[Math.min(pasted.length, length - 1)]?.focus();
  }

  return (
    <div className="vets-code-slots" role="group" aria-label="Verification code">
      {slots.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          className="vets-code-slot"
          inputMode="numeric"
          autoComplete={i === 0 ? "one-time-code" : "off"}
          aria-label={`Digit ${i + 1}`}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && i === 0}
          onFocus={(e) => e.target.select()}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={onPaste}
        />
      ))}
    </div>
  );
}
