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

const MIN = 1;
const MAX = 4;
const STEP = 1.5;
const clamp = (value: number) => Math.min(MAX, Math.max(MIN, value));

interface PlanViewerProps {
  children: ReactNode;
  code: string;
}

/**
 * Zoom and pan for a floor plan. Zooming widens the drawing inside a scrolling frame, so the SVG is
 * redrawn sharp at every size and panning is the browser's own scrolling. One finger always scrolls
 * (the page, or the plan when zoomed, handing over to the page at its edges); two fingers pinch;
 * a mouse drags; Ctrl + wheel zooms; plain wheel scrolls the page as usual.
 */
export function PlanViewer({ children, code }: PlanViewerProps) {
  const t = useTranslations("FloorPlan");
  const frameId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  // Height of the frame at 100% and of the window, measured when zooming starts.
  const [frameSize, setFrameSize] = useState<{ base: number; screen: number }>();
  // The point of the plan at the frame's centre, kept there while the scale changes.
  const anchor = useRef<{ x: number; y: number } | null>(null);

  const zoomTo = useCallback((next: number) => {
    const el = frame.current;
    if (!el) return;
    anchor.current = {
      x: (el.scrollLeft + el.clientWidth / 2) / el.scrollWidth,
      y: (el.scrollTop + el.clientHeight / 2) / el.scrollHeight,
    };
    setFrameSize((size) =>
      clamp(next) === 1
        ? undefined
        : (size ?? { base: el.clientHeight, screen: window.innerHeight }),
    );
    setScale(clamp(next));
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
    if (e.pointerType !== "mouse" || e.button !== 0 || scale === 1) return;
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
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "+" || e.key === "=") zoomTo(scale * STEP);
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
        className="mb-3 ms-auto flex w-fit items-center gap-1 rounded-brand border border-line bg-surface p-1"
      >
        <button
          type="button"
          className={button}
          onClick={() => zoomTo(scale / STEP)}
          disabled={scale <= MIN}
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
          disabled={scale >= MAX}
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
        className={`touch-pan-x touch-pan-y overflow-auto rounded-brand border border-line bg-surface ${scale > 1 ? "cursor-grab active:cursor-grabbing" : ""}`}
        style={{ height }}
      >
        <div style={{ width: `${scale * 100}%` }} className="p-3 sm:p-6">
          {children}
        </div>
      </div>
      <figcaption className="mt-3 text-xs text-muted">{t("hint")}</figcaption>
    </figure>
  );
}
