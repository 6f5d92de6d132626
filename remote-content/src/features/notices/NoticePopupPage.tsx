import { useGoBack, useNavigate, useSearchParams } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { NoticeDialog } from '../../common/articles/NoticeDialog';

/** The notice page (`index/notice/notice?id=`): one notice as a card, as home shows an important one. */
export default function NoticePopupPage() {
  const goBack = useGoBack();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  return <NoticeDialog key={id} id={Number.isSafeInteger(id) && id > 0 ? id : 0} onDone={goBack} onAll={() => navigate(pathOf('notices'), { replace: true })} />;
}
