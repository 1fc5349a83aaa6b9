import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
} from "payload";
import { promotionPlacements } from "@/lib/promotions/active";
import { editorsOnly } from "../access";
import { expireContent } from "../hooks/revalidate";

const placementLabels = {
  home: "Home page",
  landing: "Campaign landing page (/landing)",
  layout: "Layouts (/layout)",
  availability: "Availability (/availability)",
} as const;

/** A change reaches this instance's pages at once, the others' within the cache's time. */
const afterChange: CollectionAfterChangeHook = async ({ doc }) => {
  await expireContent("promotions");
  return doc;
};
const afterDelete: CollectionAfterDeleteHook = async ({ doc }) => {
  await expireContent("promotions");
  return doc;
};

const when = (name: string, label: string) => ({
  name,
  label,
  type: "date" as const,
  required: true,
  admin: {
    date: { pickerAppearance: "dayAndTime" as const, displayFormat: "d MMM yyyy, HH:mm" },
    description: "In your computer's time zone (Malaysia time on the sales team's machines).",
  },
});

/**
 * The launch's promotions: a panel shown from its start to its end where buyers decide (home,
 * /landing, /layout, /availability), in each language it is written in full. The terms are
 * required and shown with it: a promotion is an offer a lawyer signs, not a slogan.
 */
export const Promotions: CollectionConfig = {
  slug: "promotions",
  dbName: "cms_promotions",
  labels: { singular: "Promotion", plural: "Promotions" },
  admin: {
    group: "Launch",
    useAsTitle: "title",
    defaultColumns: ["title", "startsAt", "endsAt", "placements", "_status"],
    description:
      "Shown only between its start and its end, and only in a language where the title, summary and terms are all written.",
  },
  access: {
    read: editorsOnly,
    create: editorsOnly,
    update: editorsOnly,
    delete: editorsOnly,
    readVersions: editorsOnly,
  },
  versions: { maxPerDoc: 20, drafts: { autosave: false, schedulePublish: true } },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    { name: "title", type: "text", localized: true, required: true, maxLength: 80 },
    {
      name: "summary",
      type: "textarea",
      localized: true,
      required: true,
      maxLength: 240,
      admin: { description: "One or two sentences: what the buyer gets." },
    },
    {
      name: "terms",
      type: "textarea",
      localized: true,
      required: true,
      maxLength: 2000,
      admin: {
        description: "The conditions in full, as legal approved them. Shown with the offer.",
      },
    },
    {
      type: "row",
      fields: [
        when("startsAt", "Starts"),
        {
          ...when("endsAt", "Ends"),
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
            if (!value) return "When does the promotion end?";
            const starts = Date.parse(String(siblingData?.startsAt ?? ""));
            return Number.isNaN(starts) || Date.parse(String(value)) > starts
              ? true
              : "The end must come after the start.";
          },
        },
      ],
    },
    {
      name: "placements",
      label: "Shown on",
      type: "select",
      hasMany: true,
      required: true,
      options: promotionPlacements.map((value) => ({ value, label: placementLabels[value] })),
    },
  ],
};
