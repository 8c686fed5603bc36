/**
 * Round 11 wave 2 (fortune, someone else's step asked about): "my sister is meeting her boyfriend's parents this weekend,
 * will it go well?", "Chị gái em sắp ra mắt nhà bạn trai, liệu có suôn sẻ không?", "언니가 남자친구 부모님을 뵈러 가는데
 * 잘 될까요?", "我妹妹下周要去见男朋友的父母，会顺利吗？". Recognised by grammar, whatever the step: a kin word as the
 * subject of the first clause, that clause's own verb phrase (no "I" inside it), and a question about how it goes. The
 * reading is for that person (never the visitor's own love life or family): their step said back as written, a lean, one
 * thing that helps them, and the visitor's small part. The round-10 event shape (exams, surgeries) keeps its own lines.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { withParticle } from './korean-particles.ts';

/** Someone else's step the visitor asks about. */
export interface TheirStep {
  /** The person in the second person ("your sister", "chị gái bạn", "언니", "你妹妹"). */
  who: string;
  /** Their step as written, in the reading's person ("meeting her boyfriend's parents this weekend"). */
  step: string;
  /** A pronoun for them (her / him / them; chị ấy; 그분 is never used: Korean repeats the kin word; 她 / 他). */
  pronoun: string;
}

const asksHow: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:will (?:it|she|he|they) (?:go|be|turn out|work out)|go (?:well|okay|ok|smoothly|fine)|how will it go|will they like (?:her|him))\b/iu,
  vi: /(?:suôn sẻ|thuận lợi|có ổn không|ổn không|có tốt không|có được không|thế nào)/iu,
  ko: /(?:잘\s*될까|잘\s*풀릴까|괜찮을까|무사히|잘\s*될\s*수\s*있을까|어떨까)/u,
  zh: /(?:顺利吗|会顺利|能顺利|会好吗|怎么样|行吗|能成吗)/u,
};

