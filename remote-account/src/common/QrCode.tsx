import './common.css';
import { useMemo } from 'react';
import { qrModules, qrPath } from './qr';

/** Scanners need a light border of four modules around the code. */
const QUIET_ZONE = 4;

/** `text` as a QR code, drawn as SVG (sharp at any size, nothing to download). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const modules = qrModules(text);
    return { size: modules.length + QUIET_ZONE * 2, path: qrPath(modules, QUIET_ZONE) };
  }, [text]);
  return (
    <svg className="ac-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
