/** Width and height of a card's drawing (SVG user units). */
export const W = 120;
export const H = 200;
/** The ink of the cards' outlines and lettering. */
export const INK = '#3b2a14';

/** A sixteen-pointed star centred on (x, y). */
export function Star({ x, y, r, fill = '#facc15' }: { x: number; y: number; r: number; fill?: string }) {
  const points = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2 - Math.PI / 2;
    const d = i % 2 === 0 ? r : r * 0.42;
    return `${(x + Math.cos(a) * d).toFixed(1)},${(y + Math.sin(a) * d).toFixed(1)}`;
  }).join(' ');
  return <polygon points={points} fill={fill} stroke={INK} strokeWidth={1.2} />;
}

/** A crescent moon centred on (x, y). */
export function Crescent({ x, y, r, fill = '#fde68a' }: { x: number; y: number; r: number; fill?: string }) {
  return <path d={`M${x} ${y - r} a${r} ${r} 0 1 0 0 ${2 * r} a${r * 0.75} ${r} 0 1 1 0 ${-2 * r}z`} fill={fill} stroke={INK} strokeWidth={1.4} />;
}
