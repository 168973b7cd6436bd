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
 * Slots live in local state updated functionally, so fast typing never loses a digit; the
 * parent gets the joined digits (six characters only when every slot is filled).
 */
export function CodeInput({ value, onChange, length = 6, autoFocus, disabled }: Props) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const [slots, setSlots] = useState<string[]>(() => emptySlots(length).map((_, i) => value[i] ?? ""));
  const joined = slots.join("");

  // The parent clearing the code (Back to Login, after a success) empties the slots.
  const previousValue = useRef(value);
  useEffect(() => {
    if (previousValue.current !== "" && value === "") setSlots(emptySlots(length));
    previousValue.current = value;
  }, [value, length]);

  useEffect(() => {
    if (joined !== value) onChange(joined);
  }, [joined, value, onChange]);

  function update(index: number, digit: string) {
    setSlots((prev) => prev.map((d, i) => (i === index ? digit : d)));
  }

  function onInput(index: number, raw: string) {
    const digit = raw.replace(/\D/g, "").slice(-1);
    update(index, digit);
    if (digit && index < length - 1) refs.current[index + 1]?.focus();
  }

  function onKeyDown(index: number, e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Backspace" && !slots[index] && index > 0) {
      e.preventDefault();
      update(index - 1, "");
      refs.current[index - 1]?.focus();
    }
  }

  function onPaste(e: ClipboardEvent<HTMLInputElement>) {
    const pasted = e.clipboardData.getData("text").replace(/\D/g, "").slice(0, length);
    if (!pasted) return;
    e.preventDefault();
    setSlots(emptySlots(length).map((_, i) => pasted[i] ?? ""));
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
