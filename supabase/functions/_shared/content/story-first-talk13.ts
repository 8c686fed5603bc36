/**
 * A first conversation (issue 13, round 13): "for the first time I talked to the woman across the hall", "lần đầu tiên
 * mình nói chuyện với cô hàng xóm", "처음으로 옆집 할머니와 이야기를 나눴다", "第一次和同桌说话". It is a meeting, not a
 * task done for the first time: no nerves about "each step", no hiccup half-way. The person is met up close, something
 * they knew or had noticed surprises the teller, and the two go on greeting each other. The person is named whole as
 * the opening names them; the teller is the narrator or the opening's named hero.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { drawStoryLine } from './story-event-plot.ts';
import { tellerOf } from './story-turn13.ts';

/** The first talk: the person talked with and the teller. */
export interface FirstTalk {
  who: string;
  teller: ReturnType<typeof tellerOf>;
}

/** The person talked with for the first time is group 1 (or 2). */
const firstTalk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:for the first time|first time)\b[^.!?]{0,30}?\b(?:talked|spoke|chatted|got talking)\s+(?:to|with)\s+((?:the|my|our|an?)\s+(?:[a-z-]+\s+){0,3}?[a-z-]+|[A-Z][a-z]+)(?=\s+(?:who|from|next|across|upstairs|downstairs|on|in|at|for)\b|[,.;!?]|$)|\b(?:talked|spoke|chatted)\s+(?:to|with)\s+((?:the|my|our|an?)\s+(?:[a-z-]+\s+){0,3}?[a-z-]+|[A-Z][a-z]+)(?:\s+(?:at|from|in|on|next to|across)\s+(?:[a-z-]+\s+){0,4}?[a-z-]+)?\s+for the (?:very )?first time\b/iu,
  vi: /lần đầu(?: tiên)?\s(?:(?:mình|tôi|em|tớ|[\p{Lu}][\p{Ll}\p{M}]+)\s)?(?:nói chuyện|trò chuyện|bắt chuyện|tâm sự)\s(?:với|cùng)\s([^,.!?]{2,30}?)(?=\s(?:và|rồi|suốt|cả|đến)(?:\s|$)|[,.!?]|$)/iu,
  ko: /처음으로\s((?:[가-힣]+\s){0,2}[가-힣]+?)(?:와|과|랑|이랑|하고)\s(?:이야기|얘기|말|대화)(?:를|을)?\s?(?:나눴|했|해 봤|섞)|((?:[가-힣]+\s){0,2}[가-힣]+?)(?:와|과|랑|이랑|하고)\s처음으로\s(?:이야기|얘기|말|대화)(?:를|을)?\s?(?:나눴|했|해 봤|섞)/u,
  zh: /第一次(?:和|跟|与)([\u4e00-\u9fff]{1,10}?)(?:说话|聊天|说上话|聊了|聊起|说了话)/u,
};

/** Reads a first conversation with a person, or null. */
export function findFirstTalk(opening: string, language: ContentLanguage): FirstTalk | null {
  const m = firstTalk[language].exec(opening);
  const raw = (m?.[1] ?? m?.[2] ?? '').trim();
  if (m === null || raw === '') return null;
  const who = language === 'en' ? raw.replace(/^an?\s/iu, 'the ') : raw;
  if (/^(?:him|her|them|it|myself|anyone)$/iu.test(who)) return null;
  return { who, teller: tellerOf(opening, language, who) };
}

type TalkBeat = 'react' | 'talk' | 'find' | 'end';

