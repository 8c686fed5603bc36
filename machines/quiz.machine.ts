import { assign, emit, fromPromise, setup } from 'xstate';
import { quizCategories, type QuizCategory } from '../supabase/functions/_shared/contract/content-types';
import { nextRandom } from '../supabase/functions/_shared/contract/seeded-random';

/** The quiz's rules (spec §9): 5 questions, 3 attempts each, 60 % of the total for the good-score message. */
export const quizRules = {
  /** Questions in one round. */
  questions: 5,
  /** Attempts per question. */
  attempts: 3,
  /** Share of the total at or above which the final message is the good-score one. */
  goodRatio: 0.6,
  /** New category picks when the function answers an image already shown this round, before giving up. */
  maxRepicks: 3,
} as const;

/** An image a question shows: its source and its opaque id (never the answer). */
export interface QuizImageShown {
  /** Displayed source. */
  src: string;
  /** Opaque id sent back with the answer. */
  imageId: string;
  /** The question's signed round token, sent back with each answer (the server counts wrong answers in it). */
  roundToken?: string;
}

/** A checked answer: right or not, and the accepted answer when it was asked for (the last attempt). */
export interface QuizVerdict {
  /** Whether the answer was accepted. */
  correct: boolean;
  /** The accepted answer in the visitor's language; only present when `reveal` was sent and the server granted it. */
  answer?: string;
  /** The round token updated by the server (after a wrong answer it counts one more). */
  roundToken?: string;
}

/** What the image request needs: the category and the ids already shown (the language is the screen's). */
export interface QuizImageRequest {
  category: QuizCategory;
  exclude: string[];
}

/** What the answer check needs; `reveal` is true only on the last attempt, so the answer arrives only when the question ends. */
export interface QuizAnswerRequest {
  imageId: string;
  answer: string;
  reveal: boolean;
  /** The current image's round token, when the image function gave one. */
  roundToken?: string;
}

/** Feedback of the last answer of the current question. */
export type QuizOutcome = 'correct' | 'wrong' | 'out';

/** Final message kinds (spec §4). */
export type QuizGrade = 'perfect' | 'good' | 'try_again';

/** Message key of the blank-answer hint. */
export const emptyAnswerKey = 'quiz:error_empty';

/** Context of the quiz. */
export interface QuizContext {
  /** Current question, 1-based. */
  question: number;
  /** Questions in a round (spec: 5). */
  questions: number;
  /** Correct answers this round. */
  score: number;
  /** Attempts left on the current question. */
  attemptsLeft: number;
  /** The current image, or null while one loads. */
  image: QuizImageShown | null;
  /** Image ids shown this round (plus the last of the previous round, so Play again shows a new image). */
  seen: string[];
  /** Category of the image being fetched or shown. */
  category: QuizCategory | null;
  /** The random generator's state (mulberry32), so a seed replays the same category picks. */
  randomState: number;
  /** New picks made for the current question because the function answered an image already shown. */
  repicks: number;
  /** The answer being checked (trimmed). */
  pendingAnswer: string;
  /** Feedback of the last answer of this question; null before one. */
  outcome: QuizOutcome | null;
  /** The accepted answer, known only once the question is done (and only when the server revealed it). */
  revealed: string | null;
  /** Message key of a refused answer (blank), shown under the input; null when none. */
  errorKey: string | null;
  /** The last failed call, for the inline message and the retry. */
  failure: 'image' | 'validation' | null;
}

/** Events the screen sends. */
export type QuizEvent =
  | { type: 'ANSWER'; text: string }
  | { type: 'NEXT' }
  | { type: 'RETRY' }
  | { type: 'PLAY_AGAIN' };

/** Events the machine emits for the screen's toasts and focus. */
export type QuizEmitted =
  | { type: 'emptyAnswer' }
  | { type: 'correct' }
  | { type: 'wrong'; attemptsLeft: number }
  | { type: 'outOfChances'; answer: string | null }
  | { type: 'imageFailed'; error: unknown }
  | { type: 'validationFailed'; error: unknown }
  | { type: 'finished'; score: number; grade: QuizGrade };

