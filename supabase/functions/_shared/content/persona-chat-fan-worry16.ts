/**
 * Round 15, second wave (chat16) of issue 13: a worry told beside a concert or a fansign the fan is going to ("tuần sau
 * em đi fansign rồi mà em run quá, sợ … nói không ra lời", "下个月去首尔看演唱会，但是我一个人去有点害怕", "下周看演唱会，
 * 但是最近失眠严重，怕没精神"). The idol's concert frame answered the event ("Tuần sau đến hả? … cả nhóm tập càng chăm hơn!",
 * "下周要来吗？") and a topic reader answered one word ("a new place where nobody knows you"). This reader takes the worry:
 * it fires only for an idol persona, when the frame reads a fan event still ahead and the visitor's own clause holds a
 * predicate of fear or nerves (a small closed class: nervous, sợ, 떨려, 害怕…) that is not negated. What the worry is
 * about picks the honest take: the words not coming out, going alone, sleep and energy, or nerves in general.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { readChatFrame } from './persona-chat-frames.ts';
import { readFanDoubt } from './persona-chat-fan-doubt15.ts';
import { fixRegister, type ByRegister } from './persona-chat-fix-voice.ts';

/** What the fan is worried about. */
export type FanWorryKind = 'words' | 'alone' | 'rest' | 'nerves';

/** A worry beside a fan event still ahead. */
export interface FanWorry {
  kind: FanWorryKind;
  /** When the event is, as the frame read it ("next week", "다음 주"), or null. */
  when: string | null;
}

/** Predicates of fear and nerves (a closed class), read on word boundaries. */
const worryMark: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:nervous|scared|afraid|anxious|worried|terrified|freaking out|shaking|what if)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:run(?: quá| lắm| ghê)|sợ|lo(?: quá| lắm| ghê)|hồi hộp|căng thẳng)(?![\p{L}\p{M}])/iu,
  ko: /(?:떨려|떨리|무서|걱정|긴장|겁나|어떡하)/u,
  zh: /(?:害怕|怕|紧张|担心|焦虑|慌)/u,
};

/** The fear predicate negated ("not nervous", "không sợ", "안 떨려", "不怕"): no worry. */
const negatedWorry: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:not|never|no longer|isn'?t|aren'?t|wasn'?t) (?:even |really |that |so )?(?:nervous|scared|afraid|anxious|worried)\b/iu,
  vi: /(?:không|chẳng|hết|đâu có) (?:sợ|run|lo|hồi hộp)(?![\p{L}\p{M}])/iu,
  ko: /(?:안 떨려|안 떨리|안 무서|걱정 안|걱정은 안|긴장 안)/u,
  zh: /(?:不怕|不紧张|不担心|不害怕|没那么紧张)/u,
};

