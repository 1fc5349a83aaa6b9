/**
 * Colours come from the site's theme variables, so an inline plan follows light/dark mode and the
 * colour preset; the fallbacks are the light theme, for the plan opened as a file on its own.
 */
export const planStyles = [
  // Words are placed for left-to-right text (the note starts at the plan's west wall): in RTL mode
  // an inherited direction would anchor them at their right end and push the note off the plan.
  ".fp{color:var(--fg,#1a1f2b);font-family:var(--font-body,system-ui),'Noto Sans CJK SC',sans-serif;direction:ltr;unicode-bidi:isolate}",
  ".fp-paper{fill:var(--surface,#fff)}",
  ".fp-room{fill:var(--bg,#fbf8f3)}",
  ".fp-wet{fill:color-mix(in srgb,var(--accent,#c8a96a) 14%,var(--surface,#fff))}",
  ".fp-outdoor{fill:color-mix(in srgb,var(--accent,#c8a96a) 28%,var(--surface,#fff))}",
  ".fp-shared{fill:color-mix(in srgb,var(--accent,#c8a96a) 8%,var(--bg,#fbf8f3))}",
  ".fp-wall{fill:none;stroke:currentColor;stroke-width:.1}",
  ".fp-outer{fill:none;stroke:currentColor;stroke-width:.24}",
  ".fp-compact .fp-outer{stroke-width:.16}",
  ".fp-gap{stroke:var(--bg,#fbf8f3);stroke-width:.32}",
  ".fp-glass{stroke:currentColor;stroke-width:.03}",
  ".fp-rail-gap{stroke:color-mix(in srgb,var(--accent,#c8a96a) 28%,var(--surface,#fff));stroke-width:.3}",
  ".fp-rail{stroke:currentColor;stroke-width:.06}",
  ".fp-open{stroke:currentColor;stroke-width:.02;stroke-dasharray:.1 .08}",
  ".fp-leaf{stroke:currentColor;stroke-width:.05}",
  ".fp-main{stroke:var(--accent-text,#7a5a1e);stroke-width:.07}",
  ".fp-swing{fill:none;stroke:currentColor;stroke-width:.02;stroke-dasharray:.08 .06}",
  ".fp-label{fill:currentColor;font-weight:600;text-anchor:middle}",
  ".fp-dim{fill:var(--muted,#575e6c);text-anchor:middle}",
  ".fp-note{fill:var(--muted,#575e6c)}",
  ".fp-mark{fill:var(--accent-text,#7a5a1e)}",
  ".fp-line{stroke:var(--muted,#575e6c);stroke-width:.02;fill:none}",
  ".fp-bar{fill:currentColor}",
  ".fp-bar-alt{fill:var(--surface,#fff);stroke:currentColor;stroke-width:.02}",
].join("");
