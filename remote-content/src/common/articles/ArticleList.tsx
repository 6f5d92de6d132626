import { call } from '@h5/shared/api';
import type { ArticleBrief, CallSpec, Page, RequestOf } from '@h5/shared/contract';
import { PagedListView, cacheKey, usePagedList, type FetchPage, type PagedList } from '@h5/shared/data';
import { formatDate } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { Link } from '@h5/shared/router';
import { readArticles } from './seen';
import './articles.css';

/** A list call of articles: notices, news, learning, help. */
type ListCall = CallSpec<CallSpec['request'], Page<ArticleBrief>>;

/** A page at a time, under the call and its filter. */
export function useArticles<C extends ListCall>(spec: C, filter: Omit<RequestOf<C>, 'page' | 'limit'>): PagedList<ArticleBrief> {
  const fetchPage: FetchPage<ArticleBrief> = (page, limit) => call<ListCall>(spec, { ...filter, page, limit });
  return usePagedList(cacheKey(spec, filter), fetchPage);
}

/** One article in a list: its cover, title, summary and date; new until opened on this device; "EN" when shown in English for want of the reader's language. */
export function ArticleRow({ article, to, isRead }: { article: ArticleBrief; to: string; isRead: boolean }) {
  const { t } = useTranslation('content');
  return (
    <Link to={to} className={`ct-art-row${isRead ? '' : ' ct-art-row--new'}`} data-testid="article-row" data-id={article.id}>
      {article.cover && <img className="ct-art-row__cover" src={article.cover} alt="" loading="lazy" decoding="async" />}
      <span className="ct-art-row__main">
        <span className="ct-art-row__title">{article.title}</span>
        {article.summary && <span className="ct-art-row__summary">{article.summary}</span>}
        <span className="ct-art-row__meta">
          <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
          {article.fallback && <span className="ct-art-row__badge" title={t('articles.fallback')}>EN</span>}
          {!isRead && <span className="ct-art-row__new">{t('articles.new')}</span>}
        </span>
      </span>
    </Link>
  );
}

/** A list of articles with infinite scroll, each leading to `pathTo(article)`. */
export function ArticleList({ list, label, pathTo, emptyText }: { list: PagedList<ArticleBrief>; label: string; pathTo: (article: ArticleBrief) => string; emptyText?: string }) {
  const { t } = useTranslation('content');
  const isRead = readArticles.use();
  return (
    <PagedListView
      className="ct-art-list"
      list={list}
      label={label}
      emptyText={emptyText ?? t('articles.empty')}
      renderItem={(article) => <ArticleRow article={article} to={pathTo(article)} isRead={isRead(article.id)} />}
    />
  );
}
