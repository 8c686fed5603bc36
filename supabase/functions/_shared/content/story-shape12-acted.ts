/**
 * The "someone acted on me" story shape (issue 13, round 12): the opening's subject is a person, read by grammar
 * (clause-roles.ts: a title and name, a person classifier, or a possessive before a noun that does a human act — "my
 * brother-in-law", "our new PE teacher", 우리 형부, 옆집 아저씨, anh rể tôi, ông hàng xóm, 我哥, 我们班主任), and the
 * narrator is the one acted on (called me, made me run, 把我叫住, 나한테 전화를 했다) or owns what was acted on (my drill,
 * 우리 집 강아지, cửa nhà tôi). The narrator stays the narrator and the person stays a person, named whole in every
 * sentence: never kept, looked at or pocketed as a thing. The plot answers the act honestly: not knowing whether to be
 * annoyed or touched, asking the person why, an answer plainer than feared, and knowing them a little better after; a
 * kindness by grammar (something given, brought back, done for me) is thanked, shrugged off and passed on.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { pick } from '../contract/seeded-random.ts';
import { withParticle } from './korean-particles.ts';
import { isPersonNoun, isPlaceOrTime, readClauseRoles, type NarratorRole } from './clause-roles.ts';
import { capitalizeLeading } from './text-tools.ts';
import { findPerson } from './story-attend14.ts';
import { fillStoryLine, drawStoryLine } from './story-event-plot.ts';
import { actAskedOf, personPronouns, readAskedAct, type AskedAct } from './story-why19.ts';
import { whyLines } from './data/story/story-why19-lines.ts';

/** The person who acted and where the narrator stood in the act. */
export interface ActedOn {
  /** The person as the opening names them, whole ("my brother-in-law", "Mr. Chen from 4B", 우리 형부, 我们班主任). */
  person: string;
  /** How later sentences name them (Mr. Chen; 형부; ông hàng xóm): the same words, a place after a title dropped. */
  later: string;
  role: Exclude<NarratorRole, 'subject' | null>;
  /** The narrator's own word (I, tôi / mình, 나, 我). */
  narrator: string;
  /** The narrator's own thing the act was done to, whole ("my drill"; Korean bare: 패딩 of 내 패딩); null when none. */
  owned: string | null;
  /** The person was crying (crying, khóc, 울면서, 哭): stayed with and listened to, never laughed at. */
  distress: boolean;
  /** The act reached the narrator by phone or message: stayed with on the line. */
  remote: boolean;
  /** The opening happens at night (midnight, 3 a.m., 새벽, ba giờ sáng, 半夜): the narrator was woken. */
  night: boolean;
  /** The act is a kindness to the narrator (something given, brought back, done for them): thanked, not questioned. */
  kind: boolean;
  /**
   * The act asks the narrator to go along (round 16): an act aimed at the narrator, or a claim or a visit, that is no
   * imposition (agreed to teach me, swears the snowman moved, knocked at my door). Gone along with, never "laugh or be
   * annoyed" and asked why.
   */
  along: 'act' | 'visit' | 'call' | null;
  /**
   * The person's act told back as the question, and its reason's kind (round 19, story-why19.ts), with their pronouns;
   * null for an imposition, or an act that cannot be told back. Optional: a caller may build an ActedOn without it.
   */
  asked?: { act: AskedAct; pronouns: Record<'they' | 'them' | 'their', string> } | null;
}

/** A claim told to the narrator or a visit to the narrator's door: the owner role that still asks the narrator to go along. */
const claimOrVisit: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:swears?|swore|insists?|insisted|claims?|claimed|knocked|knocks|showed up|turned up|came to)\b/iu,
  vi: /khăng khăng|(?:^|\s)(?:thề|nói|bảo|gõ cửa|ghé|sang)(?=[\s,.]|$)/iu,
  ko: /우긴|우겼|박박|노크|문을 두드|찾아오|찾아왔/u,
  zh: /坚持说|发誓|非说|一口咬定|敲门|敲了敲|找上门/u,
};

/** A complaint or a criticism of the narrator (to complain, said I snore, 说我): no act to go along with. */
const criticism: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:complain(?:ed|s|ing)?|criticized|criticised|blamed|accused|scolded|told me (?:off|I)|said (?:that )?I)\b/iu,
  vi: /phàn nàn|than phiền|trách|chê|(?:nói|bảo|kêu) (?:tôi|mình|em) (?!đi|ra|vào|lên|xuống|qua|sang|về)/iu,
  ko: /뭐라고|잔소리|혼냈|혼났|나무랐|탓했|불평|따졌/u,
  zh: /说我|怪我|批评|抱怨|数落|埋怨/u,
};

