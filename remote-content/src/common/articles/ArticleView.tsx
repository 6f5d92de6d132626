import { useEffect, type ReactNode } from 'react';
import type { Article, ArticleBrief, CallSpec } from '@h5/shared/contract';
import { Loaded, useCall } from '@h5/shared/data';
import { formatDate } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useSearchParams } from '@h5/shared/router';
import { PageFrame, copyText } from '@h5/shared/ui';
import { readArticles } from './seen';
import { useMoreWords } from '../../i18n/moreWords';
import './articles.css';

/** Where the article sits: its learning area or help category, in the page's words. */
function useSection(article: ArticleBrief): string | null {
  const { t } = useMoreWords();
  if (article.area) return t(`learning.area.${article.area}`);
  if (article.category) return t(`help.category.${article.category}`);
  return null;
}

/**
 * An article whole: title, date and section, cover, the body (HTML the server rendered from
 * Markdown and sanitised: nothing in it runs or loads from elsewhere), a note when it is shown
 * in English for want of the reader's language, and a link to copy. Opening it marks it read.
 */
export function ArticleView({ article, children }: { article: Article; children?: ReactNode }) {
  const { t } = useTranslation('content');
  const section = useSection(article);
  useEffect(() => {
    readArticles.add(article.id);
  }, [article.id]);
  return (
    <article className="ct-article" lang={article.lang === 'en' ? 'en' : undefined} data-testid="article">
      {article.fallback && (
        <p className="ct-article__fallback" role="note" data-testid="article-fallback">
          {t('articles.fallback')}
        </p>
      )}
      <h1 className="ct-article__title">{article.title}</h1>
      <p className="ct-article__meta">
        <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
        {section && <span className="ct-article__section">{section}</span>}
      </p>
      {article.cover && <img className="ct-article__cover" src={article.cover} alt="" />}
      {/* Sanitised on the server (server/src/modules/content/markdown.ts). */}
      <div className="ct-article__body" dangerouslySetInnerHTML={{ __html: article.html }} />
      <button type="button" className="ct-article__copy" onClick={() => void copyText(window.location.href)} data-testid="article-copy-link">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('articles.copyLink')}
      </button>
      {children}
    </article>
  );
}

/** A detail call of articles: notice, news, learning, help. */
type DetailCall = CallSpec<CallSpec['request'], Article>;

/** The article `?id=` names, through its kind's detail call, under the page's title. */
export function ArticlePage({ title, spec, children }: { title: string; spec: DetailCall; children?: (article: Article) => ReactNode }) {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const load = useCall(spec, { id });
  return (
    <PageFrame title={title} onRefresh={load.reload}>
      <Loaded load={load}>{(article) => <ArticleView article={article}>{children?.(article)}</ArticleView>}</Loaded>
    </PageFrame>
  );
}
