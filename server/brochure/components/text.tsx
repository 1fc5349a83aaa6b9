import { Text as PdfText, type TextProps } from "@react-pdf/renderer";
import { Children, type PropsWithChildren, type ReactNode } from "react";
import { bindCjkSpaces } from "../line-breaks";

const bind = (children: ReactNode): ReactNode =>
  Children.map(children, (child) => (typeof child === "string" ? bindCjkSpaces(child) : child));

/**
 * react-pdf's Text with the spaces beside Chinese characters made unbreakable
 * (`bindCjkSpaces`), so a Chinese line never ends on a figure or a Latin word. Latin text is
 * untouched. Render-prop children (page numbers) pass through as they are.
 */
export function Text({ children, ...props }: PropsWithChildren<TextProps>) {
  return <PdfText {...props}>{typeof children === "function" ? children : bind(children)}</PdfText>;
}
