import { parseArgs } from 'node:util';
import { marketSourceFrom } from '../../config';
import { checkFeed } from '../market/service';
import type { OpsOutput } from './client';

export const MARKET_USAGE = `usage: ops market check [--pair BTC/USDT] [--ticks 10]
                                               (with MARKET_FEED set as the server has it: connects to the exchange,
                                                subscribes to the pair's ticker and prints its ticks; no server needed)`;

/** `ops market check`: the exchange reached from this machine, before the server is switched to it. */
export async function runMarket(args: string[], env: NodeJS.ProcessEnv, stdout: OpsOutput, stderr: OpsOutput): Promise<number> {
  let pair: string;
  let ticks: number;
  try {
    const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { pair: { type: 'string' }, ticks: { type: 'string' } } });
    pair = values.pair ?? 'BTC/USDT';
    ticks = Number(values.ticks ?? '10');
    if (positionals.join(' ') !== 'check' || !Number.isInteger(ticks) || ticks < 1) throw new Error('usage');
  } catch {
    stderr.write(`${MARKET_USAGE}\n`);
    return 2;
  }
  let source;
  try {
    source = marketSourceFrom(env);
  } catch (error) {
    stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  if (source.kind !== 'exchange') {
    stderr.write('MARKET_FEED names no exchange (it is the simulator): run it as MARKET_FEED=okx ops market check\n');
    return 2;
  }
  const symbol = source.pairs.get(pair) ?? pair;
  try {
    await checkFeed({ exchange: source.exchange, symbol, ticks, restUrl: source.restUrl ?? undefined, wsUrl: source.wsUrl ?? undefined }, (line) => stdout.write(`${line}\n`));
    return 0;
  } catch (error) {
    stderr.write(`${source.exchange} could not be used: ${(error as Error).message}\n`);
    return 1;
  }
}
