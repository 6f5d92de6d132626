import { useState } from 'react';
import { loadTickers } from '@h5/shared/market';
import { PullToRefresh } from '@h5/shared/ui';
import { LiveMarkets } from './Markets';
import { HomeHeader } from './HomeHeader';
import { NoticeBar } from './NoticeBar';
import { QuickEntries } from './QuickEntries';
import { SideMenu } from './SideMenu';
import { TopPairs } from './TopPairs';
import { NewCoinsBanner } from './NewCoinsBanner';
import './home.css';

/**
 * The home tab: live prices first, then every area of the product one tap away. Only the two
 * price blocks (and the watchlist) follow the feed, so a tick re-renders them and not the page.
 */
export default function HomePage() {
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="ct-home">
      <HomeHeader onMenu={() => setMenuOpen(true)} />
      <PullToRefresh onRefresh={() => loadTickers(true)}>
        <NoticeBar />
        <TopPairs />
        <QuickEntries />
        <NewCoinsBanner />
        <LiveMarkets />
      </PullToRefresh>
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </div>
  );
}
