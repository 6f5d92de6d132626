import { PageFrame, type PageFrameProps } from '@h5/shared/ui';
import './common.css';

/** The kernel's page frame, marked as this remote's so its theme fixes apply (common.css). */
export function Page(props: Omit<PageFrameProps, 'className'>) {
  return <PageFrame {...props} className="ac-page" />;
}
