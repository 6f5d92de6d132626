import { useState } from 'react';
import { call } from '@h5/shared/api';
import { contract, type Article } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { Link } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { ArticlePage } from '../../common/articles/ArticleView';
import { answeredHelp, deviceKey } from '../../common/articles/seen';
import { useMoreWords } from '../../i18n/moreWords';
import './help.css';

/** "Was this helpful?": one answer per user (or per device for a guest), then thanks; support one tap away. */
function Helpful({ article }: { article: Article }) {
  const { t } = useMoreWords();
  const answered = answeredHelp.use()(article.id);
  const [busy, setBusy] = useState(false);
  const answer = async (helpful: boolean) => {
    setBusy(true);
    const result = await call(contract.help.feedback, { id: article.id, helpful: helpful ? '1' : '0', device: deviceKey() });
    setBusy(false);
    if (result.ok) answeredHelp.add(article.id);
  };
  return (
    <section className="ct-helpful" aria-label={t('help.helpful')}>
      {answered ? (
        <p className="ct-helpful__thanks" role="status" data-testid="helpful-thanks">
          {t('help.thanks')}
        </p>
      ) : (
        <>
          <p className="ct-helpful__question">{t('help.helpful')}</p>
          <div className="ct-helpful__answers">
            <button type="button" className="ct-helpful__answer" disabled={busy} onClick={() => void answer(true)} data-testid="helpful-yes">
              {t('help.yes')}
            </button>
            <button type="button" className="ct-helpful__answer" disabled={busy} onClick={() => void answer(false)} data-testid="helpful-no">
              {t('help.no')}
            </button>
          </div>
        </>
      )}
      <Link to={pathOf('chat')} className="ct-helpful__contact">
        {t('help.contact')}
      </Link>
    </section>
  );
}

export default function HelpDetailPage() {
  const { t } = useTranslation('common');
  return <ArticlePage title={t('page.helpDetail')} spec={contract.help.detail}>{(article) => <Helpful article={article} />}</ArticlePage>;
}
