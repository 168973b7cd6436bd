/**
 * "Skills that transfer", in the words a recruiter uses: what the work of the military code itself
 * teaches, not O*NET's technology examples of whichever civilian occupations the code maps to (an
 * infantryman does not know the NCIC database or Guardian RFID because police officers do). Written
 * per field of work, as a career coach would state them; the O*NET basic skills the code's own
 * occupations rank highest follow in plain words. Technology lists stay with the scorer, which
 * matches them against posting tags and says "Common in MOS 88M: …", never "your skill".
 */
import { isMilitaryOnlyOccupation } from "./combat-arms-fallbacks.server";
import type { MatchingDataFile } from "./matching-data.server";

const MAX_SKILLS = 12;
/** The code's first two fields of work speak; later, weaker crosswalk links do not add their lists. */
const MAX_FIELDS = 2;

/** Military-only occupations (55-xxxx) by the kind of unit: what the service itself teaches. */
const COMBAT_ENLISTED = [
  "Leading and training small teams",
  "Operations planning and mission coordination",
  "Security, patrolling and access control",
  "Risk assessment and safety briefings",
  "Decisions under pressure",
  "Equipment and property accountability",
  "Radio communications and clear reporting",
  "First aid and emergency response",
];

const COMBAT_OFFICER = [
  "Leading organizations of 30 to 150 people",
  "Operations planning and project coordination",
  "Designing and running training programs",
  "Budget, equipment and property accountability",
  "Risk management and security planning",
  "Briefing senior leaders and writing reports",
  "Hiring, evaluating and mentoring people",
  "Crisis and emergency response coordination",
];

const AIR_CREW = [
  "Flight line and aviation safety procedures",
  "Pre-flight inspections and checklists",
  "Cargo loading and weight-and-balance",
  "Crew coordination and clear communication",
  "Emergency procedures",
  "Operations scheduling and coordination",
];

const COMMAND_AND_CONTROL = [
  "Operations centre watch and coordination",
  "Dispatch and radio communications",
  "Tracking events and writing reports",
  "Emergency response coordination",
  "Briefing leaders under time pressure",
  "Security procedures",
];

const ARMOR_AND_ARTILLERY = [
  "Heavy vehicle and equipment operation",
  "Preventive maintenance and inspections",
  "Precise calculations and procedures under pressure",
  "Leading and training small crews",
  "Explosives and munitions safety",
  "Equipment and property accountability",
];

const MILITARY_ONLY: Readonly<Record<string, readonly string[]>> = {
  "55-1011.00": AIR_CREW,
  "55-1012.00": AIR_CREW,
  "55-1013.00": COMBAT_OFFICER,
  "55-1014.00": COMBAT_OFFICER,
  "55-1015.00": COMMAND_AND_CONTROL,
  "55-1016.00": COMBAT_OFFICER,
  "55-1017.00": COMBAT_OFFICER,
  "55-1019.00": COMBAT_OFFICER,
  "55-2011.00": AIR_CREW,
  "55-2012.00": ARMOR_AND_ARTILLERY,
  "55-2013.00": COMBAT_ENLISTED,
  "55-3011.00": AIR_CREW,
  "55-3012.00": AIR_CREW,
  "55-3013.00": ARMOR_AND_ARTILLERY,
  "55-3014.00": ARMOR_AND_ARTILLERY,
  "55-3015.00": COMMAND_AND_CONTROL,
  "55-3016.00": COMBAT_ENLISTED,
  "55-3018.00": COMBAT_ENLISTED,
  "55-3019.00": COMBAT_ENLISTED,
};

/**
 * Civilian fields by O*NET-SOC prefix, longest prefix first wins: "53-3" (drivers) before "53"
 * (transportation). Each names the work a recruiter screens for.
 */
