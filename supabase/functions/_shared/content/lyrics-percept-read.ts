/**
 * Round 14 (issue 13): a theme whose head is a thing HEARD, SMELT or SEEN ("the smell of rain on the hot sidewalk",
 * "my neighbor's piano coming through the wall at midnight", "tiếng rao bánh mì đêm khuya ngoài ngõ", "새벽마다 골목에서
 * 들리던 두부 장수 종소리", "深夜楼下卖馄饨的吆喝声", "桂花香飘进教室的那个下午"), read from its grammar: a sense noun at the
 * head of the noun phrase (sound / smell / light of …, tiếng / mùi / ánh …, …소리 / 냄새 / 향기 / 불빛, …声 / 香 / 味 / 光), or
 * an English noun phrase with a verb of coming through ("coming through", "drifting from"). The song sings it as
 * perceived, coming and going, at the theme's own place and time; it is never a thing held, carried or called to.
 * Every span is a whole noun phrase cut at an edge the grammar is sure of; otherwise the shape does not fire (null).
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** The sense a percept is taken in by; 'any' when the grammar names only its coming (an English "X coming through"). */
export type PerceptSense = 'sound' | 'smell' | 'sight' | 'any';

/** What the percept reader takes from a theme. */
export interface PerceptTheme {
  sense: PerceptSense;
  /** The percept as a whole noun phrase ("the smell of rain", "tiếng rao bánh mì", "두부 장수 종소리", "卖馄饨的吆喝声"). */
  percept: string;
  /** Where it comes from or is heard, as written ("through the wall", "ngoài ngõ", "골목", "楼下"); '' when none. */
  place: string;
  /** When, as written ("at midnight", "đêm khuya", "새벽마다", "深夜"); '' when none. */
  time: string;
  /** Whether the time came once ("that afternoon", "hôm ấy", "그날", "那个下午"), not again and again. */
  once: boolean;
}

/** A time that came once, per language: a demonstrative or a past day. */
const onceTime: Record<ContentLanguage, RegExp> = {
  en: /\b(?:that|last|yesterday|the day|the night)\b/iu,
  vi: /(?:ấy|đó|hôm qua|năm ấy|hôm trời)/iu,
  ko: /(?:그날|그때|그해|어제|그\s)/u,
  zh: /(?:那个|那天|那年|那晚|昨天|那)/u,
};

const englishSense: Record<string, PerceptSense> = {
  sound: 'sound', sounds: 'sound', noise: 'sound', hum: 'sound', humming: 'sound', call: 'sound', calls: 'sound', ring: 'sound', ringing: 'sound', creak: 'sound', whistle: 'sound', rattle: 'sound', patter: 'sound', crackle: 'sound', chime: 'sound', chimes: 'sound', echo: 'sound', voice: 'sound', song: 'sound', music: 'sound',
  smell: 'smell', smells: 'smell', scent: 'smell', aroma: 'smell', whiff: 'smell',
  light: 'sight', lights: 'sight', glow: 'sight', flicker: 'sight', sight: 'sight',
};

/** English words that open a place or a time after the percept's noun phrase, or a clause. */
const englishEdge = /^(?:on|in|at|through|from|by|outside|inside|after|before|every|each|when|while|during|across|over|under|behind|down|up|into|along|near|around|beside|next|that|which|who|where|coming|drifting|floating|seeping|spilling|wafting|echoing|carrying|and|but|tonight|today|again)$/iu;
const englishTimeStart = /^(?:at|after|before|every|each|when|while|during|tonight|today|again|in\s+the\s+(?:morning|evening|afternoon|night)|on\s+(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)s?)$/iu;
/** Verbs that bring a percept to the singer ("coming through the wall", "drifting from the bakery"). */
const englishComing = /^(?:coming|drifting|floating|seeping|spilling|wafting|echoing|carrying|creeping|leaking|pouring|rising)$/iu;
const englishSound = /\b(?:piano|guitar|radio|tv|television|music|song|songs|singing|voice|voices|laughter|laughing|bell|bells|drum|drums|violin|trumpet|rain|thunder|train|trains|traffic|bird|birds|footsteps|snoring|radio)\b/iu;
const englishLight = /\b(?:light|lights|lamp|lamps|glow|sun|sunlight|moon|moonlight|headlights|neon|candle|candles)\b/iu;
const englishSmell = /\b(?:bread|coffee|smoke|cooking|perfume|baking|cologne|soup|toast|barbecue|bbq)\b/iu;

