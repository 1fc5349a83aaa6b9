import type { ComponentProps } from "react";
import { Link } from "@/i18n/navigation";

const variants = {
  primary: "bg-accent text-on-accent hover:brightness-105 shadow-lg shadow-black/10",
  outline: "border border-current/40 hover:bg-current/10",
  light: "border border-white/60 text-white hover:bg-white/10",
};

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: keyof typeof variants };

/** A link that looks like a button: calls to action go somewhere, so they are links. */
export function ButtonLink({ variant = "primary", className = "", ...props }: ButtonLinkProps) {
  return (
    <Link
      {...props}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-brand px-6 text-[0.95rem] font-semibold tracking-wide transition ${variants[variant]} ${className}`}
    />
  );
}
