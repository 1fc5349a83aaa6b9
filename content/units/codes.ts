/**
 * Every unit type code, A1 to D9, in plan order. A plain list, apart from the unit data, because
 * the registration form and the proxy need only the codes: importing the full unit types (their
 * plans, features and zod schema) would put all of it in the browser's bundle. A unit test keeps
 * this list and `unit-types.ts` in step.
 */
export const unitTypeCodes: [string, ...string[]] = [
  "A1",
  "A2",
  "A3",
  "B1",
  "B2",
  "B3",
  "B4",
  "B5",
  "C1A",
  "C1B",
  "C2",
  "C3",
  "C4",
  "D1",
  "D2",
  "D3",
  "D4",
  "D5",
  "D6",
  "D7",
  "D8",
  "D9",
];
