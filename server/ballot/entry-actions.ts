"use server";

import { hasLocale, type Locale } from "next-intl";
import { redirect } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";
import { moveUp, SHORTLIST_MAX, withoutUnit, withUnits } from "@/lib/ballot/shortlist";
import { UNIT_LABEL } from "@/lib/units/label";
import { getDb } from "../db/client";
import { log } from "../log";
import { enterBallot } from "./enter";
import { ballotSecret } from "./instance";
import { entryOfLead } from "./queue";
import { saveShortlist, shortlistOf, type ShortlistResult } from "./shortlist";
import { leadIdOfToken } from "./token";

/** What a form on the entry page posted; anyone can post anything, so every field is checked. */
interface EntryForm {
  token: string;
  leadId: string | null;
  locale: Locale;
  unit: string;
  units: string[];
  type: string;
}

function read(formData: unknown): EntryForm | undefined {
  if (!(formData instanceof FormData)) return undefined;
  const field = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value.slice(0, 200) : "";
  };
  const token = field("token");
  const locale = field("locale");
  const units = formData
    .getAll("unit")
    .filter((value): value is string => typeof value === "string" && UNIT_LABEL.test(value))
    .slice(0, 100);
  return {
    token,
    leadId: leadIdOfToken(ballotSecret(), token),
    locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    unit: units[0] ?? "",
    units,
    type: /^[A-Z0-9]{1,4}$/.test(field("type")) ? field("type") : "",
  };
}

type Query = Record<string, string>;

/** Back to the entry page with what happened; the page says it in the visitor's language. */
function back(form: EntryForm, query: Query): never {
  const tokenPath = /^[\w-]{1,120}$/.test(form.token) ? form.token : "invalid";
  return redirect({ href: { pathname: `/ballot/enter/${tokenPath}`, query }, locale: form.locale });
}

/** The query that tells the page why a shortlist change was refused. */
function refusal(result: Exclude<ShortlistResult, { ok: true }>): Query {
  if (result.error === "unavailable" || result.error === "unknown-unit")
    return {
      error: result.error === "unavailable" ? "unavailable" : "unknownUnit",
      units: result.units.join(","),
    };
  if (result.error === "too-many") return { error: "tooMany" };
  return { error: result.error === "closed" ? "closed" : "notEntered" };
}

/** The buyer's "Enter the ballot" button. */
export async function enterAsBuyer(formData: FormData): Promise<void> {
  const form = read(formData);
  if (!form) return;
  if (!form.leadId) return back(form, {});
  let query: Query;
  try {
    const result = await enterBallot(getDb(), {
      leadId: form.leadId,
      enteredBy: null,
      locale: form.locale,
    });
    query = result.ok ? { done: "entered" } : {};
  } catch (error) {
    log.error({ err: String(error) }, "ballot entry failed");
    query = { error: "failed" };
  }
  back(form, query);
}

async function changed(
  leadId: string,
  form: EntryForm,
  next: (current: string[], form: EntryForm) => Query | string[],
  done: string,
): Promise<Query> {
  const db = getDb();
  const entry = await entryOfLead(db, leadId);
  if (!entry) return { error: "notEntered" };
  const current = (await shortlistOf(db, entry.reference)).map((unit) => unit.unitId);
  const wanted = next(current, form);
  if (!Array.isArray(wanted)) return wanted;
  const result = await saveShortlist(db, entry.reference, wanted);
  return result.ok ? { done } : refusal(result);
}

/** Runs one change of the buyer's shortlist and goes back to the page with its outcome. */
async function change(
  formData: FormData,
  next: (current: string[], form: EntryForm) => Query | string[],
  done: string,
): Promise<void> {
  const form = read(formData);
  if (!form) return;
  if (!form.leadId) return back(form, {});
  let query: Query;
  try {
    // Decided here, redirected below: a redirect is thrown, and this catch would take it.
    query = await changed(form.leadId, form, next, done);
    // A refused addition comes back to the same type with the same ticks.
    if (query.error && form.type)
      query = { ...query, type: form.type, picked: form.units.join(",") };
  } catch (error) {
    log.error({ err: String(error) }, "ballot shortlist change failed");
    query = { error: "failed" };
  }
  back(form, query);
}

/** "Add to my shortlist": the ticked units of one type, after those already kept. */
export async function addToShortlist(formData: FormData): Promise<void> {
  await change(
    formData,
    (current, form) => {
      if (!form.units.length) return { error: "pickNone" };
      const wanted = withUnits(current, form.units);
      // Refused whole rather than cut short: the buyer decides which to leave out.
      return wanted.length > SHORTLIST_MAX ? { error: "tooMany" } : wanted;
    },
    "added",
  );
}

export async function removeFromShortlist(formData: FormData): Promise<void> {
  await change(formData, (current, form) => withoutUnit(current, form.unit), "removed");
}

export async function moveUpInShortlist(formData: FormData): Promise<void> {
  await change(formData, (current, form) => moveUp(current, form.unit), "moved");
}
