/**
 * Round 15, second wave (chat16) of issue 13: a dish made of dough or batter (葱油饼, pancakes, flatbread, bánh xèo,
 * 부침개, 饺子皮). The chef's "tough" failure class was written for meat ("slice it thin against the grain"); a thing
 * of dough is tough and dry from its dough (too stiff, overworked, not rested) and a low, slow heat, so the class picks
 * the dough answer when the dish is one of these. The bakes come from the bake reader (persona-chat-chef-bake.ts); the
 * rest is a short list of dough dishes by their head word (饼, 面, 전, flatbread…), honestly a word list.
 */
import { bakeNamed } from './persona-chat-chef-bake.ts';

/** Dough dishes beyond the bakes: the head word of the dish. */
const doughHead = /\b(?:flatbreads?|tortillas?|naan|roti|chapati|dumplings?|pizza|crust|pastry|noodles?)\b|(?:饼|饺子皮|面皮|面条|馒头|包子|花卷|馄饨皮)|(?:부침개|파전|김치전|호떡|수제비|칼국수|만두피|(?<![가-힣])전(?![가-힣]))/iu;

/** A custard or a jelly called bánh is no dough (bánh flan). */
const notDough = /(?:bánh flan|bánh plan|caramen|custard|flan)/iu;

/** Whether the dish named is made of dough or batter. */
export function doughDish(dish: string): boolean {
  if (dish.length === 0 || notDough.test(dish)) return false;
  return bakeNamed(dish) !== null || doughHead.test(dish);
}

/** The dough dish the message names (its head word, or the bake as written), for a failure whose dish was not read. */
export function doughNamed(text: string): string | null {
  if (notDough.test(text)) return null;
  return doughHead.exec(text)?.[0] ?? bakeNamed(text);
}
