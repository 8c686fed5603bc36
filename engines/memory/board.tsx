import { type CSSProperties, useCallback, useEffect, useMemo, useRef } from 'react';
import { extend, useTick } from '@pixi/react';
import { Container, Graphics, Text, TextStyle, type Ticker } from 'pixi.js';
import { type BoardRenderer, BoardStage, type StagePointer, type StageSize } from '../shared/board-stage';
import { memoryColumns, memoryFlipAnimationMs } from './config';
import { type MemoryCard, cardIndexAt, rowsFor } from './rules';

extend({ Container, Graphics, Text });

/** Colours of the card board in one theme. */
interface MemoryPalette {
  back: number;
  backPattern: number;
  front: number;
  frontEdge: number;
  matchedEdge: number;
  matchedFill: number;
  focus: number;
}

const palettes: Record<'light' | 'dark', MemoryPalette> = {
  light: { back: 0x3b55d9, backPattern: 0x6f86f0, front: 0xffffff, frontEdge: 0x94a3b8, matchedEdge: 0x15803d, matchedFill: 0xdcfce7, focus: 0xf59e0b },
  dark: { back: 0x2f43b0, backPattern: 0x4f6bed, front: 0x1e293b, frontEdge: 0x64748b, matchedEdge: 0x4ade80, matchedFill: 0x14532d, focus: 0xfbbf24 },
};

/** Share of a grid cell left as the gap around a card. */
const gapRatio = 0.1;

/** Where the cards sit on the stage: cell size and offsets in CSS pixels. */
interface CardLayout {
  cell: number;
  left: number;
  top: number;
  columns: number;
  rows: number;
}

function layoutCards(size: { width: number; height: number }, count: number): CardLayout {
  const columns = memoryColumns;
  const rows = rowsFor(count, columns);
  const cell = Math.max(1, Math.min(size.width / columns, size.height / rows));
  return { cell, columns, rows, left: (size.width - cell * columns) / 2, top: (size.height - cell * rows) / 2 };
}

/** Index of the card under a stage pointer, or null. */
function cardAtPointer(pointer: StagePointer, count: number): number | null {
  const layout = layoutCards(pointer.stage, count);
  return cardIndexAt(
    { x: pointer.x - layout.left, y: pointer.y - layout.top },
    { width: layout.cell * layout.columns, height: layout.cell * layout.rows, count, columns: layout.columns, gapRatio },
  );
}

/** Props of the memory board. */
export interface MemoryBoardProps {
  deck: readonly MemoryCard[];
  /** Card with keyboard focus (ringed), or null. */
  focusIndex: number | null;
  theme: 'light' | 'dark';
  renderer: BoardRenderer;
  reducedMotion: boolean;
  className?: string;
  style?: CSSProperties;
  onReady?: (rendererName: string) => void;
  /** A card was tapped or clicked (pointer pressed and released on it). */
  onCardPress: (index: number) => void;
}

/** The 4 × 4 memory board: cards flip with a canvas animation; draws only from its props and reports card presses. */
export function MemoryBoard({ deck, focusIndex, theme, renderer, reducedMotion, className, style, onReady, onCardPress }: MemoryBoardProps) {
  const pressed = useRef<number | null>(null);
  return (
    <BoardStage
      renderer={renderer}
      className={className}
      style={style}
      onReady={onReady}
      onPointerDown={(pointer) => {
        pressed.current = cardAtPointer(pointer, deck.length);
      }}
      onPointerUp={(pointer) => {
        const index = cardAtPointer(pointer, deck.length);
        if (index !== null && index === pressed.current) onCardPress(index);
        pressed.current = null;
      }}
      onPointerCancel={() => {
        pressed.current = null;
      }}
    >
      {(size: StageSize) => <MemoryScene size={size} deck={deck} focusIndex={focusIndex} palette={palettes[theme]} reducedMotion={reducedMotion} />}
    </BoardStage>
  );
}

