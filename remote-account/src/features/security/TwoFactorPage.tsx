import { useEffect, useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { call } from '@h5/shared/api';
import { contract, type TwoFactorSetup } from '@h5/shared/contract';
import { useForm } from '@h5/shared/form';
import { useTranslation } from '@h5/shared/i18n';
import { LoadState, copyText } from '@h5/shared/ui';
import { FactList } from '@h5/shared/ui/facts';
import { Page } from '../../common/Page';
import { QrCode } from '../../common/QrCode';
import { refreshProfile, useTwoFactorOn } from '../../common/profile';
import { useLeave } from '../../common/useLeave';
import { Form } from '../../common/form/Form';
import { SubmitButton } from '../../common/form/SubmitButton';
import { TwoFactorField } from '../../common/form/TwoFactorField';
import { checkCode } from './securityForms';
import './security.css';

/** The key in groups of four, as authenticator apps print it: easier to type by hand. */
export const groupedKey = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Scan (or type) a new secret, then prove it with the app's code: 2FA turns on, the backup codes come back. */
function TurnOn({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('account');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [failed, setFailed] = useState(false);
  // Each setup replaces the last one's secret: one per visit, not one per render or focus.
  const asked = useRef(false);
  const start = async () => {
    setFailed(false);
    const result = await call(contract.user.twoFactorSetup, {});
    if (result.ok) setSetup(result.data);
    else setFailed(true);
  };
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void start();
  }, []);
  const { values, errors, busy, set, submit } = useForm({
    initial: { code: '' },
    check: checkCode(contract.user.twoFactorEnable),
    send: (request) => call(contract.user.twoFactorEnable, request, { loading: true }),
    onDone: ({ backup_codes }) => {
      onEnabled(backup_codes);
      void refreshProfile();
    },
  });

  if (!setup) return <LoadState failed={failed} onRetry={() => void start()} />;
  return (
    <Form onSubmit={() => void submit()}>
      <p className="ac-note">{t('twoFactor.setupNote')}</p>
      <div className="ac-qr-box ac-2fa__qr">
        <QrCode text={setup.uri} label={t('twoFactor.qrLabel')} />
      </div>
      <FactList layout="rows" items={[{ label: t('twoFactor.key'), value: <code className="ac-2fa__key">{groupedKey(setup.secret)}</code>, copy: setup.secret }]} />
      <TwoFactorField id="ac-2fa-code" appOnly value={values.code} error={errors.code} onChange={set('code')} />
      <SubmitButton busy={busy}>{t('twoFactor.turnOn')}</SubmitButton>
    </Form>
  );
}

/** The backup codes, shown this once. */
function BackupCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation('account');
  const leave = useLeave('security');
  return (
    <div className="ac-form">
      <h2 className="ac-form__title">{t('twoFactor.backupTitle')}</h2>
      <p className="ac-note">{t('twoFactor.backupNote')}</p>
      <ol className="ac-2fa__backups" aria-label={t('twoFactor.backupTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="h5-link ac-2fa__copy" onClick={() => void copyText(codes.join('\n'))}>
        {t('twoFactor.copyAll')}
      </button>
      <Button block color="primary" size="large" className="ac-form__submit" onClick={leave}>
        {t('twoFactor.done')}
      </Button>
    </div>
  );
}

/** Turning 2FA off takes a code from the app or a backup code. */
function TurnOff() {
  const { t } = useTranslation('account');
  const leave = useLeave('security');
  const { values, errors, busy, set, submit } = useForm({
    initial: { code: '' },
    check: checkCode(contract.user.twoFactorDisable),
    send: (request) => call(contract.user.twoFactorDisable, request, { loading: true }),
    onDone: () => {
      void refreshProfile();
      leave();
    },
  });
  return (
    <Form onSubmit={() => void submit()}>
      <p className="ac-note">{t('twoFactor.onNote')}</p>
      <p className="ac-note">{t('twoFactor.offNote')}</p>
      <TwoFactorField id="ac-2fa-code" value={values.code} error={errors.code} onChange={set('code')} />
      <SubmitButton busy={busy}>{t('twoFactor.turnOff')}</SubmitButton>
    </Form>
  );
}

/** Two-factor authentication with an authenticator app: set up and turn on, or turn off. */
export default function TwoFactorPage() {
  const { t: tc } = useTranslation('common');
  const on = useTwoFactorOn();
  const [backups, setBackups] = useState<string[] | null>(null);
  let body;
  if (backups) body = <BackupCodes codes={backups} />;
  else if (on) body = <TurnOff />;
  else body = <TurnOn onEnabled={setBackups} />;
  return <Page title={tc('page.twoFactor')}>{body}</Page>;
}
