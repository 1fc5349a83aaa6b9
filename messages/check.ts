import type en from "./en.json";
import ms from "./ms.json";
import zh from "./zh.json";

// A key missing or misspelt in a translation fails the type check here (extra keys: see the test).
export const translations: Record<"zh" | "ms", typeof en> = { zh, ms };
