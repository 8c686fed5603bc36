import { type CSSProperties, memo, useCallback, useMemo } from 'react';
import { extend } from '@pixi/react';
import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import { type BoardRenderer, BoardStage, type StagePointer, type StageSize } from '../shared/board-stage';
import { type AppleGrid, type BoardPoint, type CellPosition, type SelectionBox, cellPosition } from './rules';

extend({ Container, Graphics, Text });

/** Colours of the apple board in one theme. */
interface ApplePalette {
  board: number;
  boardEdge: number;
  emptyDot: number;
  apple: number;
  appleShade: number;
  leaf: number;
  stem: number;
  number: number;
  numberStroke: number;
  selectedRing: number;
  selectedFill: number;
  box: number;
  cursor: number;
}

const palettes: Record<'light' | 'dark', ApplePalette> = {
  light: {
    board: 0xecfccb, boardEdge: 0x84cc16, emptyDot: 0xbef264, apple: 0xdc2626, appleShade: 0x991b1b, leaf: 0x15803d, stem: 0x78350f,
    number: 0xffffff, numberStroke: 0x7f1d1d, selectedRing: 0xfacc15, selectedFill: 0xf59e0b, box: 0x2563eb, cursor: 0x1e3a8a,
  },
  dark: {
    board: 0x1a2e05, boardEdge: 0x4d7c0f, emptyDot: 0x365314, apple: 0xdc2626, appleShade: 0x7f1d1d, leaf: 0x22c55e, stem: 0xa16207,
    number: 0xffffff, numberStroke: 0x450a0a, selectedRing: 0xfde047, selectedFill: 0xf59e0b, box: 0x60a5fa, cursor: 0xe0f2fe,
  },
};

/** Where the grid sits on the stage: cell size and offsets in CSS pixels. */
export interface AppleLayout {
  cell: number;
  left: number;
  top: number;
}

/** Fits a grid of `columns` × `rows` square cells into the stage, centred. */
export function layoutApples(size: { width: number; height: number }, columns: number, rows: number): AppleLayout {
  const cell = Math.max(1, Math.min(size.width / columns, size.height / rows));
  return { cell, left: (size.width - cell * columns) / 2, top: (size.height - cell * rows) / 2 };
}

/** A stage position (CSS pixels) in cell units; on a transposed board the screen's x is the grid's row. */
export function toBoardPoint(pointer: { x: number; y: number }, layout: AppleLayout, transposed = false): BoardPoint {
  const x = (pointer.x - layout.left) / layout.cell;
  const y = (pointer.y - layout.top) / layout.cell;
  return transposed ? { x: y, y: x } : { x, y };
}

/** Where cell `index` is drawn: its grid column and row, swapped on a transposed (portrait) board. */
function drawnPosition(grid: AppleGrid, index: number, transposed: boolean): CellPosition {
  const { column, row } = cellPosition(grid, index);
  return transposed ? { column: row, row: column } : { column, row };
}

/** Columns and rows as drawn (a transposed board stands 10 wide and 15 tall). */
export function drawnSize(grid: { columns: number; rows: number }, transposed: boolean) {
  return transposed ? { columns: grid.rows, rows: grid.columns } : { columns: grid.columns, rows: grid.rows };
}

/** Props of the apple board. */
export interface AppleBoardProps {
  grid: AppleGrid;
  /** Indices of the selected apples (highlighted). */
  selected: readonly number[];
  /** The selection box in cell units, or null. */
  box: SelectionBox | null;
  /** The keyboard cursor, drawn when `showCursor`. */
  cursor: CellPosition;
  showCursor: boolean;
  theme: 'light' | 'dark';
  renderer: BoardRenderer;
  /** Draw the grid turned a quarter (rows across, columns down) to use a portrait screen's height. */
  transposed?: boolean;
  className?: string;
  style?: CSSProperties;
  onReady?: (rendererName: string) => void;
  /** Drag reports, in cell units. */
  onDragStart: (point: BoardPoint) => void;
  onDragMove: (point: BoardPoint) => void;
  onDragEnd: () => void;
  onDragCancel: () => void;
}

/** The apple board: 15 × 10 apples drawn with Pixi; reports drags in cell units. Draws only from its props. */
export function AppleBoard({ grid, selected, box, cursor, showCursor, theme, renderer, transposed = false, className, style, onReady, onDragStart, onDragMove, onDragEnd, onDragCancel }: AppleBoardProps) {
  const drawn = drawnSize(grid, transposed);
  const toPoint = (pointer: StagePointer) => toBoardPoint(pointer, layoutApples(pointer.stage, drawn.columns, drawn.rows), transposed);
  return (
    <BoardStage
      renderer={renderer}
      renderOnDemand
      className={className}
      style={style}
      onReady={onReady}
      onPointerDown={(pointer) => onDragStart(toPoint(pointer))}
      onPointerMove={(pointer) => onDragMove(toPoint(pointer))}
      onPointerUp={() => onDragEnd()}
      onPointerCancel={() => onDragCancel()}
    >
      {(size: StageSize) => (
        <AppleScene size={size} grid={grid} selected={selected} box={box} cursor={cursor} showCursor={showCursor} palette={palettes[theme]} transposed={transposed} />
      )}
    </BoardStage>
  );
}

