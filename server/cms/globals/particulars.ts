import type { Field, GlobalConfig } from "payload";
import { editorsOnly } from "../access";
import { revalidateContent } from "../hooks/revalidate";

const day = (name: string, label: string): Field => ({
  name,
  label,
  type: "date",
  required: true,
  admin: { date: { pickerAppearance: "dayOnly", displayFormat: "d MMMM yyyy" } },
});

const validity = (name: string, label: string, numberLabel: string): Field => ({
  name,
  label,
  type: "group",
  fields: [
    { name: "number", label: numberLabel, type: "text", required: true },
    {
      type: "row",
      fields: [day("validFrom", "Valid from"), day("validTo", "Valid to (last day)")],
    },
  ],
});

/**
 * What Malaysian law requires on every housing advertisement: the developer's licence, the
 * advertising and sales permit with its validity, the approving authority and the land's facts.
 * Shown on /developer, under the forms and in the brochures; a lapsed permit is shown as lapsed
 * and pauses registration on /landing (lib/particulars/permit-status.ts).
 */
export const ParticularsGlobal: GlobalConfig = {
  slug: "particulars",
  dbName: "cms_particulars",
  label: "Advertising particulars",
  admin: {
    group: "Launch",
    description:
      "Renew the permit before its last day: 14 days before, the desk warns admins; after it, the site shows the permit as lapsed and /landing pauses registration.",
  },
  access: { read: editorsOnly, update: editorsOnly, readVersions: editorsOnly },
  versions: { max: 50, drafts: { autosave: false, schedulePublish: true } },
  hooks: { afterChange: [revalidateContent("particulars")] },
  fields: [
    validity("developerLicence", "Developer's licence", "Licence number"),
    validity("advertisingPermit", "Advertising and sales permit", "Permit number"),
    { name: "approvingAuthority", type: "text", required: true },
    {
      name: "buildingPlanReference",
      label: "Building plan reference",
      type: "text",
      required: true,
    },
    {
      name: "tenure",
      type: "group",
      fields: [
        {
          name: "kind",
          type: "select",
          required: true,
          options: [
            { label: "Freehold", value: "freehold" },
            { label: "Leasehold", value: "leasehold" },
          ],
        },
        {
          type: "row",
          fields: [
            {
              name: "years",
              type: "number",
              min: 1,
              admin: { condition: (_, s) => s?.kind === "leasehold" },
            },
            {
              ...day("expires", "Lease expires"),
              required: false,
              admin: { condition: (_, s) => s?.kind === "leasehold" },
            } as Field,
          ],
        },
      ],
    },
    {
      name: "encumbrance",
      label: 'Land encumbrance ("Nil" when none)',
      type: "text",
      localized: true,
      required: true,
    },
    { name: "landUse", label: "Type of property", type: "text", localized: true, required: true },
    {
      name: "expectedCompletion",
      label: "Expected completion (YYYY-MM)",
      type: "text",
      required: true,
      validate: (value: unknown) =>
        typeof value === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(value)
          ? true
          : "Write the month as YYYY-MM, e.g. 2030-06.",
    },
  ],
};
