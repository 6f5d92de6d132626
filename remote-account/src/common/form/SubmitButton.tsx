import '../common.css';
import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import './form.css';

/** A form's main button, full width, spinning while its request runs. */
export function SubmitButton({ busy, disabled = false, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <Button block type="submit" color="primary" size="large" loading={busy} disabled={disabled} className="ac-form__submit">
      {children}
    </Button>
  );
}
