/**
 * Round 14 (issue 13): lines of a scene's clause kept whole (lyrics-clause-tail.ts): {a} the subject, {c} the act with
 * its place, {t} its time, {g} whom it is for, {w} what happens at the same time, {b} "is" or "was" (English). The
 * subject does the act at its own place and time in every line; no line moves it to another hour or another person.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** A clause's lines in one language. */
export interface ClauseLines {
  /** The act at its time ({t} is given). */
  timed: readonly string[];
  /** The act with its place. */
  plain: readonly string[];
  /** The act for its person ({g} is given). */
  goal: readonly string[];
  /** The act with what happens at the same time ({w} is given). */
  also: readonly string[];
  /** Chorus lines naming the act. */
  hooks: readonly string[];
  /** A sad song's lines about an act that goes on now, again and again: watched in silence, nobody gone. */
  present: readonly string[];
  /** A sad song's chorus lines about such an act. */
  presentHooks: readonly string[];
  /** The act at the place that heads the theme ({l}); verses and chorus. */
  placed: readonly string[];
  /** The act at that place and its time ({t} is given). */
  timedPlaced: readonly string[];
}

/** Clause lines per language. */
export const clauseLines: Record<ContentLanguage, ClauseLines> = {
  en: {
    timed: ['{T}, {a} {b} {c}', '{T}, there {b} {a}, {c}'],
    plain: ['{A} {b} {c}', 'There {b} {a}, {c}'],
    goal: ['{A} {b} {c} {g}', '{C}, {g}'],
    also: ['{A} {b} {c} {w}'],
    hooks: ['{A}, {c}'],
    present: ['I watch {a} and do not say a word', 'I do not have the heart to call {a} away', 'The house is quiet around {a}', 'I sit nearby, and {a} does not turn around'],
    presentHooks: ['And I let {a} be', 'I do not say a word'],
    placed: ['{L}, where {a} {c}'],
    timedPlaced: ['{T}, {a} {c} there'],
  },
  vi: {
    timed: ['{T}, {a} {c}'],
    plain: ['{A} {c}'],
    goal: ['{A} {c} {g}'],
    also: ['{A} {c} {w}'],
    hooks: ['{A} {c}'],
    present: ['Ta nhìn {a} mà chẳng nói được gì', 'Ta chẳng nỡ gọi {a} vào', 'Căn nhà lặng im quanh {a}', 'Ta ngồi gần đó, {a} chẳng quay lại'],
    presentHooks: ['Và ta để {a} yên như thế', 'Ta chẳng nói được lời nào'],
    placed: ['{L}, nơi {a} {c}'],
    timedPlaced: ['{T}, {a} {c} ở đó'],
  },
  ko: {
    timed: ['{t}, {a:이} {c} 모습'],
    plain: ['{a:이} {c} 모습이 {v}'],
    goal: ['{a:이} {c} 모습'],
    also: ['{a:이} {c} 모습'],
    hooks: ['{c} {a}'],
    present: ['말없이 {a:을} 바라만 봐', '차마 {a:을} 부르지 못해', '{a} 곁으로 집 안이 조용해', '가까이 앉아도 {a:은} 돌아보지 않아'],
    presentHooks: ['그냥 {a:을} 그대로 둬', '나는 아무 말도 못 해'],
    placed: ['{l:에서} {a:이} {c} 모습이 {v}'],
    timedPlaced: ['{t}, {l:에서} {a:이} {c} 모습'],
  },
  zh: {
    timed: ['{t}，{a}{c}'],
    plain: ['{a}{c}'],
    goal: ['{a}{c}{g}'],
    also: ['{a}{c}{w}'],
    hooks: ['{a}{c}'],
    present: ['我看着{a}，什么也说不出', '我不忍心叫{a}走开', '屋子里静静的，只有{a}', '我坐在旁边，{a}没有回头'],
    presentHooks: ['我就让{a}这样', '我什么也说不出'],
    placed: ['在{l}，{a}{c}'],
    timedPlaced: ['{t}，{a}在{l}{c}'],
  },
};
