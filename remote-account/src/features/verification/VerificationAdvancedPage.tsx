import { call } from '@h5/shared/api';
import { contract, ID_TYPES, type IdType } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { Loaded } from '@h5/shared/data';
import { FieldMessage } from '@h5/shared/ui/form';
import { UploadField } from '@h5/shared/ui/upload';
import { Page } from '../../common/Page';
import { Form } from '../../common/form/Form';
import { SubmitButton } from '../../common/form/SubmitButton';
import { useForm, useMessageText, type Message } from '@h5/shared/form';
import { LevelState } from './LevelState';
import { PhotoSample } from './PhotoSample';
import { PHOTO_KINDS, PHOTOS, advancedAccess, checkAdvanced, type AdvancedValues } from './verification';
import { useVerification } from './useVerification';
import './verification.css';

/** The schema's words for a missing photo name the card's sides; the page names the slot instead. */
const MISSING: readonly string[] = ['validation.frontRequired', 'validation.backRequired', 'validation.handRequired'];

/** The document, one of three, picked before anything is uploaded. */
function IdTypeChoice({ value, error, onChange }: { value: IdType | ''; error: Message | undefined; onChange: (type: IdType) => void }) {
  const { t } = useTranslation('account');
  return (
    <fieldset className={`ac-kyc-types${error ? ' ac-kyc-types--error' : ''}`} aria-describedby={error ? 'ac-kyc-type-error' : undefined}>
      <legend className="ac-kyc-types__legend">{t('verify.idType')}</legend>
      <div className="ac-kyc-types__options">
        {ID_TYPES.map((type) => (
          <label key={type} className="ac-kyc-type">
            <input
              className="ac-kyc-type__input"
              type="radio"
              name="ac-kyc-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <span className="ac-kyc-type__label">{t(`verify.idTypes.${type}`)}</span>
          </label>
        ))}
      </div>
      <FieldMessage id="ac-kyc-type-error" message={error} />
    </fieldset>
  );
}

/**
 * The document first (identity card, passport, driving licence), then its three photos, each
 * named for that document, shown a sample of a good one, and uploaded as it is picked; sent for
 * review together. Another document starts the photos over.
 */
export function AdvancedForm({ initialType = '' }: { initialType?: IdType | '' }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const text = useMessageText();
  const navigate = useNavigate();
  const { values, errors, busy, set, change, submit } = useForm({
    initial: (): AdvancedValues => ({ id_type: initialType, front: '', back: '', hand: '' }),
    check: checkAdvanced,
    send: (request) => call(contract.user.realName2, request, { loading: true }),
    done: t('verify.submitted'),
    onDone: () => navigate(pathOf('verification'), { replace: true }),
  });
  const type = values.id_type;

  return (
    <Form onSubmit={() => void submit()}>
      <IdTypeChoice
        value={type}
        error={errors.id_type}
        onChange={(next) => {
          if (next !== type) change({ id_type: next, front: '', back: '', hand: '' }, 'id_type', 'front', 'back', 'hand');
        }}
      />
      {type === '' ? (
        <p className="ac-note">{t('verify.chooseTypeFirst')}</p>
      ) : (
        <>
          <p className="ac-note">{t('verify.photoNote')}</p>
          {PHOTOS.map((photo) => {
            const kind = PHOTO_KINDS[type][photo];
            const error = errors[photo];
            return (
              // A slot per document and photo: another document's slot starts empty.
              <div key={`${type}-${photo}`} className="ac-kyc-slot">
                <UploadField
                  id={`ac-kyc-${photo}`}
                  label={t(`verify.photo.${kind}`)}
                  purpose="kyc"
                  value={values[photo]}
                  error={error && (typeof error === 'string' && MISSING.includes(error) ? t('verify.photoRequired') : text(error))}
                  onChange={set(photo)}
                />
                <PhotoSample kind={kind} />
              </div>
            );
          })}
        </>
      )}
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
          // Submitting again after a refusal starts from the document chosen last time.
          return access === 'open' ? <AdvancedForm initialType={info.id_type} /> : <LevelState access={access} />;
        }}
      </Loaded>
    </Page>
  );
}
