import type { FormEvent } from "react";
import { useEffect, useState } from "react";
import type { z } from "zod";
import { describeIssues } from "@shared/schemas/employer-registration";

export interface FormProblems {
  error: string | null;
  fields: Record<string, string>;
}

/**
 * Runs the shared schema in the browser before a form submits, so a broken rule shows at
 * once with the same words the server would use. Server answers replace the local ones.
 */
export function useFormChecks(schema: z.ZodType, fromServer: FormProblems | undefined) {
  const [problems, setProblems] = useState<FormProblems>({ error: null, fields: {} });
  useEffect(() => {
    if (fromServer) setProblems(fromServer);
  }, [fromServer]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (result.success) {
      setProblems({ error: null, fields: {} });
      return;
    }
    event.preventDefault();
    const { first, fields } = describeIssues(result.error);
    setProblems({ error: first, fields });
    window.scrollTo({ top: 0, behavior: "smooth" });
  }

  return { problems, onSubmit };
}
