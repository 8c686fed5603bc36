import { type CSSProperties, useCallback, useEffect, useMemo, useRef } from 'react';
import { extend, useTick } from '@pixi/react';
import { Container, Graphics, Text, TextStyle, type Ticker } from 'pixi.js';
import { type BoardRenderer, BoardStage, type StageSize } from '../shared/board-stage';
import { raceGoal } from './config';

extend({ Container, Graphics, Text });

/** Colours of the race track in one theme. */
interface RacePalette {
  track: number;
  trackEdge: number;
  player: number;
  computer: number;
  label: number;
  finishDark: number;
  finishLight: number;
}

const palettes: Record<'light' | 'dark', RacePalette> = {
  light: { track: 0xe2e8f0, trackEdge: 0x94a3b8, player: 0x3b55d9, computer: 0xdc2626, label: 0x0f172a, finishDark: 0x0f172a, finishLight: 0xffffff },
  dark: { track: 0x1e293b, trackEdge: 0x475569, player: 0x6f86f0, computer: 0xf87171, label: 0xf1f5f9, finishDark: 0x020617, finishLight: 0xe2e8f0 },
};

/** How fast a drawn bar catches up with its progress, as a share of the gap per millisecond. */
const catchUpPerMs = 0.02;

/** Props of the race board. */
export interface RaceBoardProps {
  /** Player progress, 0–100. */
  player: number;
  /** Computer progress, 0–100. */
  computer: number;
  labels: { player: string; computer: string };
  theme: 'light' | 'dark';
  renderer: BoardRenderer;
  reducedMotion: boolean;
  className?: string;
  style?: CSSProperties;
  onReady?: (rendererName: string) => void;
}

/** The two progress bars of the click race, drawn on the canvas (bars glide to their value on the ticker). */
export function RaceBoard({ player, computer, labels, theme, renderer, reducedMotion, className, style, onReady }: RaceBoardProps) {
  return (
    <BoardStage renderer={renderer} className={className} style={style} onReady={onReady} capturePointer={false}>
      {(size: StageSize) => (
        <RaceScene size={size} player={player} computer={computer} labels={labels} palette={palettes[theme]} reducedMotion={reducedMotion} />
      )}
    </BoardStage>
  );
}

function RaceScene({ size, player, computer, labels, palette, reducedMotion }: {
  size: StageSize;
  player: number;
  computer: number;
  labels: { player: string; computer: string };
  palette: RacePalette;
  reducedMotion: boolean;
}) {
  const laneHeight = size.height / 2;
  return (
    <pixiContainer>
      <Lane y={0} width={size.width} height={laneHeight} value={player} label={labels.player} icon="🏃" color={palette.player} palette={palette} reducedMotion={reducedMotion} />
      <Lane y={laneHeight} width={size.width} height={laneHeight} value={computer} label={labels.computer} icon="🤖" color={palette.computer} palette={palette} reducedMotion={reducedMotion} />
    </pixiContainer>
  );
}

/** One lane: label, track, finish line and a bar that glides to `value` (drawn through refs on the ticker). */
function Lane({ y, width, height, value, label, icon, color, palette, reducedMotion }: {
  y: number;
  width: number;
  height: number;
  value: number;
  label: string;
  icon: string;
  color: number;
  palette: RacePalette;
  reducedMotion: boolean;
}) {
  const pad = Math.max(8, width * 0.02);
  const trackTop = height * 0.42;
  const trackHeight = height * 0.36;
  const trackWidth = width - pad * 2;
  const bar = useRef<Graphics>(null);
  const runner = useRef<Text>(null);
  const shown = useRef(value);
  const goal = useRef(value);

  const drawBar = useCallback(() => {
    const g = bar.current;
    if (!g) return;
    const fill = (trackWidth * Math.max(0, Math.min(raceGoal, shown.current))) / raceGoal;
    g.clear();
    if (fill > 0) g.roundRect(pad, trackTop, fill, trackHeight, Math.min(trackHeight / 2, fill / 2)).fill({ color });
    // The runner stays on the track: its half-width from either end, so it never overhangs at 100 %.
    const half = runner.current ? runner.current.width / 2 : trackHeight / 2;
    if (runner.current) runner.current.x = pad + Math.min(trackWidth - half, Math.max(half, fill));
  }, [pad, trackTop, trackHeight, trackWidth, color]);

  useEffect(() => {
    goal.current = value;
    if (reducedMotion || value < shown.current) shown.current = value;
    drawBar();
  }, [value, reducedMotion, drawBar]);

  useTick(
    useCallback(
      (ticker: Ticker) => {
        const gap = goal.current - shown.current;
        if (gap === 0) return;
        shown.current = Math.abs(gap) < 0.05 ? goal.current : shown.current + gap * Math.min(1, catchUpPerMs * ticker.deltaMS);
        drawBar();
      },
      [drawBar],
    ),
  );

  const drawTrack = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(pad, trackTop, trackWidth, trackHeight, trackHeight / 2).fill({ color: palette.track }).stroke({ color: palette.trackEdge, width: 1 });
      const square = trackHeight / 4;
      const finishX = pad + trackWidth - square * 2;
      for (let row = 0; row < 4; row += 1) {
        for (let column = 0; column < 2; column += 1) {
          g.rect(finishX + column * square, trackTop + row * square, square, square).fill({ color: (row + column) % 2 === 0 ? palette.finishDark : palette.finishLight, alpha: 0.55 });
        }
      }
    },
    [pad, trackTop, trackWidth, trackHeight, palette],
  );
  const labelStyle = useMemo(
    () => new TextStyle({ fontFamily: 'ui-sans-serif, system-ui, sans-serif', fontSize: Math.max(12, Math.round(height * 0.2)), fontWeight: '700', fill: palette.label }),
    [height, palette.label],
  );
  const iconStyle = useMemo(() => new TextStyle({ fontSize: Math.max(12, Math.round(trackHeight * 0.8)) }), [trackHeight]);

  return (
    <pixiContainer y={y}>
      <pixiText text={label} x={pad} y={height * 0.08} style={labelStyle} />
      <pixiGraphics draw={drawTrack} />
      <pixiGraphics ref={bar} draw={drawBar} />
      <pixiText ref={runner} text={icon} anchor={{ x: 0.5, y: 0.5 }} y={trackTop + trackHeight / 2} style={iconStyle} />
    </pixiContainer>
  );
}
