"use client";

import Lightbox from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Counter from "yet-another-react-lightbox/plugins/counter";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import "yet-another-react-lightbox/plugins/counter.css";
import { lightboxSources, type GallerySlide } from "./slides";
import { useTabTrap } from "./use-tab-trap";

export interface LightboxLabels {
  previous: string;
  next: string;
  close: string;
  zoomIn: string;
  zoomOut: string;
  lightbox: string;
  carousel: string;
  slide: string;
  photoGallery: string;
  slideOf: string;
  /** "Artist's impression", shown under each picture's caption. */
  artistMark: string;
}

interface GalleryLightboxProps {
  slides: GallerySlide[];
  open: boolean;
  index: number;
  labels: LightboxLabels;
  onView: (index: number) => void;
  onClose: () => void;
  onExited: () => void;
}

/** The viewer's backdrop: opaque, so nothing of the page shows through behind a caption. */
const backdrop = "rgb(7 18 42)";

/**
 * The full-screen viewer (yet-another-react-lightbox): arrows and Escape on the keyboard, swipe
 * and pinch-zoom on touch, captions under each picture, "3 / 16" at the top (screen readers hear
 * each slide's "3 of 16" instead), Tab kept inside. Loaded only when a picture is opened.
 */
export function GalleryLightbox(props: GalleryLightboxProps) {
  const { slides, labels } = props;
  useTabTrap(props.open, ".yarl__portal");
  return (
    <Lightbox
      open={props.open}
      index={props.index}
      close={props.onClose}
      on={{ view: ({ index }) => props.onView(index), exited: props.onExited }}
      plugins={[Captions, Counter, Zoom]}
      slides={slides.map((s) => ({
        ...lightboxSources(s),
        alt: s.alt,
        title: s.caption,
        description: s.artistImpression ? labels.artistMark : undefined,
      }))}
      captions={{ showToggle: false, descriptionTextAlign: "center" }}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      carousel={{ finite: false, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Previous: labels.previous,
        Next: labels.next,
        Close: labels.close,
        "Zoom in": labels.zoomIn,
        "Zoom out": labels.zoomOut,
        Lightbox: labels.lightbox,
        Carousel: labels.carousel,
        Slide: labels.slide,
        "Photo gallery": labels.photoGallery,
        "{index} of {total}": labels.slideOf,
      }}
      styles={{
        container: { backgroundColor: backdrop },
        // The library sets the title on one line cut with an ellipsis over a half-transparent
        // strip: on a phone most of a caption was lost over the picture. It wraps here, on the
        // viewer's own opaque colour.
        captionsTitleContainer: { background: backdrop },
        captionsDescriptionContainer: { background: backdrop },
        captionsTitle: { whiteSpace: "normal", overflow: "visible", textOverflow: "clip" },
      }}
    />
  );
}
