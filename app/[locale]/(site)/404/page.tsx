import { notFound } from "next/navigation";

// /404 shows the localized not-found page, in the site's frame, with a real 404 status.
export default function NotFoundRoute() {
  notFound();
}