/** Splits an English tail after the percept into a place phrase and a time phrase (each with its preposition). */
function englishTail(tail: string): { place: string; time: string } | null {
  const words = tail.split(/\s+/u).filter((word) => word !== '');
  let place = '';
  let time = '';
  let i = 0;
  while (i < words.length) {
    const start = (words[i] as string).toLowerCase();
    let j = i + 1;
    while (j < words.length && !englishEdge.test(words[j] as string)) j += 1;
    const phrase = words.slice(i, j).join(' ');
    if (englishTimeStart.test(start)) time = time === '' ? phrase : time;
    else if (/^(?:on|in|at|through|from|by|outside|inside|across|over|under|behind|down|up|into|along|near|around|beside)$/iu.test(start) && j - i >= 2) place = place === '' ? phrase : place;
    else return null;
    i = j;
  }
  return { place, time };
}

function readEnglish(theme: string): Omit<PerceptTheme, 'once'> | null {
  const text = theme.replace(/[.!?…]+$/u, '').replace(/^(?:oh\s+|just\s+)/iu, '').trim();
  // "the smell of rain on the hot sidewalk after my late shift": a sense noun heading "of" and its noun phrase.
  const headed = /^((?:the|that|this|my|our|a)\s+(?:(?:faint|distant|soft|low|sweet|warm|little|old|same)\s+)?(\p{L}+)\s+of\s+)(.+)$/iu.exec(text);
  const sense = headed !== null ? englishSense[(headed[2] as string).toLowerCase()] : undefined;
  if (headed !== null && sense !== undefined) {
    const rest = (headed[3] as string).split(/\s+/u);
    let end = 0;
    while (end < rest.length && !englishEdge.test(rest[end] as string)) end += 1;
    if (end === 0 || end > 5) return null;
    const tail = englishTail(rest.slice(end).join(' ').replace(/^(?:coming|drifting|floating|seeping|spilling|wafting|echoing|carrying)\s+/iu, ''));
    if (tail === null) return null;
    return { sense, percept: `${headed[1] as string}${rest.slice(0, end).join(' ')}`.replace(/^(?:that|this|a)\s+/iu, 'the '), ...tail };
  }
  // "my neighbors piano coming through the wall at midnight": a determined noun phrase and a verb of coming.
  const words = text.split(/\s+/u);
  const verb = words.findIndex((word) => englishComing.test(word));
  if (verb < 2 || verb > 5 || !/^(?:the|my|our|his|her|their|a|that)$/iu.test(words[0] as string)) return null;
  const phrase = words.slice(0, verb).join(' ');
  if (words.slice(1, verb).some((word) => englishEdge.test(word) || /^(?:i|me|you|he|she|we|they|it)$/iu.test(word))) return null;
  const tail = englishTail(words.slice(verb + 1).join(' '));
  if (tail === null || (tail.place === '' && words.length > verb + 1 && tail.time === '')) return null;
  const place = tail.place !== '' ? tail.place : '';
  const kind: PerceptSense = englishLight.test(phrase) ? 'sight' : englishSmell.test(phrase) ? 'smell' : englishSound.test(phrase) ? 'sound' : 'any';
  return { sense: kind, percept: phrase.replace(/^(?:that|a)\s+/iu, 'the '), place, time: tail.time };
}

// ---------------------------------------------------------------- Vietnamese

/** Vietnamese sense heads; "tiếng Anh", "tiếng Việt" (a language) and "tiếng đồng hồ" (an hour) are no sound. */
const viHead = /^(?:những\s+)?(tiếng|âm thanh|mùi hương|mùi|hương|ánh đèn|ánh sáng|ánh|ánh lửa)\s+(.+)$/iu;
const viNotSound = /^(?:anh|việt|pháp|nhật|hàn|trung|đức|nga|ý|thái|lào|hoa|mẹ đẻ|đồng hồ|nói|lòng|tăm)(?:\s|$)/iu;
/** Words that open a Vietnamese place phrase. */
const viPlace = /^(?:ngoài|trong|trên|dưới|bên|ở|từ|giữa|cuối|đầu|sau|trước|nơi|qua|khắp|dọc)$/iu;
/** Words that open a Vietnamese time phrase. */
const viTime = /^(?:đêm|khuya|sáng|sớm|chiều|tối|trưa|mỗi|hôm|lúc|khi|những|ngày|mùa|năm|hồi|buổi|nửa|giữa|ban|rạng|hoàng)$/iu;
/** Words of a Vietnamese phrase that already belong to a time ("đêm khuya", "chiều quê", "mỗi sáng"). */
const viTimeWord = /^(?:đêm|khuya|sáng|sớm|chiều|tối|trưa|mỗi|hôm|ngày|mùa|năm|hồi|buổi|nửa|đông|hè|thu|xuân|mưa|nắng|quê|ấy|đó|nay|xưa|qua|mai|nào|ban|rạng|hoàng|hôn|đêm|sương)$/iu;

