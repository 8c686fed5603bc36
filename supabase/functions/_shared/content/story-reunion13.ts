/**
 * Meeting someone again after years (issue 13, round 13): "I ran into my high school best friend at the airport after
 * ten years", "mười năm sau mình gặp lại thầy chủ nhiệm cũ", "중학교 때 짝꿍을 십 년 만에 지하철에서 만났다", "十年后在
 * 地铁上遇到了初中同桌". Read by its grammar: a verb of meeting with a person as its object and a span of years (after
 * N years, N năm, N년 만에, N年). The person is recognised (or, when the opening says they did not know me or pretended
 * not to, greeted anyway), the years come out in pieces, one shared day is remembered, and they part with something
 * kept. Never the moment filler ("the moment turned, just slightly").
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { drawStoryLine } from './story-event-plot.ts';

/** The reunion: the person met again, the years between (as written), and whether they did not know me. */
export interface Reunion {
  who: string;
  years: string | null;
  unknown: boolean;
  /** The Vietnamese narrator's own word (mình, tôi). */
  narrator: string;
}

/** A meeting verb with its person (group 1), per language. */
const meeting: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ran into|bumped into|met|saw|spotted|came across|was reunited with)\s+((?:my|our|an?|the)\s+(?:[a-z-]+\s+){0,4}?[a-z-]+|\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)(?=\s+(?:at|in|on|after|for|again|outside|today|yesterday|last|ten|\d)\b|[,.;!]|$)/u,
  vi: /gặp lại\s+((?:[\p{L}\p{M}]+\s){0,5}?[\p{L}\p{M}]+?)(?=\s(?:đang|ở|tại|trên|trong|ngoài|sau|khi|lúc|hôm|vào)(?:\s|$)|[,.;!]|$)/iu,
  ko: /((?:[가-힣]+\s){0,3}[가-힣]+?)(?:을|를)\s(?:[가-힣\d]+\s){0,2}?(?:[가-힣\d]+\s?년|몇 년)\s?만에\s(?:[가-힣]+(?:에서|에)\s)?(?:다시\s|우연히\s)?(?:만났|마주쳤|봤|보았)/u,
  zh: /(?:遇到|碰到|碰见|遇见|见到|重逢|撞见)了?(?:多年没见的|好多年没见的)?([\u4e00-\u9fff]{2,10}?)(?=[，,。！!]|$|在)/u,
};

/** The years between (after ten years, mười năm, 십 년, 十年). */
const yearsBetween: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:after|for the first time in|in)\s+((?:\w+|\d+)\s+years)\b|\b((?:\w+|\d+)\s+years)\s+later\b/iu,
  vi: /((?:\d+|mười|hai mươi|mấy|năm|ba|bốn|sáu|bảy|tám|chín|hai)\s(?:mươi\s)?năm)\s(?:sau|trời|rồi|không gặp)|sau\s((?:\d+|mười|hai mươi|mấy|năm|ba)\s(?:mươi\s)?năm)/iu,
  ko: /((?:[가-힣\d]+\s?)년)\s?만에/u,
  zh: /((?:\d+|[一二三四五六七八九十几]+)多?年)(?:后|之后|没见|未见|了|的)/u,
};

/** They did not know me, or pretended not to. */
const notKnown: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:pretended not to (?:see|notice|know)|didn['’]t recogni[sz]e|did not recogni[sz]e|looked right through|walked (?:right )?past)\b/iu,
  vi: /không nhận ra|giả vờ không (?:thấy|nhận ra)|làm như không thấy|lướt qua/iu,
  ko: /못 알아봤|못 알아보|모른 척|못 본 척|알아보지 못/u,
  zh: /没认出|认不出|装作没看见|假装没看见|假装不认识/u,
};

/** Reads a reunion after years, or null (a meeting with no span of years is not one). */
export function findReunion(opening: string, language: ContentLanguage): Reunion | null {
  const span = yearsBetween[language].exec(opening);
  if (span === null) return null;
  const m = meeting[language].exec(opening);
  if (m === null) return null;
  const raw = (m[1] as string).trim();
  if (/^(?:him|her|them|it|myself|nobody|no one)$/iu.test(raw)) return null;
  const who = language === 'en' ? raw.replace(/^an?\s/iu, 'the ') : raw;
  const narrator = language === 'vi' && /(?:^|\s)mình(?=[\s,.]|$)/iu.test(opening) ? 'mình' : 'tôi';
  return { who, years: (span[1] ?? span[2] ?? '').trim() || null, unknown: notKnown[language].test(opening), narrator };
}

type Beat = 'known' | 'unknown' | 'talk' | 'memory' | 'end';

