import "server-only";
import { draftMode } from "next/headers";

/** Whether this request is an editor's preview of drafts (server/cms/preview). */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false; // outside a request (a brochure built by the worker)
  }
}