function MemoryScene({ size, deck, focusIndex, palette, reducedMotion }: { size: StageSize; deck: readonly MemoryCard[]; focusIndex: number | null; palette: MemoryPalette; reducedMotion: boolean }) {
  const layout = useMemo(() => layoutCards(size, deck.length), [size, deck.length]);
  const cardSize = layout.cell * (1 - gapRatio);
  const emojiStyle = useMemo(
    () => new TextStyle({ fontFamily: '"Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", sans-serif', fontSize: Math.max(10, Math.round(cardSize * 0.5)) }),
    [cardSize],
  );
  const drawFocus = useCallback(
    (g: Graphics) => {
      g.clear();
      if (focusIndex === null) return;
      const x = layout.left + (focusIndex % layout.columns) * layout.cell;
      const y = layout.top + Math.floor(focusIndex / layout.columns) * layout.cell;
      g.roundRect(x + 1.5, y + 1.5, layout.cell - 3, layout.cell - 3, layout.cell * 0.14).stroke({ color: palette.focus, width: 3 });
    },
    [focusIndex, layout, palette],
  );
  return (
    <pixiContainer>
      {deck.map((card) => (
        <CardView
          key={card.id}
          card={card}
          x={layout.left + (card.id % layout.columns + 0.5) * layout.cell}
          y={layout.top + (Math.floor(card.id / layout.columns) + 0.5) * layout.cell}
          size={cardSize}
          palette={palette}
          emojiStyle={emojiStyle}
          reducedMotion={reducedMotion}
        />
      ))}
      <pixiGraphics draw={drawFocus} />
    </pixiContainer>
  );
}

/**
 * One card, centred on (x, y). The flip is animated on the ticker through refs (no React state per frame): the card
 * narrows to an edge, swaps face, and widens again.
 */
function CardView({ card, x, y, size, palette, emojiStyle, reducedMotion }: {
  card: MemoryCard;
  x: number;
  y: number;
  size: number;
  palette: MemoryPalette;
  emojiStyle: TextStyle;
  reducedMotion: boolean;
}) {
  const faceUp = card.isFlipped || card.isMatched;
  const holder = useRef<Container>(null);
  const front = useRef<Container>(null);
  const back = useRef<Container>(null);
  const progress = useRef(faceUp ? 1 : 0);
  const target = useRef(faceUp ? 1 : 0);

  const apply = useCallback(() => {
    if (!holder.current || !front.current || !back.current) return;
    holder.current.scale.x = Math.max(0.02, Math.abs(Math.cos(progress.current * Math.PI)));
    front.current.visible = progress.current >= 0.5;
    back.current.visible = progress.current < 0.5;
  }, []);

  useEffect(() => {
    target.current = faceUp ? 1 : 0;
    if (reducedMotion) progress.current = target.current;
    apply();
  }, [faceUp, reducedMotion, apply]);

  useTick(
    useCallback(
      (ticker: Ticker) => {
        const goal = target.current;
        if (progress.current === goal) return;
        const step = ticker.deltaMS / memoryFlipAnimationMs;
        progress.current = goal > progress.current ? Math.min(goal, progress.current + step) : Math.max(goal, progress.current - step);
        apply();
      },
      [apply],
    ),
  );

  const drawBack = useCallback(
    (g: Graphics) => {
      const half = size / 2;
      g.clear();
      g.roundRect(-half, -half, size, size, size * 0.12).fill({ color: palette.back });
      g.roundRect(-half + size * 0.1, -half + size * 0.1, size * 0.8, size * 0.8, size * 0.08).stroke({ color: palette.backPattern, width: Math.max(2, size * 0.03) });
      g.circle(0, 0, size * 0.12).fill({ color: palette.backPattern });
    },
    [size, palette],
  );
  const drawFront = useCallback(
    (g: Graphics) => {
      const half = size / 2;
      g.clear();
      g.roundRect(-half, -half, size, size, size * 0.12)
        .fill({ color: card.isMatched ? palette.matchedFill : palette.front })
        .stroke({ color: card.isMatched ? palette.matchedEdge : palette.frontEdge, width: card.isMatched ? Math.max(3, size * 0.05) : 2 });
    },
    [size, palette, card.isMatched],
  );

  return (
    <pixiContainer ref={holder} x={x} y={y}>
      <pixiContainer ref={back}>
        <pixiGraphics draw={drawBack} />
      </pixiContainer>
      <pixiContainer ref={front}>
        <pixiGraphics draw={drawFront} />
        <pixiText text={card.emoji} anchor={0.5} style={emojiStyle} />
      </pixiContainer>
    </pixiContainer>
  );
}
