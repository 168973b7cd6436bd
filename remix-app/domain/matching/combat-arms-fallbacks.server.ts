/**
 * Curated civilian fallbacks for military occupations that O*NET only maps to military
 * occupations (55-xxxx: infantry, armor, artillery, special forces, command-and-control,
 * air crew). The DoD crosswalk stops at "Infantry", which no civilian employer posts, so we
 * list the civilian fields combat-arms veterans are most often hired into and that their
 * training directly supports: security and protective services, law enforcement and
 * corrections (weapons handling, use-of-force discipline, working under stress), emergency
 * management (crisis planning, CBRN, casualty care), logistics and operations management
 * (moving people and equipment, running schedules), and training and development (every NCO
 * trains troops). Air crew and command-and-control codes get aviation, dispatch and
 * operations-centre work instead.
 *
 * `level` says who a title suits: "leader" titles rise with rank and years of service (a
 * platoon sergeant or company commander ran people, budgets and equipment), "entry" titles
 * suit junior service members, "any" suits everyone. `weight` is the base fit (0..1).
 */
export type FallbackLevel = "leader" | "entry" | "any";

export interface CivilianFallback {
  onetCode: string;
  weight: number;
  level: FallbackLevel;
}

const GROUND_COMBAT: readonly CivilianFallback[] = [
  // A spread a career coach would give an infantryman: security and law enforcement, training,
  // logistics, project coordination and operations supervision, not eight kinds of guard.
  { onetCode: "13-1199.07", weight: 0.9, level: "any" }, // Security Management Specialists
  { onetCode: "33-3051.00", weight: 0.86, level: "entry" }, // Police and Sheriff's Patrol Officers
  { onetCode: "13-1151.00", weight: 0.86, level: "any" }, // Training and Development Specialists
  { onetCode: "13-1081.00", weight: 0.84, level: "any" }, // Logisticians
  { onetCode: "13-1082.00", weight: 0.82, level: "any" }, // Project Management Specialists
  { onetCode: "33-1091.00", weight: 0.82, level: "leader" }, // First-Line Supervisors of Security Workers
  { onetCode: "11-3013.01", weight: 0.8, level: "leader" }, // Security Managers
  { onetCode: "11-1021.00", weight: 0.8, level: "leader" }, // General and Operations Managers
  { onetCode: "11-9161.00", weight: 0.78, level: "leader" }, // Emergency Management Directors
  { onetCode: "51-1011.00", weight: 0.76, level: "leader" }, // First-Line Supervisors of Production and Operating Workers
  { onetCode: "33-3012.00", weight: 0.76, level: "entry" }, // Correctional Officers and Jailers
  { onetCode: "33-9032.00", weight: 0.74, level: "entry" }, // Security Guards
  { onetCode: "33-1012.00", weight: 0.76, level: "leader" }, // First-Line Supervisors of Police and Detectives
  { onetCode: "11-3131.00", weight: 0.74, level: "leader" }, // Training and Development Managers
  { onetCode: "33-1011.00", weight: 0.7, level: "leader" }, // First-Line Supervisors of Correctional Officers
  { onetCode: "33-9093.00", weight: 0.68, level: "entry" }, // Transportation Security Screeners
  { onetCode: "33-2011.00", weight: 0.7, level: "entry" }, // Firefighters
  { onetCode: "33-3021.00", weight: 0.7, level: "any" }, // Detectives and Criminal Investigators
  { onetCode: "11-3071.00", weight: 0.7, level: "leader" }, // Transportation, Storage, and Distribution Managers
  { onetCode: "33-9021.00", weight: 0.66, level: "any" }, // Private Detectives and Investigators
];

/**
 * Infantry and special-operations officers ran units: operations, programs, security, training and
 * logistics at the manager level. Guard and patrol work is not where an officer is hired.
 */
