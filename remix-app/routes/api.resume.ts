import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { listResumes } from "~/domain/writing/resume.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";

/** GET → {resumes}: the caller's saved resumes, newest first (pro, premium and elite). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "build-resume");
    return { resumes: await listResumes(auth.user.id) };
  });

export const action = methodNotAllowed;
