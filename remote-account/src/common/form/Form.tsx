import type { ReactNode } from 'react';
import './form.css';

/** A form whose fields this remote checks itself (the browser's own checks are off). */
export function Form({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="ac-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
