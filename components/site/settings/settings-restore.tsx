"use client";

import { useLayoutEffect } from "react";
import { applySettings } from "@/lib/settings/settings";
import { getSettings } from "./settings-store";

/**
 * Puts the visitor's saved theme back on <html> after React renders in the browser. The inline theme
 * script covers every page the server renders; a page Next.js renders only in the browser (the 404,
 * whose server HTML is an empty shell) builds a fresh <html> without running that script. The same
 * goes for its `data-js` mark, which shows the controls that need scripts.
 */
export function SettingsRestore() {
  useLayoutEffect(() => {
    applySettings(document.documentElement, getSettings());
    document.documentElement.setAttribute("data-js", "");
  }, []);
  return null;
}
