import { useEffect, useRef } from 'react';
import { CircleAlert, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChatEntry } from '../../../machines/persona-chat.machine';
import type { PersonaKey } from '../../../supabase/functions/_shared/contract/content-types';
import { AiLabel } from '../../components/ai/ai-label';
import { Button } from '../../components/ui/button';
import { PersonaAvatar } from './persona-avatar';

/** The three bouncing dots shown while the persona is "typing". */
function TypingIndicator({ persona, name }: { persona: PersonaKey; name: string }) {
  const { t } = useTranslation('persona_chat');
  return (
    <li className="flex items-end gap-2" data-testid="typing-indicator">
      <PersonaAvatar persona={persona} size={36} />
      <div className="flex items-center gap-2 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3 dark:bg-slate-800">
        <span aria-hidden className="flex gap-1">
          {[0, 150, 300].map((delay) => (
            <span key={delay} className="h-2 w-2 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none dark:bg-slate-300" style={{ animationDelay: `${delay}ms` }} />
          ))}
        </span>
        <span className="text-sm text-slate-700 dark:text-slate-200">{t('typing', { name })}</span>
      </div>
    </li>
  );
}

/**
 * The chat log: the visitor's bubbles on the right, the persona's (with its avatar and the AI label) on the left, a
 * typing indicator while a reply is awaited, and "not delivered" with Retry on a failed message. A polite live log,
 * so screen readers announce each new message; it scrolls to the newest one.
 */
export function ChatLog({ persona, name, log, typing, onRetry }: { persona: PersonaKey; name: string; log: readonly ChatEntry[]; typing: boolean; onRetry: () => void }) {
  const { t } = useTranslation(['persona_chat', 'common']);
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [log, typing]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label={t('persona_chat:log_label', { name })}
      tabIndex={0}
      data-testid="chat-log"
      className="h-[min(60vh,500px)] overflow-y-auto rounded-xl bg-slate-50 p-3 sm:p-4 dark:bg-slate-950"
    >
      {log.length === 0 && !typing ? (
        <p className="flex h-full flex-col items-center justify-center gap-3 text-center text-slate-600 dark:text-slate-300">
          <PersonaAvatar persona={persona} size={72} />
          {t('persona_chat:empty', { name })}
        </p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {log.map((entry) =>
          entry.role === 'user' ? (
            <li key={entry.id} className="flex flex-col items-end gap-1" data-role="user" data-status={entry.status ?? 'delivered'}>
              <span className="sr-only">{t('persona_chat:you')}:</span>
              <p className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm px-4 py-2 text-white ${entry.status === 'failed' ? 'bg-slate-600 dark:bg-slate-700' : 'bg-brand-700 dark:bg-brand-600'}`}>
                {entry.content}
              </p>
              {entry.status === 'failed' ? (
                <div className="flex flex-wrap items-center justify-end gap-2 text-sm">
                  <span className="inline-flex items-center gap-1 font-medium text-red-700 dark:text-red-300">
                    <CircleAlert aria-hidden className="h-4 w-4" />
                    {t('persona_chat:not_delivered')}
                  </span>
                  <Button variant="outline" size="sm" onClick={onRetry}>
                    <RotateCcw aria-hidden className="h-4 w-4" />
                    {t('persona_chat:retry_send')}
                  </Button>
                </div>
              ) : null}
            </li>
          ) : (
            <li key={entry.id} className="flex items-end gap-2" data-role="assistant">
              <PersonaAvatar persona={persona} size={36} />
              <div className="flex max-w-[85%] flex-col gap-2 rounded-2xl rounded-bl-sm bg-white px-4 py-2 shadow-sm dark:bg-slate-800">
                <span className="sr-only">{name}:</span>
                <p className="whitespace-pre-wrap break-words text-slate-900 dark:text-slate-100" data-testid="assistant-text">{entry.content}</p>
                <AiLabel source={entry.source ?? 'engine'} />
              </div>
            </li>
          ),
        )}
        {typing ? <TypingIndicator persona={persona} name={name} /> : null}
      </ol>
    </div>
  );
}
