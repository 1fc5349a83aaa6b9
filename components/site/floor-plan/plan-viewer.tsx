"use client";

import { useTranslations } from "next-intl";
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";

const MAX = 4;
const STEP = 1.5;
/** The frame's padding on both sides together (p-6), added to the plan's legible width. */
const PADDING = 48;
/** How far an arrow key moves the plan, in CSS pixels. */
const PAN_STEP = 60;

interface PlanViewerProps {
  children: ReactNode;
  code: string;
  /**
   * The plan's width in CSS pixels at which its smallest words are still 11 px or more. The plan
   * opens fitted to its frame (100%); zooming in goes as far as twice this width, so a wide plan
   * on a phone can be read word by word.
   */
  legibleWidth?: number;
}

/**
 * Zoom and pan for a floor plan. It opens fitted to the frame's width, so on a phone the whole
 * suite shows at once (its rooms, then a pinch for the words). Zooming widens the drawing inside a
 * scrolling frame, so the SVG is redrawn sharp at every size and panning is the browser's own
 * scrolling. One finger always scrolls (the page, or the plan when zoomed, handing over to the
 * page at its edges); two fingers pinch; a mouse drags; Ctrl + wheel zooms; plain wheel scrolls
 * the page as usual. Without scripts the plan is fitted and the browser's own zoom does the rest:
 * the buttons, which would do nothing, are not shown.
 */
