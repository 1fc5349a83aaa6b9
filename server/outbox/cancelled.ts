/**
 * The last_error of a message an erasure cancelled (it would have carried the erased data). Such a
 * message is `failed` like one that gave up, but nothing went wrong: the outbox gauges leave it out.
 */
export const CANCELLED_BY_ERASURE = "cancelled: personal data erased";

/** The last_error of a buyer mail or conversion cancelled because the person withdrew consent. */
export const CANCELLED_BY_WITHDRAWAL = "cancelled: consent withdrawn";