const lines: Readonly<Record<ContentLanguage, Readonly<Record<TalkBeat, readonly string[]>>>> = {
  en: {
    react: [
      'Up close, {who} was nothing like the person {I} had imagined from a distance.',
      'Neither of {us} knew quite how to start, so {who} started, with a remark about the weather, of all things.',
      'It began awkwardly, the way these things do, with a remark about nothing in particular.',
    ],
    talk: [
      '{We} talked about small things first, then, somehow, about bigger ones. {who:cap} had a way of listening that made {me} say more than {I2} meant to.',
      'One question led to another. {who:cap} turned out to be funny, in a dry, unexpected way.',
      '{We} found out {we} had been going to the same places for years, just never at the same time.',
    ],
    find: [
      'Then {who} said something that surprised {me}: {they2} had noticed {me} long ago, and had always wondered how to say hello.',
      'At one point {who} laughed at something {I} said, and {I} realised {I2} had just made a friend.',
      'Before long it was late, and neither of {us} had looked at the time once.',
    ],
    end: [
      'After that evening, {who} and {I} kept saying hello, and sometimes much more than hello.',
      'It is strange to think how long it took. Now {I} cannot imagine the place without {who} in it.',
      'It was only one conversation. But the next time {I} saw {who}, {I2} did not walk past.',
    ],
  },
  vi: {
    react: [
      'Nhìn gần mới thấy {who} khác hẳn người mà {I} vẫn hình dung từ xa.',
      'Chẳng ai biết nên mở lời thế nào, nên {who} mở lời trước, bằng một câu về thời tiết.',
      'Lúc đầu hơi ngượng, như mọi lần đầu, bằng một câu bâng quơ chẳng đâu vào đâu.',
    ],
    talk: [
      'Chuyện nhỏ trước, rồi chẳng biết từ lúc nào sang chuyện lớn. {who:cap} có kiểu lắng nghe khiến {I} kể nhiều hơn định kể.',
      'Câu này dẫn sang câu kia. Hóa ra {who} rất vui tính, kiểu hài hước tỉnh bơ không ai ngờ.',
      'Hai người phát hiện ra bao năm nay cùng lui tới những chỗ giống nhau, chỉ là chưa bao giờ cùng lúc.',
    ],
    find: [
      'Rồi {who} nói một câu làm {I} bất ngờ: từ lâu đã để ý {I}, chỉ là không biết chào thế nào.',
      'Có lúc {who} bật cười vì một câu {I} nói, và {I} chợt nhận ra mình vừa có thêm một người bạn.',
      'Chẳng mấy chốc đã khuya, mà chưa ai nhìn đồng hồ lấy một lần.',
    ],
    end: [
      'Từ tối hôm đó, {who} và {I} gặp nhau là chào, có khi còn hơn cả một câu chào.',
      'Nghĩ lại cũng lạ, sao lâu đến thế mới nói chuyện. Giờ {I} không hình dung nổi con đường ấy mà thiếu {who}.',
      'Chỉ là một cuộc trò chuyện thôi. Nhưng lần sau gặp {who}, {I} không đi lướt qua nữa.',
    ],
  },
  ko: {
    react: [
      '가까이서 본 {who:은} 멀리서 짐작하던 사람과 전혀 달랐다.',
      '둘 다 어떻게 말을 꺼내야 할지 몰라서, 결국 {who:이} 먼저 날씨 얘기를 꺼냈다.',
      '처음은 늘 그렇듯 어색했다. 별것 아닌 말 한마디로 시작됐다.',
    ],
    talk: [
      '처음엔 사소한 얘기였다가, 어느새 조금 더 깊은 얘기로 넘어갔다. {who:은} 듣는 법이 따뜻해서 {I:는} 생각보다 많은 얘기를 꺼냈다.',
      '한마디가 다음 말을 불렀다. {who:은} 뜻밖에 무심한 듯 웃긴 사람이었다.',
      '알고 보니 몇 년째 같은 곳들을 오가고 있었다. 다만 한 번도 같은 시간에 마주친 적이 없었을 뿐.',
    ],
    find: [
      '그러다 {who:이} 뜻밖의 말을 했다. 오래전부터 {I:를} 봐 왔는데, 어떻게 인사해야 할지 몰랐다고.',
      '{I:이} 한 말에 {who:이} 웃음을 터뜨렸을 때, {I:는} 친구가 한 명 생겼다는 걸 알았다.',
      '정신을 차려 보니 밤이 늦어 있었다. 둘 다 한 번도 시계를 보지 않았다.',
    ],
    end: [
      '그날 이후 {who:와} {I:는} 마주칠 때마다 인사를 나눈다. 가끔은 인사보다 훨씬 긴 이야기를.',
      '왜 그렇게 오래 걸렸을까 싶다. 이제 {I:는} 그 길에 {who:이} 없는 풍경을 상상할 수 없다.',
      '대화 한 번이었을 뿐이다. 그래도 다음에 {who:를} 만났을 때, {I:는} 그냥 지나치지 않았다.',
    ],
  },
  zh: {
    react: [
      '离近了看，{who}跟{I}远远想象的样子完全不一样。',
      '谁也不知道该怎么开口，最后还是{who}先说了句天气。',
      '开头有点尴尬，第一次总是这样，从一句无关紧要的话开始。',
    ],
    talk: [
      '先聊些小事，不知不觉就聊到了大事。{who}很会听，{I}说的比原本想说的多得多。',
      '一句话引出另一句。原来{who}是个冷幽默的人，谁也想不到。',
      '聊着聊着才发现，这些年去的都是同样的地方，只是从来没在同一个时间碰上。',
    ],
    find: [
      '后来{who}说了一句让{I}意外的话：其实早就注意到{I}了，只是一直不知道怎么打招呼。',
      '{who}被{I}的一句话逗笑的时候，{I}忽然明白，自己多了一个朋友。',
      '不知不觉已经很晚了，谁都没看过一眼时间。',
    ],
    end: [
      '从那以后，{who}和{I}见面总会打个招呼，有时候，不止一声招呼。',
      '想想也奇怪，怎么隔了这么久才说上话。现在{I}想象不出那条路上没有{who}的样子。',
      '只是一次聊天而已。可下一次见到{who}，{I}没有再擦肩而过。',
    ],
  },
};

/** Writes the first talk's three paragraphs (the caller puts the opening before the first). */
export function writeFirstTalk(talk: FirstTalk, language: ContentLanguage, random: () => number): string[][] {
  const { teller } = talk;
  const en = language === 'en';
  const pronoun = teller.gender === 'she' ? ['she', 'her'] : teller.gender === 'he' ? ['he', 'him'] : ['they', 'them'];
  const slots: Record<string, string> = {
    who: talk.who,
    I: teller.first ? (en ? 'I' : teller.name) : teller.name,
    me: teller.first ? (en ? 'me' : teller.name) : en ? (pronoun[1] as string) : teller.name,
    us: en ? (teller.first ? 'us' : 'them') : '',
    I2: teller.first ? (en ? 'I' : teller.name) : en ? (pronoun[0] as string) : teller.name,
    We: teller.first ? 'We' : 'They',
    we: teller.first ? 'we' : 'they',
    they2: en ? (/\b(?:woman|girl|lady|Mrs|Ms|grandma|mother|aunt|sister)\b/iu.test(talk.who) ? 'she' : /\b(?:man|boy|guy|Mr|grandpa|father|uncle|brother)\b/iu.test(talk.who) ? 'he' : 'they') : '',
  };
  const pick = (beat: TalkBeat): string => {
    const pool = lines[language][beat];
    return drawStoryLine(pool, slots, language, random);
  };
  return [[pick('react')], [pick('talk'), pick('find')], [pick('end')]];
}
