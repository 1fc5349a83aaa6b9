import { notFound } from "next/navigation";

// Any path no page claims: the localized not-found page with HTTP 404 (the old app redirected).
export default function CatchAll() {
  notFound();
}
