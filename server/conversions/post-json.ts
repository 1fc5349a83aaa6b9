/** Posts a JSON body; the answer's status and text, whatever the status. */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<{ ok: boolean; status: number; body: string }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    signal,
  });
  return { ok: response.ok, status: response.status, body: await response.text() };
}
