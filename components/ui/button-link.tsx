import type { ComponentProps } from "react";
import { Link } from "@/i18n/navigation";
import { buttonClasses, type ButtonVariant } from "./button-styles";

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant };

/** A link that looks like a button: calls to action go somewhere, so they are links. */
export function ButtonLink({ variant = "primary", className = "", ...props }: ButtonLinkProps) {
  return <Link {...props} className={buttonClasses(variant, className)} />;
}
