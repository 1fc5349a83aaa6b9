import type { ReactNode } from "react";

const tones = {
  found: "border-accent-text/40 bg-accent/10",
  info: "border-line bg-surface",
  problem: "border-[#B42318]/40 bg-[#B42318]/10",
};

/** A message about what just happened: `status` for good news and answers, `alert` for problems. */
export function Notice({
  tone,
  children,
  className = "",
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <p
      role={tone === "problem" ? "alert" : "status"}
      className={`rounded-brand border p-4 font-medium ${tones[tone]} ${className}`}
    >
      {children}
    </p>
  );
}
