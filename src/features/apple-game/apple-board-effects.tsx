import { useEffect, useRef, useState } from 'react';
import { drawnSize, layoutApples } from '../../../engines/apple/board';
import type { AppleGrid, SelectionBox } from '../../../engines/apple/rules';
import { cellPosition } from '../../../engines/apple/rules';

/** One piece of feedback drawn over the board: cleared apples popping with "+N", or a wrong box flashing red. */
export type AppleEffect =
  | { id: number; kind: 'clear'; cells: readonly number[]; box: SelectionBox; points: number }
  | { id: number; kind: 'miss'; box: SelectionBox; sum: number };

/** How long each effect runs, in milliseconds. */
export const appleEffectMs = { pop: 360, float: 900, flash: 650 } as const;

/** A box in grid cell units as drawn (swapped on a turned board), in CSS pixels of the overlay. */
function boxRect(box: SelectionBox, layout: { cell: number; left: number; top: number }, transposed: boolean) {
  const from = transposed ? { x: box.from.y, y: box.from.x } : box.from;
  const to = transposed ? { x: box.to.y, y: box.to.x } : box.to;
  return {
    left: layout.left + Math.min(from.x, to.x) * layout.cell,
    top: layout.top + Math.min(from.y, to.y) * layout.cell,
    width: Math.abs(to.x - from.x) * layout.cell,
    height: Math.abs(to.y - from.y) * layout.cell,
  };
}

/** Runs a Web Animation on an element once it mounts, then reports the end (immediately when motion is reduced). */
function useMountAnimation(keyframes: Keyframe[], durationMs: number, reducedMotion: boolean, onDone?: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  // Fixed for one mounted effect: the first keyframes and callback are the ones that run.
  const [frames] = useState(keyframes);
  const [done] = useState(() => onDone);
  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion || typeof element.animate !== 'function') {
      const timer = window.setTimeout(() => done?.(), reducedMotion ? durationMs : 0);
      return () => window.clearTimeout(timer);
    }
    const animation = element.animate(frames, { duration: durationMs, easing: 'ease-out', fill: 'forwards' });
    animation.onfinish = () => done?.();
    return () => animation.cancel();
  }, [frames, done, durationMs, reducedMotion]);
  return ref;
}

/** A cleared apple: a red disc that swells and fades where the apple was. */
function Pop({ x, y, size, reducedMotion }: { x: number; y: number; size: number; reducedMotion: boolean }) {
  const ref = useMountAnimation(
    [
      { transform: 'scale(1)', opacity: 0.9 },
      { transform: 'scale(1.6)', opacity: 0 },
    ],
    appleEffectMs.pop,
    reducedMotion,
  );
  if (reducedMotion) return null;
  return (
    <div
      ref={ref}
      className="absolute rounded-full bg-red-500 will-change-transform"
      style={{ left: x - size / 2, top: y - size / 2, width: size, height: size }}
    />
  );
}

/** "+N" rising from the cleared box and fading. */
function FloatingPoints({ x, y, points, fontSize, reducedMotion, onDone }: { x: number; y: number; points: number; fontSize: number; reducedMotion: boolean; onDone: () => void }) {
  const rise = Math.max(24, fontSize * 1.6);
  const ref = useMountAnimation(
    [
      { transform: 'translate(-50%, -50%) scale(0.8)', opacity: 0 },
      { transform: 'translate(-50%, -80%) scale(1.1)', opacity: 1, offset: 0.2 },
      { transform: `translate(-50%, calc(-50% - ${rise}px)) scale(1)`, opacity: 0 },
    ],
    appleEffectMs.float,
    reducedMotion,
    onDone,
  );
  return (
    <div
      ref={ref}
      className="absolute whitespace-nowrap font-extrabold text-amber-500 will-change-transform [text-shadow:0_1px_0_#7c2d12,0_0_6px_rgba(0,0,0,0.35)] dark:text-amber-300"
      style={{ left: x, top: y, fontSize, transform: 'translate(-50%, -50%)' }}
    >
      +{points}
    </div>
  );
}

/** The wrong box: a red frame that flashes and fades. */
function MissFlash({ rect, reducedMotion, onDone }: { rect: { left: number; top: number; width: number; height: number }; reducedMotion: boolean; onDone: () => void }) {
  const ref = useMountAnimation([{ opacity: 1 }, { opacity: 0.2, offset: 0.3 }, { opacity: 1, offset: 0.55 }, { opacity: 0 }], appleEffectMs.flash, reducedMotion, onDone);
  return <div ref={ref} data-testid="apple-miss-flash" className="absolute rounded-md border-4 border-red-600 bg-red-500/25" style={rect} />;
}

/** Size of an element, kept up to date. */
function useElementSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setSize((previous) => (previous.width === element.clientWidth && previous.height === element.clientHeight ? previous : { width: element.clientWidth, height: element.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, size };
}

/**
 * Feedback over the apple board in the DOM (composited transforms and opacity, so the canvas redraws nothing extra):
 * cleared apples pop and their points float up, a wrong box flashes red. Hidden from assistive technology (the live
 * region says the same); with reduced motion the pops are left out and nothing moves.
 */
export function AppleBoardEffects({ grid, effects, transposed, reducedMotion, onDone }: {
  grid: AppleGrid;
  effects: readonly AppleEffect[];
  transposed: boolean;
  reducedMotion: boolean;
  onDone: (id: number) => void;
}) {
  const { ref, size } = useElementSize();
  const drawn = drawnSize(grid, transposed);
  const layout = layoutApples(size, drawn.columns, drawn.rows);
  return (
    <div ref={ref} aria-hidden className="pointer-events-none absolute inset-0 overflow-visible" data-testid="apple-effects">
      {size.width > 0
        ? effects.map((effect) => {
            const rect = boxRect(effect.box, layout, transposed);
            if (effect.kind === 'miss') return <MissFlash key={effect.id} rect={rect} reducedMotion={reducedMotion} onDone={() => onDone(effect.id)} />;
            return (
              <div key={effect.id}>
                {effect.cells.map((index) => {
                  const { column, row } = cellPosition(grid, index);
                  const at = transposed ? { column: row, row: column } : { column, row };
                  return (
                    <Pop
                      key={index}
                      x={layout.left + (at.column + 0.5) * layout.cell}
                      y={layout.top + (at.row + 0.5) * layout.cell}
                      size={layout.cell * 0.8}
                      reducedMotion={reducedMotion}
                    />
                  );
                })}
                <FloatingPoints
                  x={rect.left + rect.width / 2}
                  y={rect.top + rect.height / 2}
                  points={effect.points}
                  fontSize={Math.max(18, Math.round(layout.cell * 0.9))}
                  reducedMotion={reducedMotion}
                  onDone={() => onDone(effect.id)}
                />
              </div>
            );
          })
        : null}
    </div>
  );
}
