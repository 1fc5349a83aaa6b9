interface JsonLdProps {
  /** A schema.org object (or graph) to describe the page to search engines. */
  data: object;
}

/**
 * Structured data for search engines. `<` is escaped so text from content can never close the
 * script element early.
 */
export function JsonLd({ data }: JsonLdProps) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(
    /</g,
    "\\u003c",
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