function readVietnamese(theme: string): Omit<PerceptTheme, 'once'> | null {
  const text = theme.replace(/[.!?…]+$/u, '').replace(/^(?:nhớ|nghe|ngửi thấy|ngửi)\s+/iu, '').trim();
  if (/[,;]/u.test(text)) return null;
  const head = viHead.exec(text);
  if (head === null) return null;
  const noun = (head[1] as string).toLowerCase();
  const rest = (head[2] as string).split(/\s+/u);
  if (noun === 'tiếng' && viNotSound.test(head[2] as string)) return null;
  const sense: PerceptSense = noun === 'tiếng' || noun === 'âm thanh' ? 'sound' : noun.startsWith('ánh') ? 'sight' : 'smell';
  // The source runs until a place or time word; "của ông" (a possessor) stays with it.
  let end = 0;
  while (end < rest.length && !viPlace.test(rest[end] as string) && !viTime.test(rest[end] as string)) end += 1;
  if (end === 0 || end > 6) return null;
  let place = '';
  let time = '';
  let i = end;
  while (i < rest.length) {
    const word = rest[i] as string;
    let j = i + 1;
    if (viPlace.test(word)) {
      while (j < rest.length && !viTime.test(rest[j] as string) && !viPlace.test(rest[j] as string) && j - i < 4) j += 1;
      if (place === '') place = rest.slice(i, j).join(' ');
    } else if (viTime.test(word)) {
      // "chiều quê", "đêm khuya", "mỗi sáng": the time runs over its own words; "lúc mẹ nấu cơm" is a clause left whole in the opening.
      if (/^(?:lúc|khi)$/iu.test(word)) break;
      while (j < rest.length && viTimeWord.test(rest[j] as string) && j - i < 3) j += 1;
      // Round 14b: "những đêm mất điện", "hôm trời mưa": a short modifier that ends the theme stays with its time.
      const modifier = rest.slice(j);
      if (modifier.length > 0 && modifier.length <= 3 && !modifier.some((next) => viPlace.test(next) || viTime.test(next))) j = rest.length;
      if (time === '') time = rest.slice(i, j).join(' ');
    } else break;
    i = j;
  }
  return { sense, percept: [head[1] as string, ...rest.slice(0, end)].join(' '), place, time };
}

// ---------------------------------------------------------------- Korean

/** A Korean sense noun ending the theme's last word ("종소리", "빗소리", "냄새", "향기", "불빛"). */
const koSense = /(소리|냄새|향기|내음|향|불빛|빛)$/u;
/** A word that ends a clause before the percept (an adnominal verb, a particle of place or time). */
const koClauseEnd = /(?:던|는|은|른|린|인|한|된|난|운|둔|든|쓴|준|진|친|간|온|본|신|에서|에|마다|으로|로|까지|부터|고|서|며|면|[가이를을])$/u;
const koTime = /^(?:새벽|아침|저녁|밤|낮|오후|오전|한밤중|새벽녘|해질녘|퇴근길|등굣길|하굣길|출근길|여름밤|겨울밤|주말|일요일|어릴\s?적|그날|매일)(?:마다|에|엔|이면)?$|마다$/u;

