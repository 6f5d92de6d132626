import { LEARNING_AREAS, contract } from '@h5/shared/contract';
import { useQueryTab } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { PageFrame, TabPanel, Tabs } from '@h5/shared/ui';
import { ArticleList, useArticles } from '../../common/articles/ArticleList';
import { useMoreWords } from '../../i18n/moreWords';

/** The two learning areas (home's RWA and AI entries open one each), newest first. */
export default function LearningPage() {
  const { t } = useMoreWords();
  const [area, setArea] = useQueryTab(LEARNING_AREAS, 'rwa');
  const list = useArticles(contract.learning.list, { area });
  return (
    <PageFrame title={t('common:page.learning')} onRefresh={list.refresh}>
      <Tabs
        idBase="ct-learn"
        label={t('learning.areas')}
        tabs={LEARNING_AREAS.map((key) => ({ key, label: t(`learning.area.${key}`) }))}
        active={area}
        onChange={setArea}
        className="ct-tabs"
        tabClassName="ct-tabs__tab"
      />
      <TabPanel idBase="ct-learn" active={area}>
        <p className="ct-intro">{t(`learning.intro.${area}`)}</p>
        <ArticleList list={list} label={t(`learning.area.${area}`)} pathTo={(article) => pathOf('learningDetail', { id: article.id })} />
      </TabPanel>
    </PageFrame>
  );
}
