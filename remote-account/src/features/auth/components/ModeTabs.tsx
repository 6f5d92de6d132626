import '../../../common/common.css';
import type { ReactNode } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { TabPanel, Tabs } from '@h5/shared/ui';
import { useAuthStore, type AccountMode } from '../authStore';

const MODES: readonly AccountMode[] = ['mobile', 'email'];

/** Phone or email: the switch at the top of the three account forms, over the field it switches. */
export function ModeTabs({ onSwitch, children }: { onSwitch: () => void; children: ReactNode }) {
  const { t } = useTranslation('account');
  const mode = useAuthStore((s) => s.mode);
  return (
    <>
      <Tabs
        idBase="ac-mode"
        label={t('auth.modeLabel')}
        tabs={MODES.map((key) => ({ key, label: t(key === 'mobile' ? 'auth.phoneMode' : 'auth.emailMode') }))}
        active={mode}
        onChange={(key) => {
          useAuthStore.setState({ mode: key });
          onSwitch();
        }}
        tabClassName="ac-tab ac-mode-tab"
      />
      <TabPanel idBase="ac-mode" active={mode}>
        {children}
      </TabPanel>
    </>
  );
}
