import { NotFoundContent } from "@/components/site/not-found-content";

// Inside the site layout: its header and footer frame the message, in the visitor's language. Each
// layout's not-found page travels with every page under it, so this one holds only the message.
export default function SiteNotFound() {
  return (
    <div className="flex min-h-[70svh] flex-col">
      <NotFoundContent />
    </div>
  );
}
