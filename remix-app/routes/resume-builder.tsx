import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RESUME_MESSAGES, resumeGenerateSchema } from "@shared/resume";
import { LoadFailurePage } from "~/components/common/load-failure";
import { ResumeBuilderScreen } from "~/components/resume/resume-builder-screen";
import { ResumeUpsell } from "~/components/resume/resume-upsell";
import { getVeteranBannerFacts } from "~/domain/dashboard/veteran-stats.server";
import { deleteResume, generateResume, getResume, listResumes, resumeBuilderAccess } from "~/domain/writing/resume.server";
import { builderAction, BUILDER_INTENTS } from "~/screens/resume-builder-form.server";
import { listExperience } from "~/domain/writing/resume-experience.server";
import { listSuggestions } from "~/domain/writing/resume-suggestions.server";
import { formId, readFormFields } from "~/lib/form.server";
import { actionResult, parseInput } from "~/lib/http.server";
import { LOAD_FAILURES, loadScreenData } from "~/screens/screen-load.server";
import { requirePageActor } from "~/domain/access/policy.server";
import resumeBuilderCss from "~/styles/resume-builder.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: resumeBuilderCss }];

export const meta: MetaFunction = () => [{ title: "AI Resume Builder — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "build-resume");
  const selectedId = Number(new URL(request.url).searchParams.get("id"));
  return loadScreenData(LOAD_FAILURES.resume, async () => {
    const access = await resumeBuilderAccess(auth.user.id);
    if (!access.allowed) return { access, resumes: [], selected: null, profileIncomplete: false, entries: [], suggestions: [] };
    const [resumes, banner, entries, suggestions] = await Promise.all([
      listResumes(auth.user.id),
      getVeteranBannerFacts(auth.user.id),
      listExperience(auth.user.id),
      listSuggestions(auth.user.id),
    ]);
    const pick = resumes.find((resume) => resume.id === selectedId) ?? resumes[0] ?? null;
    const selected = pick ? await getResume(auth.user.id, pick.id) : null;
    return {
      access,
      resumes: resumes.map(({ formatted_text: _text, ...rest }) => rest),
      selected,
      profileIncomplete: banner.profileIncomplete,
      entries,
      suggestions,
    };
  });
}

/** Lines of a textarea as a list ("one per line"). */
const lines = (value: string | undefined) =>
  (value ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requirePageActor(request, "build-resume");
  const form = await readFormFields(request);
  if (form.intent && (BUILDER_INTENTS as readonly string[]).includes(form.intent)) return builderAction(auth.user.id, form);
  if (form.intent === "delete") {
    const r = await actionResult(() => deleteResume(auth.user.id, formId(form, "id")), RESUME_MESSAGES.deleteFailed);
    return r.ok ? { intent: "delete" as const, ok: true as const } : { intent: "delete" as const, ok: false as const, error: r.error };
  }
  // Only the Generate form's own submit generates: anything else (junk, a stale form) is refused.
  if (form.intent !== "generate") return { intent: "generate" as const, ok: false as const, error: RESUME_MESSAGES.generateFailed };
  const r = await actionResult(
    () =>
      generateResume(
        auth.user.id,
        parseInput(resumeGenerateSchema, {
          template: form.template || undefined,
          job_target: form.job_target,
          sections: { education: lines(form.education), certifications: lines(form.certifications) },
        }),
      ),
    RESUME_MESSAGES.generateFailed,
  );
  return r.ok ? { intent: "generate" as const, ok: true as const, id: r.value.id } : { intent: "generate" as const, ok: false as const, error: r.error };
}

export default function ResumeBuilderPage() {
  const load = useLoaderData<typeof loader>();
  if (load.loadError !== null) {
    return (
      <LoadFailurePage
        title="AI Resume Builder"
        subtitle="Turn your service record into a civilian resume in minutes."
        className="vets-page"
        message={load.loadError}
      />
    );
  }
  const { access, resumes, selected, profileIncomplete, entries, suggestions } = load.data;
  if (!access.allowed) return <ResumeUpsell tier={access.tier} />;
  return <ResumeBuilderScreen resumes={resumes} selected={selected} profileIncomplete={profileIncomplete} entries={entries} suggestions={suggestions} />;
}
