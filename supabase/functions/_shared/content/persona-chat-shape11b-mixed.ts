/**
 * Round 11 wave 2 (someone else's good news and the visitor's own mixed feeling): "my best friend got engaged, I'm happy
 * for her but I feel left behind", "em gái em đậu đại học Y… mà em thấy buồn", "친구가 승진했는데 축하하면서도 부러워",
 * "闺蜜买房了，我替她高兴，但又有点嫉妒". Recognised by grammar, not by event: a named person, a clause of joy (happy for,
 * mừng, 축하, 替她高兴) and a clause of the other feeling (left behind, jealous, sad), usually joined by a contrast
 * (but, nhưng, mà, 는데, 지만, 但, 可是). The feeling is answered first, both feelings are allowed together, the news
 * stays theirs ("your friend's engagement"), and one question follows; never "you did it".
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { readOtherEvent } from './persona-chat-fix-others.ts';
import { withParticle } from './korean-particles.ts';
import { fixRegister, type ByRegister, type FixRegister } from './persona-chat-fix-voice.ts';

/** The other feeling beside the joy. */
export type MixedFeeling = 'behind' | 'jealous' | 'sad';

/** Someone else's good news and the visitor's mixed feeling about it. */
export interface MixedReading {
  /** The person in the second person ("your best friend", "em gái bạn", "친구", "你闺蜜"). */
  person: string;
  /** Their news as a noun phrase of theirs ("your best friend's engagement", "친구의 약혼 소식"). */
  news: string;
  feeling: MixedFeeling;
  /** The feeling word as the visitor wrote it (jealous, hụt hẫng, 허전, 失落). */
  word: string;
  /** English pronoun for the person (her, him, them). */
  pronoun: string;
}

const joy: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:happy|glad|thrilled|excited|proud|pleased) (?:for|about)\b|\b(?:I'?m|I am|I'm really|I'm so) (?:happy|glad|thrilled)\b|\bhappy for\b/iu,
  vi: /(?:mừng cho|vui cho|mừng lắm|vui lắm|mừng thật|rất mừng|cũng mừng|cũng vui|tự hào)/iu,
  ko: /(?:축하(?:하는데|하지만|하면서|는 하는데|해 주고|할 일|해야|하고)|기쁜데|기쁘지만|기쁘면서|좋은데|좋지만|잘됐는데|잘된 건데|잘된 일)/u,
  zh: /(?:替(?:她|他|他们|她们)(?:高兴|开心)|为(?:她|他|他们)(?:高兴|开心)|(?:很|挺|也|真)(?:高兴|开心)|祝福)/u,
};

const feelings: Readonly<Record<ContentLanguage, readonly (readonly [MixedFeeling, RegExp])[]>> = {
  en: [['behind', /\bleft behind\b|\bbehind\b|\bstuck\b/iu], ['jealous', /\bjealous|\benv(?:y|ious)\b|\bbitter\b/iu], ['sad', /\b(?:sad|lonely|empty|down|weird)\b/iu]],
  vi: [['behind', /(?:bị bỏ lại|tụt lại|bỏ lại phía sau|dậm chân)/iu], ['jealous', /(?:ghen tị|ganh tị|đố kị|chạnh lòng|tủi thân)/iu], ['sad', /(?:buồn|trống trải|hụt hẫng|cô đơn)/iu]],
  ko: [['behind', /(?:뒤처|혼자 남|나만 제자리|제자리걸음)/u], ['jealous', /(?:질투|부럽|부러워|부러운|씁쓸)/u], ['sad', /(?:서운|허전|쓸쓸|슬퍼|우울)/u]],
  zh: [['behind', /(?:落下|落后|被抛下|原地踏步)/u], ['jealous', /(?:嫉妒|羡慕|眼红|心里(?:有点|有些)?酸|酸酸)/u], ['sad', /(?:失落|难过|空落落|孤单|伤心)/u]],
};

const people: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bmy ((?:best |close |oldest |little |big |older |younger )?(?:friend|coworker|co-worker|colleague|sister|brother|cousin|roommate|classmate|teammate|bestie))\b/iu,
  vi: /(?:^|[\s,])(em gái|em trai|chị gái|anh trai|bạn thân|đứa bạn thân|đứa bạn|bạn cùng phòng|đồng nghiệp|con bạn thân)(?: (?:của )?(?:em|mình|tôi|tao|tớ))?(?![\p{L}])/iu,
  ko: /(제일 친한 친구|가장 친한 친구|친한 친구|친구|베프|절친|동기|동료|여동생|남동생|동생|언니|오빠|누나|형)(?=[이가은는도의]|\s)/u,
  zh: /(最好的朋友|好朋友|闺蜜|朋友|同事|同学|室友|姐姐|妹妹|哥哥|弟弟)/u,
};

