/**
 * Round 10 (shape SELF): a question the visitor puts to the persona about itself — "what do you want to be when you
 * grow up?", "bạn thích làm gì cuối tuần?", "넌 뭐 할 때 제일 행복해?", "你今天累不累？" — is answered in character
 * by its topic (dream, favourite food, fear, today, free time, or an honest "I'd have to think" for any other topic),
 * then asked back. Recognised from the question's grammar: addressed to "you", no first person of the visitor in it,
 * not a request ("can you…", "do you think…") nor an invitation.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { selfAskBack, selfLines, selfOtherLines, type SelfTopic } from './data/persona-chat/shape-self-lines.ts';
import { speaksPoliteKorean } from './persona-chat-shape-words.ts';

/** A question about the persona itself, by topic. */
export interface SelfQuestion {
  topic: SelfTopic;
}

/** The topic words of a question about the persona, per language, checked in this order. */
const topicWords: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [Exclude<SelfTopic, 'other'>, RegExp]>>> = {
  en: [
    ['dream', /\bgrow(?:s|n)? up\b|\bdreams?\b|\bwant(?:ed)? to be\b|\bwhen you(?:'re|’re| are) older\b|\bfuture\b/iu],
    ['fear', /\bscared\b|\bafraid\b|\bfears?\b|\bscares? you\b|\bscariest\b|\bfrighten/iu],
    ['food', /\bfoods?\b|\bdish(?:es)?\b|\beat\b|\bmeals?\b|\bsnacks?\b|\bdesserts?\b|\bcuisine\b/iu],
    ['free', /\bweekends?\b|\bfree time\b|\bspare time\b|\bdays? off\b|\bhobb(?:y|ies)\b|\bfor fun\b|\bhappiest\b|\bmakes? you (?:happy|smile)\b|\brelax(?:ing)?\b|\bunwind\b|\bchill(?:ing)?(?: out)?\b|\bdowntime\b|\bme[- ]time\b|\b(?:to|you) rest\b|\boff (?:duty|work)\b|\bwhen you(?:'re|’re| are) not (?:\w+ing|on stage|at work)\b|\bafter (?:work|practice|school)\b|\bde-?stress\b|\brecharg(?:e|ing)\b|\bdecompress\b|\bblow off steam\b|\bunwind(?:ing)?\b|\breset after\b/iu],
    ['today', /\btired\b|\bsleepy\b|\bhow are you\b|\bhow(?:'s|’s| is| was) your day\b|\bhow(?:'re|’re| are) you (?:doing|feeling)\b|\bwhat(?:'re|’re| are) you (?:doing|up to)\b|\bbusy today\b/iu],
  ],
  vi: [
    ['dream', /lớn lên|ước mơ|mơ ước|muốn trở thành|muốn làm nghề|tương lai/iu],
    ['fear', /(?:^|\s)sợ(?=\s|$|[?,.!])/iu],
    ['food', /thích ăn|món (?:gì|nào)|món ăn|ăn gì/iu],
    ['free', /cuối tuần|ngày nghỉ|lúc rảnh|khi rảnh|rảnh thì|sở thích|vui nhất|hạnh phúc nhất|thích làm gì|rảnh rỗi|thư giãn|nghỉ ngơi|xả (?:stress|hơi)|giải trí|lúc không (?:làm|đi|nấu|diễn|tập|học)|ngoài giờ|sạc (?:lại )?pin|nạp (?:lại )?năng lượng|lấy lại năng lượng|hồi sức|xả stress/iu],
    ['today', /mệt (?:không|ko|hông|chưa)|có mệt|hôm nay (?:thế nào|ra sao|sao rồi|ổn không)|đang làm gì|khỏe không|ổn không|buồn ngủ/iu],
  ],
  ko: [
    ['dream', /커서|꿈이|꿈은|장래희망|되고 싶|미래에/u],
    ['fear', /무서워|무서운|두려운|두려워|겁나/u],
    ['food', /좋아하는 음식|음식 뭐|음식이 뭐|뭐 먹는 거|최애 음식|매일 먹어도|즐겨 먹|무슨 음식/u],
    ['free', /쉬는 날|주말에?|휴일|취미|시간 날 때|쉴 때|행복해|행복할 때|행복한 때|기쁠 때|쉬(?:세요|셔요|어요|나요|니|냐|어\?)|뭐 하면서 쉬|쉬는 시간|휴식|스트레스(?:를|는)? 풀|기분 전환|안 할 때|여가|쉬면서|쉬려고|(?:어떻게|뭐로|뭘로|뭐 하면서) 풀|충전|재충전|힐링|회복해|기운 (?:내|차리)/u],
    ['today', /피곤해|피곤하|피곤한|오늘 (?:어때|기분|컨디션|하루)|뭐 하고 (?:있|지내)|요즘 어때|뭐해|뭐 해|졸려|잘 지내/u],
  ],
  zh: [
    ['dream', /长大|梦想|想当|想成为|将来|未来/u],
    ['fear', /害怕|怕什么|最怕|恐惧/u],
    ['food', /爱吃|喜欢吃|最喜欢的(?:食物|菜|吃的)|吃什么|美食|天天吃/u],
    ['free', /周末|休息日|休息|空闲|有空的时候|爱好|兴趣|最开心|最快乐|放假|放松|解压|减压|闲下来|不(?:工作|上班|练习|做饭)的时候|下班(?:后|以后|了)|消遣|业余|充电|回血|恢复精力|解乏|放空/u],
    ['today', /累不累|累吗|累了吗|今天(?:怎么样|好吗|心情)|在干(?:嘛|什么)|在做什么|忙吗|忙不忙|困吗|困不困|还好吗/u],
  ],
};

/** "your favourite…", "do you like…", "tell me about yourself": a question about the persona on any other topic. */
const otherWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\byour fav(?:ou?rite)?\b|\bdo you (?:like|love|prefer)\b|\babout yourself\b/iu,
  vi: /yêu thích nhất|thích (?:nhất|gì nhất)|có thích|thích (?:con|món|màu|bài|cái|môn|mùa|nơi|đồ)?\s?[\p{L}\p{M}]+ nào nhất/iu,
  ko: /제일 좋아하는|최애|좋아하는 거/u,
  zh: /最喜欢|喜不喜欢|喜欢什么/u,
};

/** The message speaks to the persona ("you") in a question, per language. */
const addressed: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:you|your|yourself|u|ur)\b/iu,
  vi: /(?:^|[\s,])(?:bạn|cậu|anh|chị|em|bé|con|mày|ông|cô|chú|ngài|bồ)(?=\s|$|[?,.!])/iu,
  ko: /(?:^|\s)(?:너|넌|너는|너도|니가|네가|당신|자기)(?=\s|$)|[가-힣]님(?:은|는|도|이|께서)?(?=\s)|(?:오빠|언니|누나|형|쌤)(?:은|는|도|이)?(?=\s)|(?:세요|셨어요|시나요|시죠|세여)\s*[?？~!.]*$/u,
  zh: /你|您/u,
};

/** A question form, per language (Korean questions are read by their endings above). */
const questionForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /[?？]|^\s*(?:what|what's|whats|how|are|do|did|who|which|where|when)\b/iu,
  // Round 17: an indefinite (ngày nào cũng, gì cũng) asks nothing: "ngày nào cũng sợ lên công ty" is told, not asked.
  vi: /[?？]|(?:^|\s)(?:gì|không|ko|hông|chưa|nào|sao|thế nào|ra sao)(?=\s|$|[?,.!])(?!\s+cũng(?![\p{L}]))/iu,
  ko: /[?？]|(?:니|냐|나요|까|까요|세요|어|해|야)\s*[~!.]*$/u,
  zh: /[?？]|吗|呢|什么|啥|干嘛|怎么样|[累忙困好](?:不|没)[累忙困好]/u,
};

/** The visitor speaking of themselves, or asking for something: not a question about the persona. */
const notAboutPersona: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:I|I'm|I’m|I've|I’ve|I'd|my|me|mine|we|us|our)\b|\b(?:can|could|would|will) you\b|\bdo you (?:think|know|remember|wanna)\b|\bwant to (?:go|come|grab|get|see|watch|hang|meet|join)\b|\bwhat do you think\b|\blet['’]?s\b|\bshould\b/iu,
  vi: /(?:^|[\s,])(?:mình|tôi|tớ|tao|tui)(?=\s|$|[?,.!])|giúp|nên (?:làm|ăn|chọn)|đi (?:chơi|ăn|uống|xem) không|nhé|nha(?=\s|$|[?,.!])/iu,
  ko: /(?:^|\s)(?:나|난|내가|나는|저|전|제가|저는|우리)(?=\s|$)|(?:자|래|ㄹ래|을래|할래|갈래|[가-힣]까|까요)\s*[?？!~.]*$|알려\s?줘|추천|해\s?줄래|도와/u,
  zh: /我|咱|一起|吧|要不要|帮|你觉得|你说|推荐|有空吗|有没有空|有时间吗|想去/u,
};

/** The question about the persona itself in a message, or null. */
export function readSelfQuestion(text: string, language: ContentLanguage): SelfQuestion | null {
  const trimmed = text.trim();
  // A long message tells something; the shape is a short question put to the persona.
  if (trimmed.length === 0 || trimmed.length > 90) return null;
  const cleaned = language === 'en' ? trimmed.replace(/\btell me\b/giu, '') : trimmed;
  if (!questionForm[language].test(cleaned) || notAboutPersona[language].test(cleaned)) return null;
  // Round 11: a Vietnamese call ("Chị ơi, chị thường…") is not the subject; the one asked is the word after it.
  const called = language === 'vi' ? /^\s*[\p{L}]+\s+ơi[\s,!.]*/iu.exec(cleaned) : null;
  const after = called ? addressed[language].exec(cleaned.slice(called[0].length)) : null;
  const to = after ? Object.assign(after, { index: after.index + (called?.[0].length ?? 0) }) : addressed[language].exec(cleaned);
  // Korean drops the subject: "피곤해?" and "오늘 뭐해?" ask about the persona's day without naming it.
  const today = topicWords[language].find(([topic]) => topic === 'today')?.[1];
  // Rest and free time are asked without a subject too ("lúc rảnh làm gì?", "休息的时候干嘛？", "뭐 하면서 쉬어?").
  const free = topicWords[language].find(([topic]) => topic === 'free')?.[1];
  const subjectless = language !== 'en' && cleaned.length <= 24 && ((language === 'ko' && today?.test(cleaned)) || free?.test(cleaned));
  if (!to && !subjectless) return null;
  // Vietnamese names the one asked right before the verb ("bé muốn làm nghề gì", "chị có mệt không").
  const scope = language === 'vi' && to ? cleaned.slice(to.index, to.index + to[0].length + 44) : cleaned;
  const found = topicWords[language].find(([, pattern]) => pattern.test(scope) && (language !== 'vi' || pattern.test(cleaned.slice(to?.index ?? 0))));
  if (found) return { topic: found[0] };
  return otherWords[language].test(scope) ? { topic: 'other' } : null;
}

/** The persona's answer about itself on the question's topic, then the question asked back. */
export function writeSelfAnswer(question: SelfQuestion, persona: PersonaKey, language: ContentLanguage, c: PhraseComposer): string[] {
  const register = language === 'ko' && speaksPoliteKorean(persona) ? 'koPolite' : language;
  const answer = question.topic === 'other' ? selfOtherLines[register] : selfLines[language][persona][question.topic];
  const back = selfAskBack[register][question.topic];
  // Round 11: the question back is one of three, so seeds do not repeat it.
  return [c.line(answer), back[c.int(0, back.length - 1)] ?? ''];
}
