/**
 * The card's floor for home's first visit (bench/first-visit.ts): the same data and the same
 * largest paint (the important notice's article over the market list), drawn by React with every
 * library of the card on the path in one script, as a page that did nothing else would: axios,
 * i18next with react-i18next, react-router, zod (mini), zustand, and the federation runtime
 * initialised. No remote, no kernel, no app. Bundled by esbuild when the bench runs; not part of
 * the product.
 */
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import axios from 'axios';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { HashRouter, Route, Routes } from 'react-router-dom';
import * as z from 'zod/mini';
import { create } from 'zustand';
import { init } from '@module-federation/enhanced/runtime';

init({ name: 'floor', remotes: [] });
const http = axios.create({ baseURL: '/api' });
const Tickers = z.array(z.object({ symbol: z.string(), price: z.string() }));
const Important = z.nullable(z.object({ title: z.string(), html: z.string() }));
interface Data {
  tickers: z.infer<typeof Tickers>;
  notice: z.infer<typeof Important>;
  put: (part: Partial<Data>) => void;
}
const useData = create<Data>()((set) => ({ tickers: [], notice: null, put: (part) => set(part) }));
void i18next.use(initReactI18next).init({ lng: 'zh', resources: { zh: { common: { title: 'H5 交易所' } } }, defaultNS: 'common' });

function Home() {
  const { t } = useTranslation();
  const { tickers, notice, put } = useData();
  useEffect(() => {
    void http.get('currency/quotation_new').then((reply) => put({ tickers: Tickers.parse(reply.data.data) }));
    void http.post('notice/highlights').then((reply) => put({ notice: Important.parse(reply.data.data.important) }));
  }, [put]);
  return (
    <div>
      <header className="bar">{t('title')}</header>
      <ul className="list">
        {tickers.map((ticker) => (
          <li key={ticker.symbol}>
            <span>{ticker.symbol}</span>
            <span>{ticker.price}</span>
          </li>
        ))}
      </ul>
      {notice && (
        <div className="popup" role="dialog">
          <h1>{notice.title}</h1>
          <div dangerouslySetInnerHTML={{ __html: notice.html }} />
        </div>
      )}
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <HashRouter>
    <Routes>
      <Route path="/" element={<Home />} />
    </Routes>
  </HashRouter>,
);