const newsWords: Readonly<Record<ContentLanguage, readonly (readonly [RegExp, string])[]>> = {
  en: [[/\bengage/iu, 'engagement'], [/\bmarri|\bwedding/iu, 'wedding'], [/\bpromot/iu, 'promotion'], [/\bpregnan|\bbaby/iu, 'baby news'], [/\b(?:house|apartment|flat|home)\b/iu, 'new home'], [/\b(?:accepted|got into|admitted|passed)\b/iu, 'acceptance'], [/\b(?:job|hired|offer)\b/iu, 'new job']],
  vi: [[/đính hôn/iu, 'chuyện đính hôn'], [/cưới/iu, 'đám cưới'], [/(?:thăng chức|lên chức)/iu, 'chuyện thăng chức'], [/(?:có bầu|mang thai|em bé)/iu, 'tin em bé'], [/mua (?:nhà|căn hộ|chung cư)/iu, 'căn nhà mới'], [/(?:việc mới|được nhận)/iu, 'công việc mới']],
  ko: [[/약혼/u, '약혼 소식'], [/결혼/u, '결혼 소식'], [/승진/u, '승진 소식'], [/(?:임신|아기)/u, '임신 소식'], [/(?:집을? 샀|집 장만|내 집)/u, '집 장만 소식'], [/합격/u, '합격 소식'], [/(?:취업|취직)/u, '취업 소식']],
  zh: [[/订婚/u, '订婚'], [/结婚/u, '结婚'], [/(?:升职|升了|提拔)/u, '升职'], [/怀孕/u, '怀孕'], [/(?:买房|买了房|买了套)/u, '买房'], [/(?:考上|录取)/u, '考上'], [/(?:新工作|找到工作|入职)/u, '找到新工作']],
};

/** "đậu đại học Y" / "đỗ thạc sĩ": a Vietnamese pass with its whole object up to the clause's end. */
const viPass = /(?:đậu|đỗ) ([^,.!?;]{2,30}?)(?=[,.!?;]|\s(?:rồi|cả|mà|nhưng)|$)/iu;

function personOf(text: string, language: ContentLanguage): { person: string; pronoun: string } | null {
  const reading = readOtherEvent(text, language);
  // "I know I should be happy, but…" beside a known event is the round-10 others shape's (it keeps the time told).
  if (reading?.mixed && reading.event) return null;
  const other = reading?.person ?? null;
  const found = people[language].exec(text);
  const pronoun = /\bher\b|\bshe\b/iu.test(text) ? 'her' : /\bhim\b|\bhe\b/iu.test(text) ? 'him' : 'them';
  if (other !== null) return { person: other, pronoun };
  if (!found?.[1]) return null;
  const kin = found[1].toLowerCase();
  if (language === 'en') return { person: `your ${kin}`, pronoun };
  if (language === 'vi') return { person: /bạn/u.test(kin) ? `${kin.replace(/^đứa |^con /u, '')} của bạn` : `${kin} bạn`, pronoun };
  if (language === 'ko') return { person: found[1], pronoun };
  return { person: `你${found[1]}`, pronoun };
}

function newsOf(text: string, person: string, language: ContentLanguage): string {
  const word = newsWords[language].find(([pattern]) => pattern.test(text))?.[1] ?? null;
  if (language === 'en') return `${person}'s ${word ?? 'good news'}`;
  if (language === 'vi') {
    const pass = viPass.exec(text)?.[1];
    if (pass) return `chuyện ${person} đậu ${pass.trim()}`;
    return `${word ?? 'tin vui'} của ${person}`;
  }
  if (language === 'ko') return `${person}의 ${word ?? '좋은 소식'}`;
  return `${person}${word ?? '的好消息'}${word ? '这件事' : ''}`;
}

/** The two feelings are held together: a contrast or an "also" joins them. */
const together: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:but|though|also|yet|still|at the same time|and yet)\b/iu,
  vi: /(?:nhưng|(?<![\p{L}])mà(?![\p{L}])|lại thấy|vẫn thấy|cũng thấy|đồng thời)/iu,
  ko: /(?:는데|은데|지만|면서도|면서|한편|그런데|근데)/u,
  zh: /(?:但|可是|可|却|又|同时|不过)/u,
};

