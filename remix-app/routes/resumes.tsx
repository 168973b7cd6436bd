import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requirePageActor } from "~/domain/access/policy.server";
import { listUploadedResumes } from "~/domain/applications/application-resumes.server";
import { LoadFailurePage } from "~/components/common/load-failure";
import { UploadedResumesScreen } from "~/components/resume/uploaded-resumes-screen";
import { LOAD_FAILURES, loadScreenData } from "~/screens/screen-load.server";

export const meta: MetaFunction = () => [{ title: "Your resume files — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "upload-resume");
  return loadScreenData(LOAD_FAILURES.resume, () => listUploadedResumes(auth.user));
}

export default function ResumeFiles() {
  const load = useLoaderData<typeof loader>();
  if (load.loadError !== null) return <LoadFailurePage title="Your resume files" className="vets-page" message={load.loadError} />;
  return <UploadedResumesScreen initial={load.data} />;
}
