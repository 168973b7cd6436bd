import type { MetaFunction } from "@remix-run/node";
import { FeatureGrid } from "~/components/landing/feature-grid";
import { PlanCards } from "~/components/landing/plan-cards";
import { LinkButton } from "~/components/common/link-button";

export const meta: MetaFunction = () => [
  { title: "VetCareer — From Service to Success" },
  { name: "description", content: "The AI-powered hub for veteran career growth, job automation and networking." },
];

export default function Landing() {
  return (
    <>
      <section className="vets-hero">
        <h1>
          From Service to <span>Success</span>
        </h1>
        <p>
          The AI-powered hub for veteran career growth: your military experience translated into civilian language, jobs
          matched and applied to automatically, and a network of veterans behind you.
        </p>
        <div className="vets-row">
          <LinkButton to="/register" size="large" intent="primary" icon="search" text="Find a Job" />
          <LinkButton to="/employer/pricing" size="large" icon="office" text="Hire Veterans" />
          <LinkButton to="/translate" size="large" icon="translate" text="Translate Your Military Skills" />
        </div>
      </section>
      <section className="vets-section">
        <h2>Everything you need for the transition</h2>
        <p className="vets-section-sub">Built for veterans, by people who know the difference between an MOS and a job title.</p>
        <FeatureGrid />
      </section>
      <section className="vets-section" id="plans">
        <h2>Choose Your Plan</h2>
        <p className="vets-section-sub">Start with a 14-day free trial, then upgrade as you grow</p>
        <PlanCards />
      </section>
      <footer className="vets-footer">
        <p className="vets-footer-tagline">Empowering Veterans with AI, Connection, and Career Opportunity</p>
      </footer>
    </>
  );
}
