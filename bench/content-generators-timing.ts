/**
 * Timing of the built-in generators for personality, stylist, summarizer, lyrics and tarot, in process.
 * Prints p50/p99/max per generation (target p99 ≤ 5 ms) and the summarizer on 10 000-character texts (target ≤ 20 ms),
 * both as wall-clock time and as this process's CPU time (process.cpuUsage), since wall time is inflated when the CPU is shared.
 * Run: npx tsx bench/content-generators-timing.ts
 */
import { loadavg } from 'node:os';
import { agreementOptions, personalityQuestions } from '../supabase/functions/_shared/contract/personality-questions.ts';
import { lyricsEn } from '../supabase/functions/_shared/content/data/lyrics/en.ts';
import { lyricsKo } from '../supabase/functions/_shared/content/data/lyrics/ko.ts';
import { lyricsVi } from '../supabase/functions/_shared/content/data/lyrics/vi.ts';
import { lyricsZh } from '../supabase/functions/_shared/content/data/lyrics/zh.ts';
import { generateLyrics } from '../supabase/functions/_shared/content/lyrics-poem.ts';
import { generatePersonalityResult } from '../supabase/functions/_shared/content/personality-test.ts';
import { pick, seededRandom } from '../supabase/functions/_shared/contract/seeded-random.ts';
import { generateStyleSuggestion } from '../supabase/functions/_shared/content/style-suggestion.ts';
import { generateSummary } from '../supabase/functions/_shared/content/summarize.ts';
import { generateTarotReading, tarotDeck } from '../supabase/functions/_shared/content/tarot-reading.ts';
import { contentLanguages, lyricsEmotions, lyricsForms, summaryStyles, type ContentLanguage } from '../supabase/functions/_shared/contract/content-types.ts';

/** Generations measured per generator (after warm-up). */
const runs = 2000;
/** Warm-up generations per generator (JIT). */
const warmup = 300;

const lyricPacks = { en: lyricsEn, ko: lyricsKo, vi: lyricsVi, zh: lyricsZh };

/** A natural text of at least `length` characters in a language, from the deck meanings and lyric lines in a seeded order. */
function naturalText(language: ContentLanguage, length: number, seed: number): string {
  const random = seededRandom(seed);
  const deck = tarotDeck(language);
  const pack = lyricPacks[language];
  const sentences = [
    ...deck.flatMap((card) => [card.uprightMeaning, card.reversedMeaning]),
    ...Object.values(pack.feelings).flat().map((line) => `${line}${language === 'zh' ? '。' : '.'}`),
  ];
  const gap = language === 'zh' ? '' : ' ';
  let text = '';
  while (text.length < length) text += `${pick(sentences, random)}${gap}`;
  return text.slice(0, length);
}

const descriptions: Record<ContentLanguage, string[]> = {
  en: ["I'm a 27 year old woman with a round face and long wavy hair, 160cm, first date in autumn, love navy and minimal style.", 'Guy, 185cm, square jaw, short thick hair, job interview next week in winter.', 'Curly hair, heart-shaped face, going to a music festival in summer, I like boho and mustard yellow.'],
  ko: ['저는 30대 남자이고 얼굴이 긴 편이에요. 숱이 적은 직모고 키는 185cm예요. 겨울에 회사 출근룩 추천해 주세요.', '20대 여자, 둥근 얼굴, 단발, 봄에 결혼식 하객으로 가요. 파스텔 핑크 좋아해요.', '키가 작고 통통한 편이에요. 주말에 여행 가요. 캐주얼하고 편한 스타일 원해요.'],
  vi: ['Mình là nam, 25 tuổi, mặt vuông, tóc dày và hơi xoăn, cao 1m75. Cuối tuần đi du lịch biển mùa hè.', 'Nữ, mặt tròn, tóc dài thẳng, đi làm văn phòng mùa đông, thích màu be và phong cách tối giản.', 'Tóc mỏng, mặt dài, đi hẹn hò buổi tối, thích màu đen.'],
  zh: ['我是女生，圆脸，细软的中长发，身高155，下个月要参加婚礼，喜欢甜美风和粉色。', '男生，方脸，短发，发量多，秋天上班穿，喜欢藏青色。', '长脸，自然卷，去音乐节，喜欢街头风。'],
};

