import '../../common/common.css';
import Button from 'antd-mobile/es/components/button';
import type { VerificationInfo, VerificationStatus } from '@h5/shared/contract';
import { LOCALE_TAGS, currentLanguage, useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { Loaded } from '@h5/shared/data';
import { FactList, type Fact } from '@h5/shared/ui/facts';
import { Page } from '../../common/Page';
import { StatusTag } from '../../common/StatusTag';
import { regionNamer } from '../../common/regions';
import { verificationLook } from '../../common/statuses';
import { advancedAccess, basicAccess, type Access } from './verification';
import { useVerification } from './useVerification';
import './verification.css';

interface LevelProps {
  level: 'basic' | 'advanced';
  status: VerificationStatus;
  access: Access;
  reason: string;
  onStart: () => void;
  /** What was submitted, shown back (the ID number masked by the server). */
  details?: Fact[];
}

/** One level: what it asks for, its state, why it was refused, and the way in while open. */
function Level({ level, status, access, reason, onStart, details }: LevelProps) {
  const { t } = useTranslation('account');
  return (
    <section className="h5-card ac-level" aria-labelledby={`ac-level-${level}`}>
      <div className="h5-card__head">
        <h2 id={`ac-level-${level}`} className="h5-title">
          {t(`verify.${level}`)}
        </h2>
        <StatusTag look={verificationLook(status)} />
      </div>
      <p className="ac-level__text">{t(`verify.${level}Text`)}</p>
      {status === 'rejected' && reason && <p className="ac-level__reason">{t('records.reason', { reason })}</p>}
      {details && <FactList layout="rows" items={details} />}
      {access === 'needsBasic' && <p className="ac-note">{t('verify.needsBasic')}</p>}
      {(access === 'open' || access === 'needsBasic') && (
        <Button block color="primary" disabled={access === 'needsBasic'} className="ac-level__start" onClick={onStart}>
          {t(status === 'rejected' ? 'verify.retry' : 'verify.start')}
        </Button>
      )}
    </section>
  );
}

/** Both verification levels and their states; advanced opens once basic is verified. */
export default function VerificationPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const regionName = regionNamer(LOCALE_TAGS[currentLanguage()]);
  const navigate = useNavigate();
  const load = useVerification();
  return (
    <Page title={tc('page.verification')}>
      <Loaded load={load}>
        {(info: VerificationInfo) => (
          <div className="ac-levels">
            <Level
              level="basic"
              status={info.basic}
              access={basicAccess(info)}
              reason={info.reason}
              onStart={() => navigate(pathOf('verificationBasic'))}
              {...(info.name && info.basic !== 'rejected'
                ? {
                    details: [
                      { label: t('verify.country'), value: regionName(info.country) },
                      { label: t('verify.name'), value: info.name },
                      { label: t('verify.idNumber'), value: info.id_number },
                    ],
                  }
                : {})}
            />
            <Level
              level="advanced"
              status={info.advanced}
              access={advancedAccess(info)}
              reason={info.reason}
              onStart={() => navigate(pathOf('verificationAdvanced'))}
              {...(info.id_type && info.advanced !== 'rejected'
                ? { details: [{ label: t('verify.document'), value: t(`verify.idTypes.${info.id_type}`) }] }
                : {})}
            />
          </div>
        )}
      </Loaded>
    </Page>
  );
}