/** The narrator called over or stopped (called me over, gọi tôi lại, 불러 세웠다, 把我叫住): stops and hears the person out. */
const callWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:called me (?:over|into|in|aside|back)|stopped me|pulled me aside)\b/iu,
  vi: /gọi (?:tôi|mình|em) (?:lại|lên|vào|ra)|kéo (?:tôi|mình|em) ra một góc/iu,
  ko: /불러 ?세웠|불러냈|불러서|불렀다|붙잡았|붙잡고/u,
  zh: /叫住|把我叫到|把我叫过去|把我拉到一边|喊住/u,
};

/** A visit: the narrator opens the door and hears the person out. */
const visitWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:knocked|knocks|showed up|turned up|came to my door|at my door)\b/iu,
  vi: /gõ cửa|ghé|sang nhà|đến nhà/iu,
  ko: /노크|문을 두드|찾아오|찾아왔/u,
  zh: /敲门|敲了敲|找上门|来我家/u,
};

/**
 * A kindness by grammar: something done for the narrator (Korean -아/어 주다, Chinese 帮我 / 给我, Vietnamese cho tôi,
 * English "for me" or a verb with two objects), something brought back (returned, trả lại, 돌려주다, 还给 / 送回), or a
 * thing left at the narrator's door.
 */
const kindAct: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:for (?:me|us)|(?:smiled|waved|nodded|winked) at (?:me|us)|(?:greeted|thanked|hugged|helped) (?:me|us)|said (?:hello|hi|good morning) to (?:me|us)|returned|brought (?:back|me|us)|[a-z]+ (?:me|us) (?:a|an|some|his|her|their)\b|left (?:a|an|some|two|three|[a-z]+ )[^.!?]*\b(?:on|at|by|outside) (?:my|our)\b)/iu,
  vi: /trả lại|(?:cười|vẫy tay|gật đầu) với (?:tôi|mình|em)|(?:chào|cảm ơn|ôm|giúp) (?:tôi|mình|em)(?=[\s,.]|$)|mang (?:sang|qua|đến|tới)|(?:^|\s)cho (?:tôi|mình|nhà tôi|nhà mình)(?=[\s,.]|$)|để (?:lại )?[^.!?]*trước cửa/iu,
  ko: /(?:인사를? (?:하셨|했|건넸|건네)|웃어 ?주|손을 흔들어 주)|돌려주|돌려줬|갖다 주|가져다 주|데려다 주|[가-힣]\s?(?:주었|줬|주셨|주고 갔|주고 가)|안고 (?:찾아왔|왔)|데리고 (?:찾아왔|왔)/u,
  zh: /还给(?:我|我们)|送回|送来|帮我|替我|给我(?:送|带|拿|留)|(?:跟|和|向|对)我(?:打(?:了个?)?招呼|笑|点头|挥手|问好)/u,
};

/** Acts no one thanks for (drunk, made me, woke me, shouted): a kindness word beside them does not make them one. */
const imposed: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:made (?:me|us)|drunk|woke (?:me|us)|yelled|shouted|borrowed|took (?:my|our)|sold|broke|without asking)\b/iu,
  vi: /say|bắt (?:tôi|mình)|mắng|quát|mượn|lấy mất|làm hỏng|tự ý/iu,
  ko: /취해|술에|시켰|깨웠|소리를 질|빌려 가|가져가|망가뜨|허락도 없이/u,
  zh: /喝多|喝醉|逼我|非要我|吵醒|骂|借走|拿走|弄坏|没问我/u,
};

/** Openings other readers tell: a question, a strange event, a death, someone missing. */
const notThisShape: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /[?？]|\b(?:because|since|suddenly|strange(?:ly)?|weird|ghost|vanished|disappeared|died|passed away|funeral|missing|for the (?:very )?last time|every (?:morning|night|day|evening|week))\b/iu,
  vi: /[?？]|(?:^|\s)vì(?=\s)|bởi vì|tại vì|tự nhiên|bỗng|đột nhiên|kỳ lạ|biến mất|qua đời|đã mất|mất tích|lần cuối|sáng nào|tối nào|ngày nào/iu,
  ko: /[?？]|때문에|갑자기|이상한|귀신|사라졌|돌아가신|돌아가셨|장례|마지막|매일|마다/u,
  zh: /[?？]|因为|突然|奇怪|竟然|消失|不见了|去世|过世|最后一次|每天|每晚/u,
};

