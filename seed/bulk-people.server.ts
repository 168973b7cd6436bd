import { INDUSTRIES, type Industry } from "@shared/job-taxonomy";
import type { VeteranTier } from "@shared/plans";
import { JOB_LOCATIONS } from "./job-places.server";
import type { Prng } from "./prng.server";

const FIRST_NAMES = [
  "James",
  "Maria",
  "Robert",
  "Jennifer",
  "Michael",
  "Linda",
  "David",
  "Patricia",
  "William",
  "Elizabeth",
  "Carlos",
  "Aisha",
  "Daniel",
  "Keisha",
  "Anthony",
  "Sofia",
  "Joshua",
  "Tanya",
  "Andre",
  "Mei",
  "Kevin",
  "Rachel",
  "Brandon",
  "Latoya",
  "Jose",
  "Emily",
  "Tyrone",
  "Hannah",
  "Luis",
  "Grace",
];
const LAST_NAMES = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Taylor",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Nguyen",
  "Thompson",
  "White",
  "Harris",
  "Clark",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "King",
];

interface ServiceBackground {
  branch: string;
  mos: string;
  role: string;
  skills: readonly string[];
  desired: readonly string[];
  industries: readonly Industry[];
}

const BACKGROUNDS: readonly ServiceBackground[] = [
  {
    branch: "Army",
    mos: "25B",
    role: "Information Technology Specialist",
    skills: ["Active Directory", "Networking", "Help Desk", "Security+"],
    desired: ["IT Support Specialist", "Network Administrator"],
    industries: ["technology", "defense"],
  },
  {
    branch: "Army",
    mos: "88M",
    role: "Motor Transport Operator",
    skills: ["CDL-A", "Convoy Operations", "Vehicle Maintenance", "Logistics"],
    desired: ["CDL-A Truck Driver", "Dispatcher"],
    industries: ["logistics"],
  },
  {
    branch: "Army",
    mos: "68W",
    role: "Combat Medic",
    skills: ["Trauma Care", "NREMT", "Patient Assessment", "BLS"],
    desired: ["Paramedic", "Registered Nurse"],
    industries: ["healthcare"],
  },
  {
    branch: "Army",
    mos: "35F",
    role: "Intelligence Analyst",
    skills: ["All-Source Analysis", "Briefing", "ArcGIS", "Report Writing"],
    desired: ["Intelligence Analyst", "Program Analyst"],
    industries: ["defense", "government"],
  },
  {
    branch: "Army",
    mos: "92Y",
    role: "Unit Supply Specialist",
    skills: ["Inventory Control", "GCSS-Army", "Property Accountability", "Excel"],
    desired: ["Supply Chain Analyst", "Inventory Analyst"],
    industries: ["logistics", "manufacturing"],
  },
  {
    branch: "Navy",
    mos: "LS",
    role: "Logistics Specialist",
    skills: ["Inventory Control", "Supply Chain Management", "Hazmat Handling", "SAP"],
    desired: ["Logistics Manager", "Supply Chain Analyst"],
    industries: ["logistics", "defense"],
  },
  {
    branch: "Navy",
    mos: "IT",
    role: "Information Systems Technician",
    skills: ["Windows Server", "Networking", "Cybersecurity", "Security+"],
    desired: ["Systems Administrator", "Cybersecurity Analyst"],
    industries: ["technology", "defense"],
  },
  {
    branch: "Navy",
    mos: "HM",
    role: "Hospital Corpsman",
    skills: ["Patient Care", "BLS", "Medical Records", "Phlebotomy"],
    desired: ["Medical Assistant", "Registered Nurse"],
    industries: ["healthcare"],
  },
  {
    branch: "Navy",
    mos: "AD",
    role: "Aviation Machinist's Mate",
    skills: ["Powerplant", "Hydraulics", "Technical Manuals", "Quality Assurance"],
    desired: ["Aircraft Mechanic", "A&P Mechanic"],
    industries: ["defense", "manufacturing"],
  },
  {
    branch: "Air Force",
    mos: "3D1X2",
    role: "Cyber Transport Systems",
    skills: ["Cisco IOS", "Networking", "Fiber Optics", "Security+"],
    desired: ["Network Engineer", "Network Administrator"],
    industries: ["technology", "defense"],
  },
  {
    branch: "Air Force",
    mos: "2A5X1",
    role: "Aerospace Maintenance",
    skills: ["Airframe", "Hydraulics", "Technical Orders", "Inspections"],
    desired: ["Aircraft Mechanic", "Aircraft Maintenance Supervisor"],
    industries: ["defense", "logistics"],
  },
  {
    branch: "Air Force",
    mos: "3P0X1",
    role: "Security Forces",
    skills: ["Law Enforcement", "Access Control", "Use of Force", "Report Writing"],
    desired: ["Police Officer", "Security Specialist"],
    industries: ["government", "defense"],
  },
  {
    branch: "Marine Corps",
    mos: "0311",
    role: "Rifleman",
    skills: ["Team Leadership", "Security Operations", "Risk Assessment", "First Aid"],
    desired: ["Police Officer", "Security Specialist"],
    industries: ["government", "defense"],
  },
  {
    branch: "Marine Corps",
    mos: "0411",
    role: "Maintenance Management Specialist",
    skills: ["Maintenance Planning", "GCSS-MC", "Readiness Reporting", "Excel"],
    desired: ["Operations Manager", "Logistics Manager"],
    industries: ["logistics", "manufacturing"],
  },
  {
    branch: "Marine Corps",
    mos: "1141",
    role: "Electrician",
    skills: ["Electrical Systems", "Generators", "NEC", "Troubleshooting"],
    desired: ["Electrician", "Maintenance Electrician"],
    industries: ["manufacturing", "government"],
  },
  {
    branch: "Coast Guard",
    mos: "BM",
    role: "Boatswain's Mate",
    skills: ["Small Boat Operations", "Search and Rescue", "Team Leadership", "Navigation"],
    desired: ["Operations Supervisor", "Emergency Management Specialist"],
    industries: ["government", "logistics"],
  },
  {
    branch: "Space Force",
    mos: "5C0X1",
    role: "Space Systems Operations",
    skills: ["Satellite Operations", "Data Analysis", "Orbital Mechanics", "Briefing"],
    desired: ["Program Analyst", "Project Manager"],
    industries: ["defense", "technology"],
  },
];