/** Someone else's good news with the visitor's mixed feeling, or null. */
export function readMixedNews(text: string, language: ContentLanguage): MixedReading | null {
  if (!together[language].test(text)) return null;
  if (!joy[language].test(text) && !(language === 'vi' && /(?:cả nhà|mọi người) (?:ai cũng )?(?:mừng|vui)/iu.test(text))) return null;
  const found = feelings[language].map(([key, pattern]) => [key, pattern.exec(text)] as const).find(([, match]) => match !== null);
  const feeling = found?.[0];
  const word = found?.[1]?.[0];
  if (!feeling || !word) return null;
  const who = personOf(text, language);
  if (!who) return null;
  return { person: who.person, news: newsOf(text, who.person, language), feeling, word, pronoun: who.pronoun };
}

const feelNames: ByRegister<Record<MixedFeeling, string>> = {
  en: { behind: 'left behind', jealous: 'a bit jealous', sad: 'sad' },
  vi: { behind: 'bị bỏ lại phía sau', jealous: 'hơi ghen tị', sad: 'buồn' },
  zh: { behind: '被落下', jealous: '有点嫉妒', sad: '失落' },
  koPlain: { behind: '뒤처진 기분', jealous: '부러운 마음', sad: '서운한 마음' },
  koPolite: { behind: '뒤처진 기분', jealous: '부러운 마음', sad: '서운한 마음' },
  koHage: { behind: '뒤처진 기분', jealous: '부러운 마음', sad: '서운한 마음' },
};

/** Korean feeling stems said back as a whole noun phrase (허전 → 허전한 마음). */
const koFeelings: readonly (readonly [RegExp, string])[] = [
  [/허전/u, '허전한 마음'], [/서운|섭섭/u, '서운한 마음'], [/쓸쓸/u, '쓸쓸한 마음'], [/씁쓸/u, '씁쓸한 마음'], [/질투/u, '질투'], [/부러|부럽/u, '부러운 마음'], [/우울|슬퍼/u, '울적한 마음'],
];

/** The feeling named back in the visitor's own word where it is a whole word, else the class's name. */
function feelName(r: MixedReading, register: FixRegister): string {
  const word = r.word.toLowerCase();
  if (register === 'en') return r.feeling === 'behind' ? 'left behind' : /^(?:jealous|envious|bitter|sad|lonely|empty|down)$/u.test(word) ? word : feelNames.en[r.feeling];
  if (register === 'vi') return r.feeling === 'behind' ? feelNames.vi.behind : word;
  if (register === 'zh') return /^(?:嫉妒|羡慕|失落|难过|孤单|伤心)$/u.test(word) ? word : feelNames.zh[r.feeling];
  return koFeelings.find(([pattern]) => pattern.test(word))?.[1] ?? feelNames[register][r.feeling];
}

function bothAllowed(r: MixedReading, register: FixRegister): string {
  const feel = feelName(r, register);
  switch (register) {
    case 'en': return `Being truly happy about ${r.news} and feeling ${feel} at the same time is allowed: both are true, and one doesn't cancel the other.`;
    case 'vi': return `Mừng cho ${r.news} mà vẫn thấy ${feel} thì hoàn toàn bình thường: cả hai cảm xúc đều thật, cái này không xoá cái kia.`;
    case 'zh': return `真心为${r.news}高兴，同时又觉得${feel}，这两种感觉可以同时存在：它们都是真的，谁也不抵消谁。`;
    case 'koPlain': return `${withParticle(r.news, '을')} 진심으로 축하하면서도 ${withParticle(feel, '이')} 드는 거, 둘 다 있어도 돼. 하나가 진짜라고 다른 하나가 가짜가 되는 건 아니야.`;
    case 'koPolite': return `${withParticle(r.news, '을')} 진심으로 축하하면서도 ${withParticle(feel, '이')} 드는 건 이상한 게 아니에요. 두 마음은 같이 있어도 되고, 하나가 다른 하나를 지우지 않아요.`;
    case 'koHage': return `${withParticle(r.news, '을')} 축하하면서도 ${withParticle(feel, '이')} 드는 건 이상한 일이 아닐세. 두 마음은 함께 있어도 되네.`;
  }
}

