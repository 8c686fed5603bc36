/**
 * Round 11 wave 2 (the visitor's own news told to a close persona): "나 다음 달에 부산으로 이사 가. 너한테 제일 먼저 말하는
 * 거야", "Tao nghỉ việc rồi… mày là người đầu tiên tao kể", "我下个月要去国外读书了，第一个就告诉你", "we broke up, you're
 * the first I'm telling". Recognised by a first-person news clause (moving away, studying abroad, quitting, a breakup)
 * told to the childhood friend or the girl, or by a trust clause (the first one told, nobody else knows yet) beside it.
 * The answer is the news and the trust: sad and proud, thanks for telling first, a promise to visit or to be there,
 * one question. Tips (moving-day luck, a job-change checklist) only when the visitor asks for them.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { fixRegister, type FixRegister } from './persona-chat-fix-voice.ts';
import { withParticle } from './korean-particles.ts';
import { readOtherEvent } from './persona-chat-fix-others.ts';
import { asksLiterally, asksWhySaying } from './persona-chat-literal16.ts';

/** The visitor's own news. */
export type ToldNews = 'moving' | 'abroad' | 'quit' | 'breakup';

/** News the visitor tells a close persona. */
export interface ToldReading {
  news: ToldNews;
  /** The place as written ("부산", "Đà Nẵng", "Seattle"), or null. */
  place: string | null;
  /** The visitor says this persona is the first one told. */
  first: boolean;
  /** The visitor gave a time (next month, tomorrow): it is never asked for again. */
  timed: boolean;
}

const timeGiven = /\b(?:next|this) (?:week|month|year|weekend|spring|summer|fall|autumn|winter)\b|\btomorrow\b|\bin (?:a|two|three|\d+) (?:weeks?|months?)\b|(?:tuần sau|tháng sau|năm sau|ngày mai|tuần tới|tháng tới)|(?:다음 ?주|다음 ?달|내년|내일|이번 ?달)|(?:下个?月|下周|明年|明天|下星期|这个月)/iu;

const closePersonas: ReadonlySet<PersonaKey> = new Set(['childhood_friend', 'girl']);

const newsPatterns: Readonly<Record<ContentLanguage, readonly (readonly [ToldNews, RegExp])[]>> = {
  en: [['abroad', /\bI'?m (?:going|moving) (?:abroad|overseas)\b|\bI'?m (?:going to )?study(?:ing)? abroad\b/iu], ['moving', /\bI'?m (?:moving|relocating)\b|\bI'?ll be moving\b|\bwe'?re moving\b|\bI'?m leaving (?:town|the city)\b/iu], ['quit', /\bI (?:just )?quit\b|\bI'?ve quit\b|\bI (?:handed|put) in my (?:notice|resignation)\b|\bI resigned\b|\bI'?m quitting\b/iu], ['breakup', /\b(?:we|I) (?:just )?broke up\b|\bwe'?re breaking up\b|\bwe split\b|\bI dumped\b|\bhe dumped me\b|\bshe dumped me\b/iu]],
  vi: [['abroad', /(?:đi du học|ra nước ngoài|sang (?:Úc|Mỹ|Nhật|Hàn|Đức|Canada|Pháp|Anh|Singapore))/iu], ['moving', /(?:chuyển nhà|chuyển (?:vào|ra|lên|xuống|sang|đi) |dọn (?:nhà|đi)|chuyển hẳn)/iu], ['quit', /(?:nghỉ việc|nghỉ làm|xin nghỉ|bỏ việc|nộp đơn nghỉ)/iu], ['breakup', /(?:chia tay|bị đá|đường ai nấy đi)/iu]],
  ko: [['abroad', /(?:유학|해외로|외국으로)/u], ['moving', /(?:이사 ?(?:가|간|갈|해|한)|이사를 ?(?:가|간|해)|(?:으로|로) 가게 됐|떠나게 됐|떠나)/u], ['quit', /(?:퇴사|회사 (?:그만|관두|때려치)|그만뒀|관뒀|사표)/u], ['breakup', /(?:헤어졌|헤어지기로|이별했|차였)/u]],
  zh: [['abroad', /(?:出国|去国外|留学|去(?:美国|英国|德国|日本|澳洲|加拿大|法国)(?:读书|上学|工作))/u], ['moving', /(?:搬家|搬去|搬到|要离开这(?:里|儿|座城市))/u], ['quit', /(?:辞职|离职|裸辞|不干了)/u], ['breakup', /(?:分手|分了|被甩)/u]],
};

const firstTold: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:you'?re|you are) the first (?:person |one )?(?:I'?m telling|I'?ve told|I told|to know)\b|\bhaven'?t told anyone\b|\bnobody else knows\b|\btelling you first\b/iu,
  vi: /(?:người đầu tiên (?:tao|mình|em|tớ|tôi) (?:kể|nói|báo)|chưa (?:kể|nói) (?:với )?ai|kể (?:cho )?(?:mày|bạn|cậu) (?:đầu tiên|trước tiên|trước))/iu,
  ko: /(?:너한테 (?:제일|가장) 먼저|(?:제일|가장) 먼저 (?:말하|얘기하|알려)|처음 말하는|아직 아무한테도|아무한테도 (?:말 )?안 했)/u,
  zh: /(?:第一个(?:就)?告诉你|先告诉你|还没(?:跟|和)别人说|你是第一个知道)/u,
};

/** Reported speech: the news is someone else's ("헤어졌대", "nghe nói", "听说"). */
const hearsay: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:I heard|apparently|she said she|he said he)\b/iu,
  vi: /(?:nghe nói|nghe bảo)/iu,
  ko: /(?:[었았였갔졌했]대|간대|한대|[었았였했]다던데|[었았였했]다고 하더)/u,
  zh: /(?:听说|据说)/u,
};

