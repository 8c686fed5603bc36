import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { toast } from '../../lib/toast';
import { fromPromise } from 'xstate';
import { generationMachine, type GeneratedText, type GenerationFields, type GenerationValidator } from '../../../machines/generation.machine';
import { translateKey } from '../../i18n/translate-key';
import { copyText, shareText } from '../../lib/share';
import { generationFailureMessage } from './generation-messages';

/** What a writing tool gives the shared wiring. */
export interface GenerationToolOptions {
  /** Starting fields (and what Reset returns to). */
  fields: GenerationFields;
  /** The tool's input rules (message keys). */
  validate: GenerationValidator;
  /** The request: the data layer's ai-content call for this tool. */
  request: (fields: GenerationFields, signal: AbortSignal) => Promise<GeneratedText>;
  /** The tool's failure message key (spec §8). */
  failureKey: string;
  /** The success toast after a generation (default "Generated!"). */
  generatedKey?: string;
  /** The message when Share is pressed with nothing generated. */
  nothingToShareKey?: string;
  /** Title of the shared text. */
  shareTitle: string;
}

/**
 * Wires a writing tool: the generation machine with the tool's request and rules, and the spec's toasts
 * (invalid input, generated, failure, reset, saved, copied, shared).
 */
export function useGenerationTool(options: GenerationToolOptions) {
  const { request, failureKey, generatedKey, nothingToShareKey, shareTitle } = options;
  const [snapshot, send, actorRef] = useMachine(
    generationMachine.provide({
      actors: { generate: fromPromise<GeneratedText, { fields: GenerationFields }>(({ input, signal }) => request(input.fields, signal)) },
    }),
    { input: { fields: options.fields, validate: options.validate } },
  );

  useEffect(() => {
    const subscriptions = [
      actorRef.on('invalid', (event) => toast.error(translateKey(event.messageKey))),
      actorRef.on('generated', () => toast.success(translateKey(generatedKey ?? 'common:messages.generated'))),
      actorRef.on('failed', (event) => toast.error(generationFailureMessage(event.error, failureKey))),
      actorRef.on('reset', () => toast.success(translateKey('common:messages.reset_done'))),
      actorRef.on('saved', () => toast.success(translateKey('common:ai.saved'))),
      actorRef.on('nothingToShare', () => toast.error(translateKey(nothingToShareKey ?? 'common:ai.nothing_to_share'))),
      actorRef.on('share', (event) => {
        shareText({ title: shareTitle, text: event.text })
          .then((outcome) => {
            if (outcome !== 'copied') return;
            // TOAST-02 and TOAST-04: a share that fell back to the clipboard says both "Copied!" and "Share it with your friends!".
            toast.success(translateKey('common:messages.copied'));
            toast.success(translateKey('common:messages.share_with_friends'));
          })
          .catch(() => toast.error(translateKey('common:ai.copy_failed')));
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, failureKey, generatedKey, nothingToShareKey, shareTitle]);

  /** Copies the current result with the "Copied!" toast. */
  const copy = () => {
    const text = actorRef.getSnapshot().context.result?.text;
    if (!text) return;
    copyText(text)
      .then(() => toast.success(translateKey('common:messages.copied')))
      .catch(() => toast.error(translateKey('common:ai.copy_failed')));
  };

  return { snapshot, send, copy };
}
