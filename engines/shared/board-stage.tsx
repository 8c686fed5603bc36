import {
  type ComponentProps,
  type ComponentType,
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Application, extend, useApplication } from '@pixi/react';
import { type Application as PixiApplication, Container, type RendererPreference } from 'pixi.js';
// The site's Content-Security-Policy has no 'unsafe-eval': Pixi's eval-free shader and uniform code paths.
import 'pixi.js/unsafe-eval';

extend({ Container });

/** Which renderer a board asks Pixi for: its default order (WebGL, WebGPU, Canvas) or the Canvas 2D renderer. */
export type BoardRenderer = 'auto' | 'canvas';

/** Size of a board in CSS pixels and the device pixel ratio it renders at. */
export interface StageSize {
  width: number;
  height: number;
  resolution: number;
}

/** A pointer on a board: position in CSS pixels from the board's top-left corner, and the board's current size. */
export interface StagePointer {
  x: number;
  y: number;
  pointerId: number;
  pointerType: string;
  stage: { width: number; height: number };
}

/** Handlers a board gets for pointer input on its stage. */
export interface StagePointerHandlers {
  onPointerDown?: (pointer: StagePointer) => void;
  onPointerMove?: (pointer: StagePointer) => void;
  onPointerUp?: (pointer: StagePointer) => void;
  onPointerCancel?: (pointer: StagePointer) => void;
}

/** Props of the stage every board draws on. */
export interface BoardStageProps extends StagePointerHandlers {
  renderer: BoardRenderer;
  /** Classes of the element that sizes the stage (the canvas fills it). */
  className?: string;
  style?: CSSProperties;
  /** Whether a pressed pointer is captured by the stage, so a drag keeps reporting outside it. */
  capturePointer?: boolean;
  /**
   * Draw only when the scene changes (no ticker): for boards without animation. Idle boards then cost nothing per frame
   * and a drag costs one render per pointer move.
   */
  renderOnDemand?: boolean;
  /** Called once the renderer is up, with its name ('webgl', 'webgpu' or 'canvas'). */
  onReady?: (rendererName: string) => void;
  /** The scene, laid out for the current size. */
  children: (size: StageSize) => ReactNode;
}

/**
 * The Pixi React application with Pixi 8.22's full renderer preference. The generated props type of @pixi/react
 * 8.0.5 predates the 'canvas' option, while its runtime forwards every option unchanged to `app.init`.
 */
const StageApplication = Application as ComponentType<Omit<ComponentProps<typeof Application>, 'preference'> & { preference?: RendererPreference }>;

/** Highest device pixel ratio a board renders at (sharp on phones without drawing 9× the pixels). */
const maxResolution = 3;

function currentResolution() {
  return Math.min(maxResolution, Math.max(1, window.devicePixelRatio || 1));
}

/**
 * A Pixi stage sized to its container and the device pixel ratio, re-laid out on resize and orientation change.
 * It reports pointer input (with `touch-action: none` and pointer capture, so touch drags work on tablets) and
 * renders nothing but what its children draw. `renderer="canvas"` forces Pixi's Canvas 2D renderer.
 */
export function BoardStage({ renderer, className, style, capturePointer = true, renderOnDemand = false, onReady, children, ...handlers }: BoardStageProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<StageSize | null>(null);
  const [app, setApp] = useState<PixiApplication | null>(null);

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return undefined;
    const measure = () => {
      const width = Math.max(1, Math.round(element.clientWidth));
      const height = Math.max(1, Math.round(element.clientHeight));
      const resolution = currentResolution();
      setSize((previous) =>
        previous && previous.width === width && previous.height === height && previous.resolution === resolution ? previous : { width, height, resolution },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    window.addEventListener('orientationchange', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('orientationchange', measure);
    };
  }, []);

  useEffect(() => {
    if (!app?.renderer || !size) return;
    app.renderer.resize(size.width, size.height, size.resolution);
    if (renderOnDemand) app.render();
  }, [app, size, renderOnDemand]);

  const handleInit = useCallback(
    (application: PixiApplication) => {
      setApp(application);
      onReady?.(application.renderer.name);
    },
    [onReady],
  );

  const toPointer = (event: ReactPointerEvent<HTMLDivElement>): StagePointer => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: event.clientX - rect.left,
      y: event.clientY - rect.top,
      pointerId: event.pointerId,
      pointerType: event.pointerType,
      stage: { width: rect.width, height: rect.height },
    };
  };

  return (
    <div
      ref={containerRef}
      className={className}
      style={{ position: 'relative', touchAction: 'none', userSelect: 'none', WebkitUserSelect: 'none', ...style }}
      onPointerDown={(event) => {
        if (!event.isPrimary || event.button > 0) return;
        if (capturePointer) event.currentTarget.setPointerCapture(event.pointerId);
        handlers.onPointerDown?.(toPointer(event));
      }}
      onPointerMove={(event) => {
        if (event.isPrimary) handlers.onPointerMove?.(toPointer(event));
      }}
      onPointerUp={(event) => {
        if (!event.isPrimary) return;
        if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
        handlers.onPointerUp?.(toPointer(event));
      }}
      onPointerCancel={(event) => {
        if (event.isPrimary) handlers.onPointerCancel?.(toPointer(event));
      }}
      onContextMenu={(event) => event.preventDefault()}
    >
      {size ? (
        <StageApplication
          className="absolute inset-0 block"
          preference={renderer === 'canvas' ? 'canvas' : undefined}
          width={size.width}
          height={size.height}
          resolution={size.resolution}
          autoDensity
          antialias
          backgroundAlpha={0}
          eventFeatures={{ move: false, globalMove: false, click: false, wheel: false }}
          autoStart={!renderOnDemand}
          onInit={handleInit}
        >
          {children(size)}
          {renderOnDemand ? <RenderAfterCommit /> : null}
        </StageApplication>
      ) : null}
    </div>
  );
}

/** Renders the stage once after every commit of the scene (the last child, so it sees every layer's new drawing). */
function RenderAfterCommit() {
  const { app, isInitialised } = useApplication();
  useEffect(() => {
    if (isInitialised && app.renderer) app.render();
  });
  return null;
}
