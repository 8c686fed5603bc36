import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';
import type { carouselMachine, CarouselEvent } from '../../../machines/carousel.machine';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { cn } from '../../lib/cn';
import { useReducedMotion } from '../../lib/hooks/use-reduced-motion';

/** The three hero slides: artwork, text keys and where the call to action goes. */
const slides = [
  { art: '/art/hero-1.svg', key: 'slide1', to: '/games' },
  { art: '/art/hero-2.svg', key: 'slide2', to: '/apple-game' },
  { art: '/art/hero-3.svg', key: 'slide3', to: '/about' },
] as const;

/** A running carousel machine. */
type CarouselActor = Actor<typeof carouselMachine>;

const noSubscription = () => () => {};

/**
 * The carousel machine, loaded after the first paint (XState is not part of home's first download). Until it is there
 * the first slide shows with the controls in the state the machine starts in, and what the visitor does is kept and
 * replayed when it starts. Returns the machine's snapshot (null before it starts) and a `send` that works throughout.
 */
function useLazyCarousel() {
  const [actor, setActor] = useState<CarouselActor | null>(null);
  const earlier = useRef<CarouselEvent[]>([]);

  useEffect(() => {
    let cancelled = false;
    let started: CarouselActor | undefined;
    void import('./carousel-actor').then(({ startCarousel }) => {
      if (cancelled) return;
      started = startCarousel(earlier.current);
      earlier.current = [];
      setActor(started);
    });
    return () => {
      cancelled = true;
      started?.stop();
    };
  }, []);

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription();
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(subscribe, () => actor?.getSnapshot() ?? null, () => null);
  const send = useCallback(
    (event: CarouselEvent) => {
      if (actor) actor.send(event);
      else earlier.current.push(event);
    },
    [actor],
  );
  return { snapshot, send };
}

/**
 * Home's hero carousel: auto-advances every 5 s, held while hovered, resumes 4 s after a button, dot or focus, can be
 * paused, and stays still with reduced motion. Its first slide paints before the machine that drives it has loaded.
 */
export function HeroCarousel() {
  const { t } = useTranslation('home');
  const reducedMotion = useReducedMotion();
  const { snapshot, send } = useLazyCarousel();
  // Before the machine starts: the first slide, in the state it starts in (running, or still with reduced motion).
  const index = snapshot?.context.index ?? 0;
  const rotating = snapshot ? snapshot.matches('running') : !reducedMotion;
  const stopped = snapshot?.matches('stopped') ?? false;
  const still = snapshot ? snapshot.matches('still') : reducedMotion;

  // Also tells the machine the preference it starts with (the event waits for it).
  useEffect(() => {
    send({ type: 'MOTION_PREFERENCE', reduced: reducedMotion });
  }, [reducedMotion, send]);

  return (
    <section
      aria-roledescription={t('carousel.roledescription')}
      aria-label={t('carousel.label')}
      data-carousel={snapshot ? 'running' : 'loading'}
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-50 to-white shadow-sm ring-1 ring-slate-200 dark:from-slate-900 dark:to-slate-950 dark:ring-slate-800"
      onPointerEnter={() => send({ type: 'POINTER_ENTER' })}
      onPointerLeave={() => send({ type: 'POINTER_LEAVE' })}
      onFocus={() => send({ type: 'FOCUS_IN' })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) send({ type: 'FOCUS_OUT' });
      }}
    >
      {/* Every slide sits in the same grid cell, so the carousel is as tall as its tallest slide from the first paint
          and nothing below it moves when a slide with shorter text comes (a layout shift, CLS). */}
      <div aria-live={rotating ? 'off' : 'polite'} className="grid">
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.position', { current: i + 1, total: slides.length })}
            inert={i !== index}
            data-testid={`hero-slide-${i + 1}`}
            className={cn('grid items-center gap-6 p-6 [grid-area:1/1] sm:p-10 md:grid-cols-2', i !== index && 'invisible')}
          >
            <div>
              <h2 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t(`hero.${slide.key}.title`)}</h2>
              <p className="mt-3 text-slate-700 dark:text-slate-300">{t(`hero.${slide.key}.text`)}</p>
              <ButtonLink to={slide.to} size="lg" className="mt-6">{t(`hero.${slide.key}.cta`)}</ButtonLink>
            </div>
            {/* The hidden slides' artwork is asked for once the machine runs (after the page has loaded), so it never
                competes with the first slide's (the page's largest paint); the box keeps its ratio without it. */}
            <img
              src={i === 0 || snapshot ? slide.art : undefined}
              alt=""
              width={1200}
              height={500}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              className="aspect-[12/5] h-auto w-full rounded-2xl"
            />
          </div>
        ))}
      </div>
      <div className="flex items-center justify-center gap-3 pb-5">
        <Button variant="outline" size="icon" aria-label={t('carousel.previous')} onClick={() => send({ type: 'PREV' })}>
          <ChevronLeft aria-hidden className="h-5 w-5" />
        </Button>
        <div className="flex items-center gap-1">
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              aria-label={t('carousel.go_to', { number: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => send({ type: 'GO_TO', index: i })}
              className="flex h-8 w-8 items-center justify-center rounded-full"
            >
              <span aria-hidden className={cn('block h-3 rounded-full transition-all', i === index ? 'w-6 bg-brand-600 dark:bg-brand-500' : 'w-3 bg-slate-400 dark:bg-slate-500')} />
            </button>
          ))}
        </div>
        <Button variant="outline" size="icon" aria-label={t('carousel.next')} onClick={() => send({ type: 'NEXT' })}>
          <ChevronRight aria-hidden className="h-5 w-5" />
        </Button>
        {still ? null : (
          <Button variant="ghost" size="icon" aria-label={stopped ? t('carousel.play') : t('carousel.pause')} onClick={() => send({ type: stopped ? 'PLAY' : 'PAUSE' })}>
            {stopped ? <Play aria-hidden className="h-5 w-5" /> : <Pause aria-hidden className="h-5 w-5" />}
          </Button>
        )}
      </div>
    </section>
  );
}
