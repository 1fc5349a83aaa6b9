import "server-only";
import type { NextRequest } from "next/server";
import { getTranslations } from "next-intl/server";
import { resolveApiLocale } from "@/i18n/api-locale";
import { readFields } from "../http/read-body";
import { requestId } from "../request-id";
import { clientIp } from "../request-ip";
import { register } from "./register";
import { translateError, translateErrors } from "./translate-errors";

/** POST /api/registrations: JSON or form; answers in the language the request asks for. */
export async function handleRegistrationPost(request: NextRequest): Promise<Response> {
  const id = requestId(request.headers);
  const noStore = { "Cache-Control": "no-store", "x-request-id": id };
  const locale = resolveApiLocale(request);
  const idempotencyKey = request.headers.get("idempotency-key") ?? undefined;
  if (idempotencyKey !== undefined && !/^[\x21-\x7e]{1,255}$/.test(idempotencyKey)) {
    return Response.json(
      { errors: { idempotencyKey: [await translateError("idempotencyKeyInvalid", locale)] } },
      { status: 400, headers: noStore },
    );
  }
  const body = await readFields(request);
  if (!body.ok) {
    const status = { tooLarge: 413, invalidBody: 400, unsupportedType: 415 }[body.reason];
    return Response.json(
      { errors: { body: [await translateError(body.reason, locale)] } },
      { status, headers: noStore },
    );
  }
  // Anti-bot signals, when the client sends them: the hidden field and how long its form was open.
  const { website, fillTimeMs, ...fields } = body.fields;
  const measured = Number(fillTimeMs ?? Number.NaN);
  const outcome = await register(fields, {
    locale,
    source: "api",
    requestId: id,
    ip: clientIp(request.headers),
    idempotencyKey,
    honeypot: typeof website === "string" ? website : undefined,
    fillTimeMs: Number.isFinite(measured) && measured >= 0 ? measured : undefined,
    referrer: request.headers.get("referer") ?? undefined,
    userAgent: request.headers.get("user-agent") ?? undefined,
  });
  switch (outcome.kind) {
    case "created":
      // `eventId`: the browser sends its pixel event with it, so Meta counts one registration.
      return Response.json(
        { id: outcome.id, eventId: outcome.eventId },
        { status: 201, headers: noStore },
      );
    case "invalid":
      return Response.json(
        { errors: await translateErrors(outcome.errors, locale) },
        { status: 422, headers: noStore },
      );
    case "conflict":
      return Response.json(
        { errors: { idempotencyKey: [await translateError("idempotencyKeyReused", locale)] } },
        { status: 422, headers: noStore },
      );
    case "rate_limited": {
      const t = await getTranslations({ locale, namespace: "Registration" });
      const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
      return Response.json(
        { errors: { body: [t("rateLimited", { minutes })] } },
        { status: 429, headers: { ...noStore, "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    }
    case "unavailable": {
      const t = await getTranslations({ locale, namespace: "Registration" });
      return Response.json(
        { errors: { body: [t("unavailable")] } },
        { status: 503, headers: { ...noStore, "Retry-After": "30" } },
      );
    }
  }
}
