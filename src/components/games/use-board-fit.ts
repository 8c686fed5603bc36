import { type RefObject, useEffect, useState } from 'react';

/** Space the sticky top bar and the page's scroll padding take when a block is scrolled to the top, in CSS pixels. */
export const scrolledBlockTop = 80;

/** How a board fits the screen: its height budget and whether its game block must be scrolled to the top to get it. */
export interface BoardFit {
  /** Height the board may take, in CSS pixels (never below the caller's minimum). */
  height: number;
  /** Whether the space under the heading was too small, so the block should be scrolled to the top of the screen. */
  scroll: boolean;
  /** Width of the board's wrapper, in CSS pixels. */
  width: number;
}

/** Options of {@link useBoardFit}. */
export interface BoardFitOptions {
  /** The element whose top the board starts at (a wrapper that holds only the board). */
  boardRef: RefObject<HTMLElement | null>;
  /** The game block (HUD and board) that is scrolled to the top when the board does not fit under the heading. */
  blockRef: RefObject<HTMLElement | null>;
  /** Space to keep free under the board (padding, buttons the player needs), in CSS pixels. */
  reserveBelow: number;
  /** Smallest useful board height, in CSS pixels. */
  minHeight: number;
  /** Largest board height the width allows (the board never needs more), in CSS pixels. */
  widthLimitedHeight: (boardWidth: number) => number;
  /** Share of the width-limited height the space under the heading must offer before scrolling is preferred. */
  stayThreshold?: number;
  /** Whether the board is on screen now (measuring starts again when it appears). */
  active?: boolean;
}

/** Top of an element in page coordinates (independent of the current scroll). */
function pageTop(element: HTMLElement) {
  return element.getBoundingClientRect().top + window.scrollY;
}

/**
 * Measures the height a canvas board can take on this screen: the space left under the heading and counters without
 * scrolling when that is enough, otherwise the space under the HUD once the game block is scrolled under the top bar.
 * Re-measured on resize and orientation change.
 */
export function useBoardFit({ boardRef, blockRef, reserveBelow, minHeight, widthLimitedHeight, stayThreshold = 0.6, active = true }: BoardFitOptions): BoardFit {
  const [fit, setFit] = useState<BoardFit>({ height: minHeight, scroll: false, width: 0 });

  useEffect(() => {
    const measure = () => {
      const board = boardRef.current;
      const block = blockRef.current;
      if (!board || !block) return;
      const viewport = window.innerHeight;
      const boardTop = pageTop(board);
      const width = board.clientWidth;
      const wanted = widthLimitedHeight(width);
      const inPlace = viewport - boardTop - reserveBelow;
      const scrolled = viewport - scrolledBlockTop - (boardTop - pageTop(block)) - reserveBelow;
      const stay = inPlace >= Math.min(wanted, scrolled) * stayThreshold;
      const height = Math.max(minHeight, Math.min(wanted, stay ? inPlace : scrolled));
      setFit((previous) => (previous.height === height && previous.scroll === !stay && previous.width === width ? previous : { height, scroll: !stay, width }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (blockRef.current) observer.observe(blockRef.current);
    window.addEventListener('resize', measure);
    window.addEventListener('orientationchange', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('orientationchange', measure);
    };
  }, [boardRef, blockRef, reserveBelow, minHeight, widthLimitedHeight, stayThreshold, active]);

  return fit;
}
