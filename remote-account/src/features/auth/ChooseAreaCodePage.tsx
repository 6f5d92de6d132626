import { useMemo, useState } from 'react';
import { contract } from '@h5/shared/contract';
import { useCall } from '@h5/shared/data';
import { LOCALE_TAGS, currentLanguage, useTranslation } from '@h5/shared/i18n';
import { useGoBack } from '@h5/shared/router';
import { EmptyState, LoadState } from '@h5/shared/ui';
import { Page } from '../../common/Page';
import { Menu, MenuRow } from '../../common/Menu';
import { SearchBox } from '../../common/SearchBox';
import { TextInput } from '../../common/TextInput';
import { filterAreaCodes, nameAreaCodes } from './areaCodes';
import { useAuthStore } from './authStore';
import './auth.css';

/** The calling codes, searchable; choosing one sets it on the form and goes back there. */
export default function ChooseAreaCodePage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const goBack = useGoBack();
  // The list does not change: fetched once per visit.
  const load = useCall(contract.user.areaCode, {}, { freshFor: Infinity });
  const codes = load.data;
  const chosen = useAuthStore((s) => s.area);
  const [query, setQuery] = useState('');

  // The translation hooks re-render this page on a language change, so the names follow it.
  const localeTag = LOCALE_TAGS[currentLanguage()];
  const named = useMemo(() => nameAreaCodes(codes ?? [], localeTag), [codes, localeTag]);
  const shown = filterAreaCodes(named, query);

  let body;
  if (!codes) body = <LoadState failed={load.failed} onRetry={() => void load.reload()} />;
  else if (!shown.length) body = <EmptyState text={t('area.noMatch')} />;
  else
    body = (
      <Menu label={tc('page.chooseAreaCode')}>
        {shown.map((entry) => (
          <MenuRow
            key={`${entry.iso}-${entry.code}`}
            label={entry.name}
            extra={`+${entry.code}`}
            selected={entry.iso === chosen.iso && entry.code === chosen.code}
            onClick={() => {
              useAuthStore.setState({ area: { iso: entry.iso, code: entry.code } });
              goBack();
            }}
          />
        ))}
      </Menu>
    );

  return (
    <Page title={tc('page.chooseAreaCode')}>
      <SearchBox value={query} onChange={setQuery} placeholder={t('area.search')} />
      {body}
    </Page>
  );
}
