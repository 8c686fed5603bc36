/**
 * The round-10 story shapes (issue 13) are written by a narrator "I"; an opening with a named hero (Mai, 민수, 小林,
 * Tom) keeps its hero. This turns the shape's sentences into the third person: outside quoted speech, the narrator's
 * words (I / me / my, tôi, 나는 / 내가 / 내, 我) become the hero's name at the start of each paragraph and the hero's
 * pronoun after it (cô ấy, 她; the name again in English and Korean), and an English verb in the present after the
 * subject takes its third-person form ("Now I wait" → "Now Mai waits").
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';

/** The hero a shape story is told about, with the gender the opening gave (null: unknown). */
export interface StoryTeller {
  name: string;
  gender: 'she' | 'he' | null;
}

/** Splits a sentence into parts outside quotes (even indexes) and quoted parts (odd indexes). */
function outsideQuotes(sentence: string): string[] {
  return sentence.split(/(“[^”]*”|"[^"]*"|「[^」]*」|‘[^’]*’)/u);
}

function mapOutside(sentence: string, change: (part: string) => string): string {
  return outsideQuotes(sentence).map((part, at) => (at % 2 === 0 ? change(part) : part)).join('');
}

const enIrregular: Readonly<Record<string, string>> = { am: 'is', "'m": 'is', do: 'does', "don't": "doesn't", have: 'has', go: 'goes', can: 'can', would: 'would', will: 'will', could: 'could', must: 'must', should: 'should', might: 'might' };

/** The third-person present form of an English verb. */
function thirdPerson(verb: string): string {
  const irregular = enIrregular[verb.toLowerCase()];
  if (irregular !== undefined) return irregular;
  if (/(?:s|sh|ch|x|z|o)$/u.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/u.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** Whether an English sentence is told in the present (now, these days, every morning we…, I always…). */
function present(sentence: string): boolean {
  return /\b(?:Now|now|these days|no longer|always|often|sometimes|every (?:morning|evening|night|day|week)|[Ii] am|I don't|I think I)\b/u.test(sentence) && !/\b(?:had|was|were|did|came|went)\b/u.test(sentence.replace(/"[^"]*"|“[^”]*”/gu, ''));
}

/** English verbs that are past forms without -ed, and forms that may be either (put, read). */
const enPast = /^(?:was|were|had|did|went|came|saw|found|knew|sat|stood|made|took|gave|told|thought|felt|got|kept|left|brought|wrote|began|ran|heard|said|sent|spent|held|fell|met|paid|sold|lost|won|understood|could|would|might|should|must|will|can)$/u;
const enEither = /^(?:put|read|set|let|cut|hit|shut|cast|spread)$/u;

function english(paragraph: readonly string[], teller: StoryTeller): string[] {
  // The hero is always named (a pronoun would clash with the other person's "he" / "she"); only "myself" is a pronoun.
  const name = teller.name;
  const [him, his, himself] = [name, `${name}'s`, teller.gender === 'she' ? 'herself' : teller.gender === 'he' ? 'himself' : 'themselves'];
  return paragraph.map((sentence) => {
    const now = present(sentence);
    return mapOutside(sentence, (part) => part
      .replace(/\bI(?:'m|\s+(\w+(?:'t)?))?\b/gu, (whole, verb: string | undefined) => {
        if (whole === "I'm") return `${name} is`;
        if (verb === undefined) return name;
        const adverb = /^(?:always|never|no|often|sometimes|still|also|just|only|\w+ly)$/u.test(verb);
        const base = !adverb && !/ed$/u.test(verb) && !enPast.test(verb) && (now || !enEither.test(verb));
        return `${name} ${base ? thirdPerson(verb) : verb}`;
      })
      // "Mai always have" → "Mai always has" (the adverb stood between the subject and its verb).
      .replace(new RegExp(`\\b(${name} (?:always|no longer|never|often|sometimes|still|also|just|only)) (\\w+)`, 'gu'), (whole, lead: string, verb: string) => (now && !/(?:s|ed)$/u.test(verb) && !enPast.test(verb) ? `${lead} ${thirdPerson(verb)}` : whole))
      .replace(/\bmyself\b/gu, himself)
      .replace(/\bmy\b/gu, his)
      .replace(/\bMy\b/gu, his.charAt(0).toUpperCase() + his.slice(1))
      .replace(/\bme\b/gu, him)
      .replace(/\bmine\b/gu, `${name}'s`)
      .replace(/\b[Ww]e\b/gu, (word) => (word === 'We' ? 'They' : 'they'))
      .replace(/\bus\b/gu, 'them')
      .replace(/\bour\b/gu, 'their'))
      .replace(/^they\b/u, 'They');
  });
}

function vietnamese(paragraph: readonly string[], teller: StoryTeller): string[] {
  const pronoun = teller.gender === 'she' ? 'cô ấy' : teller.gender === 'he' ? 'anh ấy' : teller.name;
  let named = false;
  return paragraph.map((sentence) => mapOutside(sentence, (part) => part
    .replace(/chúng tôi/gu, 'họ')
    .replace(/(^|[^\p{L}])([Tt])ôi(?![\p{L}])/gu, (_, lead: string, t: string) => {
      const word = named ? pronoun : teller.name;
      named = true;
      return `${lead}${t === 'T' ? word.charAt(0).toUpperCase() + word.slice(1) : word}`;
    })));
}

function korean(paragraph: readonly string[], teller: StoryTeller): string[] {
  const name = teller.name;
  return paragraph.map((sentence) => mapOutside(sentence, (part) => part
    .replace(/(^|[\s(])나는(?=\s)/gu, (_, lead: string) => `${lead}${withParticle(name, '은')}`)
    .replace(/(^|[\s(])내가(?=\s)/gu, (_, lead: string) => `${lead}${withParticle(name, '이')}`)
    .replace(/(^|[\s(])나를(?=\s)/gu, (_, lead: string) => `${lead}${withParticle(name, '을')}`)
    .replace(/(^|[\s(])나에게|(^|[\s(])나한테/gu, (_, lead: string | undefined, lead2: string | undefined) => `${lead ?? lead2 ?? ''}${name}에게`)
    .replace(/(^|[\s(])나도(?=\s)/gu, (_, lead: string) => `${lead}${name}도`)
    .replace(/(^|[\s(])(?:나의|내)(?=\s)/gu, (_, lead: string) => `${lead}${name}의`)
    .replace(/(^|[\s(])우리(는|가|를|의)?(?=\s)/gu, (_, lead: string, particle: string | undefined) => `${lead}${particle === undefined ? '두 사람' : particle === '의' ? '두 사람의' : withParticle('두 사람', particle === '는' ? '은' : particle === '가' ? '이' : '을')}`)));
}

function chinese(paragraph: readonly string[], teller: StoryTeller): string[] {
  const pronoun = teller.gender === 'she' ? '她' : teller.gender === 'he' ? '他' : teller.name;
  let named = false;
  return paragraph.map((sentence) => mapOutside(sentence, (part) => part
    .replace(/我们/gu, teller.gender === 'she' ? '她们' : '他们')
    .replace(/我/gu, () => {
      const word = named ? pronoun : teller.name;
      named = true;
      return word;
    })));
}

/** The shape story's paragraphs told about the named hero in the third person, quoted speech left as it was said. */
export function tellAbout(paragraphs: readonly (readonly string[])[], language: ContentLanguage, teller: StoryTeller): string[][] {
  return paragraphs.map((paragraph) => {
    if (language === 'en') return english(paragraph, teller);
    if (language === 'vi') return vietnamese(paragraph, teller);
    if (language === 'ko') return korean(paragraph, teller);
    return chinese(paragraph, teller);
  });
}
