import { contract } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { pathOf } from '@h5/shared/routes';
import { PageFrame } from '@h5/shared/ui';
import { ArticleList, useArticles } from '../../common/articles/ArticleList';

/** The news, newest first, each opening its article. */
export default function NewsPage() {
  const { t } = useTranslation('common');
  const list = useArticles(contract.news.list, {});
  return (
    <PageFrame title={t('page.news')} onRefresh={list.refresh}>
      <ArticleList list={list} label={t('page.news')} pathTo={(article) => pathOf('newsDetail', { id: article.id })} />
    </PageFrame>
  );
}
