import Link from "next/link";

/** What a salesperson or an agent sees at /cms: the site's content is the marketing team's. */
export function CmsRefused() {
  return (
    <main style={{ maxWidth: "36rem", margin: "4rem auto", padding: "0 1.25rem", lineHeight: 1.6 }}>
      <h1 style={{ fontSize: "1.75rem" }}>The site&apos;s content is edited by marketing</h1>
      <p>
        Your account can&apos;t change the site&apos;s words, pictures or promotions. Ask an admin
        if you need to; they can give your account the marketing role.
      </p>
      <p>
        <Link href="/admin">Back to the lead desk</Link>
      </p>
    </main>
  );
}
