import { Card, Checkbox } from "@blueprintjs/core";
import { useFetcher } from "@remix-run/react";
import type { SuggestionJson } from "@shared/resume-builder";
import { useBuilderErrors, type BuilderActionResult } from "./experience-editor";

function Suggestion({ suggestion }: { suggestion: SuggestionJson }) {
  const fetcher = useFetcher<BuilderActionResult>();
  useBuilderErrors(fetcher);
  const pending = fetcher.formData ? fetcher.formData.get("confirmed") === "true" : null;
  const checked = pending ?? suggestion.confirmed;
  return (
    <li className="vets-suggestion" data-testid="resume-suggestion">
      <Checkbox
        checked={checked}
        disabled={fetcher.state !== "idle"}
        onChange={(event) =>
          fetcher.submit({ intent: "suggestion", suggestion_id: suggestion.id, confirmed: String(event.currentTarget.checked) }, { method: "post" })
        }
        labelElement={
          <span>
            {suggestion.text} <span className="vets-muted vets-suggestion-source">({suggestion.source})</span>
          </span>
        }
      />
    </li>
  );
}

/** "Did you do this?": nothing here reaches a resume until it is ticked. */
export function SuggestionList({ suggestions }: { suggestions: SuggestionJson[] }) {
  const bullets = suggestions.filter((s) => s.kind === "bullet");
  const skills = suggestions.filter((s) => s.kind === "skill");
  if (suggestions.length === 0) return null;
  return (
    <Card elevation={1}>
      <h3 className="vets-card-title">Did you do this?</h3>
      <p className="vets-muted vets-entry-intro">Tick only what you really did. Nothing here goes on your resume until you tick it.</p>
      {bullets.length > 0 && (
        <fieldset className="vets-suggestion-group">
          <legend>From your bio, as experience bullets</legend>
          <ul>
            {bullets.map((s) => (
              <Suggestion key={s.id} suggestion={s} />
            ))}
          </ul>
        </fieldset>
      )}
      {skills.length > 0 && (
        <fieldset className="vets-suggestion-group">
          <legend>Tools civilians in your occupation use, as skills</legend>
          <ul>
            {skills.map((s) => (
              <Suggestion key={s.id} suggestion={s} />
            ))}
          </ul>
        </fieldset>
      )}
    </Card>
  );
}
