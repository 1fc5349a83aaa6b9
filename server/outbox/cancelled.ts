/**
 * The last_error of a message an erasure cancelled (it would have carried the erased data). Such a
 * message is `failed` like one that gave up, but nothing went wrong: the outbox gauges leave it out.
 */
export const CANCELLED_BY_ERASURE = "cancelled: personal data erased";
