import { Crescent, H, Star, W } from './tarot-card-parts';

/** The shared back of every card: a night-sky pattern. */
export function TarotCardBack({ className }: { className?: string }) {
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className={className} aria-hidden="true" focusable="false">
      <rect x={2} y={2} width={W - 4} height={H - 4} rx={10} fill="#312e81" stroke="#facc15" strokeWidth={3} />
      <rect x={10} y={10} width={W - 20} height={H - 20} rx={6} fill="none" stroke="#a5b4fc" strokeWidth={1} strokeDasharray="4 3" />
      <Crescent x={60} y={86} r={22} fill="#fde68a" />
      <Star x={60} y={140} r={10} />
      {[[28, 40], [92, 40], [30, 166], [90, 166], [24, 110], [96, 110]].map(([x, y]) => <circle key={`${x}-${y}`} cx={x} cy={y} r={2} fill="#e0e7ff" />)}
    </svg>
  );
}
