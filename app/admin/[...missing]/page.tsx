import { notFound } from "next/navigation";

// Any /admin address no page or route answers gets the desk's not-found (app/admin/not-found.tsx),
// not the public site's.
export default function MissingDeskPage(): never {
  notFound();
}