/**
 * A question put to the narrator (asked me if…, hỏi tôi có … không, 나한테 …냐고 물었다, 问我…): a question to answer,
 * never an act to be annoyed or touched by.
 */
const askedNarrator: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\basked (?:me|us)\s+(?:if|whether|what|why|how|where|when|who|to)\b/iu,
  vi: /hỏi\s(?:tôi|mình|em|con|cháu)\s[^.!?]*(?:\skhông|\schưa|\sgì|\sai|\sđâu|\snào)(?=[\s.,!?]|$)/iu,
  ko: /(?:냐고|는지|니\?)\s?(?:물었|물어|물으셨|묻더|하셨|했다)/u,
  zh: /问我/u,
};

/** A person phrase the narrator owns: my / our, … tôi, 우리 / 내, 我 / 我们. */
const ownedByNarrator: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:my|our)\s/iu,
  vi: /\s(?:tôi|mình|tớ)$/iu,
  ko: /^(?:우리|내|제|저희)\s/u,
  zh: /^(?:我们|我)(?!们)/u,
};

/** Reaching someone by phone or message: its receiver goes without saying. */
const contact: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:called|phoned|rang|texted|messaged|face-?timed|voicemail)\b/iu,
  vi: /gọi điện|nhắn tin|gọi về|gọi cho/iu,
  ko: /전화(?:를|가)?\s?(?:했|왔|걸)|문자(?:를|가)?\s?(?:보냈|왔)|카톡/u,
  zh: /打电话|打来电话|来电话|发消息|发微信|发短信|视频/u,
};

/** Night: the narrator was asleep. */
const nightWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:night|midnight|[1-5]\s?(?:a\.?m\.?|am)\b|in the middle of the night)/iu,
  vi: /đêm|(?:một|hai|ba|bốn|[1-4]) giờ sáng|khuya/iu,
  ko: /새벽|밤|자정/u,
  zh: /半夜|凌晨|深夜|夜里|晚上|午夜/u,
};

/** Crying: a person in distress. */
const crying: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:cry|crying|cried|sobbing|sobbed|in tears|weeping|wept)\b/iu,
  vi: /khóc|nức nở/iu,
  ko: /울면서|울고|울었|울먹|흐느|눈물/u,
  zh: /哭/u,
};

/** The narrator's word in a Vietnamese opening (tôi, mình, tớ), "tôi" when none is written. */
function vietnameseNarrator(opening: string): string {
  return /(?:^|\s)(tôi|mình|tớ)(?=[\s,.]|$)/iu.exec(opening)?.[1]?.toLowerCase() ?? 'tôi';
}

/** How later sentences name the person: English drops a place after a title (Mr. Chen from 4B → Mr. Chen); Korean drops 우리. */
function laterName(person: string, language: ContentLanguage): string {
  if (language === 'en') {
    const bare = person.replace(/\s+(?:from|of|in|at|next|across|upstairs|downstairs)\b.*$/u, '');
    return /^(?:Mr|Mrs|Ms|Miss|Dr|Mx|Prof|Coach)\b/u.test(bare) ? bare : bare.charAt(0).toLowerCase() + bare.slice(1);
  }
  if (language === 'ko') return person.replace(/^(?:우리|저희)\s/u, '');
  // A superlative's person (ông hàng xóm khó tính nhất khu phố) is named by the classifier and noun after the first time.
  if (language === 'vi' && /\snhất(?:\s|$)/u.test(person)) return person.split(/\s+/u).slice(0, 3).join(' ').toLowerCase();
  if (language === 'vi') return /^[A-ZĐ\p{Lu}]/u.test(person) && !/\s[A-ZĐ\p{Lu}]/u.test(person) ? person.charAt(0).toLowerCase() + person.slice(1) : person;
  return person;
}

/** The English subject and object pronouns for a person phrase: he or she where its noun or title says so, they otherwise. */
function englishPronounsOf(person: string): readonly [string, string] {
  if (/\b(?:Mrs|Ms|Miss)\b|(?:mother|mom|mum|sister|aunt|wife|daughter|woman|girl|lady|grandma|niece)(?:-in-law)?$/iu.test(person)) return ['she', 'her'];
  if (/\bMr\b|(?:father|dad|brother|uncle|husband|son|man|boy|guy|grandpa|nephew)(?:-in-law)?$/iu.test(person)) return ['he', 'him'];
  return ['they', 'them'];
}