const RANKS_BY_YEARS: readonly (readonly [number, string])[] = [
  [4, "E-4"],
  [8, "E-5"],
  [12, "E-6"],
  [16, "E-7"],
  [22, "E-8"],
  [40, "E-9"],
];

export interface BulkVeteranProfile {
  fullName: string;
  location: string;
  headline: string;
  militaryBranch: string;
  militaryRank: string;
  mosCode: string;
  yearsOfService: number;
  clearanceLevel: string;
  skills: string[];
  desiredRoles: string[];
  industries: string[];
  verifiedStatus: boolean;
  tier: VeteranTier;
}

export function randomVeteranProfile(rng: Prng): BulkVeteranProfile {
  const background = rng.pick(BACKGROUNDS);
  const yearsOfService = rng.int(2, 24);
  const rank = RANKS_BY_YEARS.find(([maxYears]) => yearsOfService <= maxYears)?.[1] ?? "E-9";
  return {
    fullName: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
    location: rng.weighted(JOB_LOCATIONS),
    headline: `${background.branch} ${background.role} (${background.mos}) | ${background.desired[0]}`,
    militaryBranch: background.branch,
    militaryRank: rank,
    mosCode: background.mos,
    yearsOfService,
    clearanceLevel: rng.weighted([
      ["none", 50],
      ["Secret", 35],
      ["Top Secret", 10],
      ["TS/SCI", 5],
    ]),
    skills: [...background.skills],
    desiredRoles: [...background.desired],
    industries: [...background.industries],
    verifiedStatus: rng.chance(0.4),
    tier: rng.weighted<VeteranTier>([
      ["free_trial", 50],
      ["free", 15],
      ["pro", 20],
      ["premium", 10],
      ["elite", 5],
    ]),
  };
}

const COMPANY_FIRST = [
  "Liberty",
  "Granite",
  "Ironside",
  "Eagle",
  "Frontier",
  "Summit",
  "Harbor",
  "Keystone",
  "Pioneer",
  "Sentinel",
  "Anchor",
  "Valor",
];
const COMPANY_SECOND = [
  "Logistics",
  "Systems",
  "Health",
  "Technologies",
  "Freight",
  "Defense",
  "Energy",
  "Manufacturing",
  "Solutions",
  "Services",
];
const EMPLOYER_INDUSTRY_LABELS = [
  "Technology",
  "Healthcare",
  "Manufacturing",
  "Government",
  "Defense",
  "Transportation",
  "Consulting",
  "Energy",
];

export interface BulkEmployerProfile {
  companyName: string;
  contactName: string;
  industryLabel: string;
  jobIndustry: Industry;
  city: string;
  state: string;
  approvalStatus: "approved" | "pending" | "rejected";
}

// The employer form offers the 50 states only, so no employer sits in DC.
const EMPLOYER_LOCATIONS = JOB_LOCATIONS.filter(([location]) => !location.endsWith(", DC"));

export function randomEmployerProfile(rng: Prng, index: number): BulkEmployerProfile {
  const location = rng.weighted(EMPLOYER_LOCATIONS);
  const [city, state] = location.split(", ");
  return {
    // The index keeps company names distinct across thousands of employers.
    companyName: `${rng.pick(COMPANY_FIRST)} ${rng.pick(COMPANY_SECOND)} ${index + 1}`,
    contactName: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
    industryLabel: rng.pick(EMPLOYER_INDUSTRY_LABELS),
    jobIndustry: rng.pick(INDUSTRIES),
    city,
    state,
    approvalStatus: rng.weighted([
      ["approved", 80],
      ["pending", 15],
      ["rejected", 5],
    ]),
  };
}
