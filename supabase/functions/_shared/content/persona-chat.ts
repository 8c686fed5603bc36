/**
 * Persona chat: answers the last visitor message in one of nine voices. When the message describes a situation (a
 * theft, a cold, a fight, an interview, a move…) the reply takes it up with a concrete next step, naming who and what
 * is involved; otherwise it answers by intent (greeting, feelings, food, plans…), echoing the topic it mentions.
 * It remembers earlier topics, the visitor's name and mood and the length of the chat, and avoids sentences it
 * already said in the same conversation. Keywords match on word and morpheme boundaries (keyword-match.ts).
 */
import { tracePath, traceRun } from './content-trace.ts';
import { readSelfPolar, writeSelfPolar } from './persona-chat-self-polar18.ts';
import { readAskedParts, writeAskedParts } from './persona-chat-ask-back18.ts';
import { withStarSign } from './persona-chat-sign13.ts';
import { readEitherOr as readAnyEitherOr, type EitherOr } from './fortune-choice.ts';
import { isRealChoice, readLiteralQuestion, writeKidWhy, writeLiteralAnswer } from './persona-chat-literal16.ts';
import { labelOptions } from './fortune-option-label.ts';
import type { ChatMessage, ContentGenerator, ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { PhraseComposer, joinSentences } from './phrase-grammar.ts';
import { normalizeForMatch } from './text-tools.ts';
import { sentenceTexts } from './text-segments.ts';
import { hasAnyKeyword, lexiconKeysInOrder, matchDocument, rankLexicon, type MatchDocument } from './keyword-match.ts';
import { chatIntents, type ChatIntent, type PersonaVoice } from './data/persona/persona-pack.ts';
import { chatTopics, intentKeywords, type TopicKind } from './data/persona/chat-lexicon.ts';
import { personaPacks } from './data/persona/packs.ts';
import {
  chatIngredients, chatPeople, chatPets, chatRecipes, chatShops, chatSituations, chatThings, dishRequestPatterns, hospitalKeywords, illnessKeywords, situationKeywords,
  type ChatEntity, type ChatSituation,
} from './data/persona/chat-situations.ts';
import { situationLines } from './data/persona/chat-situation-lines.ts';
import { writeLifeSituation } from './persona-chat-situation19.ts';
import { writeChoice } from './persona-chat-choice19.ts';
import { adaptVietnameseAddress, isEventInvitation, readChatFrame as readAnyFrame, writeFrameReply, type ChatFrame } from './persona-chat-frames.ts';
import { readChatAsk, readSetback, writeTopicAnswer } from './persona-chat-topics.ts';
import type { TopicFamily } from './data/persona/chat-topic-lines.ts';
import { isCleanOption } from './chat-noun-phrase.ts';
import { readRoleRequest, writeAskBack, writeRoleReply, type RoleRequest } from './persona-chat-role.ts';
import { readCaseThread, writeCaseThread } from './persona-chat-case.ts';
import { readPastEvent } from './past-event.ts';
import { writePastEventChat } from './past-event-reply.ts';
import { readStressors, writeStressorReply } from './persona-chat-stressors.ts';
import { readAskForm, writeAskAnswer } from './persona-chat-ask.ts';
import { readDishAsk, writeDishAnswer } from './persona-chat-dish.ts';
import { readDiet, writeDietLines } from './persona-chat-diet.ts';
import { withoutToldQuestions } from './persona-chat-told.ts';
import { mysteryAsk, topicIngredients } from './data/persona/chat-topic-words.ts';
import { readKidQuestion, writeKidAnswer } from './persona-chat-kid.ts';
import { writeChatShape } from './persona-chat-fix.ts';
import { readOtherEvent, writeOtherAnswer } from './persona-chat-fix-others.ts';
import { readOtherNewStart } from './persona-chat-shape11-others.ts';
import { writeWave2Shape } from './persona-chat-shape11b-pick.ts';
import { writeRound12Shape } from './persona-chat-pick12.ts';
import { readOutcome, writeOutcome } from './persona-chat-outcome13.ts';
import { readAskedAgain, writeAskedAgain } from './persona-chat-pressure13.ts';
import { readMomentQuestion, writeMomentAnswer } from './persona-chat-moment17.ts';
import { readKidWh, writeKidGuess } from './persona-chat-kid-guess17.ts';
import { readVisitorQuestion, writeVisitorQuestion, type FailureClass, type VisitorQuestion } from './persona-chat-question14.ts';
import { readKitchenRescue } from './persona-chat-fix-kitchen.ts';
import { tellsEventDone } from './persona-chat-tense14.ts';
import { readLaterQuestion, readPastTold, sentencesWithEllipsis, writeLaterQuestion } from './persona-chat-later15.ts';
import { readFeelingAsked, writeFeelingAsked } from './persona-chat-feeling15.ts';
import { wishNotInvitation } from './persona-chat-own-wish15.ts';
import { readYouToo, writeYouToo } from './persona-chat-you-too15.ts';
import { readMeaningAsked, writeMeaningAsked } from './persona-chat-meaning15.ts';
import { readFanDoubt, writeFanDoubt } from './persona-chat-fan-doubt15.ts';
import { readFanWorry, writeFanWorry } from './persona-chat-fan-worry16.ts';
import { readOwnWorkAsked, writeOwnWorkAsked } from './persona-chat-own-work16.ts';
import { readReluctance, writeReluctance } from './persona-chat-reluctance16.ts';
import { readLaterShould, writeLaterShould } from './persona-chat-later-should15.ts';
import { endsTie } from './persona-chat-end-tie16.ts';
import { doughDish } from './persona-chat-dough16.ts';
import { barsHaving, toldAsPast } from './persona-chat-tense15.ts';
import { judgedTail, ownDecision, readDecideQuestion, readPlanQuestion, writeDecideQuestion } from './persona-chat-decide14.ts';
import { sentencesOf, trimClause } from './persona-chat-clause12.ts';
import { leftOut, withoutNegatedHaving } from './persona-chat-negation14.ts';
import { contentLanguages } from '../contract/content-types.ts';
import { clauseStance, readTellBack, tellsReplay, writeTellBack } from './persona-chat-tellback12.ts';
import { readTail, withoutTail, writeRough, writeTail } from './persona-chat-tail19.ts';
import { fixRegister } from './persona-chat-fix-voice.ts';
import { readSharedMemory, writeMemoryLines } from './persona-chat-shape11-memory.ts';
import { readGroupMove, writeGroupMoveLines } from './persona-chat-shape11-group.ts';
import { guardEcho } from './persona-chat-fix-net.ts';
import { groundedLines, groundedSubjects } from './data/persona/chat-grounded-lines.ts';
import { writeShapeAnswer } from './persona-chat-shape-answer.ts';
import { groundedRegister, hasGround, readGrounded, readSubjects, setGroundedSlots, tellsWorry, writeGroundedAddOn, writeGroundedReply, type GroundedReading } from './chat-grounded.ts';

/** What the chat engine read from the conversation. */
export interface ChatReading {
  intent: ChatIntent;
  intents: ChatIntent[];
  topics: string[];
  earlierTopics: string[];
  userName: string | null;
  userTurns: number;
  moodImproved: boolean;
  /** Whether the visitor's previous message was heavy (tired, sad, stressed): an invitation that follows it gets a word of comfort. */
  heavyBefore: boolean;
  /** The situation the last message describes, if any. */
  situation: ChatSituationReading | null;
}

type HeavyMood = 'sad' | 'tired' | 'stressed';
const heavyMoods: ReadonlySet<ChatIntent> = new Set<HeavyMood>(['sad', 'tired', 'stressed']);
const lightMoods: ReadonlySet<ChatIntent> = new Set(['happy', 'thanks', 'compliment']);
const topicKindOfIntent: Partial<Record<ChatIntent, TopicKind>> = { food: 'food', work: 'work', love: 'love', plans: 'plans', weather: 'weather' };

/** Intents of one message, in the order of the intent list; `unknown` when nothing matches. */
export function detectIntents(message: string | MatchDocument): ChatIntent[] {
  const doc = typeof message === 'string' ? matchDocument(message) : message;
  const found: ChatIntent[] = [];
  for (const intent of chatIntents) {
    if (intent === 'unknown') continue;
    if (hasAnyKeyword(doc, intentKeywords[intent])) found.push(intent);
    else if (intent === 'question' && /[?？]/.test(doc.text)) found.push(intent);
  }
  // The lead's read of round 9: lunch eaten alone is loneliness, and coffee spilled on a stranger a mishap; neither is
  // a wish for food ("cáu vì đói", "拿到公园坐在草地上吃" answered them).
  if (found.includes('food') && foodNotTheTopic.test(doc.text)) found.splice(found.indexOf('food'), 1);
  return found.length > 0 ? found : ['unknown'];
}

const topicLexicon: Readonly<Record<string, readonly string[]>> = Object.fromEntries(Object.entries(chatTopics).map(([key, topic]) => [key, topic.match]));

/** Food named in a mishap (spilled, knocked over) or in eating alone: the message is not about food. */
const foodNotTheTopic = /(?:ăn|ăn trưa|ăn tối|ăn cơm)(?: trưa| tối)? một mình|\beat(?:s|ing)? (?:lunch |dinner |breakfast )?(?:all )?(?:alone|by myself)\b|\bspill(?:ed|t|s)?\b|\bknocked over\b|혼밥|혼자 (?:밥|점심|저녁)|쏟았|쏟아|一个人吃|自己一个人吃|洒在|洒了|泼在|泼了|làm đổ|đổ (?:cà phê|nước|trà|sữa)/iu;

/** Topic keys a message mentions, in order of appearance (a phrase hides the words inside it; a sick pet is not the visitor's cold). */
function detectTopics(message: string | MatchDocument): string[] {
  const keys = lexiconKeysInOrder(message, topicLexicon);
  return keys.includes('cat') || keys.includes('dog') ? keys.filter((key) => key !== 'sick') : keys;
}

const entityLexicon = (entities: Readonly<Record<string, ChatEntity>>): Readonly<Record<string, readonly string[]>> =>
  Object.fromEntries(Object.entries(entities).map(([key, entity]) => [key, entity.match]));
const peopleLexicon = entityLexicon(chatPeople);
const petLexicon = entityLexicon(chatPets);
const thingLexicon = entityLexicon(chatThings);
const shopLexicon = entityLexicon(chatShops);
const ingredientLexicon = entityLexicon(chatIngredients);

/** A situation a message describes, with who and what it involves. */
export interface ChatSituationReading {
  situation: ChatSituation;
  person: string | null;
  pet: string | null;
  thing: string | null;
  shop: string | null;
  ingredients: string[];
  /** The dish the visitor wants to learn, in their own words. */
  dish: string | null;
  /** The pet's own name, learned from an earlier turn ("우리 강아지 이름은 콩이야") and used again in this one. */
  petName?: string | null;
}

/** A pet's name given in a message: "my dog is called Max", "우리 강아지 이름은 콩이야", "con mèo nhà em tên Mướp", "我家狗叫豆豆". */
export function petNameIn(text: string): string | null {
  const patterns: readonly RegExp[] = [
    /\b(?:[Mm]y|[Oo]ur)\s+(?:dog|cat|puppy|kitten|bunny|hamster)(?:'s name|’s name)?\s+(?:is\s+)?(?:called\s+|named\s+)?(\p{Lu}\p{Ll}+)/u,
    /\b(?:dog|cat|puppy|kitten)\s+(?:called|named)\s+(\p{Lu}\p{Ll}+)/u,
    /(?:강아지|고양이|냥이|댕댕이|개)\s?(?:이름은|이름이|이름)\s?([가-힣]{1,4}?)(이야|야|예요|이에요|입니다|이고|라고|이라고)?(?=[!.,?~\s]|$)/u,
    /(?:chó|mèo|cún|bé cún|bé mèo)(?:\s+nhà\s+(?:em|mình|tao|tớ|tôi))?\s+(?:tên là|tên)\s+(\p{Lu}\p{Ll}*)/u,
    /(?:狗狗|狗|猫咪|猫)(?:的名字)?叫([\u4e00-\u9fff]{1,3}?)(?=[，。！？,.!?\s]|$|哦|呀|啊|呢)/u,
  ];
  for (const pattern of patterns) {
    const found = pattern.exec(text);
    const name = found?.[1];
    // "이름은 콩이야": 콩 + 이야 or 콩이 + 야 — the name is said "콩이" either way ("콩이가 양말을…").
    if (name) return found?.[2]?.startsWith('이') ? `${name}이` : name;
  }
  return null;
}

/**
 * The situation the last message describes, or null. Derived situations come first (a relative with an illness word is
 * family_hospital, a pet with one is pet_sick, ingredients with a fridge or a food word are cooking); otherwise the
 * situations found, in the order of the situation list (most specific first); a pet alone is pet news. Who is involved
 * may come from an earlier message ("my best friend…" then "she has not answered").
 */
export function detectSituation(messages: readonly string[]): ChatSituationReading | null {
  const lastText = messages[messages.length - 1] ?? '';
  const doc = matchDocument(lastText);
  const found = new Set(rankLexicon(doc, situationKeywords).map((hit) => hit.key));
  const firstOf = (lexicon: Readonly<Record<string, readonly string[]>>): string | null => rankLexicon(doc, lexicon)[0]?.key ?? null;
  let person = firstOf(peopleLexicon);
  for (let i = messages.length - 2; i >= 0 && person === null; i -= 1) person = rankLexicon(messages[i] as string, peopleLexicon)[0]?.key ?? null;
  // Round 14: a pet the visitor says they do not keep ("고양이는 안 키워요") is no pet of theirs (persona-chat-negation14.ts).
  // Round 14 second wave: nor one they may not keep ("my landlord won't let me have pets", 不让养, 못 키워).
  const pet = barsHaving(lastText) ? null : rankLexicon(matchDocument(withoutNegatedHaving(lastText)), petLexicon)[0]?.key ?? null;
  const ingredients = lexiconKeysInOrder(doc, ingredientLexicon);
  // Round 9: a pet that will not eat, or that the visitor worries about, is not good news.
  const illness = hasAnyKeyword(doc, illnessKeywords);
  // Round 9: a pet the visitor only worries about (not eating) is neither good news nor a vet visit: the grounded reply takes it.
  const worriedOnly = !illness && (tellsWorry(lastText) || readSubjects(lastText).includes('appetite'));
  if (pet && illness) found.add('pet_sick');
  else if (person && chatPeople[person]?.relative && hasAnyKeyword(doc, hospitalKeywords)) found.add('family_hospital');
  if (pet) found.delete('sick');
  // Round 9b: the birthday lines wish the visitor a happy birthday today; a birthday forgotten, over, or someone else's is not that.
  // Round 14: a party the visitor was left out of, or one someone else throws (表姐办生日会), is no birthday of theirs.
  if (found.has('birthday') && (notOwnBirthdayToday.test(lastText) || leftOut.test(lastText) || /(?<!我)(?:办|开)(?:了)?生日(?:会|派对|趴)/u.test(lastText))) found.delete('birthday');
  // Round 14: an interview or exam already had is not the day before it (persona-chat-tense14.ts).
  // Round 14 second wave: any event told in the past tense (어제 …봤는데, hôm qua, 昨天, last week) is over too.
  if (contentLanguages.some((language) => tellsEventDone(lastText, language)) || toldAsPast(lastText)) { found.delete('interview'); found.delete('exam'); }
  if (ingredients.length === 0) found.delete('cooking');
  // Listing two ingredients or more is asking what to cook ("leftover rice, two eggs, half an onion… what do I make?").
  else if (ingredients.length >= 2 || hasAnyKeyword(doc, intentKeywords.food)) found.add('cooking');
  const dish = dishRequestPatterns.map((pattern) => pattern.exec(lastText)?.[1]?.trim()).find((found) => Boolean(found)) ?? null;
  if (dish) found.add('recipe_request');
  // History (seventh round): a pet named in an earlier turn and named again now is the pet this message is about.
  let petName: string | null = null;
  for (let i = messages.length - 2; i >= 0 && petName === null; i -= 1) {
    const named = petNameIn(messages[i] as string);
    if (named && lastText.includes(named)) petName = named;
  }
  let situation = chatSituations.find((key) => found.has(key)) ?? null;
  if (petName && worriedOnly) return null;
  if (petName) situation = illness ? 'pet_sick' : 'pet_news';
  // Round 17: someone else's animal (my neighbor's dog, chó nhà hàng xóm, 옆집 개, 邻居家的狗) is no pet news of the visitor's.
  else if (!situation && pet && !othersAnimal.test(lastText)) situation = 'pet_news';
  if (!situation) return null;
  return { situation, person, pet, thing: firstOf(thingLexicon), shop: firstOf(shopLexicon), ingredients, dish, petName };
}

/** Round 17: an animal that belongs to someone else, by its possessor (X's dog, chó nhà hàng xóm, 옆집 개, 邻居家的狗). */
const othersAnimal = /\b(?!(?:my|our|your)\b)[a-z]+['’]s (?:\w+ )?(?:dog|dogs|puppy|cat|cats|kitten|parrot|bird|rabbit|hamster)\b|(?:chó|mèo|cún|con chó|con mèo)(?: nhà| của)? (?:hàng xóm|nhà bên|người ta|ai đó)|(?:옆집|이웃집|윗집|아랫집|남의 집|남의)\s?(?:개|강아지|고양이)|(?:邻居|别人|隔壁|楼上|楼下|对门)(?:家)?的?(?:狗|猫|狗狗|猫咪)/iu;

/**
 * The question frame of a message (persona-chat-frames.ts), except an invitation told in the past tense (Round 14 second
 * wave: "tối qua em đi hẹn hò lần đầu", "went on a date last night" is over, never one to say yes to) with no time of its own,
 * or an English "I want to…" that only states the visitor's own wish (round 15, persona-chat-own-wish15.ts).
 */
function readChatFrame(text: string): ChatFrame | null {
  const frame = readAnyFrame(text);
  // An invitation that names its own time to come (下周五…, next Friday) stays one beside a past clause.
  if (frame?.kind === 'invitation' && frame.when === null && toldAsPast(text)) return null;
  // Round 15: the visitor's own wish told to someone else ("told my mom i want to quit piano") proposes nothing to the persona.
  if (frame?.kind === 'invitation' && wishNotInvitation(text)) return null;
  // Round 15: a case needs someone unknown; one whose doer the visitor names ("my roommate keeps eating my snacks") is no
  // mystery to investigate (never "watch who avoids your eye"), unless a who-word asks for one.
  return frame?.kind === 'case' && (namedDoer.test(text) || rankLexicon(text, peopleLexicon).length > 0) && !unknownDoer.test(text) ? null : frame;
}

/** Round 16: a choice the visitor offers; a pair with a question word in it ("Tại sao người ta" hay "nói yêu xa") is a why, never a pick. */
/** Round 19 (chat22): a like-verb asked of the persona before two options (do you like / bạn thích / 좋아 / 你喜欢 … or …). */
const likeBetween = /\b(?:do|would|d)\s*(?:you|u|ya)\s+(?:like|love|prefer)\b|(?<![\p{L}])(?:bạn|cậu|anh|chị|em)\s+thích(?![\p{L}])|你(?:更)?喜欢/iu;

function readEitherOr(text: string): EitherOr | null {
  const read = readAnyEitherOr(text);
  return isRealChoice(read) ? read : null;
}

/** A doer the visitor names as the subject of the repeated act: my roommate keeps eating…, our neighbour keeps taking…. */
const namedDoer = /\b(?:my|our)\s+(?:[a-z]+\s+){0,2}?[a-z]+\s+(?:keeps|kept|always|has been|is always)\s+(?:taking|eating|stealing|using|borrowing|finishing)\b/iu;

/** Someone unknown as the doer (who, someone, 누가, ai, 谁, 有人): a case is still a case beside a named person. */
const unknownDoer = /\b(?:who|whoever|someone|somebody|anyone|anybody)\b|(?:누가|누군가|누군지|범인)|(?<![\p{L}])(?:ai|có người|kẻ nào|đứa nào)(?![\p{L}])|(?:谁|有人|什么人)/iu;

/** Topic families whose lines prepare the visitor for an event still ahead. */
const beforeFamilies: ReadonlySet<string> = new Set(['audition', 'confession', 'practice', 'social_fear']);

/** A birthday that is not the visitor's own today: forgotten, missed, over, or another person's. */
const notOwnBirthdayToday = /\b(?:forgot|forget|forgotten|missed|yesterday|tomorrow|next (?:week|month)|last (?:week|year)|my ex|(?:text|wish|tell|send) (?:\w+ ){0,3}happy birthday|his birthday|her birthday|their birthday|(?:mom|mum|dad|sister|brother|friend|boyfriend|girlfriend|husband|wife)['’]s birthday|birthday (?:gift|present) for)\b|(?:quên|hôm qua|sinh nhật (?:mẹ|bố|ba|chị|anh|em|bạn|người yêu|vợ|chồng))|(?:잊|까먹|어제|(?:엄마|아빠|친구|언니|오빠|누나|형|동생|남친|여친|남자친구|여자친구) 생일|생신)|(?:忘了|忘记|昨天|(?:妈妈|爸爸|朋友|男朋友|女朋友|老公|老婆|姐姐|妹妹|哥哥|弟弟)的?生日)|(?<!我)的生日|\b(?!my\b)\w+['’]s birthday\b/iu;

const namePatterns: readonly RegExp[] = [
  /\b(?:[Mm]y name is|[Mm]y name's|[Mm]y name’s|[Cc]all me|I am called)\s+([\p{Lu}][\p{L}\p{M}'-]{1,20})/u,
  /\b(?:I'm|I’m|I am)\s+([\p{Lu}][\p{Ll}\p{M}'-]{1,20})(?=[\s,.!?]|$)/u,
  /(?:제|내|나의)\s*이름은\s*["“']?([가-힣]{1,4}?)["”']?(?:이에요|예요|입니다|이야|야|이고|이라고|라고|\s|[.,!?]|$)/u,
  /([가-힣]{1,4}?)(?:이라고|라고)\s*(?:불러|해요|합니다|해)/u,
  /(?:我叫|我的名字是|我的名字叫|叫我)([\u4e00-\u9fff]{1,3}?)(?=[，。！？,.!?\s]|就|吧|好|$)/u,
  /(?:tên (?:mình|tôi|em|tớ|anh|chị) là|(?:mình|tôi|em|tớ) tên là|cứ gọi (?:mình|tôi|em|tớ) là|gọi (?:mình|tôi|em|tớ) là)\s+([\p{Lu}][\p{L}\p{M}]{0,15})/iu,
];
const notNames = new Set(['Tired', 'Sad', 'Happy', 'Fine', 'Good', 'Okay', 'Ok', 'Hungry', 'Sorry', 'Here', 'Back', 'Bored', 'Not', 'So', 'Just', 'Really', 'Very', 'Done', 'Home', 'Busy', 'Sick', 'Excited']);

/** The visitor's name if any message states it ("my name is…", "제 이름은…", "我叫…", "tên mình là…"). */
function findUserName(messages: readonly ChatMessage[]): string | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i] as ChatMessage;
    if (message.role !== 'user') continue;
    for (const pattern of namePatterns) {
      const name = pattern.exec(message.content)?.[1];
      if (name && !notNames.has(name)) return name;
    }
  }
  return null;
}

