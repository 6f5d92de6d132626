import '../../../common/common.css';
import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from '@h5/shared/i18n';
import { useAuthStore, type AccountMode } from '../authStore';

/** Phone or email: the switch at the top of the three account forms. */
export function ModeTabs({ onSwitch }: { onSwitch: () => void }) {
  const { t } = useTranslation('account');
  const mode = useAuthStore((s) => s.mode);
  return (
    <Tabs
      className="ac-mode-tabs"
      activeKey={mode}
      onChange={(key) => {
        useAuthStore.setState({ mode: key as AccountMode });
        onSwitch();
      }}
    >
      <Tabs.Tab key="mobile" title={t('auth.phoneMode')} />
      <Tabs.Tab key="email" title={t('auth.emailMode')} />
    </Tabs>
  );
}