function readKorean(theme: string): Omit<PerceptTheme, 'once'> | null {
  const text = theme.replace(/[.!?…~]+$/u, '').trim();
  if (/[,;]/u.test(text)) return null;
  const words = text.split(/\s+/u);
  const last = words[words.length - 1] as string;
  const found = koSense.exec(last);
  if (found === null) return null;
  // "빛" alone is a light only as "불빛", "햇빛", "달빛"…: a two-syllable word at least; "향" likewise ("커피 향").
  if (/^(?:빛|향)$/u.test(last) && words.length < 2) return null;
  const sense: PerceptSense = found[1] === '소리' ? 'sound' : /빛$/u.test(found[1] as string) ? 'sight' : 'smell';
  // The percept: the last words back to a clause edge (an adnominal verb "들리던", a particle "골목에서").
  let start = words.length - 1;
  while (start > 0 && !koClauseEnd.test(words[start - 1] as string) && words.length - start < 4) start -= 1;
  const percept = words.slice(start).join(' ');
  let place = '';
  let time = '';
  for (const word of words.slice(0, start)) {
    if (koTime.test(word)) {
      if (time === '') time = word;
    } else if (/(?:에서|에)$/u.test(word) && !/(?:던|는)$/u.test(word)) {
      const at = words.indexOf(word);
      const before = at > 0 ? (words[at - 1] as string) : '';
      const bare = word.replace(/(?:에서|에)$/u, '');
      // "버스 창에": a bare noun before the place noun belongs to it.
      if (place === '' && bare !== '') place = before !== '' && !koClauseEnd.test(before) && !koTime.test(before) && !/[가이은는을를도]$/u.test(before) ? `${before} ${bare}` : bare;
    }
  }
  return { sense, percept, place, time };
}

// ---------------------------------------------------------------- Chinese

/** A Chinese sense noun; 香港, 香蕉, 时光, 声明 and the like are no percept. */
const zhSense = /(声音|吆喝声|声|香味|香气|香|味道|气味|味儿|灯光|光)(?![港蕉菜肠烟明称望誉荣临顾头盘])/u;
const zhTimeStart = /^(?:深夜|半夜|凌晨|清晨|早上|每天早上|每天傍晚|每天晚上|每天|傍晚|黄昏|晚上|夜里|下午|中午|每晚|小时候|夏夜|冬夜|周末)/u;
const zhPlaceStart = /^(?:楼下|楼上|巷子里|窗外|隔壁|街上|院子里|门外|巷口|路边|村口|厨房里|屋里|[\p{Script=Han}]{1,2}[里外边])/u;

function readChinese(theme: string): Omit<PerceptTheme, 'once'> | null {
  const text = theme.replace(/[。！？!?…]+$/u, '').trim();
  if (/[，,；;\s]/u.test(text) || /时光|光阴|阳光明媚/u.test(text)) return null;
  const found = zhSense.exec(text);
  if (found === null) return null;
  let rest = text;
  let time = '';
  let place = '';
  for (let tries = 0; tries < 2; tries += 1) {
    const t = zhTimeStart.exec(rest);
    if (t !== null && time === '') {
      time = t[0];
      rest = rest.slice(t[0].length);
      continue;
    }
    const p = zhPlaceStart.exec(rest);
    if (p !== null && place === '' && rest.length - p[0].length >= 2) {
      place = p[0];
      rest = rest.slice(p[0].length);
    }
  }
  const at = rest.search(zhSense);
  if (at < 0) return null;
  const matched = zhSense.exec(rest.slice(at)) as RegExpExecArray;
  const percept = rest.slice(0, at + matched[0].length);
  const after = rest.slice(at + matched[0].length);
  if ([...percept].length < 2 || [...percept].length > 10) return null;
  // "桂花香飘进教室的那个下午": the percept's coming (飘进 / 传进 / 传来) gives its place; the head after 的 its time.
  const coming = /^(?:飘进|飘到|飘来|传进|传到|传来|照进|照在|钻进)([\p{Script=Han}]{1,4}?)(?:里)?的(?:那个|那些|那)?([\p{Script=Han}]{1,4})$/u.exec(after);
  if (after !== '' && coming === null && !/^(?:飘来|传来|响起)$/u.test(after)) return null;
  if (coming !== null) {
    if (place === '' && coming[1] !== '') place = `${coming[1] as string}里`;
    if (time === '') time = `那个${coming[2] as string}`;
  }
  const sense: PerceptSense = /声/u.test(matched[0]) ? 'sound' : /光/u.test(matched[0]) ? 'sight' : 'smell';
  return { sense, percept, place, time };
}

/** Reads a percept theme, or null when the theme is not headed by a thing heard, smelt or seen. */
export function readPerceptTheme(theme: string, language: ContentLanguage): PerceptTheme | null {
  const read = language === 'en' ? readEnglish(theme) : language === 'vi' ? readVietnamese(theme) : language === 'ko' ? readKorean(theme) : readChinese(theme);
  return read === null ? null : { ...read, once: read.time !== '' && onceTime[language].test(read.time) };
}
