interface ChoiceFieldProps {
  name: "buyer" | "per";
  legend: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (name: "buyer" | "per", value: string) => void;
}

/** A choice of two or three, as radio buttons (they submit with the GET form as they are). */
export function ChoiceField({ name, legend, value, options, onChange }: ChoiceFieldProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-brand border border-line bg-surface px-4 text-sm has-checked:border-accent-text"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(name, option.value)}
            className="size-4 accent-[var(--accent-text)]"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
