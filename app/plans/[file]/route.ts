import { hasLocale } from "next-intl";
import { getUnitType, unitTypes } from "@/content/units/unit-types";
import { routing } from "@/i18n/routing";
import { contentTypes, planOverride, planSvg, readOverride } from "@/server/units/plans";

// Built once at build time: a plan changes only with the content.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return unitTypes.flatMap(({ code }) => {
    const override = planOverride(code);
    if (override) return [{ file: `${code}.${override.ext}` }];
    return routing.locales.map((locale) => ({
      file: locale === "en" ? `${code}.svg` : `${code}.${locale}.svg`,
    }));
  });
}

const fileName = /^([A-D][1-9][AB]?)(?:\.([a-z]{2}))?\.(svg|webp|png|jpg)$/;
const headers = (type: string) => ({
  "Content-Type": type,
  "Cache-Control": "public, max-age=86400",
});

/** `/plans/C1A.svg` (English labels), `/plans/C1A.zh.svg`, or the file that replaces the plan. */
export async function GET(_request: Request, { params }: RouteContext<"/plans/[file]">) {
  const [, code = "", locale = "en", ext = ""] = fileName.exec((await params).file) ?? [];
  const unit = getUnitType(code);
  if (!unit || !hasLocale(routing.locales, locale)) return new Response(null, { status: 404 });
  const override = planOverride(code);
  if (override) {
    if (override.ext !== ext) return new Response(null, { status: 404 });
    return new Response(new Uint8Array(await readOverride(override.file)), {
      headers: headers(contentTypes[override.ext]),
    });
  }
  if (ext !== "svg") return new Response(null, { status: 404 });
  return new Response(planSvg(unit, locale, { id: `plan-${code}` }), {
    headers: headers("image/svg+xml; charset=utf-8"),
  });
}
