/** A QR code as one SVG path: the dark modules of qrcode-generator's matrix, one square each. */
import qrcode from 'qrcode-generator';

/** The code's modules, row by row, true where dark (error correction M, size chosen to fit). */
export function qrModules(text: string): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  return Array.from({ length: count }, (_, row) => Array.from({ length: count }, (_, col) => code.isDark(row, col)));
}

/** The path of the dark modules, offset by a quiet zone of `margin` modules. */
export function qrPath(modules: readonly (readonly boolean[])[], margin: number): string {
  const parts: string[] = [];
  modules.forEach((cells, row) =>
    cells.forEach((dark, col) => {
      if (dark) parts.push(`M${col + margin} ${row + margin}h1v1h-1z`);
    }),
  );
  return parts.join('');
}
