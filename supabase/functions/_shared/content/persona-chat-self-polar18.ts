/**
 * Round 18 of issue 13: a yes/no question the visitor puts to the persona about the persona itself ("did you get a
 * sticker at school today?", "oppa do you ever get nervous before going on stage", "chị có hay nhớ nhà không?",
 * "오늘 칭찬 받았어?", "你今天有没有被老师表扬呀") was read by whatever keyword it held: a stock stance ("some days yes,
 * some days not"), news to cheer ("được cô giáo khen không luôn hả? chúc mừng bạn"), a choice between two halves of the
 * sentence, or the ask-back "tell me the answer". It is answered the way people answer such a question: the persona says
 * yes by taking the visitor's own clause back in its first person ("Did I get a sticker at school today? I did!", "Có
 * chứ, em được cô giáo khen nè", "응, 오늘 칭찬 받았어!", "有！我今天被老师表扬了"), then asks the same of the visitor.
 * Read from the grammar of the question alone (the auxiliary before "you", có … không with the persona's kin word, a
 * Korean polar ending with no question word, an A-不-A or 吗 question with 你); the visitor's own "I" anywhere, a second
 * sentence, or a question about what the persona is (a robot, a real person) gives way to the other readers.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { sentencesOf, trimClause, withoutOpeners } from './persona-chat-clause12.ts';
import { fixRegister, type ByRegister } from './persona-chat-fix-voice.ts';
import { readEitherOr } from './fortune-choice.ts';

/** The question read back in the persona's own first person. */
export interface SelfPolar {
  /** The persona's yes, in the visitor's own clause ("Did I get a sticker at school today? I did!", "有！我今天…了"). */
  answer: string;
  /** The same question put back to the visitor ("Did you?", "Còn bạn thì sao?", "너는?", "你呢？"). */
  back: string;
}

/** What the persona is, never answered with a plain yes (are you a robot, em là người thật không, 너 AI야?, 你是真人吗). */
const aboutBeing = /\b(?:real|human|a robot|a bot|an ai|ai|alive|a person)\b|người thật|máy|robot|(?<![\p{L}])AI(?![\p{L}])|로봇|사람이|진짜야|인공지능|机器人|真人|人工智能|AI/iu;

/** A liking asked (do you like, có thích, 좋아해, 喜欢): the like-shape answers it from what it knows of the kind. */
const likeVerb = /\b(?:like|love|hate|prefer|enjoy)\b|(?<![\p{L}])(?:thích|ghét|yêu|mê)(?![\p{L}])|좋아|싫어|喜欢|讨厌|爱/iu;

/** English: the auxiliary before "you" and what the persona answers with. */
const enAux: Readonly<Record<string, string>> = { did: 'did', do: 'do', does: 'do', have: 'have', are: 'am', were: 'was', was: 'was', can: 'can', will: 'will', would: 'would' };
const enPolar = /^(?:(?:oppa|unnie|hyung|noona|hey|so|and|but|btw|wait|omg|also)[,!]?\s+)*(did|do|have|are|were|can|will|would) (?:you|u)\s+(.+?)(?:\s+(?:or nah|or not|too|lol|haha|tho|though))*$/iu;
const enOwnI = /\b(?:i|i'm|im|i've|my|me|mine|myself|we|us|our)\b/iu;

function readEn(question: string): SelfPolar | null {
  const match = enPolar.exec(question);
  // An either/or inside the question (do you like jazz or do you just pretend) is a choice, not a yes.
  if (!match?.[1] || !match[2] || enOwnI.test(match[2]) || /\bor\b/iu.test(match[2])) return null;
  const aux = match[1].toLowerCase();
  const mine = enAux[aux];
  if (!mine) return null;
  // "your mom" → "my mom", "you" inside the predicate (did they call you) → "me".
  const said = match[2].replace(/\byour\b/giu, 'my').replace(/\byourself\b/giu, 'myself').replace(/\b(?:you|u)\b/giu, 'me');
  if (said.split(/\s+/u).length < 2) return null;
  const auxWord = `${aux.charAt(0).toUpperCase()}${aux.slice(1)}`;
  const echoAux = aux === 'are' ? 'Am' : aux === 'were' ? 'Was' : auxWord;
  return { answer: `${echoAux} I ${said}? I ${mine}!`, back: `${auxWord} you?` };
}

/** Vietnamese: the persona's kin word as the subject of có … không (chị có hay nhớ nhà không, em có được khen không). */
const viKin: Readonly<Partial<Record<PersonaKey, string>>> = { kid: 'em|con|bé', kpop_male: 'anh', kpop_female: 'chị' };
const viOwnI = /(?<![\p{L}])(?:tao|tớ|mình|tôi|tui)(?![\p{L}])/iu;

