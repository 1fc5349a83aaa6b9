"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

interface ConsentFieldProps {
  name: "consentPersonalData" | "consentTerms";
  message: "consentPersonalData" | "consentTerms";
  href: string;
  checked: boolean;
  errors?: string[];
  onBlur: () => void;
}

/** A consent checkbox whose text links to the notice it refers to (opening in a new tab, keeping the form). */
export function ConsentField({ name, message, href, checked, errors, onBlur }: ConsentFieldProps) {
  const t = useTranslations("Registration");
  const errorId = errors?.length ? `${name}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={name}
          name={name}
          type="checkbox"
          defaultChecked={checked}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onBlur={onBlur}
          className="mt-0.5 h-6 w-6 shrink-0 accent-[var(--accent-text)]"
        />
        <label htmlFor={name} className="text-sm leading-relaxed">
          {t.rich(message, {
            link: (chunks) => (
              <Link
                href={href}
                target="_blank"
                className="font-semibold text-accent-text underline underline-offset-2"
              >
                {chunks}
              </Link>
            ),
          })}
        </label>
      </div>
      {errorId && (
        <p id={errorId} className="ms-9 text-sm font-medium text-[#B42318] dark:text-[#FDA29B]">
          {errors?.[0]}
        </p>
      )}
    </div>
  );
}
