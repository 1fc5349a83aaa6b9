"use client";

import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef, useState } from "react";
import { slugFromUrl, urlWithSlug } from "@/lib/gallery/deep-link";
import type { LightboxLabels } from "./gallery-lightbox";
import type { GallerySlide } from "./slides";

// The lightbox and its CSS arrive only when a visitor shows interest in a picture: pointing at
// or focusing a thumbnail starts the download, so a click seldom waits for it.
const loadLightbox = () => import("./gallery-lightbox");
const GalleryLightbox = dynamic(() => loadLightbox().then((m) => m.GalleryLightbox), {
  ssr: false,
});

interface GalleryControllerProps {
  slides: GallerySlide[];
  labels: LightboxLabels;
  /** The id of the server-rendered list whose links this enhances. */
  gridId: string;
}

const thumbnail = (gridId: string, slug: string): HTMLAnchorElement | null =>
  document.querySelector<HTMLAnchorElement>(`#${gridId} a[data-gallery-slug="${slug}"]`);

/**
 * Turns the grid's plain links into a lightbox: a click (or Enter) on a thumbnail opens it, the
 * address follows the picture on view (its own page, `/gallery/slug`, shareable with its own
 * card), an older link that names a picture (`?image=slug`, `#slug`) opens it on load, and
 * closing gives focus back to the thumbnail that opened it.
 */
export function GalleryController({ slides, labels, gridId }: GalleryControllerProps) {
  const [state, setState] = useState<{ open: boolean; index: number; loaded: boolean }>({
    open: false,
    index: 0,
    loaded: false,
  });
  const opener = useRef<HTMLElement | null>(null);
  // The gallery's own address (with its language), to come back to when the lightbox closes.
  const galleryPath = useRef("");
  const slugs = slides.map((s) => s.slug);

  const show = useCallback((index: number) => setState({ open: true, index, loaded: true }), []);

  useEffect(() => {
    const grid = document.getElementById(gridId);
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-gallery-slug]");
      const index = slides.findIndex((s) => s.slug === link?.dataset.gallerySlug);
      if (!link || index < 0) return;
      event.preventDefault();
      opener.current = link;
      show(index);
    };
    const warm = () => void loadLightbox();
    grid?.addEventListener("click", onClick);
    grid?.addEventListener("pointerover", warm, { once: true });
    grid?.addEventListener("focusin", warm, { once: true });
    // From here a thumbnail opens the lightbox, not the picture's page (tests wait for this mark).
    grid?.setAttribute("data-enhanced", "");
    return () => {
      grid?.removeEventListener("click", onClick);
      grid?.removeEventListener("pointerover", warm);
      grid?.removeEventListener("focusin", warm);
      grid?.removeAttribute("data-enhanced");
    };
  }, [gridId, slides, show]);

  // A shared link opens its picture once the page is ready.
  useEffect(() => {
    galleryPath.current = window.location.pathname;
    const slug = slugFromUrl(window.location.search, window.location.hash, slugs);
    if (!slug) return;
    opener.current = thumbnail(gridId, slug);
    // The address is only known in the browser, after hydration: opening here is the point.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    show(slugs.indexOf(slug));
    // Only on first load: later address changes are our own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onView = useCallback(
    (index: number) => {
      const slug = slides[index]?.slug ?? null;
      const { search } = window.location;
      const url = urlWithSlug(galleryPath.current, search, slug);
      window.history.replaceState(window.history.state, "", url);
      setState((s) => (s.index === index ? s : { ...s, index }));
    },
    [slides],
  );

  const onClose = useCallback(() => {
    const url = urlWithSlug(galleryPath.current, window.location.search, null);
    window.history.replaceState(window.history.state, "", url);
    setState((s) => ({ ...s, open: false }));
  }, []);

  const onExited = useCallback(() => {
    const target = opener.current ?? thumbnail(gridId, slides[state.index]?.slug ?? "");
    target?.focus();
    opener.current = null;
  }, [gridId, slides, state.index]);

  if (!state.loaded) return null;
  return (
    <GalleryLightbox
      slides={slides}
      labels={labels}
      open={state.open}
      index={state.index}
      onView={onView}
      onClose={onClose}
      onExited={onExited}
    />
  );
}
