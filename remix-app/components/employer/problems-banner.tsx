import { Callout } from "@blueprintjs/core";
import type { FormProblems } from "./use-company-form";

/** SPEC's red banner above the form: the first problem, and how many more fields are marked. */
export function ProblemsBanner({ problems }: { problems: FormProblems }) {
  if (!problems.error) return null;
  const others = Object.values(problems.fields).filter((m) => m !== problems.error).length;
  return (
    <Callout intent="danger" icon="error" className="vets-form-error" role="alert" title="Please fix the following">
      {problems.error}
      {others > 0 && <div className="vets-emp-more">{others === 1 ? "1 more field is" : `${others} more fields are`} marked below.</div>}
    </Callout>
  );
}
