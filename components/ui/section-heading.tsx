interface SectionHeadingProps {
  id?: string;
  eyebrow: string;
  title: string;
  align?: "start" | "center";
}

export function SectionHeading({ id, eyebrow, title, align = "start" }: SectionHeadingProps) {
  return (
    <div className={align === "center" ? "text-center" : undefined}>
      <p className="text-xs font-semibold uppercase tracking-[0.28em] text-accent-text">
        {eyebrow}
      </p>
      <h2
        id={id}
        className="mt-3 font-display text-4xl font-medium leading-tight text-balance sm:text-5xl"
      >
        {title}
      </h2>
    </div>
  );
}
