/** A field's own message, read with the field (aria-describedby points here). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <span id={id} className="text-sm font-normal text-red-800">
      {message}
    </span>
  );
}