/** Intents that take over from a situation already answered in the previous turn ("after the interview, let's eat"). */
const movingOnIntents: ReadonlySet<ChatIntent> = new Set(['food', 'plans', 'weather', 'thanks', 'bye', 'compliment', 'happy', 'love', 'about', 'greeting']);

/**
 * The situation to take up in this turn: the one the last message describes, unless an earlier message described the
 * same one and the visitor has moved on to something else (a plan, food, thanks…).
 */
function currentSituation(userTexts: readonly string[], primary: ChatIntent): ChatSituationReading | null {
  if (userTexts.length === 0) return null;
  const now = detectSituation(userTexts);
  // A pet named again by its own name is still the subject, whatever else the message mentions (coffee it knocked over).
  if (!now || userTexts.length < 2 || !movingOnIntents.has(primary) || now.petName) return now;
  for (let i = userTexts.length - 2; i >= 0; i -= 1) {
    if (detectSituation([userTexts[i] as string])?.situation === now.situation) return null;
  }
  return now;
}

/** Reads intents, topics, remembered topics, the situation, the visitor's name and mood changes from the conversation. */
function readConversation(messages: readonly ChatMessage[], language: ContentLanguage): ChatReading {
  const userMessages = messages.filter((m) => m.role === 'user');
  const last = userMessages[userMessages.length - 1]?.content ?? '';
  const lastDoc = matchDocument(last);
  const intents = userMessages.length === 0 ? (['greeting'] as ChatIntent[]) : detectIntents(lastDoc);
  const primary = intents.find((i) => i !== 'greeting' && i !== 'question') ?? intents[0] ?? 'unknown';
  const topics = detectTopics(lastDoc);
  const assistantText = normalizeForMatch(messages.filter((m) => m.role === 'assistant').map((m) => m.content).join('\n'));
  const earlier: string[] = [];
  const recalled: string[] = [];
  for (let i = userMessages.length - 2; i >= 0; i -= 1) {
    for (const key of detectTopics((userMessages[i] as ChatMessage).content)) {
      if (topics.includes(key) || earlier.includes(key) || recalled.includes(key)) continue;
      const name = normalizeForMatch(chatTopics[key]?.name[language] ?? key);
      const alreadySaid = assistantText.includes(name.replace(/^(?:your|the|that) /, ''));
      (alreadySaid ? recalled : earlier).push(key);
    }
  }
  const situation = currentSituation(userMessages.map((m) => m.content), primary);
  // The pet this message names by its own name is the one talked about now, not an earlier topic to recall ("狗狗好了吗？").
  const petTopics = new Set(['cat', 'dog']);
  const remembered = situation?.petName ? [...earlier, ...recalled].filter((key) => !petTopics.has(key)) : [...earlier, ...recalled];
  const hadHeavyMood = userMessages.slice(0, -1).some((m) => detectIntents(m.content).some((i) => heavyMoods.has(i)));
  return {
    intent: primary,
    intents,
    topics,
    earlierTopics: remembered,
    userName: findUserName(messages),
    userTurns: userMessages.length,
    moodImproved: hadHeavyMood && lightMoods.has(primary),
    heavyBefore: userMessages.length >= 2 && detectIntents((userMessages[userMessages.length - 2] as ChatMessage).content).some((i) => heavyMoods.has(i)),
    situation,
  };
}