const BY_FIELD: readonly [prefix: string, skills: readonly string[]][] = [
  ["53-3", ["Safe operation of heavy vehicles", "Pre-trip inspections and preventive maintenance", "Route planning and navigation", "Load securing and cargo paperwork", "Driver logs and hours-of-service records", "Convoy and dispatch coordination"]],
  ["53-2", ["Flight and airfield operations", "Aviation safety procedures", "Checklists and inspections", "Crew coordination"]],
  ["53-7", ["Material handling and forklift operation", "Loading and unloading", "Inventory counts", "Workplace safety"]],
  ["53", ["Transportation operations", "Safety procedures", "Scheduling and dispatch", "Equipment inspections"]],
  ["49-3011", ["Aircraft inspection and maintenance", "Reading technical orders and schematics", "Maintenance records and sign-offs", "Tool control and foreign-object prevention", "Troubleshooting mechanical and hydraulic systems"]],
  ["49-2", ["Electronics troubleshooting and repair", "Reading schematics", "Installing and testing equipment", "Maintenance records"]],
  ["49", ["Troubleshooting and repairing equipment", "Preventive maintenance schedules", "Reading technical manuals", "Tool control and shop safety", "Maintenance records"]],
  ["15-12", ["Help desk and user support", "Network setup and troubleshooting", "System administration", "Cybersecurity practices", "Documenting incidents and fixes"]],
  ["15", ["Data analysis", "Technical problem solving", "Documentation"]],
  ["29-2", ["Patient assessment and vital signs", "Emergency and trauma care", "Medical records and charting", "Infection control", "Working to clinical protocols"]],
  ["29-9", ["Medical records and coding", "Patient data privacy (HIPAA)", "Records accuracy and audits"]],
  ["29", ["Patient care", "Clinical procedures", "Medical records and charting", "Infection control"]],
  ["31", ["Patient assessment and vital signs", "Emergency and trauma care", "Medical records and charting", "Infection control and sterile technique", "Supporting clinicians with procedures", "Calm with patients and families"]],
  ["33-3021.06", ["Intelligence analysis and reporting", "Research and source evaluation", "Briefing decision-makers", "Handling classified information"]],
  ["33", ["Security operations", "Access control and patrols", "Incident response and reports", "De-escalation", "Following use-of-force rules"]],
  ["13-1081", ["Supply chain coordination", "Inventory control", "Shipping and receiving documentation", "Property accountability", "Transportation planning"]],
  ["13-2", ["Budgeting and financial records", "Auditing and reconciliation", "Payroll and travel pay", "Spreadsheets and reports"]],
  ["13-1151", ["Designing and delivering training", "Coaching and evaluating people", "Training records"]],
  ["13", ["Planning and coordination", "Analysis and reporting", "Policy and procedures"]],
  ["43-5", ["Inventory and warehouse records", "Shipping and receiving", "Dispatch and scheduling", "Data entry accuracy"]],
  ["43", ["Records management", "Scheduling and correspondence", "Data entry and reporting", "Personnel administration", "Customer service"]],
  ["11", ["Leading teams and supervising people", "Operations planning", "Budget and resource management", "Reporting to senior leaders"]],
  ["17", ["Technical drawings and measurements", "Testing and inspection", "Engineering documentation"]],
  ["47", ["Construction methods", "Reading blueprints", "Heavy equipment operation", "Site safety"]],
  ["51", ["Production and fabrication", "Quality checks", "Machine operation", "Shop safety"]],
  ["35", ["Food preparation at scale", "Food safety and sanitation", "Kitchen inventory"]],
  ["27", ["Writing and editing", "Photography and video", "Public communication"]],
  ["25", ["Teaching and instruction", "Lesson planning", "Evaluating learners"]],
];

/** O*NET basic skills worth naming, in plain words; the vaguer ones ("Monitoring") are left out. */
const PLAIN_BASIC_SKILLS: Readonly<Record<string, string>> = {
  "Critical Thinking": "Critical thinking",
  "Judgment and Decision Making": "Judgment and decision-making",
  "Complex Problem Solving": "Problem solving",
  Coordination: "Team coordination",
  "Time Management": "Time management",
  "Service Orientation": "Customer service",
  Troubleshooting: "Troubleshooting",
  Instructing: "Training others",
  "Management of Personnel Resources": "Supervising people",
  "Equipment Maintenance": "Equipment maintenance",
  Repairing: "Repairing equipment",
  "Quality Control Analysis": "Quality control",
  Writing: "Written reports",
  Speaking: "Clear spoken communication",
};

function fieldSkills(onetCode: string): readonly string[] {
  for (const [prefix, skills] of BY_FIELD) if (onetCode.startsWith(prefix)) return skills;
  return [];
}

/**
 * The skills a code's work teaches: its crosswalk occupations' own fields (a military-only code
 * reads its unit's list), then their plain basic skills; at most 12, each once.
 */
export function transferableSkills(codeOccupations: readonly string[], data: MatchingDataFile): string[] {
  const out: string[] = [];
  const add = (skill: string) => {
    // "Infection control" adds nothing beside "Infection control and sterile technique".
    const lower = skill.toLowerCase();
    if (out.length < MAX_SKILLS && !out.some((held) => held.toLowerCase().startsWith(lower) || lower.startsWith(held.toLowerCase()))) out.push(skill);
  };
  const fields: (readonly string[])[] = [];
  for (const code of codeOccupations) {
    const list = isMilitaryOnlyOccupation(code) ? (MILITARY_ONLY[code] ?? COMBAT_ENLISTED) : fieldSkills(code);
    if (list.length > 0 && !fields.includes(list) && fields.length < MAX_FIELDS) fields.push(list);
  }
  for (const list of fields) for (const skill of list) add(skill);
  for (const code of codeOccupations)
    for (const skill of data.occupations[code]?.skills.slice(0, 6) ?? []) {
      const plain = PLAIN_BASIC_SKILLS[skill];
      if (plain) add(plain);
    }
  return out;
}
