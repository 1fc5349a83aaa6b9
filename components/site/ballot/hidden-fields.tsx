/** What every form on the entry page posts besides its own fields: whose link, which language. */
export function HiddenFields({ token, locale }: { token: string; locale: string }) {
  return (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );
}
