/**
 * The old site's API answered with a JSON *string* that decodes to
 * [{"ReturnVal":"1","ReturnData":"<json>","ReturnSqlError":""}]; its clients parse exactly that.
 */
export function legacyResponse(
  result: { ok: true; data: unknown } | { ok: false; error: string },
  status = 200,
): Response {
  const envelope = result.ok
    ? [{ ReturnVal: "1", ReturnData: JSON.stringify(result.data), ReturnSqlError: "" }]
    : [{ ReturnVal: "0", ReturnData: "[]", ReturnSqlError: result.error }];
  return Response.json(JSON.stringify(envelope), {
    status,
    headers: { "Cache-Control": "no-store" },
  });
}