const GROUND_COMBAT_OFFICERS: readonly CivilianFallback[] = [
  { onetCode: "11-1021.00", weight: 0.86, level: "leader" }, // General and Operations Managers
  { onetCode: "11-3013.01", weight: 0.84, level: "leader" }, // Security Managers
  { onetCode: "13-1082.00", weight: 0.9, level: "any" }, // Project Management Specialists
  { onetCode: "11-9161.00", weight: 0.8, level: "leader" }, // Emergency Management Directors
  { onetCode: "11-3131.00", weight: 0.78, level: "leader" }, // Training and Development Managers
  { onetCode: "11-3071.00", weight: 0.76, level: "leader" }, // Transportation, Storage, and Distribution Managers
  { onetCode: "13-1199.07", weight: 0.86, level: "any" }, // Security Management Specialists
  { onetCode: "13-1081.00", weight: 0.82, level: "any" }, // Logisticians
  { onetCode: "13-1111.00", weight: 0.78, level: "any" }, // Management Analysts
  { onetCode: "33-1091.00", weight: 0.72, level: "leader" }, // First-Line Supervisors of Security Workers
  { onetCode: "33-1012.00", weight: 0.7, level: "leader" }, // First-Line Supervisors of Police and Detectives
];

/** Artillery and missile crews add fire-direction maths, heavy equipment and explosives safety. */
const ARTILLERY: readonly CivilianFallback[] = [
  ...GROUND_COMBAT,
  { onetCode: "47-5032.00", weight: 0.78, level: "any" }, // Explosives Workers, Ordnance Handling Experts, and Blasters
  { onetCode: "17-3031.00", weight: 0.7, level: "entry" }, // Surveying and Mapping Technicians
  { onetCode: "53-7021.00", weight: 0.66, level: "entry" }, // Crane and Tower Operators
];

/** Armor and cavalry crews add heavy vehicle operation and maintenance. */
const ARMOR: readonly CivilianFallback[] = [
  ...GROUND_COMBAT,
  { onetCode: "49-3042.00", weight: 0.76, level: "entry" }, // Mobile Heavy Equipment Mechanics, Except Engines
  { onetCode: "53-3032.00", weight: 0.74, level: "entry" }, // Heavy and Tractor-Trailer Truck Drivers
  { onetCode: "53-1043.00", weight: 0.7, level: "leader" }, // First-Line Supervisors of Material-Moving Machine and Vehicle Operators
];

/** Operations-centre work: dispatch, watch floors, emergency coordination, intelligence. */
const COMMAND_AND_CONTROL: readonly CivilianFallback[] = [
  { onetCode: "43-5031.00", weight: 0.88, level: "entry" }, // Public Safety Telecommunicators
  { onetCode: "11-9161.00", weight: 0.86, level: "leader" }, // Emergency Management Directors
  { onetCode: "43-5032.00", weight: 0.82, level: "any" }, // Dispatchers, Except Police, Fire, and Ambulance
  { onetCode: "33-3021.06", weight: 0.8, level: "any" }, // Intelligence Analysts
  { onetCode: "11-1021.00", weight: 0.78, level: "leader" }, // General and Operations Managers
  { onetCode: "13-1199.07", weight: 0.78, level: "any" }, // Security Management Specialists
  { onetCode: "53-2022.00", weight: 0.74, level: "any" }, // Airfield Operations Specialists
  { onetCode: "13-1151.00", weight: 0.72, level: "any" }, // Training and Development Specialists
];

/** Air crew and flight-deck work: aviation ground operations, cargo, inspection. */
const AIR_CREW: readonly CivilianFallback[] = [
  { onetCode: "53-2022.00", weight: 0.86, level: "any" }, // Airfield Operations Specialists
  { onetCode: "53-1041.00", weight: 0.84, level: "leader" }, // Aircraft Cargo Handling Supervisors
  { onetCode: "53-6051.01", weight: 0.8, level: "any" }, // Aviation Inspectors
  { onetCode: "53-2031.00", weight: 0.76, level: "entry" }, // Flight Attendants
  { onetCode: "11-3071.00", weight: 0.76, level: "leader" }, // Transportation, Storage, and Distribution Managers
  { onetCode: "43-5032.00", weight: 0.74, level: "any" }, // Dispatchers, Except Police, Fire, and Ambulance
  { onetCode: "13-1151.00", weight: 0.72, level: "any" }, // Training and Development Specialists
  { onetCode: "13-1199.07", weight: 0.7, level: "any" }, // Security Management Specialists
];