/** What the worry is about, tried in this order. */
const aboutMarks: readonly (readonly [Exclude<FanWorryKind, 'nerves'>, Readonly<Record<ContentLanguage, RegExp>>])[] = [
  ['words', {
    en: /\b(?:what (?:do|should|would) i (?:even )?say|can'?t (?:talk|speak|say anything)|freeze(?: up)?|speechless|tongue[- ]tied|forget (?:what|everything|my words))\b/iu,
    vi: /(?:nói không ra lời|không nói (?:được|nên lời)|nói gì|quên hết|đứng hình|cứng họng)/iu,
    ko: /(?:무슨 말|말을? (?:못|잘 못)|말이 안 나|얼어 버|얼어붙|머리가 하얘|할 말)/u,
    zh: /(?:说不出|说什么|不知道(?:该)?说|脑子一片空白|愣住|大脑空白)/u,
  }],
  ['alone', {
    en: /\b(?:alone|by myself|on my own|solo|don'?t (?:speak|know) (?:any )?korean)\b/iu,
    vi: /(?:một mình|không biết tiếng Hàn|không rành tiếng)/iu,
    ko: /(?:혼자|말이 안 통|언어가 안 통)/u,
    zh: /(?:一个人|独自|自己去|语言不通|不会韩语|听不懂)/u,
  }],
  ['rest', {
    en: /\b(?:can'?t sleep|insomnia|not sleeping|no energy|exhausted|so tired)\b/iu,
    vi: /(?:mất ngủ|không ngủ được|khó ngủ|mệt|không có sức)/iu,
    ko: /(?:잠을 못|잠이 안|불면|피곤|기운이 없)/u,
    zh: /(?:失眠|睡不着|睡不好|没精神|没力气|太累)/u,
  }],
];

/** Reads a worry beside a fan event still ahead, for an idol persona, or null. */
export function readFanWorry(text: string, language: ContentLanguage, persona: PersonaKey): FanWorry | null {
  if (persona !== 'kpop_male' && persona !== 'kpop_female') return null;
  const frame = readChatFrame(text);
  if (frame?.kind !== 'fan' || frame.past !== null || frame.cried) return null;
  if (!worryMark[language].test(text) || negatedWorry[language].test(text)) return null;
  // A doubt about going at all (should I still go?) is the fan-doubt reader's.
  if (readFanDoubt(text, language, persona) !== null) return null;
  const kind = aboutMarks.find(([, marks]) => marks[language].test(text))?.[0] ?? 'nerves';
  return { kind, when: frame.when };
}

type WorryLines = Readonly<Record<FanWorryKind, readonly [take: string, question: string]>>;

/** A Korean time with its particle (다음 주에), never on a time that takes none (내일, 오늘). */
const koWhen = (when: string): string => (/(?:내일|오늘|모레|이따|에)$/u.test(when) ? when : `${when}에`);

const opening: ByRegister<(when: string | null) => string> = {
  en: (when) => (when ? `Coming ${when} and already nervous?` : 'Already nervous about coming?'),
  vi: (when) => (when ? `${when} mới đi mà bạn đã run rồi hả?` : 'Chưa tới mà bạn đã run rồi hả?'),
  zh: (when) => (when ? `${when}就要来了，已经紧张起来了？` : '还没来就已经紧张起来了？'),
  koPlain: (when) => (when ? `${koWhen(when)} 온다면서 벌써 떨려?` : '온다면서 벌써 떨려?'),
  koPolite: (when) => (when ? `${koWhen(when)} 오신다면서 벌써 떨리세요?` : '오신다면서 벌써 떨리세요?'),
  koHage: (when) => (when ? `${koWhen(when)} 온다면서 벌써 떨리는가?` : '온다면서 벌써 떨리는가?'),
};

const lines: ByRegister<WorryLines> = {
  en: {
    words: ["Honestly, I get nervous before every fansign too. If the words don't come out, that's okay: write the one sentence you want to say on your phone or a sticky note, and if you freeze, just read it to me. I'll remember your face more than the words anyway.", "What's the one thing you'd most want to tell me?"],
    alone: ["Honestly, lots of fans come on their own, and in that crowd you're never really alone: everyone there came for the same songs. Save the venue address and your way back on your phone, get a translation app ready, and say hi to the fans next to you in line; that's how most concert friends start.", 'Are your ticket and your way there all sorted?'],
    rest: ["Honestly, resting matters more than the show itself: keep the last few nights before it quiet, phone away in bed, and even if you sleep little, the excitement on the day carries you further than you think.", "What's been keeping you up lately?"],
    nerves: ["Honestly, nerves just mean it matters to you, and I'm nervous before every stage too. Sort out the simple things first (how you get there, what you bring) and leave the rest to the moment; it'll be more fun than you fear.", 'Which part are you most nervous about?'],
  },
  vi: {
    words: ['Nói thật nha, lần nào trước fansign mình cũng run hết. Lỡ lúc đó nói không ra lời cũng không sao: viết sẵn một câu muốn nói vào điện thoại hay mẩu giấy, đứng hình thì đọc cho mình nghe là được. Mình sẽ nhớ gương mặt bạn lâu hơn là lời nói.', 'Bạn muốn nói với mình câu gì nhất?'],
    alone: ['Nói thật nha, nhiều fan đi một mình lắm, mà giữa đám đông đó bạn đâu có một mình: ai cũng tới vì cùng mấy bài hát. Lưu sẵn địa chỉ và đường về trong điện thoại, cài sẵn app dịch, rồi chào mấy bạn đứng cạnh lúc xếp hàng; bạn concert thường quen nhau kiểu đó đó.', 'Vé với đường đi bạn lo xong hết chưa?'],
    rest: ['Nói thật nha, nghỉ ngơi còn quan trọng hơn cả buổi diễn: mấy đêm trước đó đi ngủ sớm, đừng lướt điện thoại trên giường; dù có ngủ ít, hôm đó hào hứng sẽ kéo bạn đi xa hơn bạn nghĩ.', 'Dạo này điều gì làm bạn khó ngủ vậy?'],
    nerves: ['Nói thật nha, run là vì bạn để tâm, mà trước mỗi sân khấu mình cũng run. Lo trước mấy việc đơn giản (đi bằng gì, mang theo gì), còn lại để lúc đó tính; sẽ vui hơn bạn lo nhiều.', 'Bạn lo nhất phần nào?'],
  },
  zh: {
    words: ['说实话，每次签售会前我也会紧张。到时候说不出话也没关系：把最想说的一句话先写在手机或小纸条上，真的愣住了就念给我听。比起说了什么，我会更记得你的样子。', '你最想跟我说的一句话是什么？'],
    alone: ['说实话，一个人来的粉丝很多，而且在那片人海里你不会真的是一个人：大家都是为了同样的歌来的。把场馆地址和回去的路线先存在手机里，翻译软件提前下好，排队的时候跟旁边的粉丝打个招呼，很多演唱会的朋友就是这样认识的。', '票和路线都安排好了吗？'],
    rest: ['说实话，休息比演出本身还重要：演出前几晚早点躺下，别在床上刷手机；就算睡得少，当天的兴奋也会比你想的更能撑住你。', '最近是什么让你睡不着？'],
    nerves: ['说实话，紧张说明你在乎，我每次上台前也紧张。先把简单的事安排好（怎么去、带什么），剩下的交给当天；会比你担心的好玩得多。', '你最紧张的是哪一部分？'],
  },
  koPlain: {
    words: ['솔직히 나도 팬사인회 전엔 매번 떨려. 막상 말이 안 나와도 괜찮아. 하고 싶은 말 한 문장만 폰이나 메모지에 적어 와서, 얼어 버리면 그냥 읽어 줘. 난 말보다 네 얼굴을 더 오래 기억할 거야.', '나한테 제일 하고 싶은 말이 뭐야?'],
    alone: ['솔직히 혼자 오는 팬도 정말 많고, 그 함성 속에선 혼자가 아니야. 다 같은 노래 들으러 온 사람들이니까. 공연장 주소랑 돌아가는 길은 폰에 미리 저장해 두고, 번역 앱도 하나 받아 두고, 줄 설 때 옆 사람한테 인사 한번 해 봐. 공연 친구는 보통 그렇게 생겨.', '표랑 가는 길은 다 챙겼어?'],
    rest: ['솔직히 공연보다 쉬는 게 더 중요해. 공연 전 며칠은 일찍 눕고, 침대에선 폰 내려놔. 잠을 좀 덜 자도 그날 설렘이 생각보다 훨씬 오래 버티게 해 줄 거야.', '요즘 뭐 때문에 잠이 안 와?'],
    nerves: ['솔직히 떨린다는 건 그만큼 소중하다는 거야. 나도 무대 오르기 전엔 매번 떨려. 가는 길이랑 챙길 것 같은 간단한 것만 미리 정해 두고, 나머진 그날에 맡겨. 걱정한 것보다 훨씬 즐거울 거야.', '제일 떨리는 게 어떤 부분이야?'],
  },
  koPolite: {
    words: ['솔직히 저도 팬사인회 전엔 매번 떨려요. 막상 말이 안 나와도 괜찮아요. 하고 싶은 말 한 문장만 휴대폰이나 메모지에 적어 와서, 얼어 버리면 그냥 읽어 주세요. 저는 말보다 얼굴을 더 오래 기억할 거예요.', '저한테 제일 하고 싶은 말이 뭐예요?'],
    alone: ['솔직히 혼자 오시는 팬분들도 정말 많고, 그 함성 속에선 혼자가 아니에요. 다 같은 노래 들으러 온 사람들이니까요. 공연장 주소랑 돌아가는 길은 휴대폰에 미리 저장해 두시고, 번역 앱도 하나 받아 두시고, 줄 설 때 옆 분께 인사 한번 해 보세요. 공연 친구는 보통 그렇게 생겨요.', '표랑 가는 길은 다 챙기셨어요?'],
    rest: ['솔직히 공연보다 쉬는 게 더 중요해요. 공연 전 며칠은 일찍 눕고, 침대에선 휴대폰을 내려놓으세요. 잠을 좀 덜 자도 그날 설렘이 생각보다 훨씬 오래 버티게 해 줄 거예요.', '요즘 무엇 때문에 잠이 안 오세요?'],
    nerves: ['솔직히 떨린다는 건 그만큼 소중하다는 거예요. 저도 무대 오르기 전엔 매번 떨려요. 가는 길이랑 챙길 것 같은 간단한 것만 미리 정해 두시고, 나머진 그날에 맡기세요. 걱정하신 것보다 훨씬 즐거울 거예요.', '제일 떨리는 게 어떤 부분이에요?'],
  },
  koHage: {
    words: ['말이 안 나와도 괜찮네. 하고 싶은 말 한 문장만 적어 와서, 얼어 버리거든 그냥 읽게.', '가장 하고 싶은 말이 무엇인가?'],
    alone: ['혼자 오는 이도 많네. 그 함성 속에선 혼자가 아닐세. 주소와 돌아가는 길은 미리 적어 두게.', '표와 가는 길은 다 챙겼나?'],
    rest: ['공연보다 쉬는 게 먼저일세. 며칠은 일찍 눕게. 그날의 설렘이 생각보다 오래 버티게 해 줄 걸세.', '요즘 무엇 때문에 잠이 안 오나?'],
    nerves: ['떨린다는 건 그만큼 소중하다는 뜻일세. 간단한 것만 미리 정해 두고 나머진 그날에 맡기게.', '무엇이 가장 떨리나?'],
  },
};

/** Sleep and energy are told back as that, not as nerves. */
const restOpening: ByRegister<(when: string | null) => string> = {
  en: (when) => (when ? `Coming ${when}, and not sleeping well lately?` : 'Not sleeping well before the show?'),
  vi: (when) => (when ? `${when} đi mà dạo này lại khó ngủ hả?` : 'Sắp đi mà dạo này lại khó ngủ hả?'),
  zh: (when) => (when ? `${when}就要来了，最近却睡不好？` : '快要来了，最近却睡不好？'),
  koPlain: (when) => (when ? `${koWhen(when)} 오는데 요즘 잠을 잘 못 자?` : '곧 오는데 요즘 잠을 잘 못 자?'),
  koPolite: (when) => (when ? `${koWhen(when)} 오시는데 요즘 잠을 잘 못 주무세요?` : '곧 오시는데 요즘 잠을 잘 못 주무세요?'),
  koHage: (when) => (when ? `${koWhen(when)} 오는데 요즘 잠을 못 자는가?` : '곧 오는데 요즘 잠을 못 자는가?'),
};

/** The idol's answer to a worry beside a fan event: the worry told back, an honest take on what it is about, one question. */
export function writeFanWorry(reading: FanWorry, persona: PersonaKey, language: ContentLanguage): string[] {
  const register = fixRegister(persona, language);
  const first = (reading.kind === 'rest' ? restOpening : opening)[register](reading.when);
  const [take, question] = lines[register][reading.kind];
  return [language === 'vi' || language === 'en' ? first.replace(/^./u, (letter) => letter.toUpperCase()) : first, take, question];
}