function withEmoji(c: PhraseComposer, text: string, voice: PersonaVoice): string {
  if (voice.emoji.length === 0 || !c.chance(voice.emojiRate)) return text;
  return `${text} ${c.pick(voice.emoji)}`;
}

/** Situations too heavy for a persona's playful opening tic. */
const heavySituations: ReadonlySet<ChatSituation> = new Set(['theft', 'lost_item', 'family_hospital', 'pet_sick', 'silence', 'fight', 'boss_trouble', 'insomnia', 'sick']);

/** Topic families that comfort: no playful opening tic before them. */
const heavyFamilies: ReadonlySet<TopicFamily> = new Set(['setback', 'feelings']);

/** Personas that speak Korean in the polite register (해요체). */
const politeKorean: ReadonlySet<PersonaKey> = new Set(['psychologist', 'kpop_male', 'kpop_female', 'astrologer']);

/** The sentences of a text and their longer clauses (cut at , ; : and dashes), as a reader would notice them repeated. */
export function sayingsOf(text: string, language: ContentLanguage): string[] {
  const sentences = sentenceTexts(text, language);
  const clauses = sentences.flatMap((sentence) => sentence.split(/[,;:—–，；：、]/u)).map((clause) => clause.trim()).filter((clause) => clause.length >= 14);
  return [...sentences, ...clauses];
}

/** Writes a line from a list, trying a few picks for one whose sentences and clauses were not said earlier in the conversation. */
function freshLine(c: PhraseComposer, list: readonly string[], said: ReadonlySet<string>): string {
  let line = c.line(list);
  for (let attempt = 0; attempt < 6 && sayingsOf(line, c.language).some((saying) => said.has(saying)); attempt += 1) line = c.line(list);
  return line;
}

/** A line from a list none of whose sentences was said earlier in the conversation, or null when every try repeats one. */
function unsaidLine(c: PhraseComposer, list: readonly string[], said: ReadonlySet<string>): string | null {
  const line = freshLine(c, list, said);
  return sayingsOf(line, c.language).some((saying) => said.has(saying)) ? null : line;
}

/** Sets the slots a situation line uses ({person}, {pet}, {thing}, {shop}, {ingredients}, {recipe}). */
function setSituationSlots(c: PhraseComposer, reading: ChatSituationReading): void {
  const { defaults } = situationLines[c.language];
  const name = (entities: Readonly<Record<string, ChatEntity>>, key: string | null, fallback: string): string => (key ? entities[key]?.name[c.language] : undefined) ?? fallback;
  const person = reading.person ?? (reading.situation === 'boss_trouble' ? 'boss' : null);
  c.set('person', name(chatPeople, person, defaults.person));
  c.set('pet', reading.petName ?? name(chatPets, reading.pet, defaults.pet));
  c.set('thing', name(chatThings, reading.thing, defaults.thing));
  c.set('shop', name(chatShops, reading.shop, defaults.shop));
  c.set('dish', reading.dish ?? '');
  const names = reading.ingredients.map((key) => chatIngredients[key]?.name[c.language] ?? key);
  const joiner = { en: ' and ', ko: '이랑 ', vi: ' và ', zh: '和' }[c.language];
  const joined = c.language === 'ko'
    ? names.map((item, i) => (i < names.length - 1 ? withParticle(item, '이랑') : item)).join(' ')
    : names.join(joiner);
  c.set('ingredients', joined);
  const recipe = chatRecipes.find((option) => option.needs.every((need) => reading.ingredients.includes(need))) ?? chatRecipes[chatRecipes.length - 1];
  if (recipe) c.set('recipe', recipe.name[c.language]);
}

/** The two options the visitor offers to choose from, labelled, when both read as options; null otherwise. */
function offeredChoice(lastMessage: string, language: ContentLanguage): EitherOr | null {
  // Round 9b: a choice asked in one sentence of several ("black jacket or beige? I mostly wear jeans") is read from that sentence.
  const read = readEitherOr(lastMessage) ?? sentenceTexts(lastMessage, language).filter((sentence) => /[?？]/u.test(sentence)).map((sentence) => readEitherOr(sentence)).find((found) => found !== null) ?? null;
  // Rule A: an option goes into a "my pick is X" slot only when it reads as one (no clause, no question cut in half).
  // Seventh round: the question's context is cut off each option ("ramen for dinner tonight" → "ramen", "bring a light stick" → "a light stick").
  // Round 9: "你说它是笨还是勇敢" offers 笨 and 勇敢; the words before 是 are the question, not the option.
  const complement = (option: string): string => (/[\u4e00-\u9fff]是[\u4e00-\u9fff]{1,4}$/u.test(option) ? option.slice(option.lastIndexOf('是') + 1) : option);
  const offered: typeof read = read ? [complement(read[0]), complement(read[1])] : null;
  return offered && offered.every((option) => isCleanOption(option)) ? labelOptions(offered) : null;
}

/** A decision asked with a modal (should I, nên, 해야 / 할까, 该 / 应该 / 要不要): a choice to weigh, not a taste to pick. */
const decisionAsked = /\b(?:should i|should we|do i|is it better)\b|(?<![\p{L}])(?:có nên|nên)(?![\p{L}])|(?:해야|할까|하는 게 나을|는 게 좋을)|(?:该|应该|要不要|还是.*好)/iu;

/** Situations whose own lines are the concrete next steps for that incident (report a theft, call the vet, sleep tips): a what-now about them keeps them. */
const incidentSituations: ReadonlySet<ChatSituation> = new Set(['theft', 'lost_item', 'family_hospital', 'pet_sick', 'insomnia', 'sick', 'recipe_request', 'cooking']);

