import type { ReactNode } from 'react';
import { Page } from '../../../common/Page';
import { Form } from '../../../common/form/Form';
import type { Message } from '@h5/shared/form';
import { AccountField } from './AccountField';
import { ModeTabs } from './ModeTabs';

export interface AccountFormProps {
  title: string;
  heading: string;
  /** Beside the title in the nav bar. */
  right?: ReactNode;
  accountError: Message | undefined;
  onAccountEdit: () => void;
  onModeSwitch: () => void;
  onSubmit: () => void;
  /** The fields after the account, and the buttons. */
  children: ReactNode;
}

/** What login, sign-up and reset share: the page, the phone/email switch and the account row. */
export function AccountForm({ title, heading, right, accountError, onAccountEdit, onModeSwitch, onSubmit, children }: AccountFormProps) {
  return (
    <Page title={title} right={right}>
      <Form onSubmit={onSubmit}>
        <h2 className="ac-form__title">{heading}</h2>
        <ModeTabs onSwitch={onModeSwitch}>
          <AccountField error={accountError} onEdit={onAccountEdit} />
        </ModeTabs>
        {children}
      </Form>
    </Page>
  );
}