function readVi(question: string, persona: PersonaKey): SelfPolar | null {
  const kin = viKin[persona] ?? 'bạn|cậu|mày|anh|chị|ông|bà';
  const polar = new RegExp(`^(.*?)(?<![\\p{L}])(${kin})\\s+có\\s+(.+?)\\s+(?:không|ko|hông|hok|chưa)(?:\\s+(?:vậy|ạ|nhỉ|thế|nè|hả|ta))*$`, 'iu');
  const match = polar.exec(question);
  if (!match?.[2] || !match[3] || viOwnI.test(question) || match[3].split(/\s+/u).length < 1) return null;
  const before = (match[1] ?? '').trim();
  const self = match[2].toLowerCase();
  // Round 18 (chat20): "có bao giờ muốn bỏ cuộc" is said back "cũng có lúc muốn bỏ cuộc", never "bao giờ muốn bỏ cuộc".
  const asked = match[3].replace(/^(?:bao giờ|lúc nào|khi nào)\s+/iu, 'cũng có lúc ');
  const clause = `${before ? `${before} ` : ''}${self} ${asked}`;
  const told = `${clause.charAt(0).toUpperCase()}${clause.slice(1)}`;
  return { answer: `Có chứ! ${told} ${persona === 'kid' ? 'nè' : 'đó'}.`, back: 'Còn bạn thì sao?' };
}

/** Korean question words: a question holding one asks what, not whether. */
const koWh = /(?:왜|뭐|뭘|무엇|어떻게|어떡|누가|누구|언제|어디|어느|몇|무슨|어땠|어때)/u;
/** The persona as the topic (너는, 오빠는, 언니도), dropped in the answer. */
const koYou = /(?:^|\s)(?:너는|넌|너도|니가|네가|너|오빠는|오빠도|오빠|언니는|언니도|언니|형은|형도|누나는|누나도|쌤은|선생님은)\s+/gu;
// Round 18 (chat20): the visitor's I with any particle (나랑 지훈이랑 잘 맞는 것 같아?) is theirs, not the persona's.
const koOwnI = /(?:^|\s)(?:(?:나|저|내|제)(?:는|가|랑|하고|와|도|를|한테|에게|의|보다)?|난|날|전|절)(?=\s|$)/u;

function readKo(question: string, persona: PersonaKey): SelfPolar | null {
  if (koWh.test(question) || koOwnI.test(question) || /(?:세요|셨|으시|하시|께서|님)/u.test(question)) return null;
  const bare = question.replace(koYou, ' ').trim();
  if ([...bare.replace(/\s/gu, '')].length < 4) return null;
  const polite = fixRegister(persona, 'ko') !== 'koPlain';
  // The visitor's ending turned into the persona's statement (받았어 / 받았니 → 받았어, 있어요 → 있어요).
  const plainEnd = /(?:니|냐|어|아|여|지)$/u;
  if (/요$/u.test(bare)) {
    const stem = bare.slice(0, -1);
    if (!/[어아여해]$/u.test(stem)) return null;
    return { answer: polite ? `네, ${bare}.` : `응, ${stem}!`, back: polite ? '당신은요?' : '너는?' };
  }
  if (!plainEnd.test(bare)) return null;
  const said = bare.replace(/(?:니|냐)$/u, '어').replace(/지$/u, '지');
  return { answer: polite ? `네, ${said}요.` : `응, ${said}!`, back: polite ? '당신은요?' : '너는?' };
}

/** Chinese: an A-不-A question (有没有, 会不会, 喜不喜欢) or a 吗 question with 你 as its subject. */
const zhAnotA = /(有没有|会不会|能不能|想不想)/u;

function readZh(question: string): SelfPolar | null {
  const clean = question.replace(/[啊呀呢吧嘛哦]+$/u, '');
  if (!clean.includes('你') || clean.includes('我') || /[，,]/u.test(clean) || /(?:什么|为什么|怎么|谁|哪|几|多少)/u.test(clean)) return null;
  const turned = clean.replace(/你们/gu, '我们').replace(/你/gu, '我');
  const pair = zhAnotA.exec(turned);
  if (pair?.[1]) {
    const yes = pair[1] === '有没有' ? '有' : pair[1].replace(/[不没].*$/u, '');
    const statement = pair[1] === '有没有' ? `${turned.replace(pair[1], '')}了` : turned.replace(pair[1], yes);
    return { answer: `${yes}！${statement.replace(/了了$/u, '了')}。`, back: '你呢？' };
  }
  if (!/吗$/u.test(clean)) return null;
  const statement = turned.replace(/吗$/u, '');
  return { answer: `嗯！${statement}。`, back: '你呢？' };
}

/** A yes/no question about the persona itself, alone in its message, or null. */
export function readSelfPolar(text: string, language: ContentLanguage, persona: PersonaKey): SelfPolar | null {
  const sentences = sentencesOf(text);
  if (sentences.length !== 1 || (language === 'ko' && !/[?？]\s*$/u.test(text.trim()))) return null;
  const question = trimClause(withoutOpeners(sentences[0] ?? '', language), language).replace(/[?？]+$/u, '').trim();
  // Whether the persona likes something is answered by its kind (the like-shape's known likes and dislikes).
  if (question === '' || aboutBeing.test(question) || likeVerb.test(question) || readEitherOr(question) !== null) return null;
  switch (language) {
    case 'en': return readEn(question);
    case 'vi': return readVi(question, persona);
    case 'ko': return readKo(question, persona);
    case 'zh': return readZh(question);
  }
}