/** Writes one reply of a persona to a conversation. */
function writePersonaReply(persona: PersonaKey, voice: PersonaVoice, reading: ChatReading, c: PhraseComposer, freshEarlierCount: number, said: ReadonlySet<string>, lastMessage: string, role: RoleRequest | null, grounded: GroundedReading, userTexts: readonly string[]): string {
  const parts: string[] = [];
  // Round 9b: a choice asked in one sentence of several ("black jacket or beige? I mostly wear jeans") is read from that sentence.
  const options = offeredChoice(lastMessage, c.language);
  if (reading.userName) c.set('user', reading.userName).flag('user');
  c.set('n', String(reading.userTurns));
  const kind = topicKindOfIntent[reading.intent];
  const topic = reading.topics.find((key) => (kind ? chatTopics[key]?.kind === kind : reading.intent === 'question' || reading.intent === 'unknown'));
  if (topic) c.set('topic', chatTopics[topic]?.name[c.language] ?? topic).flag('topic');
  const situation = reading.situation;
  const heavy = situation !== null && heavySituations.has(situation.situation);
  // Round 9 (gate): an invitation read from "do you wanna see?" alone (no activity, day or place) is an offer to show something.
  const frameRead = readChatFrame(lastMessage);
  const frame = frameRead?.kind === 'invitation' && frameRead.activity === null && frameRead.when === null && frameRead.place === null && grounded.shape === 'show' ? null : frameRead;
  if (frame) return at('fallback:frame:' + frame.kind, writeFramedReply(persona, voice, reading, c, said, frame, heavy));
  // Nothing read (no intent, or a kid's why about something it cannot explain): a short question back, quoting the visitor.
  // A question nothing above could answer is read the same way: the stock "question" lines ("follow your heart", "Dinosaurs!
  // just kidding", "家人吗？我和成员们聊过这个！") talked past what was asked (sixth round), so they are gone.
  const kidWhy = persona === 'kid' && role?.why === true && !options;
  const unansweredQuestion = !situation && !options && reading.intent === 'question';
  const unread = kidWhy || unansweredQuestion || (!situation && !options && !topic && reading.earlierTopics.length === 0 && reading.intent === 'unknown');
  // Round 9 (the fall-through): a stock intent line ("lunch" → street food, "after work" → studying) fires only on a
  // short social message; a message that names people, an everyday subject or a noun phrase gets the grounded reply.
  const stockEvidence = socialIntents.has(reading.intent) && isShortMessage(lastMessage);
  // A noun phrase alone is not enough to answer a question put to the persona ("is it weird to talk to my plants?").
  const ground = hasGround(grounded) && !(grounded.names.length === 0 && grounded.subjects.length === 0 && /[?？]/u.test(lastMessage));
  // Round 12 (the honest fall-through): a message nothing above read gets its own main clause told back whole in the
  // second person, with one question about that thing, before the grounded reply names a fragment of it.
  // Round 17: a short message whose mood word would draw a stock line (짜증나 → "breathe in for four") but which tells
  // what someone keeps doing (동생이 내 옷을 맨날 몰래 입고 나가서 짜증나) is that told thing, never the mood's stock line.
  // Round 18 (chat20, persona-chat-ask-back18.ts): a choice between two named things, whether the visitor and someone fit,
  // or a kid's two questions, that nothing above read, is answered in its form (both weighed by name, a stance, a pick)
  // before the told-back clause or the ask-back; a lone kid why or wh keeps its own readers below.
  // A kid's two questions are answered both, even when the first offers a choice the compose path would take alone.
  // An adult asked to decide between two (should I listen to my coach or my teacher) gets both weighed, not "X, no contest".
  const askedParts = (!situation || persona === 'kid') && reading.userTurns > 0 && reading.earlierTopics.length === 0 ? readAskedParts(lastMessage, c.language, persona) : [];
  const kidParts = persona === 'kid'
    ? askedParts.length >= 2 || (!options && !situation && askedParts.some((part) => part.kind === 'kid' && part.pick))
    : !situation && (!options || decisionAsked.test(lastMessage));
  const askedAnswer = kidParts ? writeAskedParts(askedParts, persona, c.language) : null;
  // A choice about something told (a burned turkey) says that thing back first, as the compose path did.
  const askedContext = askedAnswer && options && hasGround(grounded) && (grounded.stance !== 'plain' || grounded.names.length > 0)
    ? writeGroundedReply(persona, { ...grounded, shape: 'open' }, c, (list) => unsaidLine(c, list, said))[0] : undefined;
  if (askedAnswer && askedContext) askedAnswer.unshift(askedContext);
  if (askedAnswer) return at('fallback:ask-back:asked-parts:' + askedParts.map((part) => part.kind).join('+'), withEmoji(c, joinSentences(askedAnswer, c.language), voice));
  const toldThing = stockEvidence && !unread && !situation && !options && reading.earlierTopics.length === 0 ? readTellBack(lastMessage, c.language, persona) : null;
  const toldWins = toldThing !== null && (toldThing.stance === 'complaint' || toldThing.stance === 'done');
  if (!situation && !options && reading.userTurns > 0 && (unread || !stockEvidence || toldWins) && reading.earlierTopics.length === 0 && !groundedShapes.has(grounded.shape)) {
    // Round 18: the last fall-through reads the visitor's I anywhere in the clause (a mistake i made keeps me awake).
    const told = readTellBack(lastMessage, c.language, persona, { anywhere: true });
    // Round 19 (chat22, persona-chat-tail19.ts): what the message says after its told clause (a thing not dared, a verdict
    // on oneself, what a reply means, a feeling or a loss) is answered in its own form, never a stock question after it.
    const tail = told ? readTail(lastMessage, c.language) : null;
    if (told && tail) {
      // The told clause is said plainly (a hurt keeps its "that's unfair"): a stance read from the tail's own words
      // ("dont know" → "it keeps happening") would say something the tail answers otherwise.
      const toldLine = withoutTail(writeTellBack({ ...told, stance: told.stance === 'hurt' ? 'hurt' : 'plain' }, persona, c.language)[0] ?? '', tail);
      return at('fallback:tell-back:tail19:' + tail.kind, withEmoji(c, joinSentences([toldLine, ...writeTail(tail, fixRegister(persona, c.language))], c.language), voice));
    }
    if (told) return at('fallback:tell-back', withEmoji(c, joinSentences(writeTellBack(told, persona, c.language), c.language), voice));
  }
  // Round 18: a plan told with "what do you think?" (카페 차릴까 고민 중인데 어떻게 생각해?) that nothing above knew is weighed
  // as the whether-question it is, never "so this is about quitting, what is the hardest part?".
  // A situation's stock line read from one keyword (mèo → pet news, moving → book the movers) gives way to it; a job
  // change and a shop to open keep their own lines, which weigh that plan.
  const plan = (!situation || !plannedSituations.has(situation.situation)) && !options && reading.userTurns > 0 && reading.earlierTopics.length === 0 ? readPlanQuestion(lastMessage, c.language) : null;
  if (plan) return at('fallback:plan>decide14:should', joinSentences(writeDecideQuestion(plan, persona, c.language), c.language));
  if (!situation && !options && reading.userTurns > 0 && (unread || !stockEvidence) && (ground || (unread && groundedShapes.has(grounded.shape)))) {
    const answer = writeGroundedReply(persona, grounded, c, (list) => unsaidLine(c, list, said));
    if (answer.length > 0) {
      if (grounded.stance !== 'worry' && grounded.stance !== 'upset' && c.chance(0.5)) answer.unshift(freshLine(c, voice.openers, said));
      return at(`fallback:grounded:${grounded.shape}/${grounded.stance}`, withEmoji(c, joinSentences(answer, c.language), voice));
    }
  }
  // Round 16: the kid asked a why it has no fact for wonders with the visitor and guesses, never "tell me the answer".
  const kidAsked = kidWhy ? readVisitorQuestion(lastMessage, c.language, persona) : null;
  if (kidAsked?.kind === 'factWhy' && kidAsked.asker === null) return at('fallback:kid-why', joinSentences(writeKidWhy(kidAsked.told, c.language), c.language));
  // Round 17 (persona-chat-kid-guess17.ts): a who / where / when / what asked of the kid itself gets a child's guess,
  // never "that is a big one! tell me the answer!".
  const kidGuess = persona === 'kid' && unread && reading.userTurns > 0 && !kidWhy ? readKidWh(lastMessage, c.language) : null;
  if (kidGuess) return at('fallback:kid-guess', joinSentences(writeKidGuess(kidGuess, c.language), c.language));
  if (unread && reading.userTurns > 0) {
    const back = writeAskBack(persona, role, c, (slot) => unsaidLine(c, slot, said));
    if (c.chance(0.5)) back.unshift(freshLine(c, voice.openers, said));
    return at('fallback:ask-back', joinSentences(back, c.language));
  }
  if (!heavy && c.chance(situation ? 0.65 : reading.userName ? 0.55 : 0.4)) parts.push(freshLine(c, voice.openers, said));
  if (reading.moodImproved) parts.push(freshLine(c, voice.better, said));
  if (options && hasGround(grounded) && (grounded.stance !== 'plain' || grounded.names.length > 0)) {
    // Round 9: the choice is about something the visitor told (a burned turkey, sold-out tickets): say it back first.
    const context = writeGroundedReply(persona, { ...grounded, shape: 'open' }, c, (list) => unsaidLine(c, list, said))[0];
    if (context) parts.push(context);
  }
  let choiceAsk: string | null = null;
  if (options) {
    // Asked to choose, the persona names its pick first; the seed decides which, as every other draw.
    const pickFirst = c.chance(0.5);
    // Round 19 (chat21, persona-chat-choice19.ts): the options cut to the things offered, the visitor's own liking taken
    // as the pick, the pick weighed against the other by name, and one question about this choice; a pet or a dish
    // named only inside the options is no news of its own (no "tell your cat" after "a puppy or a kitten?").
    const choice = writeChoice([options[0], options[1]], lastMessage, persona, c.language, pickFirst);
    c.setAll({ pick: choice.pick, other: choice.other });
    tracePath('fallback:compose:choice19');
    // An opener naming one option ("바다라, 알겠어") before a pick of the other reads as a contradiction: it goes.
    const opener = parts[0];
    if (opener !== undefined && [choice.pick, choice.other].some((option) => opener.includes(option))) parts.shift();
    for (const line of choice.lines) parts.push(freshLine(c, [line], said));
    if (!situation || choiceSubjectSituations.has(situation.situation)) return at('fallback:compose', withEmoji(c, joinSentences(parts, c.language), voice));
    choiceAsk = parts.pop() ?? null;
  }
  // Round 19 (chat21, persona-chat-situation19.ts): a life event (a fight, a breakup, a job change, a move) is told back
  // in the visitor's own words and answered in its form (whether → a lean with its reason, what now → one step naming
  // the person or the place), never a stock line that could follow any such request. A choice keeps its pick.
  const life = situation && !options ? writeLifeSituation(situation.situation, lastMessage, persona, c.language) : null;
  if (situation && life) {
    tracePath(`fallback:compose:situation19:${situation.situation}:${life.form}`);
    setSituationSlots(c, situation);
    c.set('place', life.place);
    if (life.person) c.set('person', life.person);
    for (const line of life.lines) parts.push(freshLine(c, [line], said));
    // Asked for a hand with it (carrying boxes on moving day), the persona says yes before its question.
    if (grounded.shape === 'help') {
      const helpLines = groundedLines[groundedRegister(persona, c.language)];
      setGroundedSlots(grounded, c);
      const help = freshLine(c, persona === 'childhood_friend' || persona === 'girl' || persona === 'kid' ? helpLines.help : helpLines.helpFar, said);
      parts.splice(parts.length - (life.form === 'whatNow' ? 0 : 1), 0, help);
    }
    return at('fallback:compose', withEmoji(c, joinSentences(parts, c.language), voice));
  }
  if (situation) {
    tracePath(`fallback:compose:situation:${situation.situation}`);
    setSituationSlots(c, situation);
    const lines = situationLines[c.language];
    const register = c.language === 'ko' && politeKorean.has(persona) && lines.polite ? lines.polite : lines.lines;
    parts.push(withEmoji(c, freshLine(c, register[situation.situation], said), voice));
    // Round 9: asked for a hand with it (carrying boxes on moving day), the persona answers that too.
    if (grounded.shape === 'help') {
      const lines = groundedLines[groundedRegister(persona, c.language)];
      const help = persona === 'childhood_friend' || persona === 'girl' || persona === 'kid' ? lines.help : lines.helpFar;
      setGroundedSlots(grounded, c);
      parts.push(freshLine(c, help, said));
    }
    const mood = reading.intents.find((intent): intent is HeavyMood => heavyMoods.has(intent));
    if (mood && c.chance(0.5)) parts.push(freshLine(c, voice.replies[mood], said));
  } else if (!options && reading.intent !== 'question') {
    // A choice already answered is the reply; a stock line for the message's intent would only talk past it.
    const stock = withoutToldQuestions(voice.replies[reading.intent], userTexts);
    if (stock.length > 0) parts.push(at(`fallback:compose:intent-stock:${reading.intent}${topic ? `:topic:${topic}` : ''}`, withEmoji(c, freshLine(c, stock, said), voice)));
  }
  const earlier = reading.earlierTopics[0];
  const earlierName = earlier ? chatTopics[earlier]?.name[c.language] ?? earlier : '';
  const alreadyNamed = earlierName !== '' && normalizeForMatch(parts.join(' ')).includes(normalizeForMatch(earlierName).replace(/^(?:your|the|that) /, ''));
  if (earlier && !alreadyNamed && reading.intent !== 'greeting' && (freshEarlierCount > 0 ? c.chance(0.9) : c.chance(0.2))) {
    c.set('earlier', earlierName);
    parts.push(at('fallback:compose:recall', freshLine(c, voice.recall, said)));
  }
  if (reading.userTurns >= 6 && c.chance(0.3)) parts.push(freshLine(c, voice.longChat, said));
  // Round 9b: never a stock question about something the visitor already said (a sign given, a lunch told).
  const followUps = withoutToldQuestions(voice.followUps, userTexts);
  // Round 16: after a pick the follow-up is about the choice itself, never a stock question (a light stick or a banner,
  // then "What's your favourite scent right now?").
  if (choiceAsk !== null) parts.push(at('fallback:compose:choice-follow-up', withEmoji(c, choiceAsk, voice)));
  else if (followUps.length > 0 && reading.intent !== 'bye' && c.chance(situation ? 0.25 : 0.6)) parts.push(at('fallback:compose:follow-up', withEmoji(c, freshLine(c, followUps, said), voice)));
  return at('fallback:compose', joinSentences(parts, c.language));
}