/** Reads the person who acted on the narrator, or null when the opening is not of this shape. */
export function findActedOn(opening: string, language: ContentLanguage): ActedOn | null {
  if (notThisShape[language].test(opening) || askedNarrator[language].test(opening)) return null;
  const read = readClauseRoles(opening, language);
  // A call or a message from the narrator's own person reaches the narrator even when no "me" is written (chị dâu tôi gọi điện).
  const roles = read.narrator === null && read.subject !== null && ownedByNarrator[language].test(read.subject) && contact[language].test(opening) ? { ...read, narrator: 'object' as const } : read;
  if (roles.subject === null || (roles.narrator !== 'object' && roles.narrator !== 'owner')) return null;
  if (isPlaceOrTime(roles.subject, language) || !isPersonNoun(roles.subject, language, opening)) return null;
  // A Vietnamese adverb after the subject (ông nội tự dưng, mẹ bỗng) is no part of the person's name.
  const subject = language === 'vi' ? roles.subject.replace(/(?:\s(?:tự dưng|bỗng nhiên|bỗng|đột nhiên|tự nhiên|chợt|lại|cũng|vẫn|hay|cứ|mới|vừa|đã|đang|sẽ))+$/iu, '') : roles.subject;
  const person = language === 'en' ? subject.replace(/^(?:My|Our|His|Her|Their|Your)\b/u, (word) => word.toLowerCase()) : subject;
  const narrator = language === 'en' ? 'I' : language === 'vi' ? vietnameseNarrator(opening) : language === 'ko' ? '나' : '我';
  // The narrator's own thing, whole: "my drill"; Korean 내 패딩 is named bare (패딩), as a Korean narrator would.
  const koreanOwned = language === 'ko' && roles.object !== null ? /^(?:내|우리|제|저희)\s+([가-힣]{1,6}(?:\s[가-힣]{1,6})?)$/u.exec(roles.object)?.[1] ?? null : null;
  const owned = language === 'en' && roles.object !== null && /^(?:my|our)\s+[a-z-]+$/iu.test(roles.object) ? roles.object.toLowerCase() : koreanOwned;
  const later = laterName(person, language);
  return { person, later, role: roles.narrator, narrator, owned, distress: crying[language].test(opening), remote: contact[language].test(opening), night: nightWords[language].test(opening), kind: kindAct[language].test(opening) && !imposed[language].test(opening), along: goneAlong(opening, roles.narrator, language), asked: askedAct(opening, language, later) };
}

/** The act told back as the question and its reason's kind, for an act that is no imposition; else null. */
function askedAct(opening: string, language: ContentLanguage, later: string): ActedOn['asked'] {
  if (imposed[language].test(opening) || criticism[language].test(opening) || secretly.test(opening)) return null;
  // The acted-on reader knows persons the clause finder does not (my landlord): its person opens the first clause then.
  const first = opening.trim().split(/(?<=[.!?。！？])\s*/u)[0]?.split(/[,，;；:：]/u)[0] ?? '';
  const found = findPerson(opening, language, null) ?? (first.toLowerCase().includes(later.toLowerCase().replace(/^(?:the|my|our)\s+/u, '')) ? { person: later, clause: first } : null);
  const act = found === null ? null : readAskedAct(opening, language, found);
  return act === null ? null : { act, pronouns: personPronouns(later, language, opening) };
}

/** A thing done behind the teller's back (wore my coat secretly): asked why, the answer is no kindness passed on. */
const secretly = /\b(?:secretly|sneak(?:ed|s|ily)?|behind my back|without (?:a word|telling me|asking))\b|(?:^|\s)lén(?![\p{L}\p{M}])|không nói (?:một lời|gì)|chẳng nói (?:một lời|gì)|몰래|말도 없이|말없이|偷偷|背着我|一声不吭|没说一声/iu;

/** The ask that names the act, per language ({p}: the person; {act}: the act). */
const askLine: Readonly<Record<ContentLanguage, string>> = {
  en: 'When things were calmer, I asked {p} why {act}.',
  vi: 'Lúc mọi chuyện lắng xuống, {I} hỏi {p} vì sao {act}.',
  ko: '나중에 조금 잠잠해졌을 때, 나는 {p:에게} 왜 {act} 물었다.',
  zh: '等事情缓下来，我问{p}为什么{act}。',
};

