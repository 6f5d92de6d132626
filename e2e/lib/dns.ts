/**
 * A DNS server for one machine's stand-in of a compose network: it answers the services' names
 * (`server`, `host`, `trading`...) with loopback addresses, as Docker's embedded DNS answers them
 * with the containers', so the repo's gateway config runs with only its resolver's address
 * changed. A and AAAA queries only (AAAA gets no answer); anything else is refused.
 */
import { createSocket, type Socket } from 'node:dgram';

export interface TestDns {
  /** `127.0.0.1:<port>`, for nginx's `resolver`. */
  address: string;
  /** What a name resolves to from now on (several addresses: several replicas). */
  set(name: string, addresses: readonly string[]): void;
  close(): Promise<void>;
}

const TYPE_A = 1;
const TYPE_AAAA = 28;
const RCODE_NXDOMAIN = 3;
const RCODE_REFUSED = 5;

/** The question's name and where the question ends (labels, a zero byte, type, class). */
function question(message: Buffer): { name: string; type: number; end: number } | null {
  const labels: string[] = [];
  let offset = 12;
  while (offset < message.length) {
    const length = message[offset] as number;
    offset += 1;
    if (length === 0) break;
    if (length > 63 || offset + length > message.length) return null;
    labels.push(message.subarray(offset, offset + length).toString('ascii').toLowerCase());
    offset += length;
  }
  if (offset + 4 > message.length) return null;
  return { name: labels.join('.'), type: message.readUInt16BE(offset), end: offset + 4 };
}

function answer(query: Buffer, names: ReadonlyMap<string, readonly string[]>): Buffer | null {
  if (query.length < 12 || query.readUInt16BE(4) !== 1) return null;
  const asked = question(query);
  if (!asked) return null;
  const addresses = names.get(asked.name);
  const records = asked.type === TYPE_A ? (addresses ?? []) : [];
  const rcode = asked.type !== TYPE_A && asked.type !== TYPE_AAAA ? RCODE_REFUSED : addresses ? 0 : RCODE_NXDOMAIN;
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0); // the query's id
  header.writeUInt16BE(0x8180 | rcode, 2); // a response, recursion desired and available
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(records.length, 6);
  const body = records.map((address) => {
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    record.writeUInt16BE(TYPE_A, 2);
    record.writeUInt16BE(1, 4); // IN
    record.writeUInt32BE(1, 6); // a TTL of a second: nginx's `valid` decides how long it keeps it
    record.writeUInt16BE(4, 10);
    address.split('.').forEach((part, index) => record.writeUInt8(Number(part), 12 + index));
    return record;
  });
  return Buffer.concat([header, query.subarray(12, asked.end), ...body]);
}

export async function startDns(): Promise<TestDns> {
  const names = new Map<string, readonly string[]>();
  const socket: Socket = createSocket('udp4');
  socket.on('message', (query, from) => {
    const reply = answer(query, names);
    if (reply) socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    set: (name, addresses) => names.set(name.toLowerCase(), addresses),
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
