import { notFound } from "next/navigation";

// /404 shows the localized not-found page with a real 404 status.
export default function NotFoundRoute() {
  notFound();
}
