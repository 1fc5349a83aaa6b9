import pino from "pino";
import { readEnv } from "./env-schema";

// Structured JSON logs. Never pass names, emails, phones or addresses: log ids and counts.
// The redaction list is a safety net for mistakes, not a licence to log personal data.
export const log = pino({
  level: readEnv().LOG_LEVEL,
  base: { service: "skyhaven" },
  redact: {
    paths: [
      "*.name",
      "*.email",
      "*.contact",
      "*.address",
      "*.fullName",
      "*.full_name",
      "*.to",
      "*.lead",
    ],
    censor: "[personal data]",
  },
});
