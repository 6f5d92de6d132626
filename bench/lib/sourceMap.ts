/**
 * The one question the benches ask of a source map: which source a generated position comes
 * from. Decodes the map's `mappings` (base64 VLQ, source map v3) once, into each generated line's
 * segments; a position belongs to the last segment starting at or before its column.
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

interface RawSourceMap {
  sources: string[];
  mappings: string;
}

export interface SourceLookup {
  /** The source of a generated position (line from 1, column from 0), or null where nothing maps. */
  sourceAt(line: number, column: number): string | null;
}

export function sourceLookup(json: string): SourceLookup {
  const { sources, mappings } = JSON.parse(json) as RawSourceMap;
  // Per generated line: [column, source index] pairs, columns ascending; -1 for a segment with no source.
  const lines: Array<Array<[number, number]>> = [];
  let source = 0;
  for (const text of mappings.split(';')) {
    const segments: Array<[number, number]> = [];
    let column = 0;
    for (const segment of text.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length >= 4) source += fields[1]!;
      segments.push([column, fields.length >= 4 ? source : -1]);
    }
    lines.push(segments);
  }
  return {
    sourceAt(line, column) {
      const segments = lines[line - 1] ?? [];
      let found = -1;
      for (const [start, index] of segments) {
        if (start > column) break;
        found = index;
      }
      return found >= 0 ? (sources[found] ?? null) : null;
    },
  };
}
