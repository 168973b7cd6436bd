import ipaddr from "ipaddr.js";

/**
 * The network a client address stands for when counting limits: an IPv4 client is its address, an
 * IPv6 client its /64 (one subscriber's, a home or a cloud host gets a whole /64 and picks any
 * address in it), an IPv4-mapped IPv6 address its IPv4. Anything unparsable (a test's "unknown")
 * counts as itself. docs/decisions/102.
 */
export function clientNetworkKey(address: string): string {
  const trimmed = address.trim();
  if (!ipaddr.isValid(trimmed)) return trimmed.toLowerCase();
  const parsed = ipaddr.process(trimmed);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(":")}::/64`;
}
