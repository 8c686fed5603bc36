import { useState } from 'react';
import { Music } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { catalogueValue, lyricsRules } from '../../../machines/writing-tools-rules';
import { contentLimits } from '../../../supabase/functions/_shared/contract/content-limits';
import { lyricsEmotions, lyricsForms, type LyricsEmotion, type LyricsForm } from '../../../supabase/functions/_shared/contract/content-types';
import { SelectField, TextInputField } from '../../components/ai/form-fields';
import { GeneratingSlot } from '../../components/ai/generating-slot';
import { ResultActions } from '../../components/ai/result-actions';
import { ResultCard } from '../../components/ai/result-card';
import { ToolForm } from '../../components/ai/tool-form';
import { ToolPage } from '../../components/ai/tool-page';
import { useGenerationTool } from '../../components/ai/use-generation-tool';
import { useToolForm } from '../../components/ai/use-tool-form';
import { translateKey } from '../../i18n/translate-key';
import { contentLanguageOf, generateContent } from '../../lib/api/generate-content';

/** What a text was written from: the form, emotion and theme of the request that produced it. */
interface LyricsRequest {
  form: LyricsForm;
  emotion: LyricsEmotion;
  theme: string;
}

/** The /ai-lyrics-generator screen: an emotion, a form and a theme (Enter submits) give song lyrics or a poem. */
export default function LyricsPage() {
  const { t, i18n } = useTranslation(['lyrics', 'common']);
  const [asked, setAsked] = useState<LyricsRequest | null>(null);
  const { snapshot, send, copy } = useGenerationTool({
    fields: { emotion: 'general', form: 'song', theme: '' },
    validate: lyricsRules,
    request: async (fields, signal) => {
      const request: LyricsRequest = {
        form: catalogueValue(lyricsForms, fields.form, 'song'),
        emotion: catalogueValue(lyricsEmotions, fields.emotion, 'general'),
        theme: (fields.theme ?? '').trim(),
      };
      const { result, source } = await generateContent('lyrics-poem', { input: request.theme, emotion: request.emotion, lyricStyle: request.form }, contentLanguageOf(i18n.language), signal);
      setAsked(request);
      return { text: result, source };
    },
    failureKey: 'common:messages.generation_error',
    generatedKey: 'lyrics:done',
    shareTitle: t('lyrics:title'),
  });
  const { fieldRef: themeRef, submit, reset } = useToolForm<HTMLInputElement>(send);
  const { fields, result, errorKey } = snapshot.context;
  const emotion = catalogueValue(lyricsEmotions, fields.emotion, 'general');
  const form = catalogueValue(lyricsForms, fields.form, 'song');
  const theme = fields.theme ?? '';
  const generating = snapshot.matches('generating');

  return (
    <ToolPage title={t('lyrics:title')} description={t('lyrics:meta_description')} lead={t('lyrics:lead')} art="ai-lyrics-generator">
      <ToolForm onSubmit={submit} icon={Music} submitLabel={t('lyrics:submit')} submitDisabled={generating}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('lyrics:emotion_label')}
            value={emotion}
            options={lyricsEmotions.map((key) => ({ value: key, label: t(`lyrics:emotions.${key}`) }))}
            onChange={(value) => send({ type: 'FIELD', name: 'emotion', value })}
          />
          <SelectField
            label={t('lyrics:form_label')}
            value={form}
            options={lyricsForms.map((key) => ({ value: key, label: t(`lyrics:forms.${key}`) }))}
            onChange={(value) => send({ type: 'FIELD', name: 'form', value })}
          />
        </div>
        <TextInputField
          ref={themeRef}
          label={t('lyrics:theme_label')}
          value={theme}
          maxLength={contentLimits.lyricsThemeMax}
          enterKeyHint="go"
          autoComplete="off"
          placeholder={t('lyrics:theme_placeholder')}
          error={errorKey ? translateKey(errorKey) : null}
          onChange={(event) => send({ type: 'FIELD', name: 'theme', value: event.target.value })}
        />
      </ToolForm>

      <GeneratingSlot active={generating} label={t('lyrics:generating')} onCancel={() => send({ type: 'CANCEL' })} />

      {snapshot.matches('result') && result ? (
        <ResultCard
          title={t('lyrics:result_title')}
          source={result.source}
          text={result.text}
          details={
            asked ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" data-testid="lyrics-used">
                <dt className="font-semibold">{t('lyrics:form_label')}</dt>
                <dd>{t(`lyrics:forms.${asked.form}`)}</dd>
                <dt className="font-semibold">{t('lyrics:emotion_label')}</dt>
                <dd>{t(`lyrics:emotions.${asked.emotion}`)}</dd>
                <dt className="font-semibold">{t('lyrics:theme_label')}</dt>
                <dd className="break-words">{asked.theme}</dd>
              </dl>
            ) : null
          }
          actions={<ResultActions onCopy={copy} onReset={reset} />}
        />
      ) : null}
    </ToolPage>
  );
}
