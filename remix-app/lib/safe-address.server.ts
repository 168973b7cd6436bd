import dns from "node:dns";
import ipaddr from "ipaddr.js";
import { getConfig } from "./config.server";

/**
 * The address rules of outbound fetches made for users (link previews, employer careers pages). ipaddr.js names the
 * range of an address; only plain global unicast passes — loopback, private, link-local, CGNAT,
 * multicast, broadcast, unspecified, reserved/documentation, and every IPv6 form that embeds an
 * IPv4 address (mapped, compatible, NAT64, 6to4, Teredo) are refused.
 */
export function isPublicAddress(address: string): boolean {
  const text = address.replace(/^\[|\]$/g, "");
  if (!ipaddr.isValid(text)) return false;
  const ip = ipaddr.parse(text);
  if (ip.kind() === "ipv6") {
    const v6 = ip as ipaddr.IPv6;
    // ::a.b.c.d (IPv4-compatible, deprecated) and ::ffff:a.b.c.d (mapped) reach IPv4 hosts.
    const parts = v6.parts;
    if (parts.slice(0, 5).every((p) => p === 0) && (parts[5] === 0 || parts[5] === 0xffff)) return false;
    return v6.range() === "unicast";
  }
  return ip.range() === "unicast";
}

export const ALLOWED_PORTS = new Set([80, 443]);

/** Test-only allow-list (LINK_PREVIEW_TEST_ALLOW, refused outside NODE_ENV=test): exact address:port pairs. */
function testAllowList(): Set<string> {
  return new Set(
    (getConfig().LINK_PREVIEW_TEST_ALLOW ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

export function isAllowedTarget(address: string, port: number): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  if (testAllowList().has(`${bare}:${port}`)) return true;
  return ALLOWED_PORTS.has(port) && isPublicAddress(bare);
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Every address the host resolves to. A literal IP (already normalised by WHATWG URL parsing:
 * decimal, octal, hex and short IPv4 forms all arrive as dotted quads) is returned as is.
 * LINK_PREVIEW_DNS_SERVER (tests only) sends the questions to a given DNS server instead of the
 * system resolver.
 */
export async function resolveHost(hostname: string): Promise<ResolvedAddress[]> {
  const bare = hostname.replace(/^\[|\]$/g, "");
  if (ipaddr.isValid(bare)) return [{ address: bare, family: ipaddr.parse(bare).kind() === "ipv6" ? 6 : 4 }];
  const server = getConfig().LINK_PREVIEW_DNS_SERVER;
  if (server) {
    const resolver = new dns.promises.Resolver({ timeout: 1000, tries: 1 });
    resolver.setServers([server]);
    const [v4, v6] = await Promise.all([resolver.resolve4(bare).catch(() => []), resolver.resolve6(bare).catch(() => [])]);
    return [...v4.map((a) => ({ address: a, family: 4 as const })), ...v6.map((a) => ({ address: a, family: 6 as const }))];
  }
  const found = await dns.promises.lookup(bare, { all: true, verbatim: true });
  return found.map((f) => ({ address: f.address, family: f.family === 6 ? 6 : 4 }));
}