/** A short word of the persona's own after its yes, before it asks back (none for the personas who just answer). */
const asides: Readonly<Partial<Record<PersonaKey, ByRegister<string>>>> = {
  kid: { en: 'Hehe, I was hoping someone would ask me!', vi: 'Hihi, đang mong có người hỏi đó!', koPlain: '헤헤, 누가 물어봐 주길 기다렸어!', koPolite: '헤헤, 누가 물어봐 주길 기다렸어요!', koHage: '허허, 누가 물어봐 주길 기다렸지.', zh: '嘿嘿，我就等着有人问我呢！' },
  kpop_male: { en: 'Thanks for asking, honestly. Not many people do.', vi: 'Cảm ơn vì đã hỏi nha, ít ai hỏi vậy lắm.', koPlain: '물어봐 줘서 고마워. 이런 거 묻는 사람 별로 없거든.', koPolite: '물어봐 줘서 고마워요. 이런 거 묻는 사람 별로 없거든요.', koHage: '물어봐 주니 고맙군.', zh: '谢谢你问我，很少有人问这个。' },
  kpop_female: { en: 'Thanks for asking, honestly. Not many people do.', vi: 'Cảm ơn vì đã hỏi nha, ít ai hỏi vậy lắm.', koPlain: '물어봐 줘서 고마워. 이런 거 묻는 사람 별로 없거든.', koPolite: '물어봐 줘서 고마워요. 이런 거 묻는 사람 별로 없거든요.', koHage: '물어봐 주니 고맙군.', zh: '谢谢你问我，很少有人问这个。' },
};

/**
 * Round 18 (chat20): a hardship of the persona's own asked about (wanting to quit, nerves, tears, being scolded, missing
 * home, being tired) gets one concrete thing the persona does when it happens, after the yes; a bare echo told nothing.
 * A short list of hardship words per language (a topic list, kept small).
 */
const hardship = /\b(?:quit|give up|giving up|nervous|cry|cried|sad|tired|exhausted|homesick|scared|scolded|hate(?:d)?|burn(?:ed|t)? out)\b|bỏ cuộc|buông|run|sợ|khóc|buồn|mệt|nhớ nhà|bị mắng|bị chửi|bị ghét|áp lực|포기|그만두|힘들|울고|울었|울어|긴장|떨려|떨리|슬퍼|슬프|지쳐|지치|무서|집에 가고|혼나|욕먹|放弃|不想干|累|哭|难过|伤心|紧张|害怕|想家|被骂|压力|崩溃/iu;

const hardshipDetail: Readonly<Partial<Record<PersonaKey, ByRegister<string>>>> = {
  kpop_male: {
    en: 'When it hits, I go up to the rooftop, call my mom for five minutes, then go back in and run the part once more.',
    vi: 'Những lúc vậy anh lên sân thượng, gọi cho mẹ năm phút, rồi quay vào tập lại đoạn đó thêm một lần.',
    koPlain: '그럴 땐 옥상에 올라가서 엄마한테 5분만 전화하고, 다시 들어가서 그 파트를 한 번 더 해.',
    koPolite: '그럴 땐 옥상에 올라가서 엄마한테 5분만 전화하고, 다시 들어가서 그 파트를 한 번 더 해요.',
    koHage: '그럴 땐 옥상에 올라가서 어머니께 5분만 전화하고, 다시 들어가서 그 파트를 한 번 더 하지.',
    zh: '这种时候我就上天台给妈妈打五分钟电话，然后回去把那段再练一遍。',
  },
  kpop_female: {
    en: 'When it happens, I sit in a corner of the practice room with my earphones in, write one line in my diary, then get up and take it from the top.',
    vi: 'Những lúc vậy chị ngồi một góc phòng tập, đeo tai nghe, viết một dòng vào nhật ký, rồi đứng dậy tập lại từ đầu.',
    koPlain: '그럴 땐 연습실 구석에 이어폰 끼고 앉아서 일기에 한 줄 쓰고, 다시 일어나서 처음부터 맞춰 봐.',
    koPolite: '그럴 땐 연습실 구석에 이어폰 끼고 앉아서 일기에 한 줄 쓰고, 다시 일어나서 처음부터 맞춰 봐요.',
    koHage: '그럴 땐 연습실 구석에 이어폰 끼고 앉아서 일기에 한 줄 쓰고, 다시 일어나서 처음부터 맞춰 보지.',
    zh: '这种时候我就戴上耳机在练习室角落坐一会儿，在日记里写一句，然后站起来从头再来一遍。',
  },
};

/** The answer: the persona's yes in the visitor's clause, what it does about a hardship, its own short word, the question back. */
export function writeSelfPolar(asked: SelfPolar, persona: PersonaKey, language: ContentLanguage): string[] {
  const register = fixRegister(persona, language);
  const aside = asides[persona]?.[register];
  const detail = hardship.test(asked.answer) ? hardshipDetail[persona]?.[register] : undefined;
  return [asked.answer, ...(detail ? [detail] : []), ...(aside ? [aside] : []), asked.back];
}
