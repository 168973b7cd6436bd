import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { jobPostingSchema } from "@shared/schemas/job-posting";
import { requireApiActor } from "~/domain/access/policy.server";
import { setEmployerJobStatus, updateEmployerJob } from "~/domain/jobs/employer-jobs.server";
import { getJobById, JOB_NOT_FOUND, recordJobView } from "~/domain/jobs/job-detail.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

/** One job with the caller's fit; reading it counts a view for the employer's stats. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "browse-jobs");
    const job = await getJobById(parseIdParam(params.id, JOB_NOT_FOUND), auth.user);
    await recordJobView(job.id, auth.user.id);
    return job;
  });

const statusSchema = z.object({ status: z.enum(["open", "closed"], { error: "status must be open or closed" }) });

/** PUT replaces the job's details; PATCH {status} closes or reopens it. Own jobs only. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "manage-jobs");
    const id = parseIdParam(params.id, JOB_NOT_FOUND);
    const body = await readJsonBody(request);
    if (request.method === "PUT") {
      await updateEmployerJob(auth.user.id, id, parseInput(jobPostingSchema, body));
      return { message: "Job updated" };
    }
    if (request.method === "PATCH") {
      const { status } = parseInput(statusSchema, body);
      await setEmployerJobStatus(auth.user.id, id, status);
      return { message: status === "closed" ? "Job closed" : "Job reopened" };
    }
    return jsonError(405, "Method not allowed");
  });
