import { findJargon } from "./jargon.server";

export interface OutputRules {
  minLength: number;
  maxLength: number;
  /** The veteran's own email and phone: the only contact details the text may carry. */
  ownEmail: string;
  ownPhone: string | null;
  /** At least one of these must appear (the job title or company for a letter). */
  mustMention?: readonly string[];
}

const LINK = /\b(?:https?:\/\/|ftp:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|gov|mil|edu|co|us|info|biz|ly|app|dev|ai|me|xyz)\b(?:\/\S*)?/i;
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const PHONE = /(?:\+?\d[\d\s().-]{6,}\d)/g;
const PLACEHOLDER = /\[[^\]\n]{0,60}\]|\{[^}\n]{0,60}\}|<[^>\n]{1,60}>|\b(?:TBD|XXX+|lorem ipsum)\b|\b(?:your name|company name|hiring manager's name|insert [a-z ]+)\b/i;
const INSTRUCTION_LEAK =
  /\b(?:ignore|disregard) (?:all |any |the )?(?:previous|prior|above|earlier)\b|system prompt|\bas an ai\b|language model|\bi(?: a|')m sorry\b|\bi cannot\b|\bi can't help\b|\binstructions?:/i;

const digits = (text: string) => text.replace(/\D/g, "");

/**
 * Why a provider's text is refused, or null when it may be shown. Refused text never reaches the
 * user: the engine falls back to the local writer and records this reason.
 */
export function refusalReason(text: string, rules: OutputRules): string | null {
  if (text.length < rules.minLength) return `too short (${text.length} characters)`;
  if (text.length > rules.maxLength) return `too long (${text.length} characters)`;
  const withoutOwnEmail = text.split(rules.ownEmail).join(" ");
  const link = withoutOwnEmail.match(LINK);
  if (link) return `contains a link (${link[0].slice(0, 40)})`;
  const emails = text.match(EMAIL) ?? [];
  const foreignEmail = emails.find((email) => email.toLowerCase() !== rules.ownEmail.toLowerCase());
  if (foreignEmail) return "contains an email address that is not the veteran's";
  const ownPhone = rules.ownPhone ? digits(rules.ownPhone) : null;
  const foreignPhone = (text.match(PHONE) ?? []).find((candidate) => {
    const number = digits(candidate);
    return number.length >= 7 && number !== ownPhone && !(ownPhone && ownPhone.endsWith(number));
  });
  if (foreignPhone) return "contains a phone number that is not the veteran's";
  const placeholder = text.match(PLACEHOLDER);
  if (placeholder) return `contains a placeholder (${placeholder[0].slice(0, 40)})`;
  const leak = text.match(INSTRUCTION_LEAK);
  if (leak) return `reads as instructions or a refusal (${leak[0]})`;
  const jargon = findJargon(text);
  if (jargon.length > 0) return `contains military jargon (${jargon.slice(0, 3).join(", ")})`;
  if (rules.mustMention && rules.mustMention.length > 0) {
    const lower = text.toLowerCase();
    if (!rules.mustMention.some((term) => term && lower.includes(term.toLowerCase()))) return "does not mention the job";
  }
  return null;
}
