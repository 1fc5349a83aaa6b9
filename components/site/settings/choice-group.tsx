"use client";

interface Option<T extends string> {
  value: T;
  label: string;
  swatch?: string;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: Option<T>[];
  onChange: (value: T) => void;
  columns?: 2 | 3;
}

/** A set of radio buttons styled as cards: arrow keys move between them, as screen-reader users expect. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  columns = 2,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset>
      <legend className="mb-3 text-xs font-semibold uppercase tracking-[0.18em] text-muted">
        {legend}
      </legend>
      <div className={`grid gap-2 ${columns === 3 ? "grid-cols-3" : "grid-cols-2"}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center gap-2 rounded-brand border border-line px-3 text-sm has-checked:border-accent-text has-checked:bg-accent/15 has-checked:font-semibold has-focus-visible:outline-3 has-focus-visible:outline-accent-text"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.swatch && (
              <span
                className="h-5 w-5 shrink-0 rounded-full border border-black/10"
                style={{ background: option.swatch }}
                aria-hidden="true"
              />
            )}
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