/** A wish, not a deed: want to, muốn, -고 싶, 想 before the news verb. */
const wishedOnly: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:i (?:want|wanna|would like|'d like|am thinking of|'m thinking of|am thinking about|'m thinking about) (?:to )?(?:quit|move|leave|break up|study))\b/iu,
  vi: /(?<![\p{L}])(?:muốn|định|tính|đang nghĩ tới)\s+(?:nghỉ|chuyển|dọn|chia tay|bỏ|đi du học)/iu,
  ko: /(?:퇴사|이사|그만두|관두|헤어지|유학 가)[가-힣]*\s?싶/u,
  zh: /(?:想|打算|考虑)(?:要)?(?:辞职|离职|搬家|分手|出国)/u,
};

/** The visitor asks for practical help: tips are welcome then, and this shape stays out. */
const asksHow = /\bhow (?:do|should|can) I\b|\btips?\b|\badvice\b|\?|(?:làm sao|thế nào|nên làm gì)|(?:어떻게|뭐부터|팁)|(?:怎么办|怎么|建议)/iu;

const places: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:to|in) ((?:[A-Z][a-z]+)(?: [A-Z][a-z]+)?)\b/u,
  vi: /(?:vào|ra|lên|xuống|sang|đi|về) ((?:[A-ZĐ][\p{Ll}]+)(?: [A-ZĐ][\p{Ll}]+){0,2})/u,
  ko: /(?:^|\s)([가-힣]{1,4}?)(?:으로|로) (?:이사|유학|떠나|가)/u,
  zh: /(?:搬去|搬到|去)([\u4e00-\u9fff]{2,3}?)(?:了|读书|上学|工作|发展|住)/u,
};

/** The visitor's own news told to a close persona, or null. */
export function readToldNews(text: string, language: ContentLanguage, persona: PersonaKey): ToldReading | null {
  if (!closePersonas.has(persona)) return null;
  const first = firstTold[language].test(text);
  const news = newsPatterns[language].find(([, pattern]) => pattern.test(text))?.[0];
  if (!news) return null;
  // Someone else's news ("我闺蜜上周分手了", "my sister is moving", "친구가 헤어졌대"): theirs, not the visitor's.
  const other = readOtherEvent(text, language);
  if ((other?.person ?? null) !== null && other?.event) return null;
  if (hearsay[language].test(text)) return null;
  if (!first && asksHow.test(text)) return null;
  // Round 16: news only wished for (퇴사하고 싶은데, I want to quit, em muốn nghỉ việc, 我想辞职) is not yet told, and a
  // what-now asked after it (…부모님이 반대하셔 어떡하지) is a question, never news to react to.
  if (wishedOnly[language].test(text) || asksLiterally(text, language) || asksWhySaying(text, language)) return null;
  const place = news === 'moving' || news === 'abroad' ? places[language].exec(text)?.[1] ?? null : null;
  const bad = place !== null && /^(?:I|The|My|Next|This|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|다음|이번|회사|학교|외국|해외|国外|外地)$/u.test(place);
  return { news, place: bad ? null : place, first, timed: timeGiven.test(text) };
}

