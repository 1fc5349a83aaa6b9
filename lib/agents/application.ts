import { z } from "@/lib/zod";
import { toE164 } from "@/lib/registration/phone";
import { cleanLine, hasControlCharacters } from "@/lib/registration/clean-text";
import { normalizeRen } from "./ren";

/** The desk's minimum (server/auth/create-auth.ts MIN_PASSWORD_LENGTH), repeated for the browser. */
export const AGENT_MIN_PASSWORD = 12;

// Messages are keys of the `AgentErrors` messages, translated into the applicant's language.
const line = (max: number, key: string) =>
  z
    .string({ error: `${key}Required` })
    .overwrite(cleanLine)
    .trim()
    .min(2, `${key}Required`)
    .max(max, `${key}TooLong`);

/** What an agent types to apply at /agent. */
export const agentApplicationSchema = z.object({
  name: line(120, "name").regex(/^[\p{L}\p{M}][\p{L}\p{M} .,'’@/()-]*$/u, "nameInvalid"),
  agency: line(120, "agency"),
  ren: z
    .string({ error: "renInvalid" })
    .max(20, "renInvalid")
    .transform((value, ctx) => {
      const ren = normalizeRen(value);
      if (!ren) {
        ctx.addIssue({ code: "custom", message: "renInvalid" });
        return z.NEVER;
      }
      return ren;
    }),
  phone: z
    .string({ error: "phoneInvalid" })
    .max(30, "phoneInvalid")
    .refine((value) => !hasControlCharacters(value), "phoneInvalid")
    .transform((value, ctx) => {
      const phone = toE164(value);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: "phoneInvalid" });
        return z.NEVER;
      }
      return phone;
    }),
  email: z
    .string({ error: "emailInvalid" })
    .trim()
    .max(254, "emailInvalid")
    .pipe(z.email("emailInvalid"))
    .transform((value) => value.toLowerCase()),
  password: z
    .string({ error: "passwordTooShort" })
    .min(AGENT_MIN_PASSWORD, "passwordTooShort")
    .max(128, "passwordTooLong"),
});

export type AgentApplication = z.infer<typeof agentApplicationSchema>;

export const agentErrorKeys = [
  "nameRequired",
  "nameTooLong",
  "nameInvalid",
  "agencyRequired",
  "agencyTooLong",
  "renInvalid",
  "phoneInvalid",
  "emailInvalid",
  "passwordTooShort",
  "passwordTooLong",
  "emailTaken",
  "renTaken",
] as const;
export type AgentErrorKey = (typeof agentErrorKeys)[number];
