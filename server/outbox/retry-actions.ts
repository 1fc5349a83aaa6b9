"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { topicLabels } from "@/lib/outbox/topic-labels";
import { actorOf, requireAdmin, type Staff } from "../auth/session";
import { getDb } from "../db/client";
import { retryAllFailed, retryMessage, type RetryResult } from "./retry";

export interface RetryActionState {
  message?: string;
  error?: string;
  /** Counts the answers, so the same sentence twice is still announced as news. */
  seq?: number;
}

const messageInput = z.object({ id: z.uuid() });

function explain(result: RetryResult): RetryActionState {
  switch (result.kind) {
    case "queued":
      return { message: `1 message queued again: ${topicLabels[result.topic]}.` };
    case "not_failed":
      return {
        message:
          result.status === "sent"
            ? "That message is no longer failed: it has been sent since. Nothing was queued."
            : "That message is no longer failed: someone queued it again already. It was not queued twice.",
      };
    case "cancelled":
      return { error: "That message was cancelled when the person's data was erased." };
    case "missing":
      return { error: "That message is not in the outbox any more." };
  }
}

async function retryOne(admin: Staff, form: FormData): Promise<RetryActionState> {
  const parsed = messageInput.safeParse({ id: form.get("id") });
  if (!parsed.success) return { error: "That message could not be found." };
  return explain(await retryMessage(getDb(), parsed.data.id, actorOf(admin)));
}

async function retryAll(admin: Staff): Promise<RetryActionState> {
  const { queued } = await retryAllFailed(getDb(), actorOf(admin));
  if (!queued) return { message: "Nothing had failed any more: nothing was queued." };
  const count = queued.toLocaleString("en-MY");
  return { message: `${count} ${queued === 1 ? "message" : "messages"} queued again.` };
}

/**
 * The deliveries page's one action: `intent` "all" queues every message that gave up again, else
 * the message `id`. Admins only; Next.js refuses a post from another origin before this runs.
 */
export async function retryDeliveriesAction(
  previous: RetryActionState,
  form: FormData,
): Promise<RetryActionState> {
  const admin = await requireAdmin();
  const outcome =
    form.get("intent") === "all" ? await retryAll(admin) : await retryOne(admin, form);
  revalidatePath("/admin/deliveries");
  revalidatePath("/admin");
  return { ...outcome, seq: (previous.seq ?? 0) + 1 };
}