type Lines = Readonly<Record<ToldNews, { react: string; promise: string; ask: string }>>;

function linesFor(register: FixRegister, place: string | null): Lines {
  const en = place ?? 'there';
  switch (register) {
    case 'en': return {
      moving: { react: `You're moving${place ? ` to ${place}` : ''}? Oh, that stings a little, and I'm proud of you at the same time.`, promise: `I'm coming to visit${place ? ` ${en}` : ''}, that's a promise, and you're not getting rid of me that easily.`, ask: 'How are you feeling about it, honestly?' },
      abroad: { react: `Going abroad${place ? ` to ${place}` : ''}? That's huge. I'm going to miss you, and I'm so proud of you.`, promise: "Time zones won't stop me: I'll call, and I'll visit.", ask: 'When do you leave, and what are you most excited about?' },
      quit: { react: 'You quit? Wow. That took guts, and I know it wasn\'t a small decision.', promise: "Whatever comes next, I'm on your side.", ask: 'How does it feel right now: lighter, or scary, or both?' },
      breakup: { react: "Oh no, you broke up. Come here. You don't have to pretend you're fine with me.", promise: "I'm here tonight, and tomorrow, for as long as you need.", ask: 'Do you want to talk about it, or do you want me to just keep you company?' },
    };
    case 'vi': return {
      moving: { react: `Bạn chuyển${place ? ` vào ${place}` : ' đi'} hả? Nghe mà thấy hụt hẫng ghê, mà cũng thấy tự hào về bạn.`, promise: `Mình hứa sẽ ${place ? `vào ${place}` : 'tới'} thăm, đừng hòng thoát khỏi mình nha.`, ask: 'Nói thật đi, giờ bạn thấy sao?' },
      abroad: { react: `Đi${place ? ` sang ${place}` : ' nước ngoài'} luôn hả? Chuyện lớn thật đó. Mình sẽ nhớ bạn lắm, mà tự hào về bạn lắm luôn.`, promise: 'Lệch múi giờ cũng không cản được mình: mình sẽ gọi, rồi sẽ qua thăm.', ask: 'Khi nào bạn đi, và bạn háo hức nhất điều gì?' },
      quit: { react: 'Nghỉ việc rồi hả? Ghê thật, phải gan lắm mới quyết được vậy.', promise: 'Sau này có chuyện gì mình vẫn đứng về phía bạn.', ask: 'Giờ bạn thấy nhẹ người, hay hoang mang, hay cả hai?' },
      breakup: { react: 'Chia tay rồi hả… Lại đây. Với mình thì không cần giả vờ ổn đâu.', promise: 'Tối nay mình ở đây, mai cũng vậy, bao lâu cũng được.', ask: 'Bạn muốn kể mình nghe, hay chỉ cần mình ngồi đây với bạn?' },
    };
    case 'zh': return {
      moving: { react: `你要搬${place ? `去${place}` : '走'}了？心里一下子空了一块，可我也真替你骄傲。`, promise: `我一定会${place ? `去${place}` : '去'}看你，说好了，别想甩掉我。`, ask: '说实话，你现在心情怎么样？' },
      abroad: { react: `要出国${place ? `去${place}` : ''}了？这可是大事。我会很想你，也特别为你骄傲。`, promise: '有时差也拦不住我：我会打给你，也会去看你。', ask: '什么时候走？你最期待的是什么？' },
      quit: { react: '你辞职了？厉害，这可需要很大的勇气。', promise: '接下来不管怎样，我都站你这边。', ask: '现在是觉得轻松，还是有点慌，还是都有？' },
      breakup: { react: '分手了啊……过来。在我面前不用装没事。', promise: '今晚我在，明天也在，多久都行。', ask: '你想跟我说说，还是只想我陪着你？' },
    };
    case 'koPlain': return {
      moving: { react: `${place ? withParticle(place, '으로') : '멀리'} 이사 간다고? 아 진짜 서운하다… 근데 한편으론 멋있다, 너.`, promise: `${place ? `${place}` : '거기'} 놀러 갈게. 약속이야. 나 쉽게 못 떼어 낸다?`, ask: '솔직히 지금 기분은 어때?' },
      abroad: { react: '유학 간다고? 와, 대박이다. 엄청 보고 싶겠지만 진짜 자랑스러워.', promise: '시차 따위 상관없어. 전화할 거고, 놀러도 갈 거야.', ask: '언제 떠나? 제일 기대되는 건 뭐야?' },
      quit: { react: '회사 그만뒀다고? 와, 그거 진짜 용기 있는 결정이다.', promise: '앞으로 뭘 하든 난 네 편이야.', ask: '지금은 후련해, 아니면 좀 막막해? 둘 다야?' },
      breakup: { react: '헤어졌구나… 이리 와. 나한테는 괜찮은 척 안 해도 돼.', promise: '오늘 밤도, 내일도 옆에 있을게.', ask: '얘기하고 싶어, 아니면 그냥 옆에 있어 줄까?' },
    };
    case 'koPolite': return {
      moving: { react: `${place ? withParticle(place, '으로') : '멀리'} 이사 가신다고요? 서운하네요… 그래도 멋져요.`, promise: '꼭 놀러 갈게요. 약속해요.', ask: '솔직히 지금 기분은 어때요?' },
      abroad: { react: '유학 가신다고요? 정말 큰일이네요. 많이 보고 싶겠지만 자랑스러워요.', promise: '시차가 있어도 연락할게요.', ask: '언제 떠나요? 제일 기대되는 건 뭐예요?' },
      quit: { react: '회사를 그만두셨다고요? 용기 있는 결정이에요.', promise: '앞으로 뭘 하든 응원할게요.', ask: '지금은 후련해요, 아니면 막막해요?' },
      breakup: { react: '헤어지셨구나… 저한테는 괜찮은 척 안 하셔도 돼요.', promise: '오늘도 내일도 곁에 있을게요.', ask: '얘기하고 싶어요, 아니면 그냥 곁에 있어 드릴까요?' },
    };
    case 'koHage': return {
      moving: { react: '이사를 간다니 서운하군.', promise: '꼭 찾아가겠네.', ask: '기분은 어떤가?' },
      abroad: { react: '유학이라니 큰일일세.', promise: '연락하겠네.', ask: '언제 떠나나?' },
      quit: { react: '그만뒀다니 용기 있는 결정일세.', promise: '자네 편일세.', ask: '지금 기분은 어떤가?' },
      breakup: { react: '헤어졌다니 마음이 아프군.', promise: '곁에 있겠네.', ask: '이야기하고 싶은가?' },
    };
  }
}

