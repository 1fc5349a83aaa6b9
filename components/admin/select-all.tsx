"use client";

import { useEffect, useRef, useSyncExternalStore } from "react";

/** The row checkboxes of a bulk form that the visitor can see (a phone's cards or the table). */
function rowBoxes(form: string, self: HTMLInputElement | null): HTMLInputElement[] {
  return [
    ...document.querySelectorAll<HTMLInputElement>(
      `input[type=checkbox][name=ids][form="${form}"]`,
    ),
  ].filter(
    (box) =>
      box !== self &&
      (typeof box.checkVisibility === "function"
        ? box.checkVisibility()
        : box.offsetParent !== null),
  );
}

const noSubscription = () => () => {};

/**
 * A header checkbox that ticks or clears every row shown for a bulk form (rows belong to the form
 * through their `form` attribute), and shows whether all, some or none are ticked. It needs
 * scripts, so without them it is not shown and rows are ticked one by one.
 */
export function SelectAll({ form, label }: { form: string; label: string }) {
  const box = useRef<HTMLInputElement>(null);
  // Shown once scripts run (the desk has no data-js mark): a tick before then would tick nothing.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  useEffect(() => {
    const sync = () => {
      const self = box.current;
      if (!self) return;
      const rows = rowBoxes(form, self);
      const ticked = rows.filter((row) => row.checked).length;
      self.checked = rows.length > 0 && ticked === rows.length;
      self.indeterminate = ticked > 0 && ticked < rows.length;
    };
    sync();
    document.addEventListener("change", sync);
    return () => document.removeEventListener("change", sync);
  }, [form]);

  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={label}
      hidden={!ready}
      className="size-4 accent-navy"
      onChange={(event) => {
        for (const row of rowBoxes(form, event.currentTarget))
          row.checked = event.currentTarget.checked;
      }}
    />
  );
}