function depth(r: MixedReading, register: FixRegister): string {
  const lines: ByRegister<Record<MixedFeeling, string>> = {
    en: {
      behind: `Feeling left behind rarely means you wish it hadn't happened to ${r.pronoun}; it usually points at something you want for your own life, or at a fear that things between you will change.`,
      jealous: "Jealousy here doesn't make you a bad friend; it's usually a signpost to something you want for yourself too.",
      sad: 'The sadness often comes from sensing that something between you is about to change, even when the change is a good one.',
    },
    vi: {
      behind: 'Cảm giác bị bỏ lại hiếm khi có nghĩa là em không muốn điều tốt cho người ấy; nó thường chỉ ra điều bạn mong cho chính cuộc đời bạn.',
      jealous: 'Ghen tị lúc này không biến bạn thành người xấu; nó thường là tấm biển chỉ đường đến điều bạn đang mong cho bản thân.',
      sad: 'Nỗi buồn ấy thường đến từ cảm giác một điều gì đó giữa hai người sắp thay đổi, kể cả khi đó là thay đổi tốt.',
    },
    zh: {
      behind: '觉得被落下，很少是因为你不希望对方好；它往往指向你自己也想要的东西，或者担心你们之间会变。',
      jealous: '这份嫉妒并不说明你是个差劲的朋友；它通常是一块路标，指向你自己也想要的东西。',
      sad: '这份失落常常来自一种感觉：你们之间有些东西要变了，哪怕是好的改变。',
    },
    koPlain: { behind: '뒤처진 기분은 그 사람이 잘되길 바라지 않아서가 아니라, 보통 네가 네 삶에서 바라는 게 있다는 신호야.', jealous: '부러운 마음이 든다고 나쁜 친구가 되는 건 아니야. 그건 보통 너도 바라는 게 있다는 표지판이야.', sad: '그런 마음은 좋은 변화여도 둘 사이에 뭔가 달라질 것 같아서일 때가 많아.' },
    koPolite: { behind: '뒤처진 기분은 상대가 잘되길 바라지 않아서가 아니라, 대개 내 삶에서 바라는 무언가가 있다는 신호예요. 둘 사이가 달라질까 하는 걱정일 때도 있고요.', jealous: '부러운 마음이 든다고 나쁜 친구가 되는 건 아니에요. 그건 대개 나도 바라는 게 있다는 표지판이에요.', sad: '그런 마음은 좋은 변화라도 둘 사이의 무언가가 달라질 것 같은 예감에서 올 때가 많아요.' },
    koHage: { behind: '뒤처진 기분은 대개 자네가 바라는 게 있다는 신호일세.', jealous: '부러움은 자네도 바라는 게 있다는 표지판일세.', sad: '그런 마음은 무언가 달라질 거라는 예감에서 오곤 하네.' },
  };
  return lines[register][r.feeling];
}

/** The one question back, per register and feeling (it depends on nothing else, so it is built once). */
const questions: ByRegister<Record<MixedFeeling, string>> = {
  en: { behind: 'When you feel behind, what is it you feel behind on?', jealous: 'If the jealousy could talk, what would it say you want?', sad: 'What do you feel you might lose as this changes?' },
  vi: { behind: 'Lúc cảm thấy bị bỏ lại, bạn thấy bạn đang chậm hơn người khác ở điều gì?', jealous: 'Nếu nỗi ghen tị ấy biết nói, nó sẽ nói bạn đang mong điều gì?', sad: 'Bạn sợ sẽ mất điều gì khi mọi thứ thay đổi?' },
  zh: { behind: '你觉得自己被落下的，具体是哪一方面？', jealous: '如果这份嫉妒会说话，它会说你想要的是什么？', sad: '随着这件事，你最怕失去的是什么？' },
  koPlain: { behind: '뒤처졌다고 느낄 때, 어떤 부분에서 그런 것 같아?', jealous: '그 부러움이 말을 한다면, 네가 뭘 원한다고 할 것 같아?', sad: '이번 일로 뭐가 달라질까 봐 제일 마음이 쓰여?' },
  koPolite: { behind: '뒤처졌다고 느껴질 때, 구체적으로 어떤 부분에서 그런가요?', jealous: '그 부러움이 말을 한다면, 내가 무엇을 원한다고 말할까요?', sad: '이번 일로 무엇이 달라질까 봐 가장 마음이 쓰이세요?' },
  koHage: { behind: '어떤 부분에서 뒤처졌다고 느끼나?', jealous: '그 부러움은 자네가 무엇을 원한다고 말하나?', sad: '무엇이 달라질까 봐 마음이 쓰이나?' },
};

function question(r: MixedReading, register: FixRegister): string {
  return questions[register][r.feeling];
}

/** The answer: both feelings allowed (the psychologist in depth), the news as theirs, one question. */
export function writeMixedNews(reading: MixedReading, persona: PersonaKey, language: ContentLanguage): string[] {
  const register = fixRegister(persona, language);
  if (persona === 'psychologist') return [bothAllowed(reading, register), depth(reading, register), question(reading, register)];
  return [bothAllowed(reading, register), question(reading, register)];
}
