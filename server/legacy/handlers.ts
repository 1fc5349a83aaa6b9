import "server-only";
import type { NextRequest } from "next/server";
import { getTranslations } from "next-intl/server";
import { resolveApiLocale } from "@/i18n/api-locale";
import { readText } from "../http/read-body";
import { requestId } from "../request-id";
import { clientIp } from "../request-ip";
import { register } from "../registrations/register";
import { translateError, translateErrors } from "../registrations/translate-errors";
import { listSalutations } from "../salutations/list";
import { legacyResponse } from "./envelope";
import { legacyRegistrationFields } from "./params";

/** The form body old clients may send (16 KB at most, counted as it is read); "tooLarge" past that. */
async function formBody(request: NextRequest): Promise<URLSearchParams | null | "tooLarge"> {
  if (request.method !== "POST") return null;
  if (!request.headers.get("content-type")?.includes("application/x-www-form-urlencoded"))
    return null;
  const text = await readText(request);
  return text === null ? "tooLarge" : new URLSearchParams(text);
}

/** GET|POST /api/General_ViewSalutation */
export async function handleLegacySalutations(request: NextRequest): Promise<Response> {
  try {
    const list = await listSalutations(resolveApiLocale(request));
    return legacyResponse({
      ok: true,
      data: list.map((s) => ({
        SALUTATIONID: s.id,
        SALUTATION: s.label,
        id: s.id,
        code: s.code,
        label: s.label,
      })),
    });
  } catch {
    return legacyResponse({ ok: false, error: "Service temporarily unavailable" }, 503);
  }
}

/** GET|POST /api/User_Registration: the same validation, storage and limits as the new API. */
export async function handleLegacyRegistration(request: NextRequest): Promise<Response> {
  const locale = resolveApiLocale(request);
  const body = await formBody(request);
  if (body === "tooLarge") {
    return legacyResponse({ ok: false, error: await translateError("tooLarge", locale) }, 413);
  }
  const fields = legacyRegistrationFields(request.nextUrl, body);
  const outcome = await register(fields, {
    locale,
    source: "legacy",
    requestId: requestId(request.headers),
    ip: clientIp(request.headers),
    referrer: request.headers.get("referer") ?? undefined,
  });
  const t = await getTranslations({ locale, namespace: "Registration" });
  switch (outcome.kind) {
    case "created":
      return legacyResponse({ ok: true, data: [{ RegistrationID: outcome.id, id: outcome.id }] });
    case "invalid": {
      const messages = Object.values(await translateErrors(outcome.errors, locale)).flat();
      return legacyResponse({ ok: false, error: messages.join(" ") });
    }
    case "rate_limited": {
      const response = legacyResponse(
        {
          ok: false,
          error: t("rateLimited", { minutes: Math.ceil(outcome.retryAfterSeconds / 60) }),
        },
        429,
      );
      response.headers.set("Retry-After", String(outcome.retryAfterSeconds));
      return response;
    }
    case "unavailable":
      return legacyResponse({ ok: false, error: t("unavailable") }, 503);
    case "conflict":
      // The legacy API takes no Idempotency-Key, so a conflict cannot arise; answer like bad input.
      return legacyResponse({ ok: false, error: t("unavailable") }, 422);
  }
}
