import type { ReactNode } from 'react';
import type { TarotCardInfo, TarotSuit } from '../../../supabase/functions/_shared/contract/tarot-cards';

import { Crescent, H, INK, Star, W } from './tarot-card-parts';

const palette: Record<TarotSuit | 'major', { from: string; to: string; accent: string }> = {
  major: { from: '#fdf4d8', to: '#f3d98b', accent: '#7c3aed' },
  wands: { from: '#fff1e6', to: '#fdc9a0', accent: '#c2410c' },
  cups: { from: '#eaf6ff', to: '#a9d6f5', accent: '#1d4ed8' },
  swords: { from: '#f1f5f9', to: '#cbd5e1', accent: '#334155' },
  pentacles: { from: '#ecfdf0', to: '#b5e3c0', accent: '#15803d' },
};

const roman = ['0', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI'];
const courtLetter = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'P', 'Kn', 'Q', 'K'];

/** One suit symbol centred on (x, y), `s` = scale (1 ≈ 16 units tall). */
function SuitSymbol({ suit, x, y, s = 1, color }: { suit: TarotSuit; x: number; y: number; s?: number; color: string }) {
  const t = `translate(${x} ${y}) scale(${s})`;
  switch (suit) {
    case 'wands':
      return (
        <g transform={t} fill={color} stroke={color}>
          <rect x={-1.6} y={-8} width={3.2} height={16} rx={1.4} stroke="none" />
          <path d="M1.6 -4 q5 -2 5 -6 q-4 1 -5 4z M-1.6 1 q-5 -2 -5 -6 q4 1 5 4z" stroke="none" />
        </g>
      );
    case 'cups':
      return (
        <g transform={t} fill={color}>
          <path d="M-7 -8 h14 q0 9 -7 10 q-7 -1 -7 -10z" />
          <rect x={-1.2} y={1.5} width={2.4} height={4.5} />
          <rect x={-4.5} y={6} width={9} height={2} rx={1} />
        </g>
      );
    case 'swords':
      return (
        <g transform={t} fill={color}>
          <path d="M0 -9 l2 3 v9 h-4 v-9z" />
          <rect x={-5} y={3} width={10} height={1.8} rx={0.9} />
          <rect x={-1} y={4.8} width={2} height={3.5} />
          <circle cx={0} cy={9} r={1.2} />
        </g>
      );
    case 'pentacles':
      return (
        <g transform={t}>
          <circle r={8} fill={color} />
          <path d="M0 -6 L1.76 -2.43 L5.71 -1.85 L2.85 0.93 L3.53 4.85 L0 3 L-3.53 4.85 L-2.85 0.93 L-5.71 -1.85 L-1.76 -2.43 Z" fill="#fff7d6" />
        </g>
      );
  }
}

/** Pip positions for ranks 1–10 inside the art area (x 20–100, y 42–150). */
const pipLayouts: readonly (readonly [number, number][])[] = [
  [[60, 96]],
  [[60, 62], [60, 130]],
  [[60, 56], [60, 96], [60, 136]],
  [[38, 62], [82, 62], [38, 130], [82, 130]],
  [[38, 62], [82, 62], [60, 96], [38, 130], [82, 130]],
  [[38, 58], [82, 58], [38, 96], [82, 96], [38, 134], [82, 134]],
  [[38, 58], [82, 58], [60, 77], [38, 96], [82, 96], [38, 134], [82, 134]],
  [[38, 54], [82, 54], [60, 74], [38, 96], [82, 96], [60, 118], [38, 138], [82, 138]],
  [[38, 52], [82, 52], [38, 80], [82, 80], [60, 96], [38, 112], [82, 112], [38, 140], [82, 140]],
  [[38, 50], [82, 50], [60, 66], [38, 82], [82, 82], [38, 110], [82, 110], [60, 126], [38, 142], [82, 142]],
];

