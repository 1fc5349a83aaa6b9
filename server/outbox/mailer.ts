import nodemailer from "nodemailer";

/**
 * A pool of at most `connections` SMTP connections, reused from mail to mail. Every stage of a
 * conversation has a timeout; the send's AbortSignal bounds the whole of it (a server trickling its
 * replies would slip past socket timeouts), closing the connection it holds.
 */
export function createMailer(url: string, connections: number) {
  return nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: connections,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    dnsTimeout: 5_000,
    // The outbox retries, and records every attempt; the pool must not resend a message on its own
    // when a connection drops (the server may have taken it already).
    maxRequeues: 0,
  });
}

export type Mailer = ReturnType<typeof createMailer>;