/** A time still to come ("next week", "tuần sau", "다음 주", "下周"): an invitation beside a memory is made for it. */
const comingTime = /\b(?:next|this) (?:week|weekend|month|friday|saturday|sunday)\b|\btomorrow\b|\btonight\b|tuần sau|tuần tới|cuối tuần này|ngày mai|tối nay|tháng sau|다음 주|이번 주말|내일|오늘 저녁|다음 달|下周|这周末|明天|今晚|下个月/iu;

/** The kitchen rescue's problems of each failure class the round-14 question reads. */
const rescueClasses: Readonly<Record<FailureClass, ReadonlySet<string>>> = {
  bitter: new Set(['burned', 'bitter']), colour: new Set(['burned']), pale: new Set(), soft: new Set(['soggy', 'watery', 'sticky']), smell: new Set(), tough: new Set(['tough', 'dry', 'overcooked']), sticking: new Set(['stuck']), salt: new Set(['salty']),
  greasy: new Set(['greasy']), cracked: new Set(), other: new Set(),
  // Round 15, second wave: a bake that spreads, sinks or comes out cakey every time is its cause, not tonight's rise rescue.
  spread: new Set(['risen']), sunk: new Set(['risen']), cakey: new Set(['risen']),
};

/** Rescues a tough dough dish draws from its defect word (an unlisted defect, toughness, dryness); a bake's rise rescue knows batters and stays. */
const doughRescues: ReadonlySet<string> = new Set(['defect', 'tough', 'dry']);

/** A dish's failure question answers over the kitchen rescue when nothing is rescued, when it is asked how to prevent it, or when it goes wrong every time in the same class. */
function kitchenQuestionWins(asked: VisitorQuestion, text: string, language: ContentLanguage): boolean {
  const rescue = readKitchenRescue(text, language);
  // Round 15: asked how to keep it from going wrong (làm sao để cơm chiên không bị nhão) is no pot to rescue tonight.
  if (rescue === null || asked.prevent === true) return true;
  // A bake asked why it spreads, sinks or comes out cakey is asked its cause, told once or every time.
  const bakeAsked = asked.failure === 'spread' || asked.failure === 'sunk' || asked.failure === 'cakey';
  // A dish of dough that comes out tough every time is its dough, whatever rescue its defect word draws (cứng → a defect).
  if (asked.reason === 'always' && asked.failure === 'tough' && doughDish(asked.dish ?? '') && doughRescues.has(rescue.problem)) return true;
  return (asked.reason === 'always' || bakeAsked) && asked.failure !== null && rescueClasses[asked.failure].has(rescue.problem);
}

/** Ask forms that comfort: no playful opening tic before them. */
const comfortForms: ReadonlySet<string> = new Set(['first_day', 'mixed', 'speak_up', 'new_place', 'lunch_alone', 'why_feel']);

/** Intents a stock line may answer on its own, when the message is short (a greeting, thanks, goodbye). */
const socialIntents: ReadonlySet<ChatIntent> = new Set(['greeting', 'thanks', 'bye', 'compliment', 'about', 'happy', 'sad', 'tired', 'stressed']);
/** Round 19: situations read only from a word inside the options of a choice (a pet, a dish): the choice is the reply. */
const choiceSubjectSituations: ReadonlySet<ChatSituation> = new Set(['pet_news', 'cooking', 'recipe_request']);
/** Round 18: situations whose own lines weigh the plan told (a job change, a shop to open): a plan question keeps them. */
const plannedSituations: ReadonlySet<ChatSituation> = new Set(['job_change', 'open_shop']);
/** Kinds of sentence the grounded reply can answer even with nothing else read (a plea for help or a cheer, an offer to show). */
const groundedShapes: ReadonlySet<string> = new Set(['help', 'cheer', 'show']);

/** Whether a message is short enough for a stock line to fit it (eight words, or twenty Hangul / Han characters). */
function isShortMessage(text: string): boolean {
  const cjk = (text.match(/[가-힣\u4e00-\u9fff]/gu) ?? []).length;
  return cjk > 0 ? cjk <= 20 : text.trim().split(/\s+/u).length <= 8;
}

/** Frames that answer the whole message; an invitation comes after the situation the message also tells (a memory, a bad day). */
const framesAfterSituation: ReadonlySet<ChatFrame['kind']> = new Set(['invitation']);
/** Situations about cooking at home. */
const kitchenSituations: ReadonlySet<ChatSituation> = new Set(['cooking', 'recipe_request']);
/** Frames followed by the situation the message also tells (two signs and a boyfriend who does not answer); a fight is already their subject. */
const framesBeforeSituation: ReadonlySet<ChatFrame['kind']> = new Set(['zodiac']);

/** One line taking up a situation, in the persona's Korean register. */
function situationLine(persona: PersonaKey, situation: ChatSituationReading, c: PhraseComposer, said: ReadonlySet<string>): string {
  setSituationSlots(c, situation);
  const lines = situationLines[c.language];
  const register = c.language === 'ko' && politeKorean.has(persona) && lines.polite ? lines.polite : lines.lines;
  return freshLine(c, register[situation.situation], said);
}

/** Writes a reply that answers the message's question frame (an invitation, a case, a concert, two signs, the persona's day). */
function writeFramedReply(persona: PersonaKey, voice: PersonaVoice, reading: ChatReading, c: PhraseComposer, said: ReadonlySet<string>, frame: ChatFrame, heavy: boolean): string {
  const parts: string[] = [];
  if (!heavy && c.chance(0.4)) parts.push(freshLine(c, voice.openers, said));
  const situation = reading.situation;
  // Going out to eat is not cooking at home: an invitation drops the kitchen situations.
  if (situation && framesAfterSituation.has(frame.kind) && !kitchenSituations.has(situation.situation) && !isEventInvitation(frame)) parts.push(situationLine(persona, situation, c, said));
  const tired = reading.heavyBefore || reading.intents.some((intent) => heavyMoods.has(intent));
  const answer = writeFrameReply(frame, { persona, tired }, c);
  const last = answer.length - 1;
  parts.push(...answer.map((line, index) => (index === last ? withEmoji(c, line, voice) : line)));
  if (situation && situation.situation !== 'fight' && framesBeforeSituation.has(frame.kind)) parts.splice(parts.length - 1, 0, situationLine(persona, situation, c, said));
  return joinSentences(parts, c.language);
}

/** The kid's pick when the message asks one beside another question (pizza or pasta? and why is the sea salty?), or null. */
function kidPickOf(persona: PersonaKey, lastMessage: string, language: ContentLanguage, earlier: number): string[] | null {
  if (persona !== 'kid' || earlier > 0 || sentencesOf(lastMessage).length < 2) return null;
  const pick = readAskedParts(lastMessage, language, persona).find((part) => part.kind === 'kid' && part.pick);
  if (pick?.kind !== 'kid') return null;
  tracePath('kid-pick18');
  return pick.lines;
}

/** Names the path that wrote a reply, then gives the reply back unchanged. */
function at<T>(name: string, value: T): T {
  tracePath(name);
  return value;
}

