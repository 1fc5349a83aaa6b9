import {
  applySettings,
  defaultSettings,
  parseSettings,
  SETTINGS_KEY,
  type Settings,
} from "@/lib/settings/settings";

// The store behind the settings drawer: localStorage when the browser allows it, memory when it
// does not (private modes, blocked cookies), and other tabs' changes arrive through `storage` events.
let memory: string | null = null;
let cached: { raw: string | null; settings: Settings } | null = null;
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(SETTINGS_KEY);
  } catch {
    return memory;
  }
}

function write(raw: string): void {
  memory = raw;
  try {
    window.localStorage.setItem(SETTINGS_KEY, raw);
  } catch {
    // Storage blocked or full: the choice lives in memory for this page's life.
  }
}

export function getSettings(): Settings {
  const raw = read() ?? memory;
  if (!cached || cached.raw !== raw) cached = { raw, settings: parseSettings(raw) };
  return cached.settings;
}

export function getServerSettings(): Settings {
  return defaultSettings;
}

function emit(): void {
  applySettings(document.documentElement, getSettings());
  listeners.forEach((listener) => listener());
}

export function updateSettings(patch: Partial<Settings>): void {
  write(JSON.stringify({ ...getSettings(), ...patch }));
  emit();
}

export function resetSettings(): void {
  write(JSON.stringify(defaultSettings));
  emit();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SETTINGS_KEY || event.key === null) emit();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
