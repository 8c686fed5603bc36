import { useRef, useState, type FormEvent } from 'react';
import { Copy, Music, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { catalogueValue, lyricsRules } from '../../../machines/writing-tools-rules';
import { contentLimits } from '../../../supabase/functions/_shared/contract/content-schemas';
import { lyricsEmotions, lyricsForms, type LyricsEmotion, type LyricsForm } from '../../../supabase/functions/_shared/contract/content-types';
import { SelectField, TextInputField } from '../../components/ai/form-fields';
import { GeneratingIndicator } from '../../components/ai/generating-indicator';
import { ResultCard } from '../../components/ai/result-card';
import { useGenerationTool } from '../../components/ai/use-generation-tool';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
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
  const { fields, result, errorKey } = snapshot.context;
  const emotion = catalogueValue(lyricsEmotions, fields.emotion, 'general');
  const form = catalogueValue(lyricsForms, fields.form, 'song');
  const theme = fields.theme ?? '';
  const generating = snapshot.matches('generating');
  const themeRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  const reset = () => {
    send({ type: 'RESET' });
    requestAnimationFrame(() => themeRef.current?.focus());
  };

  return (
    <section className="mx-auto max-w-2xl">
      <PageMeta title={t('lyrics:title')} description={t('lyrics:meta_description')} />
      <PageHeading title={t('lyrics:title')} lead={t('lyrics:lead')} icon={<img src="/art/ai-lyrics-generator.svg" alt="" width={160} height={120} className="h-28 w-auto" />} />

      <Card className="p-5 sm:p-6">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
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
          <Button type="submit" size="lg" disabled={generating} className="self-start">
            <Music aria-hidden className="h-4 w-4" />
            {t('lyrics:submit')}
          </Button>
        </form>
      </Card>

      {generating ? (
        <div className="mt-6">
          <GeneratingIndicator label={t('lyrics:generating')} onCancel={() => send({ type: 'CANCEL' })} />
        </div>
      ) : null}

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
          actions={
            <>
              <Button variant="secondary" onClick={copy}>
                <Copy aria-hidden className="h-4 w-4" />
                {t('common:actions.copy')}
              </Button>
              <Button variant="outline" onClick={reset}>
                <RotateCcw aria-hidden className="h-4 w-4" />
                {t('common:actions.reset')}
              </Button>
            </>
          }
        />
      ) : null}
    </section>
  );
}