/** The reply and the names of the paths that wrote it, in order (bench/content-eval/trace.ts); the reply is generatePersonaReply's. */
export function explainPersonaReply(...args: Parameters<typeof generatePersonaReply>): { text: string; path: string[] } {
  const { value, path } = traceRun(() => generatePersonaReply(...args));
  return { text: value, path };
}

/** ai-content type `persona-chat`: the reply, with an astrologer's word on the sign the visitor gave (persona-chat-sign13.ts). */
export const generatePersonaReply: ContentGenerator<'persona-chat'> = (input, context) => {
  const reply = writeReplyFor(input, context);
  const last = input.messages[input.messages.length - 1]?.content ?? '';
  const signed = withStarSign(reply, input.persona, last, context.language);
  if (signed !== reply) tracePath('star-sign');
  return signed !== reply && context.language === 'vi' ? adaptVietnameseAddress(signed, last, input.persona) : signed;
};

/** The persona's reply before the sign line. */
const writeReplyFor: ContentGenerator<'persona-chat'> = ({ persona, messages }, { language, random }) => {
  const pack = personaPacks[language];
  const voice = pack.voices[persona];
  const reading = readConversation(messages, language);
  const c = new PhraseComposer(language, random).addPools(pack.pools);
  const assistantMessages = messages.filter((m) => m.role === 'assistant').map((m) => m.content);
  const assistantText = normalizeForMatch(assistantMessages.join('\n'));
  const said = new Set(assistantMessages.flatMap((text) => sayingsOf(text, language)));
  const fresh = reading.earlierTopics.filter((key) => {
    const name = normalizeForMatch(chatTopics[key]?.name[language] ?? key).replace(/^(?:your|the|that) /, '');
    return !assistantText.includes(name);
  }).length;
  const lastMessage = messages[messages.length - 1]?.content ?? '';
  // A Vietnamese reply takes the address the visitor used (anh / chị / em…); other languages keep theirs.
  const addressed = (text: string): string => (language === 'vi' ? adaptVietnameseAddress(text, lastMessage, persona) : text);
  // Round 9 (every part gets a word): a part of the message the answer left out (a layoff told beside an invitation,
  // "should I quit?" after a scolding) gets one line of its own.
  const finish = (reply: string): string => {
    const invited = readChatFrame(lastMessage)?.kind === 'invitation';
    const extra = writeGroundedAddOn(persona, lastMessage, reply, c, (list) => unsaidLine(c, list, said), invited);
    // Round 10: a reply quoting the whole message back is replaced by what was understood and one specific question.
    const joined = extra.length === 0 ? reply : joinSentences([reply, ...extra], language);
    const whole = guardEcho(joined, lastMessage, persona, language);
    if (extra.length > 0) tracePath('finish:grounded-add-on');
    if (whole !== joined) tracePath('finish:echo-guard');
    return addressed(whole);
  };
  // Seventh round (class HISTORY): a case opened in an earlier turn and continued with names, days and alibis is
  // reasoned about with them (who the pattern points at, who is cleared, who is left, a test), never a stock line.
  const thread = persona === 'detective' ? readCaseThread(messages, language) : null;
  if (thread) {
    const reply = joinSentences(writeCaseThread(thread, c), language);
    return at('case-thread', addressed(reply));
  }
  // Round 11 wave 2: a signal with nobody there, the visitor's own news told to a close persona, someone else's good
  // news with a mixed feeling, and passive good news (praised, chosen), each answered from its own clauses.
  // Round 12: a feeling after a change (a move, a child gone to college) is answered as that feeling, before any topic
  // reader fires on one of its words (work, 일, 工作).
  // Round 13: the result of the visitor's own event (failed, got rejected, passed, got the tickets) is answered about that
  // event and its result, with the hope written beside a failure or the detail given after a success.
  // A failure told with a scolding or a slip keeps the past-event reader's comfort about both (round 8).
  // Round 13 (persona-chat-pressure13.ts): a question others keep asking the visitor is answered as that, before any
  // reader of the event it names (a sister's wedding is not the visitor's own big day).
  // Round 14 (persona-chat-question14.ts): the visitor's own question (why do I always…, was that a mistake?, a child's
  // why the parent could not answer, the chef's dish that keeps going wrong) is told back and answered, never asked back.
  // A dish rescued now (burned tonight) keeps the kitchen rescue; one that goes wrong every time gets the failure's cause.
  // A why (about the visitor or the world) waits for the readers that know an answer (the sky, the moon, Sunday nights)
  // and is taken up by the fall-through below.
  // Round 14 second wave: a judgement of an act written in the later question itself (em nhắc nó có quá đáng không, 我让她
  // 赔是不是太小气) is about that act, never the earlier sentence read as the visitor's possible mistake.
  // Round 15 (persona-chat-feeling15.ts): the visitor's question about their own reaction (am I overreacting, 이거
  // 정상인가요, 我是不是想多了), about themselves as a person (我是不是很不孝), or a feeling told with its cause, is
  // answered as that, before a reader of one of its words (lunch, a fight, a sad word, a fairness dispute) takes it.
  // Round 15, second wave (persona-chat-fan-worry16.ts): a worry told beside a concert or fansign still ahead (run quá,
  // 一个人去有点害怕, 失眠…怕没精神) is that worry, never the frame's "see you next week" nor a topic reader's one word.
  const fanWorry = reading.earlierTopics.length === 0 ? readFanWorry(lastMessage, language, persona) : null;
  if (fanWorry) {
    const reply = withEmoji(c, joinSentences(writeFanWorry(fanWorry, persona, language), language), voice);
    return at('fan-worry', addressed(reply));
  }
  // Round 15, second wave (persona-chat-end-tie16.ts): "…. should I break up with him?" asked after what the partner does
  // is that decision with its context told back, never a breakup-topic line ("Chia tay rồi hả…") nor an echo.
  // When the context does not turn (a Korean clause the turner cannot say back), the decision is answered alone.
  const endingAsked = reading.earlierTopics.length === 0 ? readDecideQuestion(sentencesWithEllipsis(lastMessage).at(-1) ?? '', language) : null;
  if (endingAsked?.kind === 'should' && endsTie(endingAsked.told, language)) {
    const endingLater = readLaterShould(lastMessage, language, persona);
    const lines = endingLater && endsTie(endingLater.decide.told, language) ? writeLaterShould(endingLater, persona, language) : writeDecideQuestion(endingAsked, persona, language);
    const reply = joinSentences(lines, language);
    return at('end-tie', addressed(reply));
  }
  const feelingRead = reading.earlierTopics.length === 0 ? readFeelingAsked(lastMessage, language, persona, reading.intents.some((intent) => heavyMoods.has(intent))) : null;
  // A feeling in its own sentence gives way to the readers that know its event: someone else's new start, the result of
  // the visitor's own event, a scolding at home (their answers take the event and the feeling up together).
  const knownEvent = (): boolean => readOtherNewStart(lastMessage, language) !== null || readOutcome(lastMessage, language) !== null || Boolean(readPastEvent(lastMessage)?.scolded);
  const feeling = feelingRead?.apart && knownEvent() ? null : feelingRead;
  if (feeling) {
    const reply = joinSentences(writeFeelingAsked(feeling, persona, language), language);
    return at('feeling15', addressed(reply));
  }
  // Round 15, second wave (persona-chat-own-work16.ts): "em vẽ có xấu quá không", "is my drawing that bad?": the
  // visitor's own work judged, answered as that question, never the event around it nor a possible mistake.
  const ownWork = reading.earlierTopics.length === 0 && persona !== 'chef' ? readOwnWorkAsked(lastMessage, language, persona) : null;
  if (ownWork) {
    const reply = joinSentences(writeOwnWorkAsked(ownWork, persona, language), language);
    return at('own-work', addressed(reply));
  }
  // Round 15, second wave (persona-chat-reluctance16.ts): "학교 가기 싫어요. 그냥 다 그만두고 싶다" is that
  // reluctance told back and answered, never an echo nor a topic drawn from one of its words (그만두 → 퇴사).
  const reluctance = reading.earlierTopics.length === 0 ? readReluctance(lastMessage, language, persona) : null;
  if (reluctance) {
    const reply = joinSentences(writeReluctance(reluctance, persona, language), language);
    return at('reluctance', addressed(reply));
  }
  // Round 15 (persona-chat-fan-doubt15.ts): a concert the fan may not go to is that doubt, never "thanks for coming".
  const fanDoubt = readFanDoubt(lastMessage, language, persona);
  if (fanDoubt) return at('fan-doubt', withEmoji(c, joinSentences(writeFanDoubt(fanDoubt, persona, language), language), voice));
  // Round 15 (persona-chat-meaning15.ts): "what does it mean?" about something told is answered as that question.
  const meaning = reading.earlierTopics.length === 0 ? readMeaningAsked(lastMessage, language, persona) : null;
  if (meaning) {
    const reply = joinSentences(writeMeaningAsked(meaning, persona, language), language);
    return at('meaning', addressed(reply));
  }
  // Round 15 (persona-chat-you-too15.ts): asked whether the persona has had it too, the persona answers about itself.
  const youToo = reading.earlierTopics.length === 0 ? readYouToo(lastMessage, language, persona) : null;
  if (youToo) {
    const reply = joinSentences(writeYouToo(youToo, persona, language), language);
    return at('you-too', addressed(reply));
  }
  // Round 18 (persona-chat-self-polar18.ts): a yes/no question about the persona itself (did you get a sticker today?,
  // chị có hay nhớ nhà không, 你有没有被表扬) is answered yes in the visitor's own clause, then asked back.
  // An adult persona's own stance on a yes/no about itself (round 16, literal aboutYou: "Honestly? Yes, more often than
  // you'd think") keeps it; the kid's is an adult's line ("some days yes, some days not"), so the kid answers here.
  // Round 18 (chat20): it keeps it only when the literal reader is reached, which a frame read before it (an "invitation"
  // read from "do you ever want to quit…") blocks; then the yes comes here.
  const literalAboutYou = persona !== 'kid' && readChatFrame(lastMessage) === null && readLiteralQuestion(lastMessage, language, persona)?.kind === 'aboutYou';
  const selfPolar = reading.earlierTopics.length === 0 && !literalAboutYou ? readSelfPolar(lastMessage, language, persona) : null;
  if (selfPolar) return at('self-polar18', addressed(joinSentences(writeSelfPolar(selfPolar, persona, language), language)));
  const judgedLater = readLaterQuestion(lastMessage, language, persona);
  if (judgedLater?.kind === 'judge' && judgedLater.newAct) {
    const reply = joinSentences(writeLaterQuestion(judgedLater, persona, language), language);
    return at('later15:judge-new-act', addressed(reply));
  }
  const asked = readVisitorQuestion(lastMessage, language, persona);
  // A child's why the visitor could not answer comes first too (never "so your niece asked…, how did that land?"): the
  // visitor asks what to do about being asked, and a topic reader's fact on one of its nouns (the moon's phases for
  // "why the moon follows our car") would answer another question.
  const childAsked = asked?.kind === 'factWhy' && asked.asker !== null && persona !== 'kid';
  if (asked && (childAsked || (asked.kind !== 'selfWhy' && asked.kind !== 'factWhy')) && !(asked.kind === 'kitchen' && !kitchenQuestionWins(asked, lastMessage, language))) {
    const reply = joinSentences(writeVisitorQuestion(asked, persona, language), language);
    return at('question14:' + asked.kind, addressed(reply));
  }
  // Round 14, second wave (persona-chat-later15.ts): a question asked in a LATER sentence (am I wrong to…, 다들
  // 눈치챘겠죠?, Giờ tao làm gì đây) is answered as that question, the earlier sentences told back as its context; a
  // guess-who opener tells the person named and their act back as theirs.
  // What to do now yields to a reader that knows the situation (a stolen bike, a team that will not listen).
  const later = judgedLater;
  if (later && !(later.kind === 'whatNow' && (reading.situation !== null || readChatAsk(messages, persona) !== null))) {
    // Round 16: what to do now gets the step that fits the situation's shape (a sorry only after the visitor's own
    // slip; parents who went quiet get a day and one calm talk), never an apology for whatever someone else did.
    const literalNow = later.kind === 'whatNow' ? readLiteralQuestion(lastMessage, language, persona) : null;
    if (literalNow?.kind === 'whatNow') {
      const answer = joinSentences(writeLiteralAnswer({ ...literalNow, context: literalNow.context ?? later.context }, persona, language), language);
      return at(`later15:whatNow>literal:${literalNow.step}`, addressed(answer));
    }
    const reply = joinSentences(writeLaterQuestion(later, persona, language), language);
    return at('later15:' + later.kind, addressed(reply));
  }
  // Round 14 (persona-chat-decide14.ts): should I… / có nên… không / 해도 될까 / 该不该…, and how do I… / làm sao để… /
  // 어떻게 하면… / 怎么才能…: the action told back whole and answered, unless a reader that knows its subject answers it
  // (a kitchen question for the chef, a topic family, a frame such as an invitation or a concert).
  // A should-question that names a trip is the visitor's decision, not an invitation to the persona (có nên cho thằng em
  // mượn xe máy đi Đà Lạt không).
  const decideFrame = readChatFrame(lastMessage);
  // A choice between two (X or Y) keeps the pick; the astrologer weighs a decision with the stars (its role reply).
  const decide = asked === null && persona !== 'kid' && reading.earlierTopics.length === 0 && readChatAsk(messages, persona) === null && (readEitherOr(lastMessage) === null || judgedTail.test(trimClause(lastMessage, language)))
    && !(persona === 'chef' && readKitchenRescue(lastMessage, language) !== null) ? readDecideQuestion(lastMessage, language) : null;
  const decideOwn = decide !== null && !(decide.kind === 'should' && persona === 'astrologer');
  if (decide && decideOwn && (decideFrame === null || (decideFrame.kind === 'invitation' && decide.kind === 'should' && language !== 'ko' && ownDecision[language].test(lastMessage)))) {
    // Round 16: "how should I…" asked about a situation with a shape (someone else's act, a thing that keeps coming
    // back, the visitor's own slip: 남자친구가 연락을 자꾸 늦게 해요 어떻게 해야 할까요) is what to do about it, never
    // "try the smallest version of it"; a goal of the visitor's own keeps the how-answer.
    const literalHow = decide.kind === 'how' ? readLiteralQuestion(lastMessage, language, persona) : null;
    if (literalHow?.kind === 'whatNow' && literalHow.step !== 'plain') {
      const answer = joinSentences(writeLiteralAnswer(literalHow, persona, language), language);
      return at(`decide14:how>literal:${literalHow.step}`, addressed(answer));
    }
    const answer = joinSentences(writeDecideQuestion(decide, persona, language), language);
    return at('decide14:' + decide.kind, addressed(answer));
  }
  const askedAgain = readAskedAgain(lastMessage, language);
  if (askedAgain) {
    const reply = joinSentences(writeAskedAgain(askedAgain, persona, language), language);
    return at('asked-again', addressed(reply));
  }
  const pastTold = readPastEvent(lastMessage);
  // A failure told with how it happened ("…떨어졌다. 마지막에 차선 변경하다가 실격") and no hope keeps that reader's retake advice.
  const read13 = readOtherEvent(lastMessage, language) === null && !pastTold?.scolded && !pastTold?.slip ? readOutcome(lastMessage, language) : null;
  const outcome = read13 && !(read13.result === 'fail' && !read13.hope && read13.more && pastTold) ? read13 : null;
  if (outcome) {
    const lines = joinSentences(writeOutcome(outcome, persona, language), language);
    const reply = outcome.result === 'pass' ? withEmoji(c, lines, voice) : lines;
    return at('outcome13:' + outcome.result, addressed(reply));
  }
  const round12 = writeRound12Shape(persona, lastMessage, language);
  if (round12) {
    const reply = joinSentences(round12, language);
    return at('round12-shape', addressed(reply));
  }
  const wave2 = writeWave2Shape(persona, lastMessage, language);
  if (wave2) {
    const reply = joinSentences(wave2, language);
    return at('wave2-shape', addressed(reply));
  }
  // Round 13: something done to the visitor by another person or in front of others is a new event told back whole,
  // even after earlier topics (never "So this is about your manager in front." nor a stock "으, 상사" line).
  const doneToMe = readTellBack(lastMessage, language, persona);
  if (doneToMe?.byOther && readOtherEvent(lastMessage, language) === null) {
    const reply = withEmoji(c, joinSentences(writeTellBack(doneToMe, persona, language), language), voice);
    return at('tell-back:by-other', addressed(reply));
  }
  // Round 11: someone else's move, school change or new job is theirs, never the visitor's moving day or first day.
  const newStart = readOtherNewStart(lastMessage, language);
  if (newStart) {
    const reply = joinSentences(writeOtherAnswer(newStart, persona, language), language);
    return at('other-new-start', addressed(reply));
  }
  // Round 11: a move of the visitor's own group ("我们部门要搬到新办公楼") is the group's, said back as "你们", never a house move.
  const groupMove = readGroupMove(lastMessage, language, persona);
  if (groupMove) {
    const reply = joinSentences(writeGroupMoveLines(groupMove, persona, language, c), language);
    return at('group-move', addressed(reply));
  }
  // Round 11: a shared memory asked about is remembered (its first clause, one detail, a question back), never quoted
  // whole; an invitation beside it is answered only when it is made for a time to come.
  const memory = readSharedMemory(lastMessage, language);
  if (memory) {
    const lines = writeMemoryLines(memory, persona, language, c);
    const invitation = readChatFrame(lastMessage);
    if (invitation?.kind === 'invitation' && (invitation.when !== null || comingTime.test(lastMessage))) lines.splice(lines.length - 1, 1, ...writeFrameReply(invitation, { persona, tired: false }, c));
    const reply = withEmoji(c, joinSentences(lines, language), voice);
    return at('shared-memory', addressed(reply));
  }
  // Round 17 (persona-chat-moment17.ts): what the persona does at a moment (before a performance, 무대 끝나고, 不开心的时候)
  // is answered with its own ritual for such moments, never from one word of it (food, 뭐 해 → today, a sad word).
  const moment = reading.earlierTopics.length === 0 ? readMomentQuestion(lastMessage, language) : null;
  if (moment) return at('moment17', addressed(withEmoji(c, joinSentences(writeMomentAnswer(moment, persona, language), language), voice)));
  // Round 10 (shapes): a question about the persona, "should I bring X?", good news, a plan with its own time.
  // Round 19 (chat22): a taste asked between two (do u like ice cream or cake more) is a choice, never "YES! I love ice
  // cream or cake more!!": the like-shape gives way to the choice line.
  const tasteChoice = likeBetween.test(lastMessage) && (readEitherOr(lastMessage) !== null || /\bor\b|\shay\s|还是/iu.test(lastMessage));
  const shaped = tasteChoice ? null : writeShapeAnswer(persona, messages, language, c, { heavy: reading.heavyBefore });
  if (shaped) {
    const reply = withEmoji(c, joinSentences(shaped, language), voice);
    return at('shape-answer', addressed(reply));
  }
  // Round 9b (the ask): a gift to choose, a first day at a new job, someone met again, good news, "say something or let
  // it go", mixed feelings about someone's success, a shared memory — answered from what the message names (the
  // occasion and what the person loves, the worries, the titled name and the memory, the hurt and the person).
  // Round 9b: a named everyday dish asked to be taught (canh chua for a memorial meal) gets its method.
  const dishAsk = readDishAsk(lastMessage);
  if (dishAsk) {
    const method = writeDishAnswer(dishAsk, persona, c);
    if (method.length > 0) return at('dish-ask', finish(withEmoji(c, joinSentences(method, language), voice)));
  }
  const askForm = readAskForm(lastMessage);
  if (askForm) {
    const subjectKey = readSubjects(lastMessage)[0];
    const subject = subjectKey ? groundedSubjects[subjectKey]?.name[language] ?? null : null;
    const answer = writeAskAnswer(askForm, persona, lastMessage, c, (list) => unsaidLine(c, list, said), subject, readGrounded(messages).names[0] ?? null);
    // A memory brought up beside an invitation ("remember the crickets? I'm home next week, drinks?") gets the invitation answered too.
    const invitation = readChatFrame(lastMessage);
    if (askForm.kind === 'memory' && invitation?.kind === 'invitation') answer.splice(answer.length - 1, 1, ...writeFrameReply(invitation, { persona, tired: false }, c));
    if (answer.length > 0) {
      // No playful opening tic before comfort (a first day, a hurt, mixed feelings, loneliness, an awkward meeting).
      const calm = persona === 'detective' || persona === 'psychologist' || comfortForms.has(askForm.kind) || (askForm.kind === 'met' && askForm.uneasy);
      if (!calm && c.chance(0.4)) answer.unshift(freshLine(c, voice.openers, said));
      return at('ask-form:' + askForm.kind, finish(withEmoji(c, joinSentences(answer, language), voice)));
    }
  }
  // Eighth round (class PAST): an exam already failed, an interview done and regretted or not yet answered is answered
  // as what comes after (with the scolding, the salary figure, the wait the visitor told), never with exam-day tips.
  // A plain setback the topic answers already comfort (round 6) keeps that answer; this path adds what they miss: the
  // wait, a scolding, a regretted answer, and events they do not read (a driving test, an audition).
  const past = readPastEvent(lastMessage);
  const plainSetback = past !== null && past.outcome === 'bad' && !past.scolded && !past.slip && readSetback(matchDocument(lastMessage)) !== null;
  if (past && !plainSetback) {
    const register = language === 'ko' && politeKorean.has(persona) ? 'koPolite' : language;
    return at('past-event', finish(withEmoji(c, joinSentences(writePastEventChat(past, register, c), language), voice)));
  }
  // Eighth round (class HISTORY): the psychologist's question answered with several concrete things gets them back.
  const stressors = persona === 'psychologist' ? readStressors(messages, language) : null;
  if (stressors) {
    const reply = joinSentences(writeStressorReply(stressors, c), language);
    return at('stressors', addressed(reply));
  }
  // Eighth round (class KID): asked who wins or what it would do, the kid answers like a kid, never quoting the question.
  const kidQuestion = persona === 'kid' ? readKidQuestion(lastMessage) : null;
  if (kidQuestion) {
    const reply = joinSentences(writeKidAnswer(kidQuestion, c), language);
    return at('kid-question', addressed(reply));
  }
  // Round 10 (shapes): a kitchen problem, a puzzle report, someone else's event or a mask, answered from its slots.
  const shape = writeChatShape(persona, lastMessage, language, (min, max) => c.int(min, max));
  if (shape) return at('chat-shape', addressed(joinSentences(shape, language)));
  // Each persona answers in its role first (the detective's case, the kid's why, the astrologer's decision, the idol's
  // cheer, the old friend's invitation, the girl's company, the psychologist's criticism at work), from the parsed parts.
  // Round 14: the visitor's why about their own reaction ("tại sao em cứ hay so sánh mình…") comes before the role's
  // stock readings of one of its words (a comparison, a criticism at work).
  // A topic family that answers the feeling itself (anger then guilt, Sunday-night anxiety) keeps its answer.
  const selfAsked = reading.earlierTopics.length === 0 && persona !== 'kid' && readChatFrame(lastMessage) === null && readChatAsk(messages, persona) === null ? readVisitorQuestion(lastMessage, language, persona) : null;
  if (selfAsked?.kind === 'selfWhy') {
    const answer = joinSentences(writeVisitorQuestion(selfAsked, persona, language), language);
    return at('question14:self-why-early', addressed(answer));
  }
  const role = readRoleRequest(messages);
  // Round 16: asked WHEN (언제가 좋아요, 什么时候适合换工作), the role's weighing of the decision answers another question:
  // it gives way to the when-answer of the fall-through below.
  const whenAsked = persona !== 'kid' && reading.earlierTopics.length === 0 && readLiteralQuestion(lastMessage, language, persona)?.kind === 'when';
  const roleAnswer = role && !whenAsked && readChatFrame(lastMessage) === null ? writeRoleReply(persona, role, c, (slot) => unsaidLine(c, slot, said)) : [];
  if (roleAnswer.length > 0) {
    const calm = persona === 'detective' || persona === 'psychologist';
    if (!calm && c.chance(0.5)) roleAnswer.unshift(freshLine(c, voice.openers, said));
    // Round 18 (chat20): a kid asked a pick beside the fact it knows answers the pick first (pizza or pasta? and why…).
    const rolePick = kidPickOf(persona, lastMessage, language, reading.earlierTopics.length);
    if (rolePick) roleAnswer.unshift(...rolePick);
    return at('role', finish(withEmoji(c, joinSentences(roleAnswer, language), voice)));
  }
  // Rule C: a question of a known family (cooking, an audition, introductions, a confession, practice, why the moon…)
  // is answered from its parsed parts, first sentence first.
  // The detective's mystery is its fallback: a case the frames read with a clue (a weekday, keys counted, the thing
  // taken) keeps its frame answer; a case with no clue ("who keeps putting sweets in my mailbox?") is reasoned about.
  const read = readChatAsk(messages, persona);
  const frameNow = readChatFrame(lastMessage);
  const clueless = frameNow === null || (frameNow.kind === 'case' && frameNow.weekday === null && frameNow.count === null && frameNow.item === null);
  // A theft or a loss the situations read (a wallet lost on the bus, a stolen bike) keeps its concrete next steps.
  const told = read?.family === 'mystery' ? detectSituation(messages.filter((m) => m.role === 'user').map((m) => m.content))?.situation : undefined;
  const situationRead = told === 'theft' || told === 'lost_item';
  // A story about a pet named in an earlier turn ("Mochi knocked my coffee off the desk") is about the pet, not coffee.
  const petStory = Boolean(reading.situation?.petName);
  // Round 14 second wave: an event the visitor already had (an audition, a confession, a practice told in the past) is
  // over, so the family's lines for the day before it would answer another question.
  const over = read !== null && beforeFamilies.has(read.family) && toldAsPast(lastMessage);
  const ask = read && !over && !petStory && !(read.family === 'mystery' && (!clueless || situationRead)) ? read : null;
  const topicAnswer = ask ? writeTopicAnswer(ask, persona, c) : [];
  // Round 18 (chat20): a kid asked a pick and a fact in two questions (pizza or pasta? and why is the sea salty?) answers
  // the pick before the fact the topic family knows, never the fact alone.
  const kidPick = topicAnswer.length > 0 ? kidPickOf(persona, lastMessage, language, reading.earlierTopics.length) : null;
  if (kidPick) topicAnswer.unshift(...kidPick);
  // Round 9b: a diet or a birthday told beside the ingredients (a vegan sister, a mother who cannot eat spicy food) is answered too.
  if (ask?.family === 'cooking' && topicAnswer.length > 0) {
    topicAnswer.push(...writeDietLines(readDiet(lastMessage), ask.ingredients, (key) => topicIngredients[key]?.name[language] ?? key, c));
  }
  // Half the time the persona's own opening tic comes first, in its own register, so the voice stays recognisable;
  // never before comfort (a "Pfft." before "the interview went badly" reads as mockery).
  if (topicAnswer.length > 0 && !(ask && heavyFamilies.has(ask.family)) && c.chance(0.5)) topicAnswer.unshift(freshLine(c, voice.openers, said));
  // Round 14: a why nothing above answered (why do I always…, a child's why the parent could not answer) is told back
  // and answered in character: an honest take, the reason from what was written, one question about it. Its Korean
  // tell-back quotes the visitor's thought (“왜 …일까” 싶으신 거군요), so it skips the echo guard of the other replies.
  // A child's why the visitor could not answer is theirs to find out together, never a case the detective opens.
  // Round 16: why people say something is answered as that (why sayings like it spread, what it depends on) below.
  const why = clueless && readEitherOr(lastMessage) === null && reading.earlierTopics.length === 0 && persona !== 'kid' && readLiteralQuestion(lastMessage, language, persona)?.kind !== 'saying'
    ? readVisitorQuestion(lastMessage, language, persona) : null;
  // A situation read from one of the words (a cat in the child's question) is no situation of the visitor's.
  if (why && (why.kind === 'selfWhy' || why.kind === 'factWhy') && (why.asker !== null || !reading.situation || reading.situation.situation === 'pet_news') && (topicAnswer.length === 0 || (ask?.family === 'mystery' && (why.asker !== null || (why.kind === 'factWhy' && !mysteryAsk.test(lastMessage)))))) {
    const answer = joinSentences(writeVisitorQuestion(why, persona, language), language);
    return at('question14-fallthrough:' + why.kind, addressed(answer));
  }
  // Round 14 second wave: an event the visitor already had, told with no question and read by no family, is told back
  // whole and answered as over (its hard part met, or one question about it), never a noun echo of it.
  // Round 18: a past slip that keeps coming back (一直在脑子里回放) is that replay, told back by the fall-through, never "what happened next?".
  const pastOver = topicAnswer.length === 0 && !reading.situation && reading.earlierTopics.length === 0 && frameNow === null && !tellsReplay(lastMessage, language) ? readPastTold(lastMessage, language, persona) : null;
  // Its tell-back is the visitor's clause turned, so it skips the echo guard of the other replies.
  if (pastOver) {
    // Round 19 (chat22): the message's tail is answered in its form; a rough event (a loss, a hurt, something done to
    // the visitor) is met as rough, never asked "how did it go?" or praised for getting through it.
    const lines = writeLaterQuestion(pastOver, persona, language);
    const tail = readTail(lastMessage, language);
    if (tail) return at('past-told:tail19:' + tail.kind, addressed(joinSentences([withoutTail(lines[0] ?? '', tail), ...writeTail(tail, fixRegister(persona, language))], language)));
    const stance = clauseStance(lastMessage, language);
    if (stance === 'hurt' || stance === 'letdown' || stance === 'done') return at('past-told:rough19', addressed(joinSentences([lines[0] ?? '', ...writeRough(fixRegister(persona, language))], language)));
    const answer = joinSentences(lines, language);
    return at('past-told', addressed(answer));
  }
  // Round 15 (persona-chat-later-should15.ts): a decision asked after its context ("전 남친한테 연락이 왔어요. 답장해도
  // 될까요?", "…我好难过，还要继续喜欢他吗") that no reader above answered is answered as that decision with the context
  // told back, never a stock mood line or an echo of it. A choice between two keeps its pick; a situation its own lines.
  const laterShould = topicAnswer.length === 0 && !reading.situation && reading.userTurns === 1 && frameNow === null && readEitherOr(lastMessage) === null
    && persona !== 'kid' && persona !== 'chef' && persona !== 'astrologer' ? readLaterShould(lastMessage, language, persona) : null;
  if (laterShould) {
    const answer = joinSentences(writeLaterShould(laterShould, persona, language), language);
    return at('later-should', addressed(answer));
  }
  if (topicAnswer.length > 0) tracePath(`topic-family:${ask?.family ?? ''}`);
  // Round 16 (persona-chat-literal16.ts): what to do now or when, asked and read by nothing above, is answered in its own
  // form (the situation told back, one step that fits its shape, or a time), never a stock line for one of its words
  // (a breakup's, a moving day's) nor asked back; an incident whose own lines are its next steps (a theft) keeps them.
  // Its tell-back is the visitor's clause turned, so it skips the echo guard of the other replies.
  // A question about the persona itself (언니 요즘 밥은 잘 챙겨 먹어요?) is never the visitor's incident.
  const literalRead = topicAnswer.length === 0 && frameNow === null && reading.earlierTopics.length === 0 && offeredChoice(lastMessage, language) === null
    ? readLiteralQuestion(lastMessage, language, persona) : null;
  const literal = literalRead && !(literalRead.kind !== 'aboutYou' && reading.situation && incidentSituations.has(reading.situation.situation)) ? literalRead : null;
  if (literal) {
    const answer = joinSentences(writeLiteralAnswer(literal, persona, language), language);
    return at(`literal:${literal.kind}:${literal.step}`, addressed(answer));
  }
  const reply = topicAnswer.length > 0
    ? withEmoji(c, joinSentences(topicAnswer, language), voice)
    : writePersonaReply(persona, voice, reading, c, fresh, said, lastMessage, role, readGrounded(messages), messages.filter((m) => m.role === 'user').map((m) => m.content));
  return finish(reply);
};