/** The middle paragraph when the act can be told back: the ask that names it, and an answer of its kind. */
function askedMiddle(acted: ActedOn, asked: NonNullable<ActedOn['asked']>, language: ContentLanguage, random: () => number): string[] {
  const me = language === 'en' ? 'me' : acted.narrator;
  const slots = { I: acted.narrator, me, my: language === 'en' ? 'my' : language === 'ko' ? '내' : acted.narrator, p: acted.later, name: acted.later, ...asked.pronouns, act: asked.act.act };
  const ask = { ...slots, act: actAskedOf(asked.act.act, acted.later, asked.pronouns.they, language) };
  return [fillStoryLine(askLine[language], ask, language), drawStoryLine(whyLines[language].find[asked.act.kind], slots, language, random)];
}

/** Whether the act asks the narrator to go along (see ActedOn.along): never an imposition, a question or tears. */
function goneAlong(opening: string, role: 'object' | 'owner', language: ContentLanguage): 'act' | 'visit' | 'call' | null {
  // A call or a message stays the asked-why shape (the narrator was not there to go along); so does a complaint.
  if (imposed[language].test(opening) || crying[language].test(opening) || contact[language].test(opening) || criticism[language].test(opening)) return null;
  if (visitWords[language].test(opening)) return 'visit';
  if (callWords[language].test(opening)) return 'call';
  return role === 'object' || claimOrVisit[language].test(opening) ? 'act' : null;
}

/** The three paragraphs after the opening for someone who acted on the narrator. */
export function writeActedOn(acted: ActedOn, language: ContentLanguage, random: () => number): string[][] {
  if (acted.distress) return writeDistress(acted, language);
  if (acted.kind) return writeKindness(acted, language);
  if (acted.along !== null) return writeGoneAlong(acted, acted.along, language, random);
  const plain = writePlainActedOn(acted, language, random);
  const asked = acted.asked ?? null;
  return asked === null ? plain : [plain[0] ?? [], askedMiddle(acted, asked, language, random), plain[2] ?? []];
}

/** The asked-why shape's three paragraphs: not knowing whether to be annoyed or touched, asking, knowing them better. */
function writePlainActedOn(acted: ActedOn, language: ContentLanguage, random: () => number): string[][] {
  const p = acted.later;
  if (language === 'en') {
    // After the first mention the person is a pronoun: he or she where the noun says so, they otherwise.
    const [he, him] = englishPronounsOf(p);
    const He = capitalizeLeading(he);
    const about = acted.owned ?? 'it';
    return [
      [pick(['For a moment I did not know whether to be annoyed or touched.', 'I did not know, at first, whether to laugh or to be annoyed.'], random), `I had not expected it, not from ${p}.`],
      [acted.role === 'owner' ? `When I finally asked ${p} about ${about}, there was a short silence.` : `Later, when things were calmer, I asked ${p} why.`, `${He} took a while to answer, and the answer, when it came, was plainer than I had feared.`],
      [`I did not agree with all of it. But I understood ${him} a little better after that.`, pick([`Looking back, it is one of the things I remember most clearly about ${p}.`, `Whenever I think of ${p} now, that is the first thing I remember.`], random)],
    ];
  }
  if (language === 'vi') {
    const n = acted.narrator;
    const N = capitalizeLeading(n);
    const P = capitalizeLeading(p);
    return [
      [pick([`Lúc đầu ${n} không biết nên bực hay nên cảm động.`, `Nhất thời ${n} không biết nên cười hay nên bực.`], random), `${N} không ngờ ${p} lại làm vậy.`],
      [acted.role === 'owner' ? `Mãi sau ${n} mới hỏi ${p} chuyện đó.` : `Lúc mọi chuyện lắng xuống, ${n} hỏi ${p} vì sao.`, `${P} im lặng một lúc lâu rồi mới trả lời, và câu trả lời đơn giản hơn ${n} tưởng.`],
      [`${N} không đồng ý với tất cả, nhưng từ hôm đó ${n} hiểu ${p} hơn một chút.`, pick([`Giờ nghĩ lại, đó là một trong những chuyện ${n} nhớ rõ nhất về ${p}.`, `Bây giờ mỗi lần nghĩ đến ${p}, ${n} lại nhớ đến chuyện hôm ấy trước tiên.`], random)],
    ];
  }
  if (language === 'ko') {
    return [
      [pick(['화를 내야 할지 고마워해야 할지, 처음에는 알 수가 없었다.', '처음에는 웃어야 할지 화를 내야 할지 몰랐다.'], random), `${withParticle(p, '가')} 그럴 줄은 정말 몰랐다.`],
      [acted.role === 'owner' ? (acted.owned !== null ? `한참 뒤에야 나는 ${p}에게 ${acted.owned} 얘기를 꺼냈다.` : `한참 뒤에야 나는 ${p}에게 그 일을 물었다.`) : `나중에 조금 잠잠해졌을 때, 나는 ${p}에게 왜 그랬느냐고 물었다.`, `${withParticle(p, '는')} 한참 말이 없다가 대답했다. 생각보다 훨씬 단순한 대답이었다.`],
      [`다 이해한 건 아니었다. 그래도 그날 이후로 ${withParticle(p, '를')} 조금은 더 알게 된 것 같았다.`, pick([`지금도 ${p} 하면 그날 일이 제일 먼저 떠오른다.`, `돌이켜 보면, ${p}에 대해 가장 또렷하게 남은 기억이 그날이다.`], random)],
    ];
  }
  return [
    [pick(['我一时不知道该生气，还是该感动。', '一开始我不知道该笑还是该生气。'], random), `我没想到${p}会这样。`],
    [acted.role === 'owner' ? `过了好久，我才问${p}这件事。` : `等事情缓下来，我问${p}为什么。`, `${p}沉默了好一会儿才回答，答案比我想的简单得多。`],
    [`我不是全都认同，可从那以后，我好像更懂${p}一点了。`, pick([`现在想起${p}，我最先想到的还是那一天。`, `回头看，那是我对${p}记得最清楚的一件事。`], random)],
  ];
}