/** The question about going abroad when the visitor already said when. */
const excitedAsk: Readonly<Record<FixRegister, string>> = {
  en: 'What are you most excited about, and what scares you a little?',
  vi: 'Bạn háo hức nhất điều gì, và có điều gì làm bạn hơi sợ không?',
  zh: '你最期待的是什么？有没有哪一点让你有点怕？',
  koPlain: '제일 기대되는 건 뭐야? 좀 무서운 건 없어?',
  koPolite: '제일 기대되는 건 뭐예요? 조금 걱정되는 건 없어요?',
  koHage: '가장 기대되는 건 무엇인가?',
};

const thanks: Readonly<Record<FixRegister, string>> = {
  en: "And thank you for telling me first. That means a lot.",
  vi: 'Bạn kể mình nghe đầu tiên, mình quý lắm đó.',
  zh: '还有，谢谢你第一个告诉我，这对我很重要。',
  koPlain: '그리고 제일 먼저 말해 줘서 고마워. 그거 진짜 큰 의미야.',
  koPolite: '그리고 저한테 제일 먼저 말해 줘서 고마워요.',
  koHage: '먼저 말해 줘서 고맙네.',
};

/** The answer: the news, the trust (when the visitor said so), a promise, one question. */
export function writeToldNews(reading: ToldReading, persona: PersonaKey, language: ContentLanguage): string[] {
  const register = fixRegister(persona, language);
  const lines = linesFor(register, reading.place)[reading.news];
  const ask = reading.news === 'abroad' && reading.timed ? excitedAsk[register] : lines.ask;
  return [lines.react, ...(reading.first ? [thanks[register]] : []), lines.promise, ask];
}
