import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/open';
import { databases, startServer } from './support/server';
it('times', async () => {
  let t = Date.now();
  const db = await openDatabase({ databaseUrl: null, dataDir: 'memory://', databaseSchema: null });
  console.log('db', Date.now() - t); t = Date.now();
  await db.close();
  console.log('db close', Date.now() - t); t = Date.now();
  const s = await startServer(databases[0]!);
  console.log('start', Date.now() - t); t = Date.now();
  await fetch(s.url + '/api/currency/quotation_new');
  console.log('call', Date.now() - t); t = Date.now();
  await s.close();
  console.log('close', Date.now() - t); t = Date.now();
  void buildApp;
}, 60000);
