import { z } from "zod";
import { passkeyNameField } from "./auth";

const b64url = z.string().max(20_000).regex(/^[A-Za-z0-9_-]*$/, "Not a WebAuthn response");

/** The JSON @simplewebauthn/browser's startRegistration resolves with; the server checks the rest. */
const registrationResponse = z.looseObject({
  id: b64url,
  rawId: b64url,
  type: z.literal("public-key"),
  clientExtensionResults: z.looseObject({}).default({}),
  response: z.looseObject({ clientDataJSON: b64url, attestationObject: b64url, transports: z.array(z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"])).max(10).optional() }),
});

/** The JSON startAuthentication resolves with. */
const authenticationResponse = z.looseObject({
  id: b64url,
  rawId: b64url,
  type: z.literal("public-key"),
  clientExtensionResults: z.looseObject({}).default({}),
  response: z.looseObject({ clientDataJSON: b64url, authenticatorData: b64url, signature: b64url, userHandle: b64url.optional() }),
});

export const passkeyRegistrationSchema = z.object({ response: registrationResponse, name: passkeyNameField });
export const passkeySignInSchema = z.object({ response: authenticationResponse }, { error: "Not a WebAuthn response" });
