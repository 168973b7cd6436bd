import { useToastsOwnNotifications } from "~/components/notifications/notification-center";
import { Button, Callout, Card, Icon, InputGroup, Slider, Tag } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useFetcher, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import {
  AUTO_APPLY_RUN_FAILED,
  AUTO_APPLY_SETTINGS_SAVED,
  autoApplyRunMessage,
  autoApplySettingsSchema,
  MIN_MATCH_SCORE_CEILING,
  MIN_MATCH_SCORE_FLOOR,
  settingsFromForm,
} from "@shared/auto-apply";
import { applyModeSchema, LETTER_TEMPLATE_SAVED, letterTemplateSchema, type ApplyMode } from "@shared/auto-apply-letter";
import { withFlash } from "@shared/messages";
import { requirePageActor } from "~/domain/access/policy.server";
import { LetterTemplateCard } from "~/components/auto-apply/letter-template-card";
import { SendModeChoice } from "~/components/auto-apply/send-mode-choice";
import { SwitchSetting } from "~/components/auto-apply/switch-setting";
import { LinkButton } from "~/components/common/link-button";
import { StatCard } from "~/components/common/stat-card";
import { useToast } from "~/components/shell/toaster";
import { runAutoApply } from "~/domain/auto-apply/run.server";
import { getAutoApplySettings, saveLetterTemplate, updateAutoApplySettings } from "~/domain/auto-apply/settings.server";
import { getAutoApplyStats } from "~/domain/auto-apply/stats.server";
import { isDomainError } from "~/lib/errors.server";
import { readJsonForm } from "~/lib/form.server";
import { actionResult, parseInput } from "~/lib/http.server";

