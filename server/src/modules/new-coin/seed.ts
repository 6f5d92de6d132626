import { DAY_MS, type Language } from '@h5/shared/constants';
import type { Queryable } from '../../db/database';

const HOUR = 3_600_000;

interface SeedProject {
  id: number;
  coin: string;
  name: string;
  logo: string;
  /** In every language the app speaks. */
  description: Record<Language, string>;
  coinCurrencyId: number;
  coinDecimals: number;
  priceDecimals: number;
  price: string;
  supply: string;
  minAmount: string;
  userCap: string;
  /** Dates relative to the first start, in ms. */
  start: number;
  end: number;
  launch: number;
  unlock: number;
}

/**
 * The demo projects, one or two in each state at the first start: dates relative to that start,
 * so a fresh database always opens with a window running, one coming, one calculating, one in its
 * lock-up and one finished; the calendar then moves them on like any project.
 */
const PROJECTS: readonly SeedProject[] = [
  {
    id: 1, coin: 'NOVA', name: 'Nova Chain', logo: '#7b61ff', coinCurrencyId: 101, coinDecimals: 4, priceDecimals: 5,
    description: {
      en: 'A modular layer-1 with sub-second finality and native account abstraction.',
      zh: '模块化公链，亚秒级最终确认，原生支持账户抽象。',
      hk: '模組化公鏈，亞秒級最終確認，原生支援賬戶抽象。',
      jp: '1秒未満のファイナリティとネイティブなアカウント抽象化を備えたモジュール型レイヤー1。',
      kr: '1초 미만의 완결성과 네이티브 계정 추상화를 갖춘 모듈형 레이어1.',
      esp: 'Una capa 1 modular con finalidad en menos de un segundo y abstracción de cuentas nativa.',
      th: 'บล็อกเชนเลเยอร์ 1 แบบโมดูลาร์ ยืนยันธุรกรรมในเสี้ยววินาที รองรับ account abstraction ในตัว',
    },
    price: '0.05', supply: '200000', minAmount: '10', userCap: '5000',
    start: -DAY_MS, end: 2 * DAY_MS, launch: 3 * DAY_MS, unlock: 10 * DAY_MS,
  },
  {
    id: 2, coin: 'ORBT', name: 'Orbit Swap', logo: '#00b8d9', coinCurrencyId: 102, coinDecimals: 4, priceDecimals: 4,
    description: {
      en: 'A cross-chain exchange routing swaps across twelve networks in one transaction.',
      zh: '跨链交易所，一笔交易即可在十二个网络间路由兑换。',
      hk: '跨鏈交易所，一筆交易即可在十二個網絡間路由兌換。',
      jp: '12のネットワークをまたぐスワップを1回の取引でルーティングするクロスチェーン取引所。',
      kr: '12개 네트워크에 걸친 스왑을 한 번의 거래로 라우팅하는 크로스체인 거래소.',
      esp: 'Un exchange entre cadenas que enruta intercambios por doce redes en una sola transacción.',
      th: 'กระดานแลกเปลี่ยนข้ามเชนที่ส่งคำสั่งสวอปผ่านสิบสองเครือข่ายในธุรกรรมเดียว',
    },
    price: '0.12', supply: '1000000', minAmount: '20', userCap: '10000',
    start: 3 * DAY_MS, end: 6 * DAY_MS, launch: 7 * DAY_MS, unlock: 21 * DAY_MS,
  },
  {
    id: 3, coin: 'LUMA', name: 'Luma AI', logo: '#ff8a00', coinCurrencyId: 103, coinDecimals: 4, priceDecimals: 4,
    description: {
      en: 'A marketplace where GPU owners rent idle compute to AI model training jobs.',
      zh: '算力市场：GPU 持有者将闲置算力出租给 AI 模型训练任务。',
      hk: '算力市場：GPU 持有者將閒置算力出租給 AI 模型訓練任務。',
      jp: 'GPU 所有者が遊休計算資源を AI モデルの学習ジョブに貸し出すマーケットプレイス。',
      kr: 'GPU 보유자가 유휴 연산 자원을 AI 모델 학습 작업에 빌려주는 마켓플레이스.',
      esp: 'Un mercado donde los dueños de GPU alquilan su cómputo ocioso para entrenar modelos de IA.',
      th: 'ตลาดที่เจ้าของ GPU ปล่อยเช่าพลังประมวลผลที่ว่างอยู่ให้งานฝึกโมเดล AI',
    },
    price: '0.2', supply: '500000', minAmount: '10', userCap: '2000',
    start: -4 * DAY_MS, end: -2 * HOUR, launch: DAY_MS, unlock: 15 * DAY_MS,
  },
  {
    id: 4, coin: 'PIXL', name: 'Pixel Realms', logo: '#f0b90b', coinCurrencyId: 104, coinDecimals: 2, priceDecimals: 4,
    description: {
      en: 'An open-world game whose land, items and guild treasuries live on chain.',
      zh: '开放世界游戏，土地、道具和公会金库全部上链。',
      hk: '開放世界遊戲，土地、道具和公會金庫全部上鏈。',
      jp: '土地、アイテム、ギルドの資金がすべてオンチェーンにあるオープンワールドゲーム。',
      kr: '토지, 아이템, 길드 금고가 모두 온체인에 있는 오픈월드 게임.',
      esp: 'Un juego de mundo abierto cuyas tierras, objetos y tesorerías de gremio viven en la cadena.',
      th: 'เกมโลกเปิดที่ที่ดิน ไอเทม และคลังของกิลด์อยู่บนเชนทั้งหมด',
    },
    price: '0.08', supply: '3000000', minAmount: '10', userCap: '3000',
    start: -9 * DAY_MS, end: -6 * DAY_MS, launch: -5 * DAY_MS, unlock: 25 * DAY_MS,
  },
  {
    id: 5, coin: 'ZETA', name: 'Zeta Protocol', logo: '#0ecb81', coinCurrencyId: 105, coinDecimals: 4, priceDecimals: 4,
    description: {
      en: 'Zero-knowledge proofs of solvency for exchanges and custodians.',
      zh: '为交易所和托管机构提供零知识偿付能力证明。',
      hk: '為交易所和託管機構提供零知識償付能力證明。',
      jp: '取引所とカストディアン向けのゼロ知識による支払能力証明。',
      kr: '거래소와 수탁기관을 위한 영지식 지급능력 증명.',
      esp: 'Pruebas de solvencia de conocimiento cero para exchanges y custodios.',
      th: 'การพิสูจน์ความสามารถในการชำระหนี้แบบ zero-knowledge สำหรับกระดานเทรดและผู้รับฝากสินทรัพย์',
    },
    price: '0.5', supply: '400000', minAmount: '50', userCap: '5000',
    start: -70 * DAY_MS, end: -67 * DAY_MS, launch: -66 * DAY_MS, unlock: -36 * DAY_MS,
  },
];