export function PlanViewer({ children, code, legibleWidth = 0 }: PlanViewerProps) {
  const t = useTranslations("FloorPlan");
  const frameId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  // Zooming in goes to twice the legible width, and never stops short of MAX.
  const [max, setMax] = useState(MAX);
  const maxRef = useRef(max);
  useEffect(() => {
    const el = frame.current;
    if (!el || !legibleWidth) return;
    const measure = () => {
      const next = Math.max(MAX, (2 * (legibleWidth + PADDING)) / Math.max(1, el.clientWidth));
      maxRef.current = next;
      setMax(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [legibleWidth]);
  // Height of the frame at 100% and of the window, measured when zooming starts.
  const [frameSize, setFrameSize] = useState<{ base: number; screen: number }>();
  // The point of the plan at the frame's centre, kept there while the scale changes.
  const anchor = useRef<{ x: number; y: number } | null>(null);

  const zoomTo = useCallback((wanted: number) => {
    const el = frame.current;
    if (!el) return;
    const next = Math.min(maxRef.current, Math.max(1, wanted));
    anchor.current = {
      x: (el.scrollLeft + el.clientWidth / 2) / el.scrollWidth,
      y: (el.scrollTop + el.clientHeight / 2) / el.scrollHeight,
    };
    setFrameSize((size) =>
      next <= 1 ? undefined : (size ?? { base: el.clientHeight, screen: window.innerHeight }),
    );
    setScale(next);
  }, []);

  useLayoutEffect(() => {
    const el = frame.current;
    const point = anchor.current;
    if (!el || !point) return;
    el.scrollLeft = point.x * el.scrollWidth - el.clientWidth / 2;
    el.scrollTop = point.y * el.scrollHeight - el.clientHeight / 2;
    anchor.current = null;
  }, [scale]);

  // Pinch and Ctrl + wheel need listeners that may cancel the browser's own gesture.
  const scaleRef = useRef(scale);
  useEffect(() => {
    scaleRef.current = scale;
  }, [scale]);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    let pinch: { distance: number; scale: number } | null = null;
    const distance = (e: TouchEvent) => {
      const [a, b] = [e.touches[0], e.touches[1]];
      return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
    };
    const onTouchStart = (e: TouchEvent) => {
      pinch = e.touches.length === 2 ? { distance: distance(e), scale: scaleRef.current } : null;
    };
    const onTouchMove = (e: TouchEvent) => {
      if (!pinch || e.touches.length !== 2) return;
      e.preventDefault();
      zoomTo((pinch.scale * distance(e)) / (pinch.distance || 1));
    };
    const onTouchEnd = (e: TouchEvent) => {
      if (e.touches.length < 2) pinch = null;
    };
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      zoomTo(scaleRef.current * Math.exp(-e.deltaY / 300));
    };
    el.addEventListener("touchstart", onTouchStart, { passive: true });
    el.addEventListener("touchmove", onTouchMove, { passive: false });
    el.addEventListener("touchend", onTouchEnd, { passive: true });
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      el.removeEventListener("touchstart", onTouchStart);
      el.removeEventListener("touchmove", onTouchMove);
      el.removeEventListener("touchend", onTouchEnd);
      el.removeEventListener("wheel", onWheel);
    };
  }, [zoomTo]);

  // Mouse drag pans; touch panning is left to the browser.
  const drag = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    const pannable = el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight;
    if (e.pointerType !== "mouse" || e.button !== 0 || !pannable) return;
    drag.current = { x: e.clientX, y: e.clientY };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    e.currentTarget.scrollLeft -= e.clientX - drag.current.x;
    e.currentTarget.scrollTop -= e.clientY - drag.current.y;
    drag.current = { x: e.clientX, y: e.clientY };
  };
  const endDrag = () => {
    drag.current = null;
  };
  // Arrow keys pan the focused frame by hand: a phone browser's own keyboard scrolling of an
  // element is not to be relied on (Chromium's mobile mode leaves it where it is).
  const pan: Record<string, [number, number]> = {
    ArrowLeft: [-PAN_STEP, 0],
    ArrowRight: [PAN_STEP, 0],
    ArrowUp: [0, -PAN_STEP],
    ArrowDown: [0, PAN_STEP],
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    const by = pan[e.key];
    // Along an axis the plan does not overflow, the key is left to scroll the page.
    const pans =
      by && (by[0] ? el.scrollWidth > el.clientWidth : el.scrollHeight > el.clientHeight);
    if (by && pans) el.scrollBy({ left: by[0], top: by[1] });
    else if (e.key === "+" || e.key === "=") zoomTo(scale * STEP);
    else if (e.key === "-") zoomTo(scale / STEP);
    else if (e.key === "0") zoomTo(1);
    else return;
    e.preventDefault();
  };

  // Zoomed, the frame grows with the plan up to 70% of the screen, then the plan scrolls inside it.
  const height =
    frameSize && scale > 1
      ? Math.max(frameSize.base, Math.min(frameSize.base * scale, frameSize.screen * 0.7))
      : undefined;
  const button =
    "inline-flex size-11 items-center justify-center rounded-brand text-lg font-semibold transition hover:bg-accent/20 disabled:opacity-40 disabled:hover:bg-transparent";
  return (
    <figure>
      <div
        role="toolbar"
        aria-label={t("viewer", { code })}
        aria-controls={frameId}
        className="mb-3 ms-auto flex w-fit items-center gap-1 rounded-brand border border-line bg-surface p-1 no-js:hidden"
      >
        <button
          type="button"
          className={button}
          onClick={() => zoomTo(scale / STEP)}
          disabled={scale <= 1}
          aria-label={t("zoomOut")}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output
          aria-live="polite"
          className="min-w-14 text-center text-xs font-semibold tabular-nums"
          data-testid="plan-zoom"
        >
          <span className="sr-only">{t("zoom", { percent: Math.round(scale * 100) })}</span>
          <span aria-hidden="true">{Math.round(scale * 100)}%</span>
        </output>
        <button
          type="button"
          className={button}
          onClick={() => zoomTo(scale * STEP)}
          disabled={scale >= max}
          aria-label={t("zoomIn")}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          className={`${button} text-sm`}
          onClick={() => zoomTo(1)}
          disabled={scale === 1}
          aria-label={t("reset")}
        >
          <span aria-hidden="true">⟲</span>
        </button>
      </div>
      <div
        id={frameId}
        ref={frame}
        tabIndex={0}
        role="region"
        aria-label={t("viewer", { code })}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        // On a phone a zoomed plan may be taller than the screen: the frame stops at 70% of it, so
        // the page around stays within a thumb's reach. Without scripts the browser's own pinch
        // zooms it (touch-action is only taken over when scripts pinch instead).
        className={`js:touch-pan-x js:touch-pan-y overflow-auto rounded-brand border border-line bg-surface max-sm:max-h-[70svh] ${scale > 1 ? "cursor-grab active:cursor-grabbing" : ""}`}
        style={{ height }}
      >
        <div style={{ width: `${scale * 100}%` }} className="p-6">
          {children}
        </div>
      </div>
      <figcaption className="mt-3 text-xs text-muted no-js:hidden">{t("hint")}</figcaption>
    </figure>
  );
}
