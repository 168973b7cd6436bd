import type { VeteranTier } from "@shared/plans";
import { DEMO_EMAILS } from "./demo-logins";

export interface DemoVeteran {
  email: string;
  fullName: string;
  tier: VeteranTier;
  verified: boolean;
  profile: {
    phone: string;
    location: string;
    headline: string;
    bio: string;
    militaryBranch: string;
    militaryRank: string;
    mosCode: string;
    yearsOfService: number;
    clearanceLevel: string;
    deployments: string;
    unit: string;
    currentPosition: string;
    desiredRoles: string[];
    skills: string[];
    industries: string[];
  };
  /** O*NET codes of the jobs this veteran applies to in the demo. */
  targetOnetCodes: string[];
  /** Statuses of the demo applications, in order. */
  applicationStatuses: string[];
}

export interface DemoEmployer {
  email: string;
  fullName: string;
  approvalStatus: "approved" | "pending";
  planId: string;
  /** Industry of the employer's own job posts (SPEC §9 job industries). */
  jobIndustry: "logistics" | "defense";
  profile: {
    companyName: string;
    contactPerson: string;
    jobTitle: string;
    phone: string;
    website: string;
    companySize: string;
    industry: string;
    businessAddress: string;
    city: string;
    state: string;
    zipCode: string;
    cageCode: string | null;
    dunsNumber: string | null;
    taxIdEin: string | null;
    businessLicense: string | null;
    linkedinCompanyUrl: string | null;
    hiringVolumeAnnually: string;
    currentlyEmployVeterans: string;
    securityClearanceRequired: string;
  };
}

export const DEMO_ADMIN = { email: DEMO_EMAILS.admin, fullName: "Platform Admin" } as const;

export const DEMO_VETERANS: readonly DemoVeteran[] = [
  {
    email: DEMO_EMAILS.armyVeteran,
    fullName: "Marcus Reyes",
    tier: "pro",
    verified: true,
    profile: {
      phone: "(210) 555-0142",
      location: "San Antonio, TX",
      headline: "Army IT Specialist (25B) | Network & Systems Administration | Active Secret Clearance",
      bio:
        "Eight years as an Army Information Technology Specialist keeping brigade networks up in garrison and " +
        "downrange. I ran a 12-person help desk, administered Active Directory for 3,000 users and stood up " +
        "tactical networks in under 48 hours. Now looking for a network or systems administration role in the " +
        "San Antonio area.",
      militaryBranch: "Army",
      militaryRank: "Staff Sergeant (E-6)",
      mosCode: "25B",
      yearsOfService: 8,
      clearanceLevel: "Secret",
      deployments: "Operation Freedom's Sentinel, Afghanistan (2016-2017); Operation Spartan Shield, Kuwait (2020)",
      unit: "2nd Brigade Combat Team, 1st Armored Division, Fort Bliss, TX",
      currentPosition: "Information Technology NCO (transitioning, ETS in 90 days)",
      desiredRoles: ["Network Administrator", "Systems Administrator", "Cybersecurity Analyst"],
      skills: [
        "Active Directory",
        "Windows Server",
        "Cisco IOS",
        "CompTIA Security+",
        "TCP/IP",
        "VMware",
        "Help Desk Leadership",
        "Troubleshooting",
      ],
      industries: ["technology", "defense", "government"],
    },
    targetOnetCodes: ["15-1244.00", "15-1232.00", "15-1212.00"],
    applicationStatuses: ["pending", "sent", "interview", "offer"],
  },
  {
    email: DEMO_EMAILS.navyVeteran,
    fullName: "Dana Brooks",
    tier: "premium",
    verified: false,
    profile: {
      phone: "(757) 555-0178",
      location: "Norfolk, VA",
      headline: "Navy Logistics Specialist (LS1) | Supply Chain & Inventory Management",
      bio:
        "Twelve years in Navy supply: I managed a $40M repair-parts inventory aboard a destroyer, led 14 sailors " +
        "through two deployments and cut backorders by 30%. Lean Six Sigma Green Belt. Looking for supply chain " +
        "or logistics management roles in Hampton Roads or remote.",
      militaryBranch: "Navy",
      militaryRank: "Petty Officer First Class (E-6)",
      mosCode: "LS",
      yearsOfService: 12,
      clearanceLevel: "Secret",
      deployments: "USS Mitscher (DDG 57), 5th and 6th Fleet deployments (2015, 2018)",
      unit: "Naval Supply Systems Command Fleet Logistics Center Norfolk",
      currentPosition: "Leading Petty Officer, Supply Department",
      desiredRoles: ["Supply Chain Analyst", "Logistics Manager", "Inventory Control Manager"],
      skills: [
        "Inventory Control",
        "Supply Chain Management",
        "SAP",
        "Lean Six Sigma",
        "Excel",
        "Team Leadership",
        "Hazmat Handling",
      ],
      industries: ["logistics", "manufacturing", "defense"],
    },
    targetOnetCodes: ["13-1081.02", "11-3071.00"],
    applicationStatuses: ["sent", "interview", "rejected"],
  },
  {
    email: DEMO_EMAILS.marineVeteran,
    fullName: "Tyler Nguyen",
    tier: "free_trial",
    verified: false,
    profile: {
      phone: "(910) 555-0119",
      location: "Jacksonville, NC",
      headline: "Marine Corps Infantry Team Leader (0311) | Security, Operations & Leadership",
      bio:
        "Four years as a Marine rifleman and fire team leader. I trained and led Marines in high-pressure " +
        "environments, handled weapons and sensitive equipment accountability, and planned security for base " +
        "events. Interested in law enforcement, security and operations roles.",
      militaryBranch: "Marine Corps",
      militaryRank: "Corporal (E-4)",
      mosCode: "0311",
      yearsOfService: 4,
      clearanceLevel: "none",
      deployments: "31st Marine Expeditionary Unit, Indo-Pacific (2021)",
      unit: "2nd Battalion, 8th Marines, Camp Lejeune, NC",
      currentPosition: "Transitioning Marine (SkillBridge candidate)",
      desiredRoles: ["Police Officer", "Security Specialist", "Operations Supervisor"],
      skills: ["Team Leadership", "Security Operations", "Risk Assessment", "First Aid", "Firearms", "Physical Fitness Training"],
      industries: ["government", "defense", "logistics"],
    },
    targetOnetCodes: ["33-3051.00", "13-1199.07"],
    applicationStatuses: ["pending", "sent"],
  },
];

