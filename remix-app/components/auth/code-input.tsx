import { OTPInput, REGEXP_ONLY_DIGITS } from "input-otp";
import { useRef, type ClipboardEvent, type KeyboardEvent, type MouseEvent } from "react";

interface Props {
  value: string;
  onChange: (value: string) => void;
  length?: number;
  autoFocus?: boolean;
  disabled?: boolean;
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/**
 * The emailed sign-in code: one real input (so autofill, paste and fast typing are the browser's
 * own) drawn as six slots by input-otp. Clicking a slot selects that digit, so typing the whole
 * code again from the first slot replaces it.
 */
export function CodeInput({ value, onChange, length = 6, autoFocus, disabled }: Props) {
  const slotRow = useRef<HTMLDivElement>(null);

  // input-otp lays its transparent input over the slots; the browser puts the caret by the
  // input's own squeezed text, not by the slot under the pointer, so we place it ourselves.
  function selectSlotUnderPointer(e: MouseEvent<HTMLInputElement>) {
    const slots = Array.from(slotRow.current?.children ?? []);
    const index = slots.findIndex((slot) => e.clientX < slot.getBoundingClientRect().right);
    const slot = index === -1 ? length - 1 : index;
    const input = e.currentTarget;
    if (slot < input.value.length) input.setSelectionRange(slot, slot + 1);
    else input.setSelectionRange(input.value.length, input.value.length);
  }

  // input-otp turns a caret inside the code into a one-digit selection (so a digit overwrites) on
  // the document's selectionchange event, which arrives after the next key when keys come fast;
  // doing the same here, before the key lands, keeps fast retyping from being cut off at six.
  function overwriteAtCaret(e: KeyboardEvent<HTMLInputElement>) {
    if (!/^\d$/.test(e.key) || e.ctrlKey || e.metaKey || e.altKey) return;
    const input = e.currentTarget;
    const at = input.selectionStart;
    if (at === null || at !== input.selectionEnd || (at === input.value.length && at < length)) return;
    const slot = Math.min(at, length - 1);
    input.setSelectionRange(slot, slot + 1);
  }

  // A pasted whole code ("123 456", "123-456") replaces what is there; a shorter one goes in at the caret.
  // On iOS input-otp has already inserted the paste itself (defaultPrevented); only a whole code overrides that.
  function onPaste(e: ClipboardEvent<HTMLInputElement>) {
    const insertedByLibrary = e.defaultPrevented;
    e.preventDefault();
    const pasted = digitsOf(e.clipboardData.getData("text/plain"));
    if (pasted.length >= length) return onChange(pasted.slice(0, length));
    if (!pasted || insertedByLibrary) return;
    const input = e.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? start;
    onChange((value.slice(0, start) + pasted + value.slice(end)).slice(0, length));
  }

  return (
    <OTPInput
      value={value}
      onChange={(next) => onChange(digitsOf(next))}
      maxLength={length}
      pattern={REGEXP_ONLY_DIGITS}
      inputMode="numeric"
      autoComplete="one-time-code"
      aria-label="Verification code"
      autoFocus={autoFocus}
      disabled={disabled}
      containerClassName="vets-code-slots"
      onClick={selectSlotUnderPointer}
      onKeyDown={overwriteAtCaret}
      onPaste={onPaste}
      render={({ slots }) => (
        <div ref={slotRow} className="vets-code-slot-row" aria-hidden="true">
          {slots.map((slot, i) => (
            <div key={i} className="vets-code-slot" data-active={slot.isActive || undefined}>
              {slot.char}
              {slot.hasFakeCaret && <span className="vets-code-caret" />}
            </div>
          ))}
        </div>
      )}
    />
  );
}
