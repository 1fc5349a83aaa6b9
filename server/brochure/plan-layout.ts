/** How a category's plans sit on brochure pages: one scale for all, rows of plans, pages of rows. */
export interface PlanLayout {
  /** Points per metre of plan. */
  scale: number;
  /** Pages of rows of indexes into the widths given. */
  pages: number[][][];
}

export interface PlanLayoutOptions {
  /** Depth of every plan in metres (the typical floor's units all share it). */
  depth: number;
  /** Width of the page's content area, points. */
  width: number;
  /** Height available for rows on the category's first page and on the pages after it. */
  firstHeight: number;
  height: number;
  /** Points between plans in a row and between rows; the caption under each plan. */
  gap: number;
  caption: number;
  minScale: number;
  maxScale: number;
}

function pack(widths: number[], scale: number, o: PlanLayoutOptions): number[][][] {
  const rows: number[][] = [];
  let rowWidth = 0;
  widths.forEach((metres, index) => {
    const width = metres * scale;
    const row = rows.at(-1);
    if (row && rowWidth + o.gap + width <= o.width) {
      row.push(index);
      rowWidth += o.gap + width;
    } else {
      rows.push([index]);
      rowWidth = width;
    }
  });
  const rowHeight = o.depth * scale + o.caption;
  const pages: number[][][] = [];
  let used = Infinity;
  for (const row of rows) {
    const room = pages.length === 1 ? o.firstHeight : o.height;
    if (pages.length > 0 && used + o.gap + rowHeight <= room) {
      pages.at(-1)?.push(row);
      used += o.gap + rowHeight;
    } else {
      pages.push([row]);
      used = rowHeight;
    }
  }
  return pages;
}

/**
 * The largest scale (in half points per metre) that needs no more pages than the smallest scale
 * allowed: plans as big as the paper lets them be, without spending a page more on them.
 */
export function layoutPlans(widths: number[], options: PlanLayoutOptions): PlanLayout {
  const fewest = pack(widths, options.minScale, options).length;
  for (let scale = options.maxScale; scale > options.minScale; scale -= 0.5) {
    const pages = pack(widths, scale, options);
    // A row alone must fit the shorter of the two pages, and the widest plan the page's width.
    const rowHeight = options.depth * scale + options.caption;
    const fits =
      rowHeight <= Math.min(options.firstHeight, options.height) &&
      Math.max(...widths) * scale <= options.width;
    if (fits && pages.length <= fewest) return { scale, pages };
  }
  return { scale: options.minScale, pages: pack(widths, options.minScale, options) };
}
