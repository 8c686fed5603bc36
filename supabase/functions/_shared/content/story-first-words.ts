/**
 * The words the round-10 story shapes (a first time, a last time, someone away, watched or told) call their hero by:
 * English pronouns from the hero's gender (or the narrator's own), and the Korean topic, subject and "to" forms.
 * One place, so every plot says "she / her / herself" and "나는 / 내가 / 나에게" the same way.
 */
import { withParticle } from './korean-particles.ts';
import type { FirstTimeHero } from './story-first-time.ts';

/** English subject, object, possessive and reflexive pronouns. */
export interface EnglishPronouns {
  s: string;
  o: string;
  pos: string;
  self: string;
}

/** The English pronouns of a person of the given gender ("they" when unknown), or the narrator's own ("I", "me"…). */
export function englishPronouns(gender: 'she' | 'he' | null, firstPerson = false): EnglishPronouns {
  if (firstPerson) return { s: 'I', o: 'me', pos: 'my', self: 'myself' };
  if (gender === 'she') return { s: 'she', o: 'her', pos: 'her', self: 'herself' };
  if (gender === 'he') return { s: 'he', o: 'him', pos: 'his', self: 'himself' };
  return { s: 'they', o: 'them', pos: 'their', self: 'themselves' };
}

/** The Korean forms of the hero as topic (나는 / 민지는), subject (내가 / 민지가) and recipient (나에게 / 민지에게). */
export function koreanHeroForms(hero: FirstTimeHero): { topic: string; subject: string; toHero: string } {
  return hero.firstPerson
    ? { topic: '나는', subject: '내가', toHero: '나에게' }
    : { topic: withParticle(hero.name, '는'), subject: withParticle(hero.name, '가'), toHero: `${hero.name}에게` };
}
