import { experienceInputSchema, type ExperienceBullet } from "@shared/resume-builder";
import type { FormFields } from "~/lib/form.server";
import { formId } from "~/lib/form.server";
import { actionResult, parseInput } from "~/lib/http.server";
import { createExperience, deleteExperience, listExperience, reorderExperience, updateExperience } from "~/domain/writing/resume-experience.server";
import { confirmSuggestion } from "~/domain/writing/resume-suggestions.server";

/** The builder screen's form posts (entries and ticks), answered with the domain's own messages. */

export const BUILDER_INTENTS = ["entry-save", "entry-delete", "entry-move", "suggestion"] as const;

const lines = (value: string | undefined) =>
  (value ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

function confirmedTexts(raw: string | undefined): Set<string> {
  try {
    const value: unknown = JSON.parse(raw ?? "[]");
    return new Set(Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);
  } catch {
    return new Set();
  }
}

async function run(userId: number, form: FormFields): Promise<void> {
  switch (form.intent) {
    case "entry-save": {
      // A line the veteran ticked earlier stays "confirmed" only if it is still word for word the same.
      const confirmed = confirmedTexts(form.confirmed_bullets);
      const bullets: ExperienceBullet[] = lines(form.bullets).map((text) => ({ text, origin: confirmed.has(text) ? "confirmed" : "entered" }));
      const input = parseInput(experienceInputSchema, {
        title: form.title ?? "",
        organization: form.organization ?? "",
        start_date: form.start_date || null,
        end_date: form.end_date || null,
        bullets,
      });
      const id = formId(form, "id");
      if (form.id) await updateExperience(userId, id, input);
      else await createExperience(userId, input);
      return;
    }
    case "entry-delete":
      return deleteExperience(userId, formId(form, "id"));
    case "entry-move": {
      const ids = (await listExperience(userId)).map((entry) => entry.id);
      const at = ids.indexOf(formId(form, "id"));
      const to = form.direction === "up" ? at - 1 : at + 1;
      if (at === -1 || to < 0 || to >= ids.length) return;
      [ids[at], ids[to]] = [ids[to], ids[at]];
      await reorderExperience(userId, ids);
      return;
    }
    case "suggestion":
      await confirmSuggestion(userId, form.suggestion_id ?? "", null, form.confirmed !== "false");
      return;
  }
}

export async function builderAction(userId: number, form: FormFields): Promise<{ intent: string; ok: true } | { intent: string; ok: false; error: string }> {
  const intent = form.intent ?? "";
  const result = await actionResult(() => run(userId, form), "Could not save your change");
  return result.ok ? { intent, ok: true } : { intent, ok: false, error: result.error };
}
