import { Footer } from "@/components/site/footer";
import { Header } from "@/components/site/header";
import { NotFoundContent } from "@/components/site/not-found-content";

// Rendered inside the locale layout, so it speaks the visitor's language; the menu helps them on.
export default function LocaleNotFound() {
  return (
    <>
      <Header />
      <main id="main" className="flex flex-1 flex-col">
        <NotFoundContent />
      </main>
      <Footer />
    </>
  );
}