interface Stats { p50: number; p99: number; max: number; cpuP50: number; cpuP99: number }

/** CPU time of this process in milliseconds. */
function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

function summarise(wall: number[], cpu: number[]): Stats {
  const at = (list: number[], q: number): number => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0;
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { p50: at(wall, 0.5), p99: at(wall, 0.99), max: wall[wall.length - 1] ?? 0, cpuP50: at(cpu, 0.5), cpuP99: at(cpu, 0.99) };
}

function measure(body: (i: number) => void, count = runs, warm = warmup): Stats {
  for (let i = 0; i < warm; i += 1) body(i + 1_000_000);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const cpuStart = cpuMs();
    const start = performance.now();
    body(i);
    wall.push(performance.now() - start);
    cpu.push(cpuMs() - cpuStart);
  }
  return summarise(wall, cpu);
}

const language = (i: number): ContentLanguage => contentLanguages[i % contentLanguages.length] as ContentLanguage;
const articles = new Map(contentLanguages.map((lang) => [lang, [1, 2, 3].map((seed) => naturalText(lang, 1200, seed))]));

const results: Record<string, Stats> = {
  'personality-test': measure((i) => {
    const random = seededRandom(i);
    const answers = personalityQuestions.map((question) => ({ question: question.text[language(i + 1)], answer: pick(agreementOptions, random).text[language(i + 1)] }));
    generatePersonalityResult({ answers }, { language: language(i), random: seededRandom(i) });
  }),
  'style-suggestion': measure((i) => {
    generateStyleSuggestion({ input: pick(descriptions[language(i)], seededRandom(i)) }, { language: language(i), random: seededRandom(i) });
  }),
  'summarize (1 200 chars)': measure((i) => {
    const input = pick(articles.get(language(i)) ?? [''], seededRandom(i));
    generateSummary({ input, summaryStyle: summaryStyles[i % summaryStyles.length] ?? 'general' }, { language: language(i), random: seededRandom(i) });
  }),
  'lyrics-poem': measure((i) => {
    generateLyrics({ input: ['rain', '첫눈', 'mưa', '初雪', 'the last summer'][i % 5] ?? 'rain', emotion: lyricsEmotions[i % 10] ?? 'general', lyricStyle: lyricsForms[(i >> 2) % 8] ?? 'song' }, { language: language(i), random: seededRandom(i) });
  }),
  'tarot-reading': measure((i) => {
    generateTarotReading({}, { language: language(i), random: seededRandom(i) });
  }),
};

const summarizerRuns = 200;
const longResults: Record<string, Stats> = {};
for (const lang of contentLanguages) {
  const input = naturalText(lang, 10_000, 42);
  longResults[`summarize 10 000 chars (${lang})`] = measure((i) => {
    generateSummary({ input, summaryStyle: summaryStyles[i % summaryStyles.length] ?? 'general' }, { language: lang, random: seededRandom(i) });
  }, summarizerRuns, 30);
}

const format = (n: number): string => n.toFixed(3).padStart(9);
const header = `${'generator'.padEnd(34)}${'p50'.padStart(9)}${'p99'.padStart(10)}${'max'.padStart(10)}${'cpu p50'.padStart(10)}${'cpu p99'.padStart(10)}`;
const row = (name: string, stats: Stats): string => `${name.padEnd(34)}${format(stats.p50)} ${format(stats.p99)} ${format(stats.max)} ${format(stats.cpuP50)} ${format(stats.cpuP99)}`;
const lines = [`load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on this machine`, '', `generation timing, ${runs} runs each after ${warmup} warm-up (ms)`, header];
for (const [name, stats] of Object.entries(results)) lines.push(row(name, stats));
lines.push('', `summarizer on 10 000 characters, ${summarizerRuns} runs each cycling the 8 styles (ms)`, header);
for (const [name, stats] of Object.entries(longResults)) lines.push(row(name, stats));
process.stdout.write(`${lines.join('\n')}\n`);
