import { z } from "zod";

export const checkoutSchema = z.object({
  package_id: z.string({ error: "package_id is required" }).trim().min(1, "package_id is required").max(64, "Unknown plan"),
  origin_url: z.string({ error: "origin_url is required" }).trim().min(1, "origin_url is required").max(200, "origin_url must be this site's own address"),
});

export const testCardSchema = z.object({
  card_name: z.string().max(100).default(""),
  card_number: z.string().max(30).default(""),
  card_expiry: z.string().max(10).default(""),
  card_cvc: z.string().max(6).default(""),
});
