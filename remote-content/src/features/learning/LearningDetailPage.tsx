import { contract } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { ArticlePage } from '../../common/articles/ArticleView';

export default function LearningDetailPage() {
  const { t } = useTranslation('common');
  return <ArticlePage title={t('page.learningDetail')} spec={contract.learning.detail} />;
}
