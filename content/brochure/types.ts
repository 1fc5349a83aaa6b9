/** The words the brochure adds around the site's own content (which it reuses as it is). */
export interface BrochureContent {
  /** Shown by PDF readers in the title bar and document properties. */
  meta: { title: string; subject: string; keywords: string };
  cover: { label: string; tagline: string };
  /** Running header of each inner page, one per section. */
  sections: {
    concept: string;
    sanctuary: string;
    investment: string;
    units: string;
    facilities: string;
    location: string;
    developer: string;
  };
  labels: {
    artistImpression: string;
    keyFacts: string;
    highlights: string;
    developedBy: string;
    layouts: string;
  };
  units: {
    /** Under the unit types' title: print has no filters or key plan to point to. */
    intro: string;
    /** Beside the dual-key category's last plan: every dual-key type's size and rooms. */
    glance: { title: string; type: string; size: string };
  };
  /** Column heads of the table of places on the location page. */
  location: { place: string; distance: string; travel: string };
  notice: {
    title: string;
    paragraphs: string[];
    /** `{url}` is replaced by the site's address. */
    source: string;
  };
  contact: {
    /** `{url}` is replaced by the registration page's address. */
    register: string;
    /** Beside the back cover's QR code, which opens the registration page. */
    scan: string;
  };
}
