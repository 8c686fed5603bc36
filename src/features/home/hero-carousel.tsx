import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { carouselMachine, carouselSlideCount } from '../../../machines/carousel.machine';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useReducedMotion } from '../../lib/hooks/use-reduced-motion';

/** The three hero slides: artwork, text keys and where the call to action goes. */
const slides = [
  { art: '/art/hero-1.svg', key: 'slide1', to: '/games' },
  { art: '/art/hero-2.svg', key: 'slide2', to: '/apple-game' },
  { art: '/art/hero-3.svg', key: 'slide3', to: '/about' },
] as const;

/**
 * Home's hero carousel: auto-advances every 5 s, held while hovered, resumes 4 s after a button, dot or focus, can be
 * paused, and stays still with reduced motion.
 */
export function HeroCarousel() {
  const { t } = useTranslation('home');
  const reducedMotion = useReducedMotion();
  const [state, send] = useMachine(carouselMachine, { input: { count: carouselSlideCount, reducedMotion } });
  const { index } = state.context;
  const rotating = state.matches('running');
  const stopped = state.matches('stopped');

  useEffect(() => {
    send({ type: 'MOTION_PREFERENCE', reduced: reducedMotion });
  }, [reducedMotion, send]);

  return (
    <section
      aria-roledescription={t('carousel.roledescription')}
      aria-label={t('carousel.label')}
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-50 to-white shadow-sm ring-1 ring-slate-200 dark:from-slate-900 dark:to-slate-950 dark:ring-slate-800"
      onPointerEnter={() => send({ type: 'POINTER_ENTER' })}
      onPointerLeave={() => send({ type: 'POINTER_LEAVE' })}
      onFocus={() => send({ type: 'FOCUS_IN' })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) send({ type: 'FOCUS_OUT' });
      }}
    >
      <div aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.position', { current: i + 1, total: slides.length })}
            hidden={i !== index}
            data-testid={`hero-slide-${i + 1}`}
            className="grid items-center gap-6 p-6 sm:p-10 md:grid-cols-2"
          >
            <div>
              <h2 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t(`hero.${slide.key}.title`)}</h2>
              <p className="mt-3 text-slate-700 dark:text-slate-300">{t(`hero.${slide.key}.text`)}</p>
              <Button asChild size="lg" className="mt-6">
                <Link to={slide.to}>{t(`hero.${slide.key}.cta`)}</Link>
              </Button>
            </div>
            <img src={slide.art} alt="" width={1200} height={500} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'low'} className="h-auto w-full rounded-2xl" />
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
        {state.matches('still') ? null : (
          <Button variant="ghost" size="icon" aria-label={stopped ? t('carousel.play') : t('carousel.pause')} onClick={() => send({ type: stopped ? 'PLAY' : 'PAUSE' })}>
            {stopped ? <Play aria-hidden className="h-5 w-5" /> : <Pause aria-hidden className="h-5 w-5" />}
          </Button>
        )}
      </div>
    </section>
  );
}
