import type { Field } from "payload";

/**
 * Payload fields shaped like a piece of the site's typed content (content/): each string becomes
 * a text field (a textarea when the sample is long), each object a group, each list an array.
 * The fields are localized at the top: a string in a group per language, a whole list per
 * language (Payload keeps a list's items together in one language). So the CMS edits exactly
 * what the pages read, and a change to the content's type shows up here.
 */
export function fieldsFromSample(sample: Record<string, unknown>, localized = true): Field[] {
  return Object.entries(sample).map(([name, value]) => fieldFor(name, value, localized));
}

const LONG_TEXT = 70;

function fieldFor(name: string, value: unknown, localized: boolean): Field {
  if (typeof value === "string")
    return value.length > LONG_TEXT
      ? { name, type: "textarea", localized }
      : { name, type: "text", localized };
  if (typeof value === "number") return { name, type: "number", localized };
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    const itemFields =
      first && typeof first === "object"
        ? fieldsFromSample(first as Record<string, unknown>, false)
        : [fieldFor("text", first ?? "", false)];
    return { name, type: "array", localized, fields: itemFields };
  }
  if (value && typeof value === "object")
    return {
      name,
      type: "group",
      fields: fieldsFromSample(value as Record<string, unknown>, localized),
    };
  throw new Error(`${name}: content of type ${typeof value} has no CMS field`);
}
