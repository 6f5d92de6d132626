/**
 * What every PostgreSQL connection of the server starts with, pooled or reserved (the socket
 * adapter's and the jobs' own). JIT is off: the jobs' set-based statements are estimated at
 * millions of rows, and a dividend batch of 20 000 orders spent 1.3 s compiling to run in 0.7 s.
 */
import { databases, startServer } from './support/server';

const postgres = databases.find((database) => database.url);
if (!postgres) console.warn('notice: no PostgreSQL (TEST_DATABASE_URL); its connection settings are not checked');

(postgres ? describe : describe.skip)('PostgreSQL connection settings', () => {
  it('runs every connection, pooled or reserved, without JIT and in its own schema', async () => {
    const server = await startServer(postgres!);
    try {
      const { db } = server.built;
      const reserved = await db.reserve();
      try {
        for (const connection of [db, reserved]) {
          const [row] = await connection.query<{ jit: string; schema: string }>(`SELECT current_setting('jit') AS jit, current_schema() AS schema`);
          expect(row).toEqual({ jit: 'off', schema: expect.stringMatching(/^test_/) });
        }
      } finally {
        await reserved.release();
      }
    } finally {
      await server.close();
    }
  });
});