/**
 * Adds the demo projects a database lacks (by id), dated from `now`; projects already there keep
 * their dates and state, and take the descriptions' current words.
 */
export async function seedNewCoins(db: Queryable, now: number): Promise<void> {
  const at = (offset: number) => new Date(now + offset).toISOString();
  await db.query(
    `INSERT INTO new_coin_projects (id, coin, name, logo, description, currency_id, coin_currency_id, coin_decimals, price_decimals,
                                    price, supply, min_amount, user_cap, start_at, end_at, launch_at, unlock_at, sort)
     SELECT p.id, p.coin, p.name, p.logo, p.description::jsonb, c.id, p.coin_currency_id, p.coin_decimals, p.price_decimals,
            p.price, p.supply, p.min_amount, p.user_cap, p.start_at, p.end_at, p.launch_at, p.unlock_at, p.id
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[], $9::numeric[], $10::numeric[],
                   $11::numeric[], $12::numeric[], $13::timestamptz[], $14::timestamptz[], $15::timestamptz[], $16::timestamptz[])
            AS p (id, coin, name, logo, description, coin_currency_id, coin_decimals, price_decimals, price, supply, min_amount, user_cap,
                  start_at, end_at, launch_at, unlock_at)
       JOIN currencies c ON c.code = 'USDT'
     ON CONFLICT (id) DO UPDATE SET description = EXCLUDED.description`,
    [
      PROJECTS.map((p) => p.id),
      PROJECTS.map((p) => p.coin),
      PROJECTS.map((p) => p.name),
      PROJECTS.map((p) => p.logo),
      PROJECTS.map((p) => JSON.stringify(p.description)),
      PROJECTS.map((p) => p.coinCurrencyId),
      PROJECTS.map((p) => p.coinDecimals),
      PROJECTS.map((p) => p.priceDecimals),
      PROJECTS.map((p) => p.price),
      PROJECTS.map((p) => p.supply),
      PROJECTS.map((p) => p.minAmount),
      PROJECTS.map((p) => p.userCap),
      PROJECTS.map((p) => at(p.start)),
      PROJECTS.map((p) => at(p.end)),
      PROJECTS.map((p) => at(p.launch)),
      PROJECTS.map((p) => at(p.unlock)),
    ],
  );
}