/** Input: the seed of the category picks (tests pass a fixed one, the screen a random one). */
export interface QuizInput {
  /** Seed of the category picks. */
  seed: number;
  /** Questions in a round; the spec's 5 unless a test asks for a shorter round to keep its state graph small. */
  questions?: number;
}

/** The final message for a score (spec §4): perfect when all right, good from 60 % of the total, else try again. */
export function quizGrade(score: number, total: number = quizRules.questions): QuizGrade {
  if (score >= total) return 'perfect';
  return score >= total * quizRules.goodRatio ? 'good' : 'try_again';
}

/** A fresh question's fields: full attempts, no feedback, no answer, no image yet. */
const freshQuestion = { attemptsLeft: quizRules.attempts, outcome: null, revealed: null, errorKey: null, failure: null, image: null, repicks: 0 } as const;

/**
 * The image quiz (spec §4, §7 call 3): on load the library is counted (head only) and populated when empty, then a
 * random category's image is fetched; each answer is checked by the server; a correct answer adds 1 and ends the
 * question, a wrong one costs an attempt and the third ends the question with the accepted answer; Next fetches a new
 * image (never one shown this round) until question 5, then the final screen; Play again starts over.
 */
export const quizMachine = setup({
  types: {
    context: {} as QuizContext,
    events: {} as QuizEvent,
    emitted: {} as QuizEmitted,
    input: {} as QuizInput,
  },
  actors: {
    // The screen provides the calls; these defaults only say so.
    countImages: fromPromise<number>(() => Promise.reject(new Error('The screen provides countImages.'))),
    populateImages: fromPromise<void>(() => Promise.reject(new Error('The screen provides populateImages.'))),
    loadImage: fromPromise<QuizImageShown, QuizImageRequest>(() => Promise.reject(new Error('The screen provides loadImage.'))),
    checkAnswer: fromPromise<QuizVerdict, QuizAnswerRequest>(() => Promise.reject(new Error('The screen provides checkAnswer.'))),
  },
  guards: {
    libraryEmpty: (_, count: number) => count === 0,
    blankAnswer: ({ event }) => event.type === 'ANSWER' && event.text.trim() === '',
    correct: (_, verdict: QuizVerdict) => verdict.correct,
    lastAttempt: ({ context }) => context.attemptsLeft <= 1,
    lastQuestion: ({ context }) => context.question >= context.questions,
  },
}).createMachine({
  id: 'quiz',
  context: ({ input }) => ({
    question: 1,
    questions: input.questions ?? quizRules.questions,
    score: 0,
    seen: [],
    category: null,
    randomState: input.seed >>> 0,
    pendingAnswer: '',
    ...freshQuestion,
  }),
  initial: 'counting',
  states: {
    counting: {
      invoke: {
        id: 'countImages',
        src: 'countImages',
        onDone: [
          { guard: { type: 'libraryEmpty', params: ({ event }) => event.output }, target: 'populating' },
          { target: 'loadingImage' },
        ],
        // The count only decides whether to fill the library (the data layer logged it); the image function still
        // serves its built-in library, so the quiz goes on.
        onError: { target: 'loadingImage' },
      },
    },
    populating: {
      invoke: {
        id: 'populateImages',
        src: 'populateImages',
        onDone: { target: 'loadingImage' },
        onError: { target: 'loadingImage' },
      },
    },
    loadingImage: {
      entry: assign(({ context }) => {
        const step = nextRandom(context.randomState);
        const category = quizCategories[Math.floor(step.value * quizCategories.length)] ?? quizCategories[0];
        return { category, randomState: step.state };
      }),
      invoke: {
        id: 'loadImage',
        src: 'loadImage',
        input: ({ context }) => ({ category: context.category ?? quizCategories[0], exclude: [...context.seen] }),
        onDone: [
          {
            guard: ({ context, event }) => context.seen.includes(event.output.imageId) && context.repicks < quizRules.maxRepicks,
            target: 'loadingImage',
            reenter: true,
            // The function answered an image shown this round: pick again (a fresh category draw).
            actions: assign({ repicks: ({ context }) => context.repicks + 1 }),
          },
          {
            // Still only images already shown: never show one twice in a round; the visitor may try again.
            guard: ({ context, event }) => context.seen.includes(event.output.imageId),
            target: 'imageFailed',
            actions: [
              assign({ failure: 'image', repicks: 0 }),
              emit({ type: 'imageFailed' as const, error: new Error('The image function only offered images already shown.') }),
            ],
          },
          {
            target: 'asking',
            actions: assign({
              image: ({ event }) => event.output,
              seen: ({ context, event }) => [...context.seen, event.output.imageId],
              repicks: 0,
            }),
          },
        ],
        onError: {
          target: 'imageFailed',
          actions: [assign({ failure: 'image' }), emit(({ event }) => ({ type: 'imageFailed' as const, error: event.error }))],
        },
      },
    },
    imageFailed: {
      on: { RETRY: { target: 'loadingImage', actions: assign({ failure: null }) } },
    },
    asking: {
      on: {
        ANSWER: [
          { guard: 'blankAnswer', actions: [assign({ errorKey: emptyAnswerKey }), emit({ type: 'emptyAnswer' as const })] },
          {
            target: 'validating',
            actions: assign(({ event }) => ({ pendingAnswer: event.text.trim(), errorKey: null, failure: null })),
          },
        ],
      },
    },
    validating: {
      invoke: {
        id: 'checkAnswer',
        src: 'checkAnswer',
        input: ({ context }) => ({
          imageId: context.image?.imageId ?? '',
          answer: context.pendingAnswer,
          reveal: context.attemptsLeft <= 1,
          ...(context.image?.roundToken === undefined ? {} : { roundToken: context.image.roundToken }),
        }),
        onDone: [
          {
            guard: { type: 'correct', params: ({ event }) => event.output },
            target: 'done',
            actions: [
              assign(({ context, event }) => ({ score: context.score + 1, outcome: 'correct' as const, revealed: event.output.answer ?? null })),
              emit({ type: 'correct' as const }),
            ],
          },
          {
            guard: 'lastAttempt',
            target: 'done',
            actions: [
              assign(({ event }) => ({ attemptsLeft: 0, outcome: 'out' as const, revealed: event.output.answer ?? null })),
              emit(({ event }) => ({ type: 'outOfChances' as const, answer: event.output.answer ?? null })),
            ],
          },
          {
            target: 'asking',
            actions: [
              assign(({ context, event }) => ({
                attemptsLeft: context.attemptsLeft - 1,
                outcome: 'wrong' as const,
                // The next attempt carries the token that counts this wrong answer.
                image: context.image && event.output.roundToken !== undefined ? { ...context.image, roundToken: event.output.roundToken } : context.image,
              })),
              emit(({ context }) => ({ type: 'wrong' as const, attemptsLeft: context.attemptsLeft })),
            ],
          },
        ],
        onError: {
          target: 'asking',
          actions: [assign({ failure: 'validation' }), emit(({ event }) => ({ type: 'validationFailed' as const, error: event.error }))],
        },
      },
    },
    done: {
      on: {
        NEXT: [
          {
            guard: 'lastQuestion',
            target: 'final',
            actions: emit(({ context }) => ({ type: 'finished' as const, score: context.score, grade: quizGrade(context.score, context.questions) })),
          },
          { target: 'loadingImage', actions: assign(({ context }) => ({ question: context.question + 1, ...freshQuestion })) },
        ],
      },
    },
    final: {
      on: {
        PLAY_AGAIN: {
          target: 'loadingImage',
          actions: assign(({ context }) => ({
            question: 1,
            score: 0,
            seen: context.image ? [context.image.imageId] : [],
            ...freshQuestion,
          })),
        },
      },
    },
  },
});

