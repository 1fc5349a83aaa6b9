import { NotFoundContent } from "@/components/site/not-found-content";

// A notFound() outside the site's pages (none today: unknown paths and /404 end in
// (site)/not-found.tsx). Every page carries this one too, so it stays bare.
export default function LocaleNotFound() {
  return (
    <main id="main" className="flex flex-1 flex-col">
      <NotFoundContent />
    </main>
  );
}
