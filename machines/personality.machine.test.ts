import { expect } from 'vitest';
import { testMachinePaths } from '../tests/model/harness';
import type { PersonalityResult } from '../supabase/functions/_shared/contract/content-types';
import { personalityMachine, selectAnswerKey, type PersonalityEvent, type PersonalityOutcome } from './personality.machine';

const result: PersonalityResult = {
  type: '🔥 Campfire Storyteller',
  traits: { extraversion: 75, agreeableness: 50, conscientiousness: 25, neuroticism: 50, intellect: 100 },
  description: 'Warm and curious.',
  strengths: ['Warmth'],
  cautions: ['Haste'],
  tip: 'Slow down.',
};
const outcome: PersonalityOutcome = { result, source: 'engine' };
const last = 19;

testMachinePaths('personality', {
  machine: personalityMachine,
  events: (snapshot): PersonalityEvent[] => [
    { type: 'START' },
    // Answer once per question (on the last question, answering 4 over an earlier 2 shows that a changed answer replaces the old one).
    ...(snapshot.matches('question') && snapshot.context.answers[snapshot.context.index] === null ? [{ type: 'ANSWER', value: 2 } as const] : []),
    ...(snapshot.matches('question') && snapshot.context.answers[snapshot.context.index] === 2 && snapshot.context.index === last ? [{ type: 'ANSWER', value: 4 } as const] : []),
    { type: 'NEXT' },
    { type: 'PREVIOUS' },
    { type: 'SUBMIT' },
    { type: 'RETRY' },
    ...(snapshot.matches('submitting')
      ? [{ type: 'xstate.done.actor.submit', output: outcome } as never, { type: 'xstate.error.actor.submit', error: new Error('down') } as never]
      : []),
  ],
  deferredActors: ['submit'],
  contextKeys: ['index', 'answers', 'errorKey', 'outcome'],
  // 1146 paths: about 5 s on a quiet machine, 18 s on a loaded one; the suite default (20 s) is too tight for that.
  timeout: 90_000,
  serializeState: (s) => JSON.stringify([s.value, s.context.index, s.context.answers, s.context.errorKey, s.context.outcome !== null]),
  oracle: {
    states: {
      intro: (s) => {
        expect(s.context.index).toBe(0);
        expect(s.context.answers.every((a) => a === null)).toBe(true);
        expect(s.context.outcome).toBeNull();
      },
      question: (s) => {
        // Questions are index 0–19 (20 of them) and you only get past one by answering it.
        expect(s.context.answers).toHaveLength(20);
        expect(s.context.index).toBeGreaterThanOrEqual(0);
        expect(s.context.index).toBeLessThanOrEqual(last);
        expect(s.context.answers.slice(0, s.context.index).every((a) => a !== null)).toBe(true);
        if (s.context.errorKey !== null) expect(s.context.errorKey).toBe(selectAnswerKey);
      },
      submitting: (s) => {
        // Submit happens on the last question with every question answered.
        expect(s.context.index).toBe(last);
        expect(s.context.answers.every((a) => a !== null)).toBe(true);
      },
      result: (s) => {
        expect(s.context.outcome).toEqual(outcome);
        expect(s.context.answers.every((a) => a !== null)).toBe(true);
      },
    },
    step: (before, event, after) => {
      if (!before.matches('question')) {
        if (event.type === 'START' && before.matches('intro')) expect(after.matches('question')).toBe(true);
        if (event.type === 'RETRY' && before.matches('result')) expect(after.matches('intro')).toBe(true);
        if ((event.type as string) === 'xstate.error.actor.submit') {
          // Failure: back to question 20 with every answer kept.
          expect(after.matches('question')).toBe(true);
          expect(after.context.index).toBe(last);
          expect(after.context.answers).toEqual(before.context.answers);
        }
        return;
      }
      const { index, answers } = before.context;
      const answered = answers[index] !== null;
      switch (event.type) {
        case 'ANSWER':
          expect(after.context.answers[index]).toBe(event.value);
          expect(after.context.answers.filter((_, i) => i !== index)).toEqual(answers.filter((_, i) => i !== index));
          break;
        case 'NEXT':
          if (index < last && answered) expect(after.context.index).toBe(index + 1);
          if (index < last && !answered) {
            // Next needs an answer: refused with error_select_answer.
            expect(after.context.index).toBe(index);
            expect(after.context.errorKey).toBe(selectAnswerKey);
          }
          // The last question has Submit, not Next.
          if (index === last) expect(after.value).toEqual(before.value);
          expect(after.context.answers).toEqual(answers);
          break;
        case 'PREVIOUS':
          // Previous only above index 0, and it keeps the answers.
          expect(after.context.index).toBe(index > 0 ? index - 1 : 0);
          expect(after.context.answers).toEqual(answers);
          break;
        case 'SUBMIT':
          expect(after.matches('submitting')).toBe(index === last && answered);
          break;
        default:
          break;
      }
    },
  },
});
