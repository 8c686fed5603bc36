import { useEffect, useRef } from 'react';
import { Pencil, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { storyPromptMax, storyRules, cutToLength } from '../../../machines/writing-tools-rules';
import { TextAreaField } from '../../components/ai/form-fields';
import { GeneratingSlot } from '../../components/ai/generating-slot';
import { ResultActions } from '../../components/ai/result-actions';
import { ResultCard } from '../../components/ai/result-card';
import { ToolForm } from '../../components/ai/tool-form';
import { ToolPage } from '../../components/ai/tool-page';
import { useGenerationTool } from '../../components/ai/use-generation-tool';
import { useToolForm } from '../../components/ai/use-tool-form';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { translateKey } from '../../i18n/translate-key';
import { contentLanguageOf, generateContent } from '../../lib/api/generate-content';

/** The /ai-story screen: an opening line (n/300) becomes a short story that can be edited, shared and reset. */
export default function StoryPage() {
  const { t, i18n } = useTranslation(['story', 'common']);
  const { snapshot, send } = useGenerationTool({
    fields: { prompt: '' },
    validate: storyRules,
    request: async (fields, signal) => {
      const { result, source } = await generateContent('story', { storyStart: (fields.prompt ?? '').trim() }, contentLanguageOf(i18n.language), signal);
      return { text: result, source };
    },
    failureKey: 'story:error_generation',
    nothingToShareKey: 'story:nothing_to_share',
    shareTitle: t('story:share_title'),
  });
  const { fieldRef: promptRef, submit, reset } = useToolForm<HTMLTextAreaElement>(send);
  const { fields, result, draft, errorKey } = snapshot.context;
  const prompt = fields.prompt ?? '';
  const generating = snapshot.matches('generating');
  const editing = snapshot.matches({ result: 'editing' });
  const showingResult = snapshot.matches('result') && result !== null;
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    // Leaving the edit box (Save or Cancel) puts the keyboard back on Edit.
    if (wasEditing.current && !editing) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const share = () => send({ type: 'SHARE' });
  const formError = errorKey && !editing ? translateKey(errorKey) : null;
  const draftError = errorKey && editing ? translateKey(errorKey) : null;

  return (
    <ToolPage title={t('story:title')} description={t('story:meta_description')} lead={t('story:lead')} art="ai-story">
      <ToolForm onSubmit={submit} icon={Sparkles} submitLabel={t('story:submit')} submitDisabled={generating}>
        <TextAreaField
          ref={promptRef}
          label={t('story:prompt_label')}
          aside={<span data-testid="prompt-counter">{t('common:ai.characters', { count: prompt.length, max: storyPromptMax })}</span>}
          value={prompt}
          maxLength={storyPromptMax}
          rows={4}
          placeholder={t('story:prompt_placeholder')}
          error={formError}
          onChange={(event) => send({ type: 'FIELD', name: 'prompt', value: cutToLength(event.target.value, storyPromptMax) })}
        />
      </ToolForm>

      <GeneratingSlot active={generating} label={t('story:generating')} onCancel={() => send({ type: 'CANCEL' })} />

      {showingResult ? (
        <ResultCard
          title={t('story:result_title')}
          source={result.source}
          text={editing ? undefined : result.text}
          actions={
            editing ? (
              <>
                <Button onClick={() => send({ type: 'SAVE' })}>{t('common:actions.save')}</Button>
                <Button variant="outline" onClick={() => send({ type: 'CANCEL_EDIT' })}>{t('common:actions.cancel')}</Button>
              </>
            ) : (
              <ResultActions
                extra={
                  <Button ref={editButtonRef} variant="secondary" onClick={() => send({ type: 'EDIT' })}>
                    <Pencil aria-hidden className="h-4 w-4" />
                    {t('common:actions.edit')}
                  </Button>
                }
                onShare={share}
                onReset={reset}
              />
            )
          }
        >
          {editing ? (
            <TextAreaField
              label={t('story:edit_label')}
              value={draft}
              autoFocus
              error={draftError}
              className="h-[400px] max-h-[400px]"
              data-testid="story-editor"
              onChange={(event) => send({ type: 'DRAFT', value: event.target.value })}
            />
          ) : null}
        </ResultCard>
      ) : null}

      {!showingResult && !generating ? (
        <Card className="mt-6 flex flex-col gap-3 p-5 sm:p-6" data-testid="story-empty">
          <h2 className="text-xl font-bold">{t('story:result_title')}</h2>
          <p className="text-slate-600 dark:text-slate-300">{t('story:empty_message')}</p>
          <div className="flex flex-wrap gap-2">
            <ResultActions onShare={share} onReset={reset} />
          </div>
        </Card>
      ) : null}
    </ToolPage>
  );
}
