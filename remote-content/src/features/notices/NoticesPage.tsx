import { contract } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { pathOf } from '@h5/shared/routes';
import { PageFrame } from '@h5/shared/ui';
import { ArticleList, useArticles } from '../../common/articles/ArticleList';

/** The platform's notices, newest first; each opens on the notice page. */
export default function NoticesPage() {
  const { t } = useTranslation('common');
  const list = useArticles(contract.notice.list, {});
  return (
    <PageFrame title={t('page.notices')} onRefresh={list.refresh}>
      <ArticleList list={list} label={t('page.notices')} pathTo={(article) => pathOf('noticePopup', { id: article.id })} />
    </PageFrame>
  );
}
