import Stripe from "stripe";
import { getConfig } from "~/lib/config.server";

const globalForStripe = globalThis as unknown as { __vetsStripe?: { key: string; base: string; client: Stripe } };

/** Set by the server's boot (inherited by cluster workers): this database was seeded with the demo data. */
export const DEMO_INSTALLATION_ENV = "VETS_DEMO_INSTALLATION";

export const PAYMENTS_NOT_SET_UP = "Payments are not set up on this server. Please contact support.";

/**
 * Stripe when STRIPE_SECRET_KEY is set; else the local test checkout where it is meant to exist (a
 * demo installation, or LOCAL_CHECKOUT=true); else none: a real installation without Stripe must
 * not grant plans to anyone who types the public test card.
 */
export function billingMode(): "stripe" | "local" | "none" {
  const cfg = getConfig();
  if (cfg.STRIPE_SECRET_KEY) return "stripe";
  const local = cfg.LOCAL_CHECKOUT ?? process.env[DEMO_INSTALLATION_ENV] === "1";
  return local ? "local" : "none";
}

/** Connection options for the real client: STRIPE_API_BASE replaces api.stripe.com (tests, local fakes). */
export function stripeConnection(apiBase: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** The one Stripe client of the process, or null in local mode. */
export function stripeClient(): Stripe | null {
  const cfg = getConfig();
  if (!cfg.STRIPE_SECRET_KEY) return null;
  const base = cfg.STRIPE_API_BASE ?? "";
  const cached = globalForStripe.__vetsStripe;
  if (cached && cached.key === cfg.STRIPE_SECRET_KEY && cached.base === base) return cached.client;
  const client = new Stripe(cfg.STRIPE_SECRET_KEY, {
    ...stripeConnection(cfg.STRIPE_API_BASE),
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: "VetCareer" },
  });
  globalForStripe.__vetsStripe = { key: cfg.STRIPE_SECRET_KEY, base, client };
  return client;
}

export function requireStripe(): Stripe {
  const client = stripeClient();
  if (!client) throw new Error("Stripe is not configured");
  return client;
}

/** An id field that Stripe may send as a string or, when expanded, as an object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}