/** The three paragraphs after an act that asks the narrator to go along: no question why, gone along with, a little closer. */
function writeGoneAlong(acted: ActedOn, along: 'act' | 'visit' | 'call', language: ContentLanguage, random: () => number): string[][] {
  const p = acted.later;
  if (language === 'en') {
    const [he, him] = englishPronounsOf(p);
    const his = he === 'she' ? 'her' : he === 'he' ? 'his' : 'their';
    const P = capitalizeLeading(p);
    return [
      [pick([`It was not what I expected from ${p}, and for a moment I did not know what to say.`, `${P} had never done anything quite like it, and for a moment I only stood there.`], random), along === 'visit' ? 'Then I went to the door.' : along === 'call' ? 'I stopped and waited.' : 'Then I simply said, "All right."'],
      along !== 'act'
        ? [`${along === 'visit' ? 'I opened it and let' : 'I let'} ${p} say what ${he} had ${along === 'visit' ? 'come' : 'wanted'} to say, without hurrying ${him}.`, `It took ${him} a while to get to it, and I understood that it had not been easy.`]
        : ['I went along with it, without asking for reasons.', `Halfway through I caught ${p} watching me out of the corner of ${his} eye, waiting to see if I would laugh. I did not.`],
      ['Afterwards neither of us made much of it.', `But I think ${p} knew I had understood, and something between us was a little easier after that.`],
    ];
  }
  if (language === 'vi') {
    const n = acted.narrator;
    const N = capitalizeLeading(n);
    const P = capitalizeLeading(p);
    return [
      [pick([`${N} không ngờ ${p} lại làm vậy, nhất thời chẳng biết nói gì.`, `Xưa nay ${p} chưa từng như thế, nên ${n} đứng ngẩn ra một lúc.`], random), along === 'visit' ? `Rồi ${n} ra mở cửa.` : along === 'call' ? `${N} dừng lại, chờ.` : `Rồi ${n} chỉ nói: “Được thôi.”`],
      along !== 'act'
        ? [`${N} để ${p} nói hết điều muốn nói, không giục.`, `${P} phải loay hoay một lúc mới vào chuyện, và ${n} hiểu ${along === 'visit' ? 'sang được đến đây' : 'mở lời như vậy'} đâu phải dễ.`]
        : [`${N} cứ thế làm theo, không hỏi lý do.`, `Được một lúc, ${n} bắt gặp ${p} len lén nhìn mình, như chờ xem ${n} có cười không. ${N} không cười.`],
      ['Sau đó chẳng ai nhắc lại chuyện ấy.', `Nhưng ${n} nghĩ ${p} biết ${n} đã hiểu, và từ hôm ấy giữa hai người dễ chịu hơn một chút.`],
    ];
  }
  if (language === 'ko') {
    return [
      [pick([`${withParticle(p, '가')} 그럴 줄은 몰라서, 잠깐 뭐라고 해야 할지 몰랐다.`, `${withParticle(p, '가')} 그런 적은 처음이라, 나는 잠깐 멍하니 서 있었다.`], random), along === 'visit' ? '그러다 문을 열었다.' : along === 'call' ? '나는 걸음을 멈추고 기다렸다.' : '그래서 그냥 고개를 끄덕였다.'],
      along !== 'act'
        ? [along === 'call' ? `나는 ${p}에게 가서, 하려던 말을 끝까지 들었다. 재촉하지 않고.` : `나는 ${withParticle(p, '가')} 하려던 말을 끝까지 들었다. 재촉하지 않고.`, `본론을 꺼내기까지 한참 걸렸고, 나는 ${along === 'visit' ? '여기까지 오는 게' : '그 말을 꺼내는 게'} 쉽지 않았다는 걸 알았다.`]
        : ['나는 이유를 묻지 않고 그대로 따라 주었다.', `그러다 문득, ${withParticle(p, '가')} 내가 웃을까 봐 곁눈질로 살피고 있다는 걸 알았다. 나는 웃지 않았다.`],
      ['그 뒤로 우리 둘 다 그 일을 크게 입에 올리지 않았다.', `그래도 ${withParticle(p, '는')} 내가 알아들었다는 걸 알았을 것이다. 그날 이후로 우리 사이는 조금 편해졌다.`],
    ];
  }
  return [
    [pick([`我没想到${p}会这样，一时不知道说什么好。`, `${p}从来没这样过，我愣了一会儿。`], random), along === 'visit' ? '然后我去开了门。' : along === 'call' ? '我停下脚步，等着。' : '最后我只是点了点头。'],
    along !== 'act'
      ? [`我让${p}把想说的话说完，没有催。`, `${p}绕了好一会儿才说到正题，我明白，${along === 'visit' ? '走这一趟' : '开这个口'}并不容易。`]
      : ['我没问为什么，就照着做了。', `做着做着，我发现${p}在偷偷看我，像是在等我笑。我没有笑。`],
    ['后来我们谁也没再提这件事。', `可我想${p}知道我懂了。从那天起，我们之间轻松了一点。`],
  ];
}

