import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppleBoard } from '../../../engines/apple/board';
import type { AppleGrid, BoardPoint, CellPosition, SelectionBox } from '../../../engines/apple/rules';
import type { BoardRenderer } from '../../../engines/shared/board-stage';
import { cn } from '../../lib/cn';

/** Arrow keys and the cursor step each one makes. */
const arrowSteps: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Widest board (3:2) whose height still fits under the top bar and the HUD. */
const fitViewportWidth = 'max(18rem, calc((100dvh - 11rem) * 1.5))';

/** Props of the play area. */
export interface ApplePlayAreaProps {
  grid: AppleGrid;
  selected: readonly number[];
  box: SelectionBox | null;
  cursor: CellPosition;
  theme: 'light' | 'dark';
  renderer: BoardRenderer;
  fullscreen: boolean;
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
export function ApplePlayArea({ grid, selected, box, cursor, theme, renderer, fullscreen, areaRef, onMoveCursor, onConfirm, onClear, ...drag }: ApplePlayAreaProps) {
  const { t } = useTranslation('apple');
  const instructionsId = useId();
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [rendererName, setRendererName] = useState<string | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = arrowSteps[event.key];
    if (step) {
      event.preventDefault();
      setKeyboardFocus(true);
      onMoveCursor(step[0], step[1], event.shiftKey);
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
      onKeyDown={onKeyDown}
      onFocus={(event) => setKeyboardFocus(event.currentTarget.matches(':focus-visible'))}
      onBlur={() => setKeyboardFocus(false)}
      className={cn('rounded-2xl', fullscreen ? 'min-h-0 w-full flex-1' : 'w-full')}
    >
      <p id={instructionsId} className="sr-only">{t('board_instructions')}</p>
      <AppleBoard
        grid={grid}
        selected={selected}
        box={box}
        cursor={cursor}
        showCursor={keyboardFocus}
        theme={theme}
        renderer={renderer}
        className={fullscreen ? 'h-full w-full' : 'mx-auto aspect-[3/2] w-full'}
        style={fullscreen ? undefined : { maxWidth: fitViewportWidth }}
        onReady={setRendererName}
        {...drag}
      />
    </div>
  );
}
