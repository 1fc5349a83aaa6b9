import type { ConsentChoice } from "./choice";

/** The ids the site's settings hold (GET /api/consent/config), read at run time. */
export interface TagConfig {
  ga4?: string;
  adsId?: string;
  adsLabel?: string;
  metaPixelId?: string;
}

type Gtag = (...args: unknown[]) => void;
type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[]; loaded?: boolean };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

const granted = (yes: boolean) => (yes ? "granted" : "denied");

function addScript(src: string) {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/**
 * Google's tag with Consent Mode v2: every kind of storage and ad signal denied by default, then
 * granted as the visitor chose. Loaded only once analytics or advertising was given.
 */
function loadGoogle(config: TagConfig, choice: ConsentChoice) {
  const ids = [
    ...(choice.analytics && config.ga4 ? [config.ga4] : []),
    ...(choice.advertising && config.adsId ? [config.adsId] : []),
  ];
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
    window.gtag("consent", "default", {
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    });
  }
  window.gtag("consent", "update", {
    ad_storage: granted(choice.advertising),
    ad_user_data: granted(choice.advertising),
    ad_personalization: granted(choice.advertising),
    analytics_storage: granted(choice.analytics),
  });
  if (!ids.length) return;
  window.gtag("js", new Date());
  for (const id of ids) window.gtag("config", id);
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids[0] ?? "")}`);
}

/** Meta's pixel, only with advertising consented: Meta's own bootstrap, queueing until it loads. */
function loadMeta(pixelId: string) {
  if (!window.fbq) {
    const fbq = function fbq() {
      // Meta's script replays the queued `arguments` objects as they are.
      // eslint-disable-next-line prefer-rest-params
      const args = arguments;
      const self = fbq as Fbq & { callMethod?: (...a: unknown[]) => void };
      if (self.callMethod) self.callMethod(...Array.from(args));
      else self.queue?.push(args);
    } as Fbq & { push?: unknown; version?: string };
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = "2.0";
    fbq.queue = [];
    window.fbq = fbq;
    window._fbq = fbq;
    fbq("init", pixelId);
    fbq("track", "PageView");
  }
  window.fbq("consent", "grant");
  addScript("https://connect.facebook.net/en_US/fbevents.js");
}

/** Loads what the choice allows; nothing at all for a refusal. */
export function loadTags(config: TagConfig, choice: ConsentChoice) {
  // Already loaded and now withdrawn: the tags are told, and stop storing and sending.
  if (choice.analytics || choice.advertising || window.gtag) loadGoogle(config, choice);
  if (choice.advertising && config.metaPixelId) loadMeta(config.metaPixelId);
  else window.fbq?.("consent", "revoke");
}

/** What a page tells the tags: the registration, a visit booked, a WhatsApp or call tap, a brochure. */
export type TrackedEvent = "registration" | "schedule" | "whatsapp" | "call" | "brochure";

const metaNames: Record<TrackedEvent, [kind: "track" | "trackCustom", name: string]> = {
  registration: ["track", "Lead"],
  schedule: ["track", "Schedule"],
  whatsapp: ["track", "Contact"],
  call: ["track", "Contact"],
  brochure: ["trackCustom", "BrochureDownload"],
};

const googleNames: Record<TrackedEvent, string> = {
  registration: "generate_lead",
  schedule: "book_appointment",
  whatsapp: "whatsapp_tap",
  call: "call_tap",
  brochure: "file_download",
};

/**
 * Sends one event to the tags loaded, with its id: Meta's `eventID` and the Ads conversion's
 * `transaction_id` are what the server's conversion repeats, so each platform counts one.
 */
export function sendEvent(
  config: TagConfig,
  choice: ConsentChoice,
  event: TrackedEvent,
  eventId: string,
) {
  if (window.gtag && (choice.analytics || choice.advertising)) {
    window.gtag("event", googleNames[event], { event_id: eventId });
    if (event === "registration" && choice.advertising && config.adsId && config.adsLabel)
      window.gtag("event", "conversion", {
        send_to: `${config.adsId}/${config.adsLabel}`,
        transaction_id: eventId,
      });
  }
  if (window.fbq && choice.advertising) {
    const [kind, name] = metaNames[event];
    window.fbq(kind, name, event === "whatsapp" || event === "call" ? { channel: event } : {}, {
      eventID: eventId,
    });
  }
}
