const variants = {
  primary: "bg-accent text-on-accent hover:brightness-105 shadow-lg shadow-black/10",
  outline: "border border-current/40 hover:bg-current/10",
  light: "border border-white/60 text-white hover:bg-white/10",
};

export type ButtonVariant = keyof typeof variants;

/** The classes of a link that looks like a button, for ButtonLink and for plain anchors. */
export function buttonClasses(variant: ButtonVariant = "primary", className = ""): string {
  return `inline-flex min-h-12 items-center justify-center gap-2 rounded-brand px-6 text-[0.95rem] font-semibold tracking-wide transition ${variants[variant]} ${className}`;
}
