import { Agent, request } from "node:https";

export interface HttpsAnswer {
  /** 0 when no answer came (refused, reset, timed out). */
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface HttpsClientOptions {
  /** The CA that signed the server's certificate (Caddy's internal root). */
  ca: string;
  /** The source address of the connection, e.g. 127.1.0.7: the client address the proxy sees. */
  localAddress?: string;
}

/**
 * An https client as a visitor's browser is one: its own source address and kept-alive
 * connections, trusting the test CA only. Node's fetch cannot choose either.
 */
export function httpsClient({ ca, localAddress }: HttpsClientOptions) {
  const agent = new Agent({ ca, localAddress, keepAlive: true, maxSockets: 4 });
  return {
    send(
      url: string,
      {
        method = "GET",
        headers = {},
        body,
        timeoutMs = 20_000,
      }: {
        method?: string;
        headers?: Record<string, string>;
        body?: string;
        timeoutMs?: number;
      } = {},
    ): Promise<HttpsAnswer> {
      return new Promise((resolve) => {
        const req = request(url, { method, headers, agent, servername: "localhost" }, (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          // An answer cut off mid-body (its instance killed while sending it) is no answer: the
          // client cannot know what it said, and sends again with its key.
          const cut = { status: 0, headers: {}, text: "the answer was cut off" };
          res.on("end", () =>
            resolve(
              res.complete ? { status: res.statusCode ?? 0, headers: res.headers, text } : cut,
            ),
          );
          res.on("close", () => resolve(cut));
          res.on("error", (error) => resolve({ status: 0, headers: {}, text: String(error) }));
        });
        req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
        req.on("error", (error) => resolve({ status: 0, headers: {}, text: String(error) }));
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

export type HttpsClient = ReturnType<typeof httpsClient>;