/** The three paragraphs after a kindness done to the narrator: not knowing what to do with it, thanks shrugged off, passed on. */
function writeKindness(acted: ActedOn, language: ContentLanguage): string[][] {
  const p = acted.later;
  if (language === 'en') {
    const P = capitalizeLeading(p);
    return [
      ['It was such a small thing, and yet I did not quite know what to do with it.', `Not many people would have bothered. ${P} had.`],
      [`I thanked ${p}, clumsily, the way you thank someone you hardly know how to thank.`, `${P} only shrugged, as if it were nothing at all.`],
      ['It was not nothing to me.', `Since then I have tried, now and then, to be for someone else what ${p} was for me that day.`],
    ];
  }
  if (language === 'vi') {
    const n = acted.narrator;
    const N = capitalizeLeading(n);
    const P = capitalizeLeading(p);
    return [
      [`Chỉ là chuyện nhỏ thôi, vậy mà ${n} không biết phải làm gì với cảm giác ấy.`, `Đâu phải ai cũng chịu để tâm như thế. ${P} thì có.`],
      [`${N} cảm ơn ${p}, lóng ngóng như người chưa quen nói lời cảm ơn.`, `${P} chỉ xua tay, như thể chẳng có gì.`],
      [`Với ${n}, đó đâu phải chuyện không có gì.`, `Từ hôm ấy, thỉnh thoảng ${n} lại cố làm cho một ai đó điều ${p} đã làm cho ${n} hôm ấy.`],
    ];
  }
  if (language === 'ko') {
    return [
      ['별것 아닌 일이었는데, 그 마음을 어떻게 받아야 할지 몰랐다.', `아무나 그렇게 마음 써 주지는 않는다. ${withParticle(p, '는')} 그랬다.`],
      [`나는 ${p}에게 고맙다고 말했다. 고마움을 어떻게 전해야 할지 몰라 조금 어색하게.`, `${withParticle(p, '는')} 별일 아니라는 듯 손사래를 쳤다.`],
      ['나에게는 별일이었다.', `그날 이후로 나도 가끔, ${withParticle(p, '가')} 그날 내게 해 준 만큼은 누군가에게 해 주려고 한다.`],
    ];
  }
  return [
    ['只是一件小事，可我一时不知道该怎么接住这份心意。', `不是谁都会这么上心的，${p}会。`],
    [`我跟${p}道了谢，笨手笨脚的，像不太会说谢谢的人。`, `${p}只是摆摆手，好像这根本不算什么。`],
    ['可对我来说，这不是小事。', `从那以后，我也时不时试着像${p}那天对我那样，去对别人。`],
  ];
}

