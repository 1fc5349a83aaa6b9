"use server";

import { hasLocale, type Locale } from "next-intl";
import { updateTag } from "next/cache";
import { redirect } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";
import { getDb } from "../db/client";
import { cancelBooking, rescheduleBooking } from "./manage";
import { AVAILABILITY_TAG } from "./instance";
import { getAppointmentSettings } from "./settings";
import { isTokenShape } from "./token";

interface ManageForm {
  token: string;
  locale: Locale;
  slot: string;
}

/** What a manage form posted; anyone can post anything, so every field is checked. */
function read(formData: unknown): ManageForm | undefined {
  if (!(formData instanceof FormData)) return undefined;
  const field = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const token = field("token");
  const locale = field("locale");
  if (!isTokenShape(token)) return undefined;
  return {
    token,
    locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    slot: field("slot"),
  };
}

const back = (form: ManageForm, query: Record<string, string>) =>
  redirect({
    href: { pathname: `/book/manage/${form.token}`, query },
    locale: form.locale,
  });

/** The manage page's cancel button. */
export async function cancelVisit(formData: FormData): Promise<void> {
  const form = read(formData);
  if (!form) return;
  await cancelBooking(getDb(), form.token);
  updateTag(AVAILABILITY_TAG);
  back(form, { done: "cancelled" });
}

/** The manage page's reschedule form: a full or gone time comes back with the nearest free ones. */
export async function rescheduleVisit(formData: FormData): Promise<void> {
  const form = read(formData);
  if (!form) return;
  if (Number.isNaN(Date.parse(form.slot))) return back(form, { error: "slotRequired" });
  const db = getDb();
  const outcome = await rescheduleBooking(
    db,
    form.token,
    form.slot,
    await getAppointmentSettings(db),
  );
  updateTag(AVAILABILITY_TAG);
  if (outcome.kind === "done") return back(form, { done: "rescheduled" });
  if (outcome.kind === "closed") return back(form, {});
  back(form, { error: outcome.kind, alt: outcome.alternatives.join(",") });
}
