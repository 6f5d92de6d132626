import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { Loaded } from '@h5/shared/data';
import { UploadField } from '@h5/shared/ui/upload';
import { Page } from '../../common/Page';
import { Form } from '../../common/form/Form';
import { SubmitButton } from '../../common/form/SubmitButton';
import { useForm, useMessageText } from '@h5/shared/form';
import { LevelState } from './LevelState';
import { advancedAccess, checkAdvanced, type AdvancedField, type AdvancedRequest } from './verification';
import { useVerification } from './useVerification';

const PHOTOS: readonly AdvancedField[] = ['front', 'back', 'hand'];

/** The three ID photos, each uploaded as it is picked, then sent for review together. */
export function AdvancedForm() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const text = useMessageText();
  const navigate = useNavigate();
  const { values, errors, busy, set, submit } = useForm({
    initial: (): AdvancedRequest => ({ front: '', back: '', hand: '' }),
    check: checkAdvanced,
    send: (request) => call(contract.user.realName2, request, { loading: true }),
    done: t('verify.submitted'),
    onDone: () => navigate(pathOf('verification'), { replace: true }),
  });

  return (
    <Form onSubmit={() => void submit()}>
      <p className="ac-note">{t('verify.photoNote')}</p>
      {PHOTOS.map((photo) => {
        const error = errors[photo];
        return (
          <UploadField
            key={photo}
            id={`ac-kyc-${photo}`}
            label={t(`verify.${photo}`)}
            purpose="kyc"
            value={values[photo]}
            error={error && text(error)}
            onChange={set(photo)}
          />
        );
      })}
      <SubmitButton busy={busy}>{tc('action.submit')}</SubmitButton>
    </Form>
  );
}

/** Advanced verification: once basic is verified, and unless it is under review or done. */
export default function VerificationAdvancedPage() {
  const { t: tc } = useTranslation('common');
  const load = useVerification();
  return (
    <Page title={tc('page.verificationAdvanced')}>
      <Loaded load={load}>
        {(info) => {
          const access = advancedAccess(info);
          return access === 'open' ? <AdvancedForm /> : <LevelState access={access} />;
        }}
      </Loaded>
    </Page>
  );
}
