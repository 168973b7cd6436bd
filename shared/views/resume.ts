/** The resume as data: what the builder stores in Resume.sections and every template lays out. */

/** A line of the resume and where it came from (the preview's evidence mark). */
export interface Sourced {
  text: string;
  source: string;
}

export interface ResumeExperience {
  title: string;
  organization: string;
  period: string | null;
  bullets: Sourced[];
}

/** The service record as given: printed in a Military Service section. */
export interface ResumeService {
  title: Sourced;
  branch: Sourced;
  period: string | null;
  rank: Sourced | null;
  unit: Sourced | null;
  deployments: Sourced[];
}

/** The resume's content, kept as data (stored in Resume.sections) and laid out per template. */
export interface ResumeSections {
  version: 2;
  name: string;
  contact: string[];
  headline: string;
  summary: Sourced[];
  experience: ResumeExperience[];
  service: ResumeService | null;
  skills: Sourced[];
  clearance: Sourced | null;
  education: Sourced[];
  certifications: Sourced[];
}