export const DEMO_EMPLOYERS: readonly DemoEmployer[] = [
  {
    email: DEMO_EMAILS.approvedEmployer,
    fullName: "Karen Whitfield",
    approvalStatus: "approved",
    planId: "enterprise", // room to post more than the seeded jobs in the demo month
    jobIndustry: "logistics",
    profile: {
      companyName: "Patriot Logistics Group",
      contactPerson: "Karen Whitfield",
      jobTitle: "Director of Talent Acquisition",
      phone: "(210) 555-0100",
      website: "https://patriotlogistics.example.com",
      companySize: "201-1000",
      industry: "Transportation",
      businessAddress: "4500 Logistics Parkway",
      city: "San Antonio",
      state: "TX",
      zipCode: "78219",
      cageCode: "7PLG3",
      dunsNumber: "081234567",
      taxIdEin: "74-1234567",
      businessLicense: "TX-BL-2019-044871",
      linkedinCompanyUrl: "https://www.linkedin.com/company/patriot-logistics-group-example",
      hiringVolumeAnnually: "26-100",
      currentlyEmployVeterans: "Yes",
      securityClearanceRequired: "None",
    },
  },
  {
    email: DEMO_EMAILS.pendingEmployer,
    fullName: "Raj Patel",
    approvalStatus: "pending",
    planId: "starter",
    jobIndustry: "defense",
    profile: {
      companyName: "Blue Line Cyber Defense",
      contactPerson: "Raj Patel",
      jobTitle: "Founder & CEO",
      phone: "(719) 555-0163",
      website: "https://bluelinecyber.example.com",
      companySize: "11-50",
      industry: "Defense",
      businessAddress: "102 S Tejon St, Suite 400",
      city: "Colorado Springs",
      state: "CO",
      zipCode: "80903",
      cageCode: null,
      dunsNumber: null,
      taxIdEin: "84-7654321",
      businessLicense: null,
      linkedinCompanyUrl: null,
      hiringVolumeAnnually: "6-25",
      currentlyEmployVeterans: "Yes",
      securityClearanceRequired: "TS/SCI",
    },
  },
];

export const DEMO_JOB_COUNT = 200;
export const DEMO_JOB_SEED = 20261122;
export const DEMO_EXTERNAL_ID_PREFIX = "demo";
