import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppleBoard, drawnSize } from '../../../engines/apple/board';
import type { AppleGrid, BoardPoint, CellPosition, SelectionBox } from '../../../engines/apple/rules';
import type { BoardRenderer } from '../../../engines/shared/board-stage';
import { cn } from '../../lib/cn';
import { type AppleEffect, AppleBoardEffects } from './apple-board-effects';

/** Arrow keys and the cursor step each one makes. */
const arrowSteps: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** A turned board must give cells at least this much larger than the upright one before it is used. */
const turnGain = 1.15;

/** Height of the turn-your-phone tip under a turned board, in CSS pixels. */
const turnHintHeight = 28;

/** Size of the board in CSS pixels and whether it is drawn turned (10 wide, 15 tall) for a portrait space. */
export function fitAppleBoard(grid: { columns: number; rows: number }, width: number, height: number) {
  const upright = Math.min(width / grid.columns, height / grid.rows);
  const turned = Math.min(width / grid.rows, (height - turnHintHeight) / grid.columns);
  const transposed = turned > upright * turnGain;
  const cell = Math.max(1, Math.floor(transposed ? turned : upright));
  const drawn = drawnSize(grid, transposed);
  return { transposed, width: cell * drawn.columns, height: cell * drawn.rows };
}

/** Props of the play area. */
export interface ApplePlayAreaProps {
  grid: AppleGrid;
  selected: readonly number[];
  box: SelectionBox | null;
  cursor: CellPosition;
  theme: 'light' | 'dark';
  renderer: BoardRenderer;
  fullscreen: boolean;
  /** Space the board may take outside full screen (from the page's fit), in CSS pixels. */
  space: { width: number; height: number };
  /** Feedback drawn over the board (pops, "+N", a red flash). */
  effects: readonly AppleEffect[];
  reducedMotion: boolean;
  onEffectDone: (id: number) => void;
  areaRef: (element: HTMLDivElement | null) => void;
  onDragStart: (point: BoardPoint) => void;
  onDragMove: (point: BoardPoint) => void;
  onDragEnd: () => void;
  onDragCancel: () => void;
  onMoveCursor: (dx: number, dy: number, extend: boolean) => void;
  onConfirm: () => void;
  onClear: () => void;
}

/**
 * The focusable board: an `application` region with instructions; arrow keys move the cursor, Shift grows the box,
 * Enter confirms, Escape clears. The cursor is drawn while the board has keyboard focus.
 */
export function ApplePlayArea({ grid, selected, box, cursor, theme, renderer, fullscreen, space, effects, reducedMotion, onEffectDone, areaRef, onMoveCursor, onConfirm, onClear, ...drag }: ApplePlayAreaProps) {
  const { t } = useTranslation('apple');
  const instructionsId = useId();
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [rendererName, setRendererName] = useState<string | null>(null);
  const fitted = fitAppleBoard(grid, space.width, space.height);
  // Full screen fills the screen: turned when the screen stands upright.
  const transposed = fullscreen ? window.innerHeight > window.innerWidth * 1.2 : fitted.transposed;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = arrowSteps[event.key];
    if (step) {
      event.preventDefault();
      setKeyboardFocus(true);
      // On a turned board the arrows move as drawn: right goes down the grid's rows.
      if (transposed) onMoveCursor(step[1], step[0], event.shiftKey);
      else onMoveCursor(step[0], step[1], event.shiftKey);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onConfirm();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClear();
    }
  };

  return (
    <div
      ref={areaRef}
      role="application"
      tabIndex={0}
      aria-label={t('board_label', { columns: grid.columns, rows: grid.rows })}
      aria-describedby={instructionsId}
      data-testid="apple-board"
      data-renderer={rendererName ?? undefined}
      data-transposed={transposed ? 'true' : undefined}
      onKeyDown={onKeyDown}
      onFocus={(event) => setKeyboardFocus(event.currentTarget.matches(':focus-visible'))}
      onBlur={() => setKeyboardFocus(false)}
      className={cn('rounded-2xl', fullscreen ? 'min-h-0 w-full flex-1' : 'w-full')}
    >
      <p id={instructionsId} className="sr-only">{t('board_instructions')}</p>
      <div className={fullscreen ? 'relative h-full w-full' : 'relative mx-auto max-w-full'} style={fullscreen ? undefined : { width: fitted.width, height: fitted.height }}>
      <AppleBoard
        grid={grid}
        selected={selected}
        box={box}
        cursor={cursor}
        showCursor={keyboardFocus}
        theme={theme}
        renderer={renderer}
        transposed={transposed}
        className="h-full w-full"
        onReady={setRendererName}
        {...drag}
      />
      <AppleBoardEffects grid={grid} effects={effects} transposed={transposed} reducedMotion={reducedMotion} onDone={onEffectDone} />
      </div>
      {transposed && !fullscreen ? (
        <p className="mt-1 text-center text-sm leading-5 text-slate-600 dark:text-slate-300" data-testid="apple-turn-hint">{t('turn_hint')}</p>
      ) : null}
    </div>
  );
}
