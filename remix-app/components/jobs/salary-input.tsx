import { InputGroup } from "@blueprintjs/core";
import { useEffect, useState } from "react";

interface Props {
  id: string;
  name: string;
  defaultValue: string;
  placeholder: string;
}

/** Digits only, shown with thousands separators; the form submits the plain number. */
export function SalaryInput({ id, name, defaultValue, placeholder }: Props) {
  const [digits, setDigits] = useState(defaultValue.replace(/\D/g, ""));
  useEffect(() => setDigits(defaultValue.replace(/\D/g, "")), [defaultValue]);
  const shown = digits ? Number(digits).toLocaleString("en-US") : "";
  return (
    <>
      <InputGroup
        id={id}
        inputMode="numeric"
        leftIcon="dollar"
        placeholder={placeholder}
        value={shown}
        onValueChange={(v) => setDigits(v.replace(/\D/g, "").slice(0, 9))}
      />
      <input type="hidden" name={name} value={digits} />
    </>
  );
}
