/** A field's message, under it and announced; nothing when there is none. */
export function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="tr-field__error" role="alert">
      {message}
    </p>
  );
}