/**
 * The words postings in those civilian fields use for the part of the field a combat veteran's
 * service fits: an armed post, a firearms instructor's range, a tactical team, a patrol. O*NET's
 * keywords for the military occupation ("grenade", "howitzer") are not the words a police or
 * security posting writes. Singular, lower case (matched against a posting's stemmed words).
 */
const GROUND_COMBAT_WORK = ["armed", "firearm", "weapon", "tactical", "tactic", "patrol", "marksmanship", "combat", "infantry"];
const ARTILLERY_WORK = [...GROUND_COMBAT_WORK, "ammunition", "explosive", "ordnance", "artillery"];
const ARMOR_WORK = [...GROUND_COMBAT_WORK, "reconnaissance", "surveillance", "convoy", "armor"];
const COMMAND_AND_CONTROL_WORK = ["dispatch", "radio", "intelligence", "watch", "surveillance", "radar"];
const AIR_CREW_WORK = ["aircraft", "aircrew", "flight", "cargo", "loadmaster", "airfield"];

/** Military-only O*NET occupation → the civilian fields' words for the veteran's work (above). */
export const COMBAT_ARMS_WORK: Readonly<Record<string, readonly string[]>> = {
  "55-1011.00": AIR_CREW_WORK,
  "55-1012.00": AIR_CREW_WORK,
  "55-1013.00": ARMOR_WORK,
  "55-1014.00": ARTILLERY_WORK,
  "55-1015.00": COMMAND_AND_CONTROL_WORK,
  "55-1016.00": GROUND_COMBAT_WORK,
  "55-1017.00": GROUND_COMBAT_WORK,
  "55-1019.00": GROUND_COMBAT_WORK,
  "55-2011.00": AIR_CREW_WORK,
  "55-2012.00": ARTILLERY_WORK,
  "55-2013.00": GROUND_COMBAT_WORK,
  "55-3011.00": AIR_CREW_WORK,
  "55-3012.00": AIR_CREW_WORK,
  "55-3013.00": ARMOR_WORK,
  "55-3014.00": ARTILLERY_WORK,
  "55-3015.00": COMMAND_AND_CONTROL_WORK,
  "55-3016.00": GROUND_COMBAT_WORK,
  "55-3018.00": GROUND_COMBAT_WORK,
  "55-3019.00": GROUND_COMBAT_WORK,
};

/** Military-only O*NET occupation → civilian fallbacks. */
export const COMBAT_ARMS_FALLBACKS: Readonly<Record<string, readonly CivilianFallback[]>> = {
  "55-1011.00": AIR_CREW,
  "55-1012.00": AIR_CREW,
  "55-1013.00": ARMOR,
  "55-1014.00": ARTILLERY,
  "55-1015.00": COMMAND_AND_CONTROL,
  "55-1016.00": GROUND_COMBAT_OFFICERS,
  "55-1017.00": GROUND_COMBAT_OFFICERS,
  "55-1019.00": GROUND_COMBAT_OFFICERS,
  "55-2011.00": AIR_CREW,
  "55-2012.00": ARTILLERY,
  "55-2013.00": GROUND_COMBAT,
  "55-3011.00": AIR_CREW,
  "55-3012.00": AIR_CREW,
  "55-3013.00": ARMOR,
  "55-3014.00": ARTILLERY,
  "55-3015.00": COMMAND_AND_CONTROL,
  "55-3016.00": GROUND_COMBAT,
  "55-3018.00": GROUND_COMBAT,
  "55-3019.00": GROUND_COMBAT,
};

export function isMilitaryOnlyOccupation(onetCode: string): boolean {
  return onetCode.startsWith("55-");
}

/** Every O*NET code the fallbacks name (the data build keeps their details). */
export function fallbackOnetCodes(): string[] {
  const codes = new Set<string>();
  for (const list of Object.values(COMBAT_ARMS_FALLBACKS)) for (const item of list) codes.add(item.onetCode);
  return [...codes].sort();
}
