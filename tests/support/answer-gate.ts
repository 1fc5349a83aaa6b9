/** When a test receiver answers: each after `delayMs`, and past `holdAfter` only once released. */
export interface AnswerGate {
  delayMs: number;
  /** How many answers go out before the rest are held; Infinity (the default) holds none. */
  holdAfter: number;
  /** Answers waiting for `releaseHeld()`. */
  readonly held: number;
  /** Lets every held answer go and holds nothing from now on. */
  releaseHeld(): void;
  /** Schedules `answer`; the function returned drops it while it is held (its client hung up). */
  admit(answer: () => void): () => void;
}

export function createAnswerGate(): AnswerGate {
  const waiting = new Set<() => void>();
  let admitted = 0;
  const state = { delayMs: 0, holdAfter: Infinity };
  const later = (answer: () => void) => {
    if (state.delayMs > 0) setTimeout(answer, state.delayMs);
    else answer();
  };
  return {
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    get holdAfter() {
      return state.holdAfter;
    },
    set holdAfter(value: number) {
      state.holdAfter = value;
    },
    get held() {
      return waiting.size;
    },
    releaseHeld() {
      state.holdAfter = Infinity;
      const answers = [...waiting];
      waiting.clear();
      for (const answer of answers) later(answer);
    },
    admit(answer) {
      if (admitted < state.holdAfter) {
        admitted++;
        later(answer);
      } else {
        waiting.add(answer);
      }
      return () => waiting.delete(answer);
    },
  };
}
