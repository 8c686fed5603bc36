/**
 * The "someone acted on me" story shape (issue 13, round 12): the opening's subject is a person, read by grammar
 * (clause-roles.ts: a title and name, a person classifier, or a possessive before a noun that does a human act — "my
 * brother-in-law", "our new PE teacher", 우리 형부, 옆집 아저씨, anh rể tôi, ông hàng xóm, 我哥, 我们班主任), and the
 * narrator is the one acted on (called me, made me run, 把我叫住, 나한테 전화를 했다) or owns what was acted on (my drill,
 * 우리 집 강아지, cửa nhà tôi). The narrator stays the narrator and the person stays a person, named whole in every
 * sentence: never kept, looked at or pocketed as a thing. The plot answers the act honestly: not knowing whether to be
 * annoyed or touched, asking the person why, an answer plainer than feared, and knowing them a little better after.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { isPersonNoun, isPlaceOrTime, readClauseRoles, type NarratorRole } from './clause-roles.ts';
import { capitalizeLeading } from './text-tools.ts';

/** The person who acted and where the narrator stood in the act. */
export interface ActedOn {
  /** The person as the opening names them, whole ("my brother-in-law", "Mr. Chen from 4B", 우리 형부, 我们班主任). */
  person: string;
  /** How later sentences name them (Mr. Chen; 형부; ông hàng xóm): the same words, a place after a title dropped. */
  later: string;
  role: Exclude<NarratorRole, 'subject' | null>;
  /** The narrator's own word (I, tôi / mình, 나, 我). */
  narrator: string;
}

/** Openings other readers tell: a question, a strange event, a death, someone missing. */
const notThisShape: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /[?？]|\b(?:because|since|suddenly|strange(?:ly)?|weird|ghost|vanished|disappeared|died|passed away|funeral|missing|for the (?:very )?(?:first|last) time|every (?:morning|night|day|evening|week))\b/iu,
  vi: /[?？]|(?:^|\s)vì(?=\s)|bởi vì|tại vì|tự nhiên|bỗng|đột nhiên|kỳ lạ|biến mất|qua đời|đã mất|mất tích|lần đầu|lần cuối|sáng nào|tối nào|ngày nào/iu,
  ko: /[?？]|때문에|갑자기|이상한|귀신|사라졌|돌아가신|돌아가셨|장례|처음으로|마지막|매일|마다/u,
  zh: /[?？]|因为|突然|奇怪|竟然|消失|不见了|去世|过世|第一次|最后一次|每天|每晚/u,
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
  if (language === 'vi') return /^[A-ZĐ\p{Lu}]/u.test(person) && !/\s[A-ZĐ\p{Lu}]/u.test(person) ? person.charAt(0).toLowerCase() + person.slice(1) : person;
  return person;
}

/** Reads the person who acted on the narrator, or null when the opening is not of this shape. */
export function findActedOn(opening: string, language: ContentLanguage): ActedOn | null {
  if (notThisShape[language].test(opening)) return null;
  const roles = readClauseRoles(opening, language);
  if (roles.subject === null || (roles.narrator !== 'object' && roles.narrator !== 'owner')) return null;
  if (isPlaceOrTime(roles.subject, language) || !isPersonNoun(roles.subject, language, opening)) return null;
  const person = language === 'en' ? roles.subject.replace(/^(?:My|Our|His|Her|Their|Your)\b/u, (word) => word.toLowerCase()) : roles.subject;
  const narrator = language === 'en' ? 'I' : language === 'vi' ? vietnameseNarrator(opening) : language === 'ko' ? '나' : '我';
  return { person, later: laterName(person, language), role: roles.narrator, narrator };
}

/** The three paragraphs after the opening for someone who acted on the narrator. */
export function writeActedOn(acted: ActedOn, language: ContentLanguage, random: () => number): string[][] {
  const pick = <T,>(options: readonly T[]): T => options[Math.min(options.length - 1, Math.floor(random() * options.length))] as T;
  const p = acted.later;
  if (language === 'en') {
    const P = capitalizeLeading(p);
    return [
      [pick(['For a moment I did not know whether to be annoyed or touched.', 'I did not know, at first, whether to laugh or to be annoyed.']), `I had not expected it, not from ${p}.`],
      [acted.role === 'owner' ? `When I finally asked ${p} about it, there was a short silence.` : `Later, when things were calmer, I asked ${p} why.`, `${P} took a while to answer, and the answer, when it came, was plainer than I had feared.`],
      [`I did not agree with all of it. But I understood ${p} a little better after that.`, pick([`Looking back, it is one of the things I remember most clearly about ${p}.`, `Whenever I think of ${p} now, that is the first thing I remember.`])],
    ];
  }
  if (language === 'vi') {
    const n = acted.narrator;
    const N = capitalizeLeading(n);
    const P = capitalizeLeading(p);
    return [
      [pick([`Lúc đầu ${n} không biết nên bực hay nên cảm động.`, `Nhất thời ${n} không biết nên cười hay nên bực.`]), `${N} không ngờ ${p} lại làm vậy.`],
      [acted.role === 'owner' ? `Mãi sau ${n} mới hỏi ${p} chuyện đó.` : `Lúc mọi chuyện lắng xuống, ${n} hỏi ${p} vì sao.`, `${P} im lặng một lúc lâu rồi mới trả lời, và câu trả lời đơn giản hơn ${n} tưởng.`],
      [`${N} không đồng ý với tất cả, nhưng từ hôm đó ${n} hiểu ${p} hơn một chút.`, pick([`Giờ nghĩ lại, đó là một trong những chuyện ${n} nhớ rõ nhất về ${p}.`, `Bây giờ mỗi lần nghĩ đến ${p}, ${n} lại nhớ đến chuyện hôm ấy trước tiên.`])],
    ];
  }
  if (language === 'ko') {
    return [
      [pick(['화를 내야 할지 고마워해야 할지, 처음에는 알 수가 없었다.', '처음에는 웃어야 할지 화를 내야 할지 몰랐다.']), `${withParticle(p, '가')} 그럴 줄은 정말 몰랐다.`],
      [acted.role === 'owner' ? `한참 뒤에야 나는 ${p}에게 그 일을 물었다.` : `나중에 조금 잠잠해졌을 때, 나는 ${p}에게 왜 그랬느냐고 물었다.`, `${withParticle(p, '는')} 한참 말이 없다가 대답했다. 생각보다 훨씬 단순한 대답이었다.`],
      [`다 이해한 건 아니었다. 그래도 그날 이후로 ${withParticle(p, '를')} 조금은 더 알게 된 것 같았다.`, pick([`지금도 ${p} 하면 그날 일이 제일 먼저 떠오른다.`, `돌이켜 보면, ${p}에 대해 가장 또렷하게 남은 기억이 그날이다.`])],
    ];
  }
  return [
    [pick(['我一时不知道该生气，还是该感动。', '一开始我不知道该笑还是该生气。']), `我没想到${p}会这样。`],
    [acted.role === 'owner' ? `过了好久，我才问${p}这件事。` : `等事情缓下来，我问${p}为什么。`, `${p}沉默了好一会儿才回答，答案比我想的简单得多。`],
    [`我不是全都认同，可从那以后，我好像更懂${p}一点了。`, pick([`现在想起${p}，我最先想到的还是那一天。`, `回头看，那是我对${p}记得最清楚的一件事。`])],
  ];
}
