import type { ServiceKey } from "./matching-data.server";

const BRANCH_ALIASES: readonly (readonly [RegExp, ServiceKey])[] = [
  [/\b(marines?|marine corps|usmc|usmcr)\b/, "marine_corps"],
  [/\b(coast guard|uscg)\b/, "coast_guard"],
  // Space Force Guardians came from Air Force career fields and still use AFSC-style codes.
  [/\b(air force|usaf|af|air national guard|ang|space force|ussf)\b/, "air_force"],
  [/\b(navy|usn|usnr|naval)\b/, "navy"],
  [/\b(army|usa|usar|army national guard|arng|national guard)\b/, "army"],
];

/** "Marines", "USMC", "U.S. Marine Corps" → marine_corps; null when it names no service we know. */
export function serviceForBranch(branch: string | null | undefined): ServiceKey | null {
  if (!branch) return null;
  const words = branch
    .toLowerCase()
    .replace(/\bu\.?\s?s\.?\s/g, " ")
    .replace(/united states/g, " ")
    .replace(/[^a-z]+/g, " ")
    .trim();
  if (!words) return null;
  return BRANCH_ALIASES.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

const CODE_NAMES: Readonly<Record<ServiceKey, string>> = {
  army: "MOS",
  marine_corps: "MOS",
  navy: "rating",
  coast_guard: "rating",
  air_force: "AFSC",
};

/** A Navy Enlisted Classification: four digits, or six in the 2019 scheme ("0302", "001255"). */
const NAVY_NEC = /^\d{4}(\d{2})?$/;

/** What the service calls an occupation code: "MOS 25B", "rating LS", "NEC 8404", "AFSC 3D1X2". */
export function codeLabel(service: ServiceKey, code: string): string {
  return `${service === "navy" && NAVY_NEC.test(code) ? "NEC" : CODE_NAMES[service]} ${code}`;
}
