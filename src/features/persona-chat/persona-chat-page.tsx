import { useEffect, useId, useMemo, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useMachine } from '@xstate/react';
import { useHydrated } from '../../prerender/use-hydrated';
import i18next from 'i18next';
import { RotateCcw, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { fromPromise } from 'xstate';
import type { GeneratedText } from '../../../machines/generation.machine';
import { personaChatMachine, type ChatRequest, type PersonaChatInput } from '../../../machines/persona-chat.machine';
import { contentLimits } from '../../../supabase/functions/_shared/contract/content-limits';
import { fieldClassName } from '../../components/ai/form-fields';
import { generationFailureMessage } from '../../components/ai/generation-messages';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { translateKey } from '../../i18n/translate-key';
import { contentLanguageOf, generateContent } from '../../lib/api/generate-content';
import { cn } from '../../lib/cn';
import { ChatLog } from './chat-log';
import { loadChats, saveChats } from './chat-storage';
import { PersonaPicker } from './persona-picker';

/** The persona reply: the data layer's ai-content call with the conversation, in the visitor's language. */
async function requestReply(request: ChatRequest, signal: AbortSignal): Promise<GeneratedText> {
  const { result, source } = await generateContent('persona-chat', request, contentLanguageOf(i18next.language), signal);
  return { text: result, source };
}

/**
 * The /ai-persona-chat screen. The prerendered page cannot know this browser's saved chats, so it hydrates an empty
 * chat; then the screen starts again from the stored chats. Until then nothing is saved, so they are never overwritten.
 */
export default function PersonaChatPage() {
  const hydrated = useHydrated();
  const saved = useMemo(() => (hydrated ? loadChats() : {}), [hydrated]);
  return <PersonaChatScreen key={hydrated ? 'stored' : 'prerendered'} saved={saved} persist={hydrated} />;
}

/** Persona dropdown with avatars, chat log, message box with Send and Reset. */
function PersonaChatScreen({ saved, persist }: { saved: PersonaChatInput; persist: boolean }) {
  const { t } = useTranslation(['persona_chat', 'common']);
  const [snapshot, send, actorRef] = useMachine(
    personaChatMachine.provide({ actors: { reply: fromPromise<GeneratedText, ChatRequest>(({ input, signal }) => requestReply(input, signal)) } }),
    { input: saved },
  );
  const { persona, histories, draft } = snapshot.context;
  const log = histories[persona];
  const replying = snapshot.matches('replying');
  const name = t(`persona_chat:personas.${persona}.name`);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const boxId = useId();
  const hintId = useId();

  useEffect(() => {
    if (persist) saveChats(persona, histories);
  }, [persist, persona, histories]);

  useEffect(() => {
    const subscriptions = [
      actorRef.on('invalid', (event) => toast.error(translateKey(event.messageKey))),
      actorRef.on('replied', () => toast.success(translateKey('persona_chat:response_received'))),
      actorRef.on('failed', (event) => toast.error(generationFailureMessage(event.error, 'common:messages.generation_error'))),
      actorRef.on('reset', () => toast.success(translateKey('persona_chat:chat_reset'))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef]);

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    send({ type: 'SEND' });
    boxRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter breaks the line; Enter that ends an IME composition (Korean, Chinese) does neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!replying) submit();
  };
  const reset = () => {
    send({ type: 'RESET' });
    boxRef.current?.focus();
  };

  return (
    <section className="mx-auto max-w-2xl">
      <PageMeta title={t('persona_chat:title')} description={t('persona_chat:meta_description')} />
      <PageHeading title={t('persona_chat:title')} lead={t('persona_chat:lead')} icon={<img src="/art/ai-persona-chat.svg" alt="" width={160} height={100} className="h-24 w-auto" />} />

      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-end gap-3">
          <PersonaPicker value={persona} disabled={replying} onChange={(key) => send({ type: 'SELECT_PERSONA', persona: key })} />
          <Button variant="secondary" size="custom" className="h-14 px-4 text-sm font-medium" onClick={reset} disabled={replying}>
            <RotateCcw aria-hidden className="h-4 w-4" />
            {t('persona_chat:reset_chat')}
          </Button>
        </div>

        <ChatLog persona={persona} name={name} log={log} typing={replying} onRetry={() => send({ type: 'RETRY' })} />

        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          <label htmlFor={boxId} className="text-sm font-semibold">{t('persona_chat:message_label')}</label>
          <div className="flex items-end gap-2">
            <textarea
              ref={boxRef}
              id={boxId}
              value={draft}
              rows={2}
              maxLength={contentLimits.chatMessageMax}
              readOnly={replying}
              aria-describedby={hintId}
              placeholder={t('persona_chat:message_placeholder')}
              onChange={(event) => send({ type: 'TYPE', value: event.target.value })}
              onKeyDown={onKeyDown}
              className={cn(fieldClassName, 'max-h-40 min-h-12 flex-1 resize-y leading-relaxed', replying && 'opacity-70')}
            />
            <Button type="submit" size="lg" disabled={replying}>
              <Send aria-hidden className="h-4 w-4" />
              {t('persona_chat:send')}
            </Button>
          </div>
          <p id={hintId} className="text-xs text-slate-600 dark:text-slate-300">{t('persona_chat:keyboard_hint')}</p>
        </form>
      </Card>
    </section>
  );
}
