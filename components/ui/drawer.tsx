"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { CloseIcon } from "./icons";

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  /** Which edge it slides from, in the reading direction. */
  side: "start" | "end";
  className?: string;
  children: ReactNode;
}

/**
 * A slide-in panel on the native modal <dialog>: the browser makes the rest of the page inert,
 * keeps focus inside, closes on Escape and returns focus to the button that opened it. Its content
 * is rendered only while it is open: a closed drawer adds no markup to the page's HTML and nothing
 * to hydrate (it cannot be opened before the page's script runs anyway).
 */
export function Drawer({
  open,
  onClose,
  title,
  closeLabel,
  side,
  className = "",
  children,
}: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const edge = side === "start" ? "me-auto ms-0 drawer-start" : "ms-auto me-0 drawer-end";
  return (
    <dialog
      ref={ref}
      aria-label={title}
      // React passes a nested dialog's close event up its tree (the display settings open from
      // the menu): only this dialog's own closing closes it.
      onClose={(event) => event.target === ref.current && onClose()}
      onClick={(event) => event.target === ref.current && onClose()}
      className={`drawer ${edge} m-0 h-dvh max-h-none w-[min(100vw,var(--spacing-drawer))] max-w-none p-0 shadow-2xl ${className}`}
    >
      {open && (
        <div className="flex h-full flex-col overflow-y-auto">
          <div className="flex items-center justify-between gap-4 px-6 pt-5 pb-3">
            <h2 className="font-display text-2xl font-semibold">{title}</h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="grid h-11 w-11 place-items-center rounded-full hover:bg-current/10"
            >
              <CloseIcon />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
