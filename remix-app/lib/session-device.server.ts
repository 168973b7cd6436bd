import Bowser from "bowser";
import ipaddr from "ipaddr.js";

/**
 * How a session is shown to its owner (GET /api/auth/sessions): the device named from its user
 * agent, and an approximate place from its address. Only a prefix of the address is ever shown:
 * enough to tell "home" from "somewhere else", not a full address to copy around.
 */
export interface SessionDevice {
  /** "Chrome on macOS", "Safari on iOS", or "Unknown device". */
  label: string;
  browser: string | null;
  os: string | null;
  type: string | null;
}

export function describeDevice(userAgent: string | null | undefined): SessionDevice {
  if (!userAgent) return { label: "Unknown device", browser: null, os: null, type: null };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name || null;
  const os = parsed.os.name || null;
  const type = parsed.platform.type || null;
  const label = browser && os ? `${browser} on ${os}` : (browser ?? os ?? "Unknown device");
  return { label, browser, os, type };
}

const LOCAL_RANGES = new Set(["loopback", "private", "uniqueLocal", "linkLocal", "unspecified"]);

/** "203.0.113.x" (IPv4 /24), "2001:db8:85a3:…" (IPv6 /48), "Local network", or "Unknown". */
export function approximatePlace(ip: string | null | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return "Unknown";
  let address = ipaddr.parse(ip);
  if (address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  if (LOCAL_RANGES.has(address.range())) return "Local network";
  if (address.kind() === "ipv4") return `${(address as ipaddr.IPv4).octets.slice(0, 3).join(".")}.x`;
  const parts = (address as ipaddr.IPv6).parts.slice(0, 3).map((part) => part.toString(16));
  return `${parts.join(":")}:…`;
}
