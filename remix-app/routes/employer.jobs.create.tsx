import { redirect } from "@remix-run/node";

// SPEC names both /employer/jobs/create and /employer/create-job; one screen serves both.
export const loader = () => redirect("/employer/create-job");
