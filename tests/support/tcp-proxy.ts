import { connect, createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A TCP forwarder on loopback that a test puts between an app server and its database, to break the
 * path without touching the database itself (others use it).
 */
export interface TcpProxy {
  readonly port: number;
  /** Connections open now (each counted once, not as its two sockets). */
  readonly connections: number;
  /**
   * Stops forwarding bytes either way without closing anything, as a hung server or a dropped
   * network does; new connections are accepted and hang too.
   */
  stall(): void;
  /** Destroys every connection and stops listening: new ones are refused. */
  cut(): Promise<void>;
  /** Forwards again: bytes held by a stall go on, as a healed network delivers them. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let stalled = false;

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    // Paused sockets read nothing: what the other side sends waits in the kernel, unanswered.
    if (stalled) {
      client.pause();
      upstream.pause();
    }
    client.on("data", (chunk: Buffer) => upstream.write(chunk));
    upstream.on("data", (chunk: Buffer) => client.write(chunk));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on("error", end);
      socket.on("close", end);
    }
  });
  const port = await listen(server, 0);
  let listening = true;

  async function cut() {
    stalled = false;
    if (listening) {
      listening = false;
      server.close();
    }
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  }

  return {
    port,
    get connections() {
      return pairs.size;
    },
    stall() {
      stalled = true;
      for (const { client, upstream } of pairs) {
        client.pause();
        upstream.pause();
      }
    },
    cut,
    async restore() {
      stalled = false;
      for (const { client, upstream } of pairs) {
        client.resume();
        upstream.resume();
      }
      if (!listening) {
        await listen(server, port);
        listening = true;
      }
    },
    close: cut,
  };
}