/** The scene for one stage size: layers that redraw only when their own inputs change. */
function AppleScene({ size, grid, selected, box, cursor, showCursor, palette, transposed }: {
  size: StageSize;
  transposed: boolean;
  grid: AppleGrid;
  selected: readonly number[];
  box: SelectionBox | null;
  cursor: CellPosition;
  showCursor: boolean;
  palette: ApplePalette;
}) {
  const drawn = drawnSize(grid, transposed);
  const layout = useMemo(() => layoutApples(size, drawn.columns, drawn.rows), [size, drawn.columns, drawn.rows]);
  return (
    <pixiContainer>
      <AppleLayer grid={grid} layout={layout} palette={palette} transposed={transposed} />
      <SelectionLayer grid={grid} layout={layout} palette={palette} selected={selected} box={box} cursor={cursor} showCursor={showCursor} transposed={transposed} />
      <NumberLayer grid={grid} layout={layout} palette={palette} transposed={transposed} />
    </pixiContainer>
  );
}

/** The board background and every apple (redrawn only when the grid, size or theme changes). */
const AppleLayer = memo(function AppleLayer({ grid, layout, palette, transposed }: { grid: AppleGrid; layout: AppleLayout; palette: ApplePalette; transposed: boolean }) {
  const draw = useCallback(
    (g: Graphics) => {
      const { cell, left, top } = layout;
      const drawn = drawnSize(grid, transposed);
      g.clear();
      g.roundRect(left, top, cell * drawn.columns, cell * drawn.rows, cell * 0.25).fill({ color: palette.board }).stroke({ color: palette.boardEdge, width: 2 });
      const radius = cell * 0.4;
      grid.cells.forEach((value, index) => {
        const { column, row } = drawnPosition(grid, index, transposed);
        const cx = left + (column + 0.5) * cell;
        const cy = top + (row + 0.5) * cell + cell * 0.04;
        if (value == null) {
          g.circle(cx, cy, cell * 0.06).fill({ color: palette.emptyDot });
          return;
        }
        g.circle(cx, cy, radius).fill({ color: palette.apple }).stroke({ color: palette.appleShade, width: Math.max(1, cell * 0.04) });
        g.rect(cx - cell * 0.025, cy - radius - cell * 0.1, cell * 0.05, cell * 0.13).fill({ color: palette.stem });
        g.ellipse(cx + cell * 0.11, cy - radius - cell * 0.03, cell * 0.11, cell * 0.05).fill({ color: palette.leaf });
      });
    },
    [grid, layout, palette, transposed],
  );
  return <pixiGraphics draw={draw} />;
});

/** Highlights of the selected apples, the drag box and the keyboard cursor (redrawn as the selection changes). */
function SelectionLayer({ grid, layout, palette, selected, box, cursor, showCursor, transposed }: {
  grid: AppleGrid;
  transposed: boolean;
  layout: AppleLayout;
  palette: ApplePalette;
  selected: readonly number[];
  box: SelectionBox | null;
  cursor: CellPosition;
  showCursor: boolean;
}) {
  const draw = useCallback(
    (g: Graphics) => {
      const { cell, left, top } = layout;
      g.clear();
      for (const index of selected) {
        const { column, row } = drawnPosition(grid, index, transposed);
        const cx = left + (column + 0.5) * cell;
        const cy = top + (row + 0.5) * cell + cell * 0.04;
        g.circle(cx, cy, cell * 0.46).fill({ color: palette.selectedFill, alpha: 0.45 }).stroke({ color: palette.selectedRing, width: Math.max(2, cell * 0.08) });
      }
      if (box) {
        const from = transposed ? { x: box.from.y, y: box.from.x } : box.from;
        const to = transposed ? { x: box.to.y, y: box.to.x } : box.to;
        const x = left + Math.min(from.x, to.x) * cell;
        const y = top + Math.min(from.y, to.y) * cell;
        const w = Math.abs(to.x - from.x) * cell;
        const h = Math.abs(to.y - from.y) * cell;
        if (w > 0 || h > 0) g.rect(x, y, w, h).fill({ color: palette.box, alpha: 0.15 }).stroke({ color: palette.box, width: 2 });
      }
      if (showCursor) {
        const at = transposed ? { column: cursor.row, row: cursor.column } : cursor;
        g.roundRect(left + at.column * cell + 1, top + at.row * cell + 1, cell - 2, cell - 2, cell * 0.15).stroke({ color: palette.cursor, width: 3 });
      }
    },
    [grid, layout, palette, selected, box, cursor, showCursor, transposed],
  );
  return <pixiGraphics draw={draw} />;
}

/** The numbers on the apples (one text per apple; cleared apples hide theirs). */
const NumberLayer = memo(function NumberLayer({ grid, layout, palette, transposed }: { grid: AppleGrid; layout: AppleLayout; palette: ApplePalette; transposed: boolean }) {
  const style = useMemo(
    () =>
      new TextStyle({
        fontFamily: 'ui-sans-serif, system-ui, sans-serif',
        fontSize: Math.max(8, Math.round(layout.cell * 0.44)),
        fontWeight: '800',
        fill: palette.number,
        stroke: { color: palette.numberStroke, width: Math.max(2, layout.cell * 0.08), join: 'round' },
      }),
    [layout.cell, palette],
  );
  return (
    <pixiContainer>
      {grid.cells.map((value, index) => {
        const { column, row } = drawnPosition(grid, index, transposed);
        return (
          <pixiText
            key={index}
            text={value == null ? '' : String(value)}
            visible={value != null}
            anchor={0.5}
            x={layout.left + (column + 0.5) * layout.cell}
            y={layout.top + (row + 0.5) * layout.cell + layout.cell * 0.06}
            style={style}
          />
        );
      })}
    </pixiContainer>
  );
});
