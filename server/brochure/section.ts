import type { ReactElement } from "react";
import type { BrochureContext } from "./context";

/**
 * One part of the brochure: reads its content, prepares its pictures (react-pdf draws
 * synchronously, so anything async happens here), and returns one or more `<Page>`s.
 */
export type BrochureSection = (ctx: BrochureContext) => Promise<ReactElement>;
