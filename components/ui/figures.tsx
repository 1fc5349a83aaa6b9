import type { ReactNode } from "react";

/**
 * Unit codes, sizes, prices and ranges: isolated left to right, so in RTL mode "388–1,281" does
 * not turn into "1,281–388" (the dash between two numbers takes the page's direction), and set in
 * lining figures, which Cormorant's old-style default is not ("B1" read "Bı").
 */
export function Figures({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={`lining-nums ${className}`}>
      {children}
    </bdi>
  );
}