/** A court card's figure: a crowned bust (page: cap, knight: helmet plume, queen/king: crowns) holding its suit. */
function CourtFigure({ rank, suit, accent }: { rank: number; suit: TarotSuit; accent: string }) {
  const head = <circle cx={60} cy={78} r={13} fill="#f5d7b5" stroke={INK} strokeWidth={1.5} />;
  const body = <path d="M34 140 q0 -40 26 -44 q26 4 26 44z" fill={accent} stroke={INK} strokeWidth={1.5} />;
  const hat =
    rank === 10 ? <path d="M46 70 q14 -14 28 0z" fill={accent} stroke={INK} strokeWidth={1.2} />
    : rank === 11 ? <g><path d="M46 72 q14 -18 28 0z" fill="#94a3b8" stroke={INK} strokeWidth={1.2} /><path d="M60 56 q10 -10 14 -2" fill="none" stroke={accent} strokeWidth={3} /></g>
    : rank === 12 ? <path d="M47 68 l4 -12 l5 8 l4 -10 l4 10 l5 -8 l4 12z" fill="#facc15" stroke={INK} strokeWidth={1.2} />
    : <path d="M45 68 v-14 l7 7 l8 -10 l8 10 l7 -7 v14z" fill="#facc15" stroke={INK} strokeWidth={1.2} />;
  return (
    <g>
      {body}
      {head}
      {hat}
      <SuitSymbol suit={suit} x={60} y={122} s={1.1} color="#fff7d6" />
    </g>
  );
}

