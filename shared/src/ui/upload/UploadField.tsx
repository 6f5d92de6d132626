import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { GENERIC_ERROR, upload } from '@h5/shared/api';
import { contract, type RequestOf } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { DEFAULT_MAX_BYTES, compressImage, refusalOf, type Refusal } from './image';
import './upload.css';


export type UploadPurpose = RequestOf<typeof contract.wallet.uploadImage>['purpose'];

export interface UploadFieldProps {
  /** Id of the file input (the field's label points at it). */
  id: string;
  label: string;
  purpose: UploadPurpose;
  /** The uploaded file's id, '' while there is none. */
  value: string;
  onChange: (fileId: string) => void;
  /** The form's message for this field, already in the reader's language. */
  error?: string | undefined;
  maxBytes?: number;
}

type State =
  | { phase: 'empty' }
  | { phase: 'refused'; reason: Refusal }
  | { phase: 'uploading'; progress: number }
  | { phase: 'failed'; message: string }
  | { phase: 'done' };

const MB = 1024 * 1024;

/**
 * An image for a form (deposit proof, ID photos): picked from the gallery or the camera,
 * refused on the phone when too large or not an image, shrunk, uploaded with its progress
 * shown, previewed from the local file, and retried with the same file after a failure. The
 * form receives the uploaded file's id.
 */
export function UploadField({ id, label, purpose, value, onChange, error, maxBytes = DEFAULT_MAX_BYTES }: UploadFieldProps) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<State>({ phase: 'empty' });
  const [preview, setPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  /** The prepared file of the last pick, kept for Retry. */
  const prepared = useRef<Blob | null>(null);
  /** Counts picks and retries, so a reply to an abandoned one is ignored. */
  const attempt = useRef(0);

  // The preview holds the picked file in memory until replaced or the field goes.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  useEffect(() => () => {
    attempt.current += 1;
  }, []);

  const send = async (file: Blob) => {
    const mine = ++attempt.current;
    setState({ phase: 'uploading', progress: 0 });
    const result = await upload(contract.wallet.uploadImage, file, { purpose }, {
      silent: true,
      onProgress: (fraction) => {
        if (mine === attempt.current) setState({ phase: 'uploading', progress: fraction });
      },
    });
    if (mine !== attempt.current) return;
    if (result.ok) {
      setState({ phase: 'done' });
      onChange(result.data.id);
    } else {
      // The server's reason when it gave one; otherwise say to try again.
      const reason = result.reason === 'business' && result.message !== GENERIC_ERROR ? result.message : t('upload.retry');
      setState({ phase: 'failed', message: reason });
    }
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file picked again must fire change again.
    event.target.value = '';
    if (!file) return;
    attempt.current += 1;
    prepared.current = null;
    onChange('');
    const refusal = refusalOf(file, maxBytes);
    if (refusal) {
      setPreview(null);
      setState({ phase: 'refused', reason: refusal });
      return;
    }
    setPreviewFailed(false);
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    setState({ phase: 'uploading', progress: 0 });
    const mine = attempt.current;
    const blob = await compressImage(file);
    if (mine !== attempt.current) return;
    prepared.current = blob;
    await send(blob);
  };

  const retry = () => {
    if (prepared.current) void send(prepared.current);
  };

  const labelId = `${id}-label`;
  const statusId = `${id}-status`;
  const percent = state.phase === 'uploading' ? Math.round(state.progress * 100) : 0;
  let status = null;
  if (state.phase === 'refused') {
    status = <p className="h5-upload__error">{state.reason === 'tooLarge' ? t('upload.tooLarge') : t('upload.notImage')}</p>;
  } else if (state.phase === 'failed') {
    status = (
      <div className="h5-upload__failed">
        <p className="h5-upload__error">
          {t('upload.failed')} · {state.message}
        </p>
        <button type="button" className="h5-upload__retry" onClick={retry}>
          {t('action.retry')}
        </button>
      </div>
    );
  } else if (state.phase === 'uploading') {
    status = <p className="h5-upload__note">{t('upload.uploading', { percent })}</p>;
  } else if (state.phase === 'done' && value) {
    status = <p className="h5-upload__note h5-upload__note--done">{t('upload.uploaded')}</p>;
  }

  return (
    <div className={`h5-upload${error ? ' h5-upload--error' : ''}`}>
      <span className="h5-upload__label" id={labelId}>
        {label}
      </span>
      <input
        id={id}
        className="h5-upload__input"
        type="file"
        accept="image/*"
        aria-labelledby={labelId}
        aria-describedby={statusId}
        aria-invalid={Boolean(error)}
        disabled={state.phase === 'uploading'}
        onChange={(event) => void pick(event)}
      />
      <label className="h5-upload__box" htmlFor={id}>
        {preview && !previewFailed ? (
          <img className="h5-upload__preview" src={preview} alt="" onError={() => setPreviewFailed(true)} />
        ) : (
          <span className="h5-upload__empty">
            {previewFailed ? (
              t('upload.picturePreviewFailed')
            ) : (
              <>
                <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
                  <path d="M4 8h3l2-3h6l2 3h3v11H4z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
                  <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                </svg>
                <span>{t('upload.choose')}</span>
                <span className="h5-upload__hint">{t('upload.hint', { size: Math.floor(maxBytes / MB) })}</span>
              </>
            )}
          </span>
        )}
        {state.phase === 'uploading' && (
          <span className="h5-upload__progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <span style={{ transform: `scaleX(${percent / 100})` }} />
          </span>
        )}
      </label>
      <div id={statusId} aria-live="polite">
        {status}
      </div>
      {error && (
        <p className="h5-upload__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
