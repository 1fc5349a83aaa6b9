import {
  CONSENT_CHANGED_EVENT,
  CONSENT_STORAGE_KEY,
  makeChoice,
  parseChoice,
  type ConsentChoice,
} from "./choice";

// When storage is blocked the choice lasts for this page's life: asked again next visit.
let inMemory: ConsentChoice | null = null;

/** The visitor's choice of the current version, or null when they have not made one. */
export function readChoice(): ConsentChoice | null {
  try {
    return parseChoice(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return inMemory;
  }
}

/** Stores a choice (with its version and time) and tells the tag loader and the form. */
export function saveChoice(analytics: boolean, advertising: boolean): ConsentChoice {
  const before = readChoice();
  const choice = makeChoice(analytics, advertising);
  if (before?.advertising && !advertising) tellServerAdvertisingOff();
  inMemory = choice;
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Kept in memory above.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: choice }));
  return choice;
}

/**
 * Advertising turned off after it was on: the server stops the conversions of the registration
 * this browser made, if it made one (its HTTP-only cookie says which; the page cannot know).
 * `keepalive` lets the post finish when the visitor leaves the page at once.
 */
function tellServerAdvertisingOff(): void {
  void fetch("/api/consent/advertising-withdrawal", {
    method: "POST",
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => {
    // Offline: the choice holds in this browser, but the server is not told (README).
  });
}