const stroke = { stroke: INK, strokeWidth: 2, fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Sun with rays at (x, y). */
function Sun({ x, y, r, rays = 12 }: { x: number; y: number; r: number; rays?: number }) {
  return (
    <g>
      {Array.from({ length: rays }, (_, i) => {
        const a = (i / rays) * Math.PI * 2;
        return <line key={i} x1={x + Math.cos(a) * (r + 3)} y1={y + Math.sin(a) * (r + 3)} x2={x + Math.cos(a) * (r + 10)} y2={y + Math.sin(a) * (r + 10)} stroke="#d97706" strokeWidth={2} strokeLinecap="round" />;
      })}
      <circle cx={x} cy={y} r={r} fill="#fbbf24" stroke={INK} strokeWidth={1.5} />
    </g>
  );
}

/** The emblem of each major arcanum (0 The Fool … 21 The World), drawn in the art area around (60, 96). */
const majorEmblems: readonly (() => ReactNode)[] = [
  // 0 The Fool: a sun over a cliff edge, a bundle on a staff.
  () => <g><Sun x={84} y={60} r={9} rays={10} /><path d="M20 150 L70 150 L84 130 L100 150" {...stroke} /><line x1={38} y1={140} x2={62} y2={92} {...stroke} /><circle cx={64} cy={88} r={6} fill="#f87171" stroke={INK} strokeWidth={1.5} /></g>,
  // 1 The Magician: the infinity sign above a raised wand.
  () => <g><path d="M40 66 c0 -12 18 -12 20 0 c2 12 20 12 20 0 c0 -12 -18 -12 -20 0 c-2 12 -20 12 -20 0z" {...stroke} stroke="#7c3aed" strokeWidth={3} /><line x1={60} y1={86} x2={60} y2={146} {...stroke} strokeWidth={4} /><circle cx={60} cy={86} r={4} fill="#fde68a" stroke={INK} /></g>,
  // 2 The High Priestess: two pillars and a crescent between them.
  () => <g><rect x={26} y={60} width={14} height={88} fill="#1f2937" /><rect x={80} y={60} width={14} height={88} fill="#f8fafc" stroke={INK} strokeWidth={1.5} /><Crescent x={60} y={100} r={14} /></g>,
  // 3 The Empress: the Venus sign among wheat.
  () => <g><circle cx={60} cy={82} r={18} {...stroke} stroke="#be185d" strokeWidth={4} /><line x1={60} y1={100} x2={60} y2={138} stroke="#be185d" strokeWidth={4} /><line x1={46} y1={120} x2={74} y2={120} stroke="#be185d" strokeWidth={4} /><path d="M28 150 q2 -30 6 -40 M92 150 q-2 -30 -6 -40" {...stroke} stroke="#ca8a04" /></g>,
  // 4 The Emperor: a square throne with a crown.
  () => <g><rect x={36} y={96} width={48} height={50} fill="#b91c1c" stroke={INK} strokeWidth={2} /><path d="M38 88 v-26 l11 12 l11 -18 l11 18 l11 -12 v26z" fill="#facc15" stroke={INK} strokeWidth={2} /></g>,
  // 5 The Hierophant: two crossed keys under a triple cross.
  () => <g><line x1={60} y1={52} x2={60} y2={100} {...stroke} strokeWidth={3} />{[60, 70, 80].map((y, i) => <line key={y} x1={60 - 14 + i * 3} y1={y} x2={60 + 14 - i * 3} y2={y} {...stroke} strokeWidth={3} />)}<g transform="rotate(35 60 126)"><circle cx={60} cy={106} r={6} {...stroke} stroke="#ca8a04" strokeWidth={3} /><line x1={60} y1={112} x2={60} y2={146} stroke="#ca8a04" strokeWidth={3} /></g><g transform="rotate(-35 60 126)"><circle cx={60} cy={106} r={6} {...stroke} stroke="#94a3b8" strokeWidth={3} /><line x1={60} y1={112} x2={60} y2={146} stroke="#94a3b8" strokeWidth={3} /></g></g>,
  // 6 The Lovers: two hearts under a sun.
  () => <g><Sun x={60} y={58} r={8} rays={8} /><path d="M48 128 l-16 -16 a9 9 0 0 1 16 -10 a9 9 0 0 1 16 10z" fill="#f472b6" stroke={INK} strokeWidth={1.5} /><path d="M72 138 l-16 -16 a9 9 0 0 1 16 -10 a9 9 0 0 1 16 10z" fill="#fb7185" stroke={INK} strokeWidth={1.5} /></g>,
  // 7 The Chariot: a canopied car on two wheels.
  () => <g><path d="M34 70 h52 l-6 10 h-40z" fill="#1d4ed8" stroke={INK} strokeWidth={1.5} /><rect x={38} y={84} width={44} height={36} fill="#e5e7eb" stroke={INK} strokeWidth={2} /><Star x={60} y={102} r={8} /><circle cx={40} cy={132} r={10} {...stroke} /><circle cx={80} cy={132} r={10} {...stroke} /></g>,
  // 8 Strength: a lion's maned face under the infinity sign.
  () => <g><path d="M48 60 c0 -8 12 -8 12 0 c0 8 12 8 12 0 c0 -8 -12 -8 -12 0 c0 8 -12 8 -12 0z" {...stroke} stroke="#7c3aed" /><circle cx={60} cy={110} r={28} fill="#f59e0b" stroke={INK} strokeWidth={1.5} /><circle cx={60} cy={112} r={17} fill="#fde68a" stroke={INK} strokeWidth={1.5} /><circle cx={54} cy={108} r={2} fill={INK} /><circle cx={66} cy={108} r={2} fill={INK} /><path d="M56 118 q4 4 8 0" {...stroke} strokeWidth={1.5} /></g>,
  // 9 The Hermit: a lantern holding a star, on a staff.
  () => <g><line x1={36} y1={56} x2={36} y2={150} {...stroke} strokeWidth={3} /><line x1={36} y1={70} x2={60} y2={70} {...stroke} /><path d="M50 80 h20 l-3 36 h-14z" fill="#fef3c7" stroke={INK} strokeWidth={2} /><Star x={60} y={98} r={8} /><line x1={60} y1={70} x2={60} y2={80} {...stroke} /></g>,
  // 10 Wheel of Fortune: an eight-spoked wheel.
  () => <g><circle cx={60} cy={98} r={36} fill="#fde68a" stroke={INK} strokeWidth={2.5} /><circle cx={60} cy={98} r={10} fill="#f59e0b" stroke={INK} strokeWidth={1.5} />{Array.from({ length: 8 }, (_, i) => { const a = (i / 8) * Math.PI * 2; return <line key={i} x1={60 + Math.cos(a) * 10} y1={98 + Math.sin(a) * 10} x2={60 + Math.cos(a) * 36} y2={98 + Math.sin(a) * 36} {...stroke} />; })}</g>,
  // 11 Justice: balanced scales above an upright sword.
  () => <g><line x1={60} y1={56} x2={60} y2={150} {...stroke} strokeWidth={3} /><line x1={28} y1={70} x2={92} y2={70} {...stroke} strokeWidth={3} /><path d="M28 70 l-10 26 h20z M92 70 l-10 26 h20z" fill="#fde68a" stroke={INK} strokeWidth={1.5} /><path d="M60 48 l4 8 h-8z" fill={INK} /></g>,
  // 12 The Hanged Man: a figure hanging upside down from a T-shaped tree, a halo at the head.
  () => <g><line x1={30} y1={56} x2={90} y2={56} {...stroke} strokeWidth={4} stroke="#15803d" /><line x1={60} y1={56} x2={60} y2={72} {...stroke} /><path d="M60 72 v40 M60 80 l10 12 l-10 6" {...stroke} strokeWidth={3} /><circle cx={60} cy={122} r={9} fill="#f5d7b5" stroke={INK} strokeWidth={1.5} /><circle cx={60} cy={126} r={15} fill="none" stroke="#facc15" strokeWidth={2} /></g>,
  // 13 Death: a butterfly of transformation over a setting sun.
  () => <g><path d="M20 140 h80" {...stroke} /><path d="M40 140 a20 20 0 0 1 40 0z" fill="#fdba74" stroke={INK} strokeWidth={1.5} /><path d="M60 100 q-30 -34 -26 -6 q2 16 26 10 q-24 14 -10 22 q10 2 10 -22 q0 24 10 22 q14 -8 -10 -22 q24 6 26 -10 q4 -28 -26 6z" fill="#a78bfa" stroke={INK} strokeWidth={1.5} /></g>,
  // 14 Temperance: water flowing between two cups.
  () => <g><path d="M26 72 h24 q0 18 -12 20 q-12 -2 -12 -20z" fill="#93c5fd" stroke={INK} strokeWidth={1.5} /><path d="M70 116 h24 q0 18 -12 20 q-12 -2 -12 -20z" fill="#93c5fd" stroke={INK} strokeWidth={1.5} /><path d="M44 84 q20 6 34 34" fill="none" stroke="#2563eb" strokeWidth={3} strokeLinecap="round" /><circle cx={38} cy={144} r={5} fill="#facc15" /></g>,
  // 15 The Devil: horns above two loose chain links.
  () => <g><path d="M40 84 q-14 -16 -6 -32 q4 16 16 22z M80 84 q14 -16 6 -32 q-4 16 -16 22z" fill="#7f1d1d" /><circle cx={60} cy={96} r={18} fill="#b91c1c" stroke={INK} strokeWidth={1.5} /><ellipse cx={48} cy={134} rx={9} ry={6} {...stroke} strokeWidth={3} /><ellipse cx={66} cy={134} rx={9} ry={6} {...stroke} strokeWidth={3} /></g>,
  // 16 The Tower: a tower struck by lightning, its crown falling.
  () => <g><rect x={44} y={76} width={32} height={74} fill="#9ca3af" stroke={INK} strokeWidth={2} /><rect x={54} y={120} width={12} height={16} fill="#fbbf24" /><path d="M40 66 l8 -10 l6 6 l6 -8 l6 8 l6 -6 l8 10z" fill="#facc15" stroke={INK} strokeWidth={1.5} transform="rotate(-18 60 64)" /><path d="M92 44 l-14 24 h8 l-12 22" {...stroke} stroke="#eab308" strokeWidth={3} /></g>,
  // 17 The Star: one great star and seven small ones.
  () => <g><Star x={60} y={86} r={24} />{[[30, 58], [90, 58], [26, 112], [94, 112], [42, 140], [78, 140], [60, 130]].map(([x, y]) => <Star key={`${x}-${y}`} x={x ?? 0} y={y ?? 0} r={6} fill="#fef9c3" />)}</g>,
  // 18 The Moon: a crescent dripping light over two towers.
  () => <g><Crescent x={60} y={76} r={20} /><path d="M50 104 v6 M60 104 v10 M70 104 v6" {...stroke} stroke="#ca8a04" /><rect x={22} y={122} width={14} height={28} fill="#6b7280" /><rect x={84} y={122} width={14} height={28} fill="#6b7280" /><path d="M36 150 q24 -20 48 0" fill="none" stroke="#2563eb" strokeWidth={2} /></g>,
  // 19 The Sun: a radiant sun over a sunflower.
  () => <g><Sun x={60} y={86} r={22} rays={16} /><line x1={60} y1={120} x2={60} y2={150} stroke="#15803d" strokeWidth={3} /><circle cx={60} cy={124} r={0.1} /><path d="M60 140 q-12 -2 -14 -10 q12 0 14 10z" fill="#22c55e" /></g>,
  // 20 Judgement: a trumpet sounding rays of light.
  () => <g><path d="M30 78 l50 -14 l0 22 z" fill="#facc15" stroke={INK} strokeWidth={1.5} /><rect x={80} y={60} width={10} height={30} rx={4} fill="#facc15" stroke={INK} strokeWidth={1.5} />{[110, 124, 138].map((y) => <path key={y} d={`M30 ${y} q30 -16 60 0`} {...stroke} stroke="#60a5fa" />)}</g>,
  // 21 The World: a laurel wreath with a small figure, four corner circles.
  () => <g><ellipse cx={60} cy={98} rx={26} ry={38} fill="none" stroke="#15803d" strokeWidth={6} strokeDasharray="6 3" /><circle cx={60} cy={84} r={6} fill="#f5d7b5" stroke={INK} /><path d="M60 90 v22 M50 100 h20 M60 112 l-6 12 M60 112 l6 12" {...stroke} strokeWidth={1.8} />{[[24, 56], [96, 56], [24, 140], [96, 140]].map(([x, y]) => <circle key={`${x}-${y}`} cx={x} cy={y} r={6} fill="#c4b5fd" stroke={INK} strokeWidth={1.2} />)}</g>,
];

/** Props of a card face. */
export interface TarotCardFaceProps {
  /** The card drawn, or undefined when its name is unknown (a model's own wording): a neutral face with the name. */
  card: TarotCardInfo | undefined;
  /** The card's name in the visitor's language. */
  name: string;
  /** Reversed cards are drawn upside down. */
  reversed: boolean;
  /** CSS classes of the SVG. */
  className?: string;
}

/**
 * A tarot card face drawn from parts: the major arcana get their own emblem and numeral; the minor arcana show their
 * suit's symbol repeated by rank (a court figure for page, knight, queen and king); the name sits at the foot.
 */
export function TarotCardFace({ card, name, reversed, className }: TarotCardFaceProps) {
  const kind = card?.suit ?? 'major';
  const colors = palette[kind];
  const gradient = `tarot-face-${card?.index ?? 'x'}`;
  const label = card === undefined ? '✦' : card.suit === null ? roman[card.rank] : courtLetter[card.rank];
  let art: ReactNode;
  if (card === undefined) art = <Star x={60} y={96} r={28} />;
  else if (card.suit === null) art = majorEmblems[card.rank]?.();
  else if (card.rank >= 10) art = <CourtFigure rank={card.rank} suit={card.suit} accent={colors.accent} />;
  else {
    const suit = card.suit;
    const pips = pipLayouts[card.rank] ?? [];
    const scale = card.rank === 0 ? 3 : card.rank < 4 ? 1.4 : 1.05;
    art = <g>{pips.map(([x, y]) => <SuitSymbol key={`${x}-${y}`} suit={suit} x={x} y={y} s={scale} color={colors.accent} />)}</g>;
  }
  const long = name.length > 16;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className={className} aria-hidden="true" focusable="false" data-card-index={card?.index ?? 'unknown'} data-reversed={reversed}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={colors.from} />
          <stop offset="1" stopColor={colors.to} />
        </linearGradient>
      </defs>
      <g transform={reversed ? `rotate(180 ${W / 2} ${H / 2})` : undefined}>
        <rect x={2} y={2} width={W - 4} height={H - 4} rx={10} fill={`url(#${gradient})`} stroke={colors.accent} strokeWidth={3} />
        <rect x={9} y={9} width={W - 18} height={H - 18} rx={6} fill="none" stroke={INK} strokeOpacity={0.35} strokeWidth={1} />
        <text x={W / 2} y={30} textAnchor="middle" fontSize={14} fontWeight={700} fill={INK} fontFamily="Georgia, serif">{label}</text>
        {art}
        <rect x={12} y={160} width={W - 24} height={26} rx={5} fill="#fffdf5" fillOpacity={0.85} stroke={INK} strokeOpacity={0.4} />
        <text x={W / 2} y={177} textAnchor="middle" fontSize={long ? 8.5 : 10} fontWeight={700} fill={INK} {...(name.length > 20 ? { textLength: W - 32, lengthAdjust: 'spacingAndGlyphs' } : {})}>{name}</text>
      </g>
    </svg>
  );
}