export const meta: MetaFunction = () => [{ title: "AI Auto-Apply — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "use-auto-apply");
  try {
    const [settings, stats] = await Promise.all([getAutoApplySettings(auth.user.id), getAutoApplyStats(auth.user.id)]);
    return { settings, stats };
  } catch (e) {
    // SPEC §8: a 403 at load means "not a paid subscriber": say so on the dashboard.
    if (isDomainError(e) && e.status === 403) throw redirect(withFlash("/dashboard", "auto_apply_paid_only"));
    throw e;
  }
}

export type AutoApplyActionData =
  | { intent: "save" | "template"; ok: true }
  | { intent: "run"; ok: true; created: number; evaluated: number; mode: ApplyMode; whyNone: string | null }
  | { intent: "save" | "run" | "template"; ok: false; error: string };

export async function action({ request }: ActionFunctionArgs): Promise<AutoApplyActionData> {
  const auth = await requirePageActor(request, "use-auto-apply");
  const form = await readJsonForm(request);
  if (form.intent === "run") {
    // Run Now uses what the screen shows: the settings are saved first, then the run takes the chosen mode.
    const r = await actionResult(async () => {
      await updateAutoApplySettings(auth.user.id, parseInput(autoApplySettingsSchema, form.settings));
      return runAutoApply(auth.user.id, { trigger: "manual", mode: parseInput(applyModeSchema, form.mode) });
    }, AUTO_APPLY_RUN_FAILED);
    return r.ok
      ? { intent: "run", ok: true, created: r.value.applications_created, evaluated: r.value.jobs_evaluated, mode: r.value.mode, whyNone: r.value.why_none }
      : { intent: "run", ok: false, error: r.error };
  }
  if (form.intent === "template") {
    const r = await actionResult(
      () =>
        saveLetterTemplate(
          auth.user.id,
          parseInput(letterTemplateSchema, { letter_template: form.letter_template }).letter_template,
        ),
      "Failed to save your letter",
    );
    return r.ok ? { intent: "template", ok: true } : { intent: "template", ok: false, error: r.error };
  }
  const r = await actionResult(
    () => updateAutoApplySettings(auth.user.id, parseInput(autoApplySettingsSchema, form.settings)),
    "Failed to save settings",
  );
  return r.ok ? { intent: "save", ok: true } : { intent: "save", ok: false, error: r.error };
}

const STEPS = [
  { icon: "search", title: "Daily scan", text: "Every day we look through new open jobs for you." },
  {
    icon: "predictive-analysis",
    title: "AI evaluation",
    text: "Each job gets a fit score from your service, skills and clearance, checked against your settings.",
  },
  {
    icon: "edit",
    title: "Personalized cover letter",
    text: "High-match jobs get a cover letter written for that job, in civilian language.",
  },
  {
    icon: "send-message",
    title: "Automatic submission",
    text: "With your approved letter, applications are submitted for you; in review mode they wait in Applications until you approve each. Either way you get a notification with the results.",
  },
] as const;

function planLabel(plan: string): string {
  return plan.replace(/_/g, " ").toUpperCase();
}

/** The on/off settings: what each is called and what it does. */
const SWITCHES = {
  enabled: { label: "Enable Auto-Apply", hint: "Run the daily scan for me and allow Run Now." },
  remoteOnly: { label: "Remote Jobs Only", hint: "Skip on-site and hybrid jobs." },
  requireClearanceMatch: { label: "Require Clearance Match", hint: "Skip jobs that need a higher clearance than yours." },
} as const;

export default function AutoApplyPage() {
  const { settings, stats } = useLoaderData<typeof loader>();
  const toast = useToast();
  const revalidator = useRevalidator();
  const saver = useFetcher<AutoApplyActionData>();
  const runner = useFetcher<AutoApplyActionData>();
  const templateSaver = useFetcher<AutoApplyActionData>();
  // Run Now's own toast says what the run did; the run's notification would say it a second time.
  useToastsOwnNotifications(["auto_apply"]);
  const [applyMode, setApplyMode] = useState<ApplyMode>(settings.apply_mode);
  const [enabled, setEnabled] = useState(settings.enabled);
  const [minMatchScore, setMinMatchScore] = useState(settings.min_match_score);
  const [minSalary, setMinSalary] = useState(settings.min_salary === null ? "" : String(settings.min_salary));
  const [remoteOnly, setRemoteOnly] = useState(settings.remote_only);
  const [requireClearanceMatch, setRequireClearanceMatch] = useState(settings.require_clearance_match);

  useEffect(() => {
    if (saver.state !== "idle" || !saver.data) return;
    if (saver.data.ok) toast(AUTO_APPLY_SETTINGS_SAVED, "success");
    else toast(saver.data.error, "danger");
  }, [saver.state, saver.data, toast]);
  useEffect(() => {
    if (templateSaver.state === "idle" && templateSaver.data?.ok) toast(LETTER_TEMPLATE_SAVED, "success");
  }, [templateSaver.state, templateSaver.data, toast]);
  useEffect(() => {
    if (runner.state !== "idle" || !runner.data) return;
    const data = runner.data;
    if (data.ok && data.intent === "run") toast(autoApplyRunMessage(data.created, data.evaluated), "success");
    else if (!data.ok) toast(data.error || AUTO_APPLY_RUN_FAILED, "danger");
  }, [runner.state, runner.data, toast]);

  const savedEnabled = settings.enabled;
  const formSettings = () => ({
    ...settingsFromForm({ enabled, minMatchScore, minSalary, remoteOnly, requireClearanceMatch, applyMode }),
  });
  const save = () => saver.submit({ intent: "save", settings: formSettings() }, { method: "post", encType: "application/json" });
  const run = () =>
    runner.submit({ intent: "run", settings: formSettings(), mode: applyMode }, { method: "post", encType: "application/json" });
  const running = runner.state !== "idle" || revalidator.state !== "idle";
  const lastRun = runner.state === "idle" && runner.data?.ok && runner.data.intent === "run" ? runner.data : null;
  const templateError =
    templateSaver.state === "idle" && templateSaver.data && !templateSaver.data.ok ? templateSaver.data.error : null;

  return (
    <div className="vets-page vets-page-medium">
      <div className="vets-page-header">
        <div>
          <h1>AI Auto-Apply</h1>
          <p>
            We find high-match jobs and write a cover letter for each, up to your plan's monthly number: they wait for your
            review, or go out with the letter you approved.
          </p>
        </div>
        <div className="vets-row">
          <LinkButton to="/dashboard" icon="dashboard" text="Dashboard" minimal />
          <LinkButton to="/jobs" icon="search" text="Jobs" minimal />
          <LinkButton to="/applications" icon="document" text="Applications" minimal />
        </div>
      </div>

      <div className="vets-grid-3 aa-stats">
        <StatCard label="Total Auto-Applied" value={stats.total_auto_applied} icon="send-message" />
        <StatCard
          label="This Month"
          value={`${stats.month_auto_applied} / ${stats.monthly_limit}`}
          icon="calendar"
          hint="AI applications used"
        />
        <StatCard label="Remaining This Month" value={stats.remaining_this_month} icon="time" hint="Resets on the 1st (UTC)" />
      </div>

      <Callout className="aa-plan" intent={stats.remaining_this_month > 0 ? "primary" : "warning"} icon="crown">
        <div className="aa-plan-row">
          <div>
            <strong className="aa-plan-name">{planLabel(stats.current_plan)} PLAN</strong>
            <span className="vets-muted">
              {" "}
              · {stats.monthly_limit} AI applications per month · {stats.remaining_this_month} remaining
            </span>
          </div>
          {stats.current_plan === "free_trial" && (
            <LinkButton to="/billing" intent="primary" icon="arrow-up" text="Upgrade Plan" />
          )}
        </div>
      </Callout>

      <div className="vets-grid-2-1">
        <Card elevation={1} className="aa-settings">
          <h3 className="vets-card-title">Settings</h3>
          <SwitchSetting {...SWITCHES.enabled} checked={enabled} onChange={setEnabled} />
          <div className="aa-setting aa-setting-stacked">
            <div className="aa-setting-head">
              <strong id="aa-score-label">Minimum Match Score</strong>
              <Tag large minimal intent="primary">
                {minMatchScore}%
              </Tag>
            </div>
            <Slider
              min={MIN_MATCH_SCORE_FLOOR}
              max={MIN_MATCH_SCORE_CEILING}
              stepSize={1}
              labelStepSize={15}
              value={minMatchScore}
              onChange={setMinMatchScore}
              labelRenderer={(value) => `${value}%`}
              handleHtmlProps={{ "aria-labelledby": "aa-score-label" }}
            />
            <p className="vets-muted">Only jobs whose fit score is at least this are applied to.</p>
          </div>
          <div className="aa-setting aa-setting-stacked">
            <label htmlFor="aa-min-salary">
              <strong>Minimum Salary</strong> <span className="vets-muted">(optional)</span>
            </label>
            <InputGroup
              id="aa-min-salary"
              type="number"
              min={0}
              leftIcon="dollar"
              placeholder="e.g. 65000"
              value={minSalary}
              onChange={(e) => setMinSalary(e.currentTarget.value)}
            />
            <p className="vets-muted">Jobs that pay less, or do not say what they pay, are skipped.</p>
          </div>
          <SwitchSetting {...SWITCHES.remoteOnly} checked={remoteOnly} onChange={setRemoteOnly} />
          <SwitchSetting
            {...SWITCHES.requireClearanceMatch}
            checked={requireClearanceMatch}
            onChange={setRequireClearanceMatch}
          />
          <div className="aa-setting aa-setting-stacked">
            <SendModeChoice value={applyMode} hasTemplate={settings.letter_template !== null} onChange={setApplyMode} />
          </div>
          <div className="vets-row aa-actions">
            <Button intent="primary" icon="floppy-disk" text="Save Settings" loading={saver.state !== "idle"} onClick={save} />
            {enabled && <Button intent="success" icon="play" text="Run Now" loading={running} onClick={run} />}
          </div>
          {enabled !== savedEnabled && (
            <p className="vets-muted aa-hint">
              {enabled ? "Run Now saves these settings first. " : ""}Save your settings to {enabled ? "turn on" : "turn off"} the
              daily scan.
            </p>
          )}
          {lastRun && lastRun.mode === "review" && lastRun.created > 0 && (
            <Callout intent="primary" icon="inbox" className="aa-review-callout">
              {lastRun.created === 1 ? "1 draft is" : `${lastRun.created} drafts are`} waiting for your review. Nothing is sent
              until you approve it. A draft takes none of this month's AI applications until it is sent.{" "}
              <LinkButton to="/applications" text="Review drafts" small intent="primary" />
            </Callout>
          )}
          {lastRun?.whyNone && (
            <Callout intent="warning" icon="info-sign" className="aa-review-callout" title="Why nothing was created">
              {lastRun.whyNone}
            </Callout>
          )}
        </Card>

        <div className="vets-stack">
          <LetterTemplateCard
            saved={settings.letter_template}
            busy={templateSaver.state !== "idle"}
            error={templateError}
            onSave={(template) =>
              templateSaver.submit(
                { intent: "template", letter_template: template },
                { method: "post", encType: "application/json" },
              )
            }
          />
          <Card elevation={1} className="aa-steps">
            <h3 className="vets-card-title">How it works</h3>
            <ol>
              {STEPS.map((step, index) => (
                <li key={step.title}>
                  <span className="aa-step-number">{index + 1}</span>
                  <div>
                    <strong>
                      <Icon icon={step.icon} size={14} /> {step.title}
                    </strong>
                    <p className="vets-muted">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </Card>
        </div>
      </div>
    </div>
  );
}
