import { useMessageText, type Message } from '@h5/shared/form';

/** A field's message, under it and announced, in the reader's language; nothing when there is none. */
export function FieldError({ id, message }: { id?: string; message: Message | undefined }) {
  const text = useMessageText();
  if (!message) return null;
  return (
    <p id={id} className="tr-field__error" role="alert">
      {text(message)}
    </p>
  );
}
