import { retryDelayMs } from "./backoff";

export interface DeliverySettings {
  /** The time that decides what is due and when a retry is; tests move it. */
  clock: () => Date;
  /** How long a claim keeps other workers off a message. */
  leaseMs: number;
  /** The most a single send may take before it is abandoned as failed. */
  sendTimeoutMs: number;
  /** Sends in flight at once in each lane (mail, webhook); also the SMTP pool's connections. */
  concurrency: number;
  retryDelayMs: (attempts: number) => number;
}

export const OUTBOX_CONCURRENCY = 8;

export const defaultSettings: DeliverySettings = {
  clock: () => new Date(),
  // Four times the longest send: a claim outlives any send it covers, with room for the bookkeeping
  // and for instances whose clocks disagree by up to a minute.
  leaseMs: 2 * 60_000,
  sendTimeoutMs: 30_000,
  concurrency: OUTBOX_CONCURRENCY,
  retryDelayMs,
};

export function deliverySettings(overrides: Partial<DeliverySettings> = {}): DeliverySettings {
  const settings = { ...defaultSettings, ...overrides };
  if (settings.leaseMs < 2 * settings.sendTimeoutMs) {
    throw new Error("the outbox lease must be at least twice the send timeout");
  }
  if (!Number.isInteger(settings.concurrency) || settings.concurrency < 1) {
    throw new Error("outbox concurrency must be a positive whole number");
  }
  return settings;
}
