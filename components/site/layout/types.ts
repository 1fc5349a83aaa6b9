import type { ReactNode } from "react";
import type { FilterableUnit } from "@/lib/layout/filters";

/** One type on the layout page: what the filters need, its card (rendered on the server) and specs. */
export interface ExplorerUnit extends FilterableUnit {
  card: ReactNode;
  compare: CompareEntry;
}

/** What the comparison shows of a type, already in the page's language. */
export interface CompareEntry {
  code: string;
  href: string;
  category: string;
  /** "From RM … · n left", from the inventory. */
  price: string;
  size: string;
  bedrooms: string;
  bathrooms: string;
  features: string[];
  plan: {
    src: string;
    width: number;
    height: number;
    alt: string;
    unoptimized: boolean;
    /** Drawn from the room model, at the same scale as every other drawn plan. */
    drawn: boolean;
  };
}

export interface ExplorerGroup {
  letter: string;
  title: string;
}

export interface FilterLabels {
  categories: { letter: string; name: string }[];
  bedrooms: { value: number; label: string }[];
}
