import { useEffect, useState } from 'react';
import { call } from '@h5/shared/api';
import { contract, type ReferralCard } from '@h5/shared/contract';
import { useCall } from '@h5/shared/data';
import { ratePercent } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { toast } from '@h5/shared/toast';
import { inviteLink } from '@h5/shared/routes/invite';
import { Sheet } from '@h5/shared/ui';
import { drawPoster, posterPng } from './poster';

interface Drawn {
  file: File;
  url: string;
}

/** The poster drawn for `card` (`user/my_poster`) in the page's language, as a PNG file and a URL to show it; null when the browser cannot draw it. */
function usePoster(card: ReferralCard | undefined): Drawn | null | undefined {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [drawn, setDrawn] = useState<Drawn | null | undefined>(undefined);
  useEffect(() => {
    if (!card) return undefined;
    let url: string | null = null;
    let live = true;
    const text = {
      brand: tc('app.name'),
      heading: t('referral.heading'),
      offer: t('referral.lead', { rebate: ratePercent(card.rebate_ratio), reward: ratePercent(card.reward_ratio) }),
      codeLabel: t('referral.inviteCode'),
      code: card.invite_code,
      authorization: card.authorization_code ? `${t('referral.authorizationCode')}: ${card.authorization_code}` : null,
      scan: t('referral.scan'),
      link: inviteLink(card.invite_code),
    };
    // A browser without a 2d canvas throws while drawing: that is a failed preview too.
    Promise.resolve()
      .then(() => posterPng(drawPoster(text)))
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setDrawn({ file: new File([blob], `invite-${card.invite_code}.png`, { type: 'image/png' }), url });
      })
      .catch(() => {
        if (!live) return;
        setDrawn(null);
        toast(tc('upload.picturePreviewFailed'));
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
      setDrawn(undefined);
    };
  }, [card, t, tc]);
  return drawn;
}

/** Saves the PNG the way a phone browser can: a download of the file. */
function save(drawn: Drawn, failed: string): void {
  try {
    const link = document.createElement('a');
    link.href = drawn.url;
    link.download = drawn.file.name;
    document.body.append(link);
    link.click();
    link.remove();
  } catch {
    toast(failed);
  }
}

/** The poster in a sheet: previewed, saved as PNG, or handed to the system share sheet (`user/my_share`) where the browser has one. */
export function PosterSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const card = useCall(contract.referral.poster, {}, { enabled: open });
  const drawn = usePoster(open ? card.data : undefined);
  const canShare = typeof navigator.share === 'function';
  const share = async (poster: Drawn) => {
    const shared = await call(contract.referral.share, {});
    if (!shared.ok) return;
    const withFile = navigator.canShare?.({ files: [poster.file] }) ?? false;
    const link = inviteLink(shared.data.invite_code);
    try {
      await navigator.share(withFile ? { files: [poster.file], title: tc('app.name'), text: link } : { title: tc('app.name'), url: link });
    } catch (error) {
      // Closing the share sheet is no failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast(t('referral.shareFailed'));
    }
  };
  return (
    <Sheet visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="ac-popup-body h5-sheet ac-sheet">
      <div role="dialog" aria-label={t('referral.poster')} className="ac-referral__poster">
        <header className="ac-sheet__head">
          <h2 className="h5-title ac-sheet__title">{t('referral.poster')}</h2>
        </header>
        {drawn === null || card.failed ? (
          <p className="ac-referral__muted">{tc('upload.picturePreviewFailed')}</p>
        ) : (
          <div className="ac-referral__preview">{drawn && <img src={drawn.url} alt={t('referral.posterAlt', { code: card.data?.invite_code ?? '' })} data-testid="referral-poster" />}</div>
        )}
        <div className="ac-referral__actions">
          <button type="button" className="ac-button-outline" disabled={!drawn} onClick={() => drawn && save(drawn, tc('upload.pictureSaveFailed'))}>
            {t('referral.savePoster')}
          </button>
          {canShare && (
            <button type="button" className="ac-button-outline" disabled={!drawn} onClick={() => drawn && void share(drawn)}>
              {t('referral.share')}
            </button>
          )}
        </div>
      </div>
    </Sheet>
  );
}
