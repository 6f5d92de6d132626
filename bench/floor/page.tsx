/**
 * Home's floor page, as both floors draw it (bench/first-visit.ts): the same data and the same
 * largest paint as home (the important notice's article over the market list), fetched with
 * axios, parsed by zod (mini), kept in a zustand store and labelled by i18next. The card's floor
 * (home.tsx) bundles it with everything in one script; the federated floor's remote
 * (federated/home.tsx) exposes it, and the host's singletons serve its imports.
 */
import { useEffect } from 'react';
import axios from 'axios';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { create } from 'zustand';

const http = axios.create({ baseURL: '/api' });
const Tickers = z.array(z.object({ symbol: z.string(), price: z.string() }));
const Important = z.nullable(z.object({ title: z.string(), html: z.string() }));
interface Data {
  tickers: z.infer<typeof Tickers>;
  notice: z.infer<typeof Important>;
  put: (part: Partial<Data>) => void;
}
const useData = create<Data>()((set) => ({ tickers: [], notice: null, put: (part) => set(part) }));

export function Home() {
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