/** The three paragraphs after a person in tears reached the narrator: awake at once, staying, listening, not fixing. */
function writeDistress(acted: ActedOn, language: ContentLanguage): string[][] {
  const p = acted.later;
  if (language === 'en') {
    const [he, him] = englishPronounsOf(p);
    return [
      [acted.night ? 'I was wide awake at once.' : 'I dropped everything.', `${capitalizeLeading(p)} could not get a word out at first, and I did not make ${him} try.`],
      [acted.remote ? 'I stayed on the line and let the quiet be what it was, saying only that I was there.' : `I sat down beside ${him} and said only that I was there.`, `When ${he} could finally talk, I listened, and did not try to fix any of it.`],
      [`Some ${acted.night ? 'nights' : 'days'} there is nothing to solve, only someone to stay with.`, 'I do not know if I said the right things. But I stayed, and I think that was what mattered.'],
    ];
  }
  if (language === 'vi') {
    const n = acted.narrator;
    const N = capitalizeLeading(n);
    return [
      [acted.night ? `${N} tỉnh hẳn ngủ.` : `${N} bỏ hết mọi việc đang làm.`, `Lúc đầu ${p} không nói được câu nào, và ${n} cũng không bắt phải nói.`],
      [acted.remote ? `${N} cứ giữ máy, chỉ nói đi nói lại rằng ${n} đang ở đây.` : `${N} ngồi xuống bên cạnh, chỉ nói rằng ${n} đang ở đây.`, `Khi ${p} nói được, ${n} chỉ lắng nghe, không cố sửa chữa điều gì.`],
      [`Có những ${acted.night ? 'đêm' : 'lúc'} chẳng có gì để giải quyết, chỉ có một người cần ai đó ở lại.`, `${N} không biết mình có nói đúng không. Nhưng ${n} đã ở lại, và có lẽ đó mới là điều quan trọng.`],
    ];
  }
  if (language === 'ko') {
    return [
      [acted.night ? '잠이 확 달아났다.' : '나는 하던 일을 다 내려놓았다.', `${withParticle(p, '는')} 처음엔 한마디도 제대로 하지 못했고, 나는 억지로 말을 시키지 않았다.`],
      [acted.remote ? '나는 전화를 끊지 않고, 여기 있다는 말만 몇 번이고 했다.' : '나는 옆에 앉아, 여기 있다는 말만 했다.', `${withParticle(p, '가')} 겨우 말을 꺼냈을 때, 나는 그냥 들었다. 뭔가를 고쳐 주려 하지 않고.`],
      [acted.night ? '해결할 게 없는 밤도 있다. 곁에 있어 줄 사람이 필요할 뿐인 밤.' : '해결할 게 없는 날도 있다. 곁에 있어 줄 사람이 필요할 뿐인 날.', `내가 맞는 말을 했는지는 모르겠다. 그래도 끝까지 ${acted.remote ? '전화를 붙들고' : '곁에'} 있었고, 아마 그게 전부였을 것이다.`],
    ];
  }
  return [
    [acted.night ? '我一下子就醒透了。' : '我放下了手里所有的事。', `${p}一开始一句话也说不出来，我也没逼着问。`],
    [acted.remote ? '我没挂电话，只是一遍遍地说：我在呢。' : '我在旁边坐下，只说了一句：我在呢。', `等${p}终于能开口了，我就听着，没想着去解决什么。`],
    [`有些${acted.night ? '夜晚' : '时候'}，没有什么要解决的，只是需要有人陪着。`, '我不知道自己说得对不对，可我一直陪着，也许这才是最要紧的。'],
  ];
}