const lines: Readonly<Record<ContentLanguage, Readonly<Record<Beat, readonly string[]>>>> = {
  en: {
    known: ['It took me a second to be sure: {who}, {years} older, still standing with all the weight on one foot.', 'I said the first thing that came into my head, which was the old nickname, and watched {who} turn round.'],
    unknown: ['For a moment I almost let it go. Then I walked over anyway and said the old nickname nobody else had ever used, and watched the face change.', 'I could have walked on. Instead I stood in front of {who} until there was nowhere else to look, and said, “It’s me.”'],
    talk: ['We had a coffee neither of us had time for. {Years} came out in pieces: jobs, cities, who had married, who we had lost touch with.', 'We talked standing up, the way you do when you think it will only be a minute, and it was forty.'],
    memory: ['Then {who} said, “Do you remember…?” and named a day I had forgotten completely, and we laughed until people looked.', 'Neither of us mentioned why we had stopped writing. It did not seem to matter as much as it once had.'],
    end: ['We swapped numbers before we went our ways. I do not know if we will keep in touch. But {years} felt a lot shorter on the way home.', 'That night I found an old photo of the two of us and sent it without a word. The reply came in under a minute.'],
  },
  vi: {
    known: ['Phải mất một giây tôi mới chắc: đúng là {who}, già đi {years}, mà dáng đứng vẫn y như xưa.', 'Tôi buột miệng gọi cái biệt danh ngày xưa, và nhìn {who} quay lại.'],
    unknown: ['Suýt nữa tôi đã cho qua. Rồi tôi vẫn bước tới, gọi cái biệt danh ngày xưa chẳng ai khác dùng, và nhìn gương mặt ấy thay đổi.', 'Tôi có thể đi tiếp. Nhưng tôi đứng trước mặt {who} cho đến khi không thể nhìn đi đâu khác, và nói: “Là mình đây.”'],
    talk: ['Hai người ngồi một ly cà phê mà chẳng ai có thời gian. {Years} kể ra từng mảnh: công việc, thành phố, ai đã cưới, ai đã mất liên lạc.', 'Hai người đứng nói chuyện, kiểu tưởng chỉ một phút, mà thành bốn mươi phút.'],
    memory: ['Rồi {who} hỏi: “Còn nhớ không…?” và nhắc một ngày tôi quên sạch, thế là cả hai cười đến mức người ta quay lại nhìn.', 'Không ai nhắc vì sao ngày ấy lại thôi liên lạc. Chuyện đó giờ không còn quan trọng như trước nữa.'],
    end: ['Trước khi chia tay, hai người lưu số của nhau. Không biết rồi có giữ liên lạc không. Nhưng trên đường về, {years} bỗng ngắn lại hẳn.', 'Tối đó tôi tìm ra một tấm ảnh cũ chụp hai đứa, gửi đi không kèm chữ nào. Chưa đầy một phút đã có tin nhắn trả lời.'],
  },
  ko: {
    known: ['확신하는 데 일 초쯤 걸렸다. {who}였다. {years}만큼 나이를 먹었지만, 한쪽 다리에 무게를 싣고 서는 버릇은 그대로였다.', '나는 떠오르는 대로 옛날 별명을 불렀고, {who:이} 돌아보는 걸 지켜보았다.'],
    unknown: ['그냥 지나칠 뻔했다. 그래도 나는 다가가서, 아무도 쓰지 않던 옛날 별명을 불렀다. 그 얼굴이 바뀌는 게 보였다.', '그냥 갈 수도 있었다. 하지만 나는 {who} 앞에 서서, 더는 다른 데를 볼 수 없을 때까지 기다렸다가 말했다. “나야.”'],
    talk: ['둘 다 시간이 없는데도 커피를 한 잔 마셨다. {years}이 조각조각 나왔다. 일, 사는 동네, 누가 결혼했는지, 누구와 연락이 끊겼는지.', '잠깐이면 될 줄 알고 선 채로 이야기를 시작했는데, 사십 분이 지나 있었다.'],
    memory: ['그러다 {who:이} “그거 기억나?” 하며 내가 까맣게 잊은 하루를 꺼냈고, 우리는 사람들이 쳐다볼 만큼 웃었다.', '왜 연락이 끊겼는지는 둘 다 말하지 않았다. 예전만큼 중요하지 않은 것 같았다.'],
    end: ['헤어지기 전에 번호를 주고받았다. 계속 연락할지는 모르겠다. 그래도 돌아오는 길에 {years}이 훨씬 짧게 느껴졌다.', '그날 밤 나는 우리 둘이 찍힌 옛날 사진을 찾아 아무 말 없이 보냈다. 답장은 일 분도 안 돼서 왔다.'],
  },
  zh: {
    known: ['我愣了一秒才敢确定：是{who}，老了{years}，站着的时候还是习惯把重心放在一条腿上。', '我脱口喊出了当年的外号，看着{who}回过头来。'],
    unknown: ['我差点就这么算了。可我还是走了过去，喊出那个只有我们才用的外号，看着那张脸一点点变了。', '我本可以走开。可我站到{who}面前，直到对方没处可看，才开口：“是我。”'],
    talk: ['两个人都赶时间，还是坐下喝了杯咖啡。{years}的事一块一块地说出来：工作、城市、谁结了婚、谁断了联系。', '本以为站着聊一分钟就好，结果聊了四十分钟。'],
    memory: ['后来{who}说：“你还记得吗……”提起了一件我早忘得干干净净的事，我们笑得路人都回头看。', '谁也没提当年为什么断了联系。好像已经没有那么重要了。'],
    end: ['分开前，我们互相留了号码。不知道以后还会不会联系。可回去的路上，那{years}忽然短了很多。', '那天晚上，我翻出一张我们俩的旧照片，什么也没写就发了过去。不到一分钟，对方就回了消息。'],
  },
};

/** Writes the reunion's three paragraphs (the caller puts the opening before the first). */
export function writeReunion(reunion: Reunion, language: ContentLanguage, random: () => number): string[][] {
  const years = reunion.years ?? { en: 'all those years', vi: 'ngần ấy năm', ko: '그 세월', zh: '这些年' }[language];
  const slots: Record<string, string> = { who: reunion.who, years, Years: years.charAt(0).toUpperCase() + years.slice(1) };
  const pick = (beat: Beat): string => {
    const pool = lines[language][beat];
    const line = drawStoryLine(pool, slots, language, random);
    // A Vietnamese narrator who says "mình" keeps that word.
    return language === 'vi' && reunion.narrator === 'mình' ? line.replace(/(?<![\p{L}])Tôi(?![\p{L}])/gu, 'Mình').replace(/(?<![\p{L}])tôi(?![\p{L}])/gu, 'mình') : line;
  };
  return [[pick(reunion.unknown ? 'unknown' : 'known')], [pick('talk'), pick('memory')], [pick('end')]];
}