const enKin = /^\s*(?:so |ok |okay |hi,? )?my ((?:little |big |older |younger |best |baby )?(?:sister|brother|sis|bro|friend|mom|mum|mother|dad|father|son|daughter|cousin|aunt|uncle|roommate|niece|nephew))(?:'s| is| has| will| was going to| wants to)\s+([^,.?!;]{4,80})/iu;
const viKin = /^\s*((?:chị gái|em gái|em trai|anh trai|bạn thân|mẹ|bố|ba|má|chị|anh|em|con gái|con trai|cô|chú|dì))(?: (?:của )?(?:em|mình|tôi|tớ|tao))(?![\p{L}])\s+([^,.?!;]{4,60})/iu;
const koKin = /^\s*(?:우리 |제 |내 )?(언니|오빠|누나|형|여동생|남동생|동생|엄마|아빠|친구|베프|딸|아들|사촌)(?:가|이|는|은)\s+([^,.?!]{3,50}?)는데(?=\s|[,.?!]|$)/u;
const zhKin = /^\s*我?(妹妹|姐姐|弟弟|哥哥|妈妈|爸爸|闺蜜|好朋友|朋友|女儿|儿子|表妹|表姐)([^，,。？?！!]{3,30})/u;

const enFirstPerson = /\b(?:I|I'm|me|my|we|us)\b/u;

const viPronoun = (kin: string): string => (/^(?:mẹ|bố|ba|má|cô|chú|dì)$/iu.test(kin) ? kin : `${kin.split(' ')[0] ?? kin} ấy`);

/** Someone else's step asked about ("will it go well?"), or null. */
export function readTheirStep(question: string, language: ContentLanguage): TheirStep | null {
  if (!asksHow[language].test(question)) return null;
  if (language === 'en') {
    const found = enKin.exec(question);
    if (!found?.[1] || !found[2]) return null;
    let step = found[2].trim().replace(/\s+(?:and|so) (?:will|is|do|does|should|can)\b.*$/iu, '');
    if (enFirstPerson.test(step) || !/^[a-z]+ing\b|^(?:going|about|finally|having|getting)\b/iu.test(step)) return null;
    step = step.replace(/\b(?:will it|will she|will he)\b.*$/iu, '').trim();
    const kin = found[1].toLowerCase();
    const pronoun = /\bher\b|sister|sis|mom|mum|mother|daughter|aunt|niece/iu.test(`${kin} ${step}`) ? 'her' : /\bhis\b|brother|bro|dad|father|son|uncle|nephew/iu.test(`${kin} ${step}`) ? 'him' : 'them';
    return { who: `your ${kin}`, step, pronoun };
  }
  if (language === 'vi') {
    const found = viKin.exec(question);
    if (!found?.[1] || !found[2]) return null;
    const step = found[2].replace(/\s+(?:liệu|thì|không biết|có suôn sẻ|có ổn).*$/iu, '').trim();
    if (/(?:^|\s)(?:em|mình|tôi|tớ|tao)(?:\s|$)/iu.test(step) || step.length < 4) return null;
    const kin = found[1].toLowerCase();
    return { who: /bạn/u.test(kin) ? `${kin} của bạn` : `${kin} bạn`, step, pronoun: viPronoun(kin) };
  }
  if (language === 'ko') {
    const found = koKin.exec(question);
    if (!found?.[1] || !found[2]) return null;
    if (/(?:^|\s)(?:저|제가|나|내가)(?:\s|$)/u.test(found[2])) return null;
    return { who: found[1], step: `${found[2].trim()}는 일`.replace(/는는 일$/u, '는 일'), pronoun: found[1] };
  }
  const found = zhKin.exec(question);
  if (!found?.[1] || !found[2]) return null;
  const step = found[2].replace(/(?:会顺利|能顺利|顺利吗|会好吗|怎么样).*$/u, '').trim();
  if (/我/u.test(step) || step.length < 3) return null;
  const pronoun = /妹|姐|妈|闺蜜|女儿|表妹|表姐/u.test(found[1]) ? '她' : '他';
  return { who: `你${found[1]}`, step, pronoun };
}

/** The reading's lines: for them, their step as written, a lean, what helps them, the visitor's part. */
export function writeTheirStep(read: TheirStep, c: PhraseComposer): string[] {
  const { who, step, pronoun } = read;
  switch (c.language) {
    case 'en': {
      const card = c.pick(['the Six of Cups, a card of warmth and welcome', 'the Star, a card of a quiet, good impression', 'the Sun, a card of an easy first meeting']);
      return [
        `I read this one for ${who}, not for you: ${step}.`,
        `Short answer: it leans well. The card that came up for ${pronoun} is ${card}.`,
        `What helps ${pronoun} most is going in as ${pronoun === 'them' ? 'themselves' : pronoun === 'her' ? 'herself' : 'himself'}, not as a performance: the first ten minutes set the tone, and the rest follows.`,
        `Your part is small and real: a warm message before, and an ear after.`,
      ];
    }
    case 'vi': {
      const card = c.pick(['Sáu Cốc, lá của sự ấm áp và đón nhận', 'Ngôi Sao, lá của một ấn tượng nhẹ nhàng mà tốt', 'Mặt Trời, lá của một lần gặp dễ chịu']);
      return [
        `Quẻ này xem cho ${who}, không phải cho bạn: chuyện ${step}.`,
        `Trả lời ngắn: nghiêng về suôn sẻ. Lá bài lật ra cho ${pronoun} là ${card}.`,
        `Điều giúp ${pronoun} nhiều nhất là cứ là chính mình, đừng cố diễn: mười phút đầu định không khí, phần sau sẽ tự đến.`,
        'Phần của bạn nhỏ mà thật: một tin nhắn động viên trước đó, và đôi tai lắng nghe sau đó.',
      ];
    }
    case 'ko': {
      const card = c.pick(['컵 6, 따뜻하게 맞아 주는 카드', '별, 조용하지만 좋은 인상을 남기는 카드', '태양, 첫 만남이 편안하게 풀리는 카드']);
      return [
        `이번 카드는 ${who} 몫으로 펼쳤어요. ${withParticle(who, '이')} ${step}, 답부터 말씀드리면 잘 풀리는 쪽이에요.`,
        `나온 카드는 ${card}예요.`,
        `${who}에게 제일 도움이 되는 건 잘 보이려고 애쓰기보다 평소 모습 그대로 가는 거예요. 처음 10분이 분위기를 정하고, 나머지는 따라와요.`,
        '곁에서 해 줄 일은 작지만 진짜예요. 가기 전에 따뜻한 메시지 하나, 다녀온 뒤에는 들어 주는 귀 하나면 돼요.',
      ];
    }
    case 'zh': {
      const card = c.pick(['圣杯六，一张温暖、被接纳的牌', '星星，一张留下安静好印象的牌', '太阳，一张初次见面轻松顺利的牌']);
      return [
        `这一卦是替${who}看的，不是替你：${pronoun}${step}。`,
        `先说答案：偏顺。替${pronoun}翻出来的是${card}。`,
        `对${pronoun}最有帮助的，是做自己，而不是表演：头十分钟定下气氛，后面自然会顺。`,
        '你的那一份不大，却很实在：事前一条暖心的消息，事后一双愿意听的耳朵。',
      ];
    }
  }
}
