import { useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useHydrated } from '../../prerender/use-hydrated';
import i18next from 'i18next';
import { Play, RotateCcw, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { fromPromise } from 'xstate';
import {
  adventureMachine,
  adventureStoryLog,
  readAdventureScene,
  type AdventureContinueRequest,
  type AdventureInput,
  type AdventureScene,
} from '../../../machines/adventure.machine';
import type { GenerationSource } from '../../../machines/generation.machine';
import { adventureThemes, type AdventureTheme } from '../../../supabase/functions/_shared/contract/content-types';
import { SelectField } from '../../components/ai/form-fields';
import { GeneratingIndicator } from '../../components/ai/generating-indicator';
import { generationFailureMessage } from '../../components/ai/generation-messages';
import { ResultCard } from '../../components/ai/result-card';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { translateKey } from '../../i18n/translate-key';
import { contentLanguageOf, generateContent, GenerationError } from '../../lib/api/generate-content';
import { loadAdventure, saveAdventure } from './adventure-storage';
import { ChoiceList } from './choice-list';
import { StoryLog } from './story-log';

/** A generated scene, or a failure (logged, spec §8) when the text offers no choice to go on with. */
function sceneOf(text: string, source: GenerationSource, type: string): AdventureScene {
  const scene = readAdventureScene(text, source);
  if (scene.choices.length > 0) return scene;
  const failure = new GenerationError('malformed', `ai-content sent a ${type} result with no choices.`);
  console.error(`[ai-content] ${type} failed (malformed):`, failure.message);
  throw failure;
}

/** The opening scene of a theme, in the visitor's language. */
async function requestOpening(theme: AdventureTheme, signal: AbortSignal): Promise<AdventureScene> {
  const { result, source } = await generateContent('adventure-start', { input: theme }, contentLanguageOf(i18next.language), signal);
  return sceneOf(result, source, 'adventure-start');
}

/** The next scene after a choice: the story log (in the visitor's language, bounded), the choice and the theme. */
async function requestNextScene(request: AdventureContinueRequest, signal: AbortSignal): Promise<AdventureScene> {
  const currentStory = adventureStoryLog(request.steps, translateKey('adventure:selected'));
  const { result, source } = await generateContent(
    'adventure-continue',
    { currentStory, choice: request.choice, input: request.theme },
    contentLanguageOf(i18next.language),
    signal,
  );
  return sceneOf(result, source, 'adventure-continue');
}

/** Whether a key press belongs to a text field or a control that uses digits itself. */
function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * The /ai-adventure screen. The prerendered page cannot know this browser's saved adventure, so it hydrates the theme
 * selection; then the screen starts again from the stored story. Until then nothing is saved, so the stored story is
 * never overwritten by the empty one.
 */
export default function AdventurePage() {
  const hydrated = useHydrated();
  const saved = useMemo(() => (hydrated ? loadAdventure() : {}), [hydrated]);
  return <AdventureScreen key={hydrated ? 'stored' : 'prerendered'} saved={saved} persist={hydrated} />;
}

/** Theme and Start, then the story with numbered choices (buttons or keys 1–9), Undo and Reset. */
function AdventureScreen({ saved, persist }: { saved: AdventureInput; persist: boolean }) {
  const { t } = useTranslation(['adventure', 'common']);
  const [snapshot, send, actorRef] = useMachine(
    adventureMachine.provide({
      actors: {
        begin: fromPromise<AdventureScene, { theme: AdventureTheme }>(({ input, signal }) => requestOpening(input.theme, signal)),
        advance: fromPromise<AdventureScene, AdventureContinueRequest>(({ input, signal }) => requestNextScene(input, signal)),
      },
    }),
    { input: saved },
  );
  const { theme, steps, pendingChoice } = snapshot.context;
  const selecting = snapshot.matches('selecting');
  const starting = snapshot.matches('starting');
  const continuing = snapshot.matches('continuing');
  const playing = snapshot.matches('playing');
  const current = steps.at(-1);
  const startRef = useRef<HTMLButtonElement>(null);
  const [startedHere, setStartedHere] = useState(false);

  useEffect(() => {
    if (persist) saveAdventure(theme, steps);
  }, [persist, theme, steps]);

  useEffect(() => {
    const subscriptions = [
      actorRef.on('started', () => {
        setStartedHere(true);
        toast.success(translateKey('adventure:toast_started'));
      }),
      actorRef.on('continued', () => toast.success(translateKey('adventure:toast_continued'))),
      actorRef.on('undone', () => toast.success(translateKey('adventure:toast_undone'))),
      actorRef.on('failed', (event) => toast.error(generationFailureMessage(event.error, 'common:messages.generation_error'))),
      actorRef.on('reset', () => {
        toast.success(translateKey('adventure:toast_reset'));
        requestAnimationFrame(() => startRef.current?.focus());
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef]);

  // Number keys 1–9 pick the matching choice while the story waits for one.
  useEffect(() => {
    if (!playing) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || isTypingTarget(event.target)) return;
      if (!/^[1-9]$/.test(event.key)) return;
      const index = Number(event.key) - 1;
      if (index >= (actorRef.getSnapshot().context.steps.at(-1)?.choices.length ?? 0)) return;
      event.preventDefault();
      send({ type: 'CHOOSE', index });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [playing, actorRef, send]);

  const themeName = (key: AdventureTheme) => t(`adventure:themes.${key}`);

  return (
    <section className="mx-auto max-w-2xl">
      <PageMeta title={t('adventure:title')} description={t('adventure:meta_description')} />
      <PageHeading title={t('adventure:title')} lead={t('adventure:lead')} icon={<img src="/art/ai-adventure.svg" alt="" width={160} height={100} className="h-24 w-auto" />} />

      {selecting || starting ? (
        <Card className="p-5 sm:p-6">
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'START' });
            }}
          >
            <SelectField
              label={t('adventure:theme_label')}
              value={theme}
              disabled={starting}
              options={adventureThemes.map((key) => ({ value: key, label: themeName(key) }))}
              onChange={(value) => send({ type: 'THEME', theme: value })}
            />
            <Button ref={startRef} type="submit" size="lg" disabled={starting} className="self-start">
              <Play aria-hidden className="h-4 w-4" />
              {t('adventure:start')}
            </Button>
          </form>
        </Card>
      ) : null}

      {starting ? (
        <div className="mt-6">
          <GeneratingIndicator label={t('adventure:starting')} onCancel={() => send({ type: 'CANCEL' })} />
        </div>
      ) : null}

      {(playing || continuing) && current ? (
        <ResultCard
          title={themeName(theme)}
          source={current.source}
          focusOnMount={startedHere}
          details={t('adventure:step_count', { count: steps.length - 1 })}
          actions={
            <>
              <Button variant="outline" onClick={() => send({ type: 'UNDO' })} disabled={!playing || steps.length < 2}>
                <Undo2 aria-hidden className="h-4 w-4" />
                {t('adventure:undo')}
              </Button>
              <Button variant="secondary" onClick={() => send({ type: 'RESET' })} disabled={!playing}>
                <RotateCcw aria-hidden className="h-4 w-4" />
                {t('common:actions.reset')}
              </Button>
            </>
          }
        >
          <StoryLog steps={steps} />
          <ChoiceList choices={current.choices} pending={pendingChoice} disabled={!playing} onChoose={(index) => send({ type: 'CHOOSE', index })} />
          {continuing ? <GeneratingIndicator label={t('adventure:continuing')} onCancel={() => send({ type: 'CANCEL' })} /> : null}
        </ResultCard>
      ) : null}
    </section>
  );
}
