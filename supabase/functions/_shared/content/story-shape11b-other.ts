/**
 * The narrator's first time whose complication is another person's act (issue 13, round 11b): "First time I brought my
 * boyfriend to meet my parents, and my mom burned the roast", "Lần đầu mình dẫn bạn trai về nhà ăn cơm, ai ngờ bố nấu canh
 * mặn chát", "처음으로 남자친구를 집에 데려갔는데 엄마가 찌개를 다 태워 버렸다", "第一次带女朋友回家吃饭，我爸却把菜全做咸了".
 * Read from the complication clause's subject: a person (my mom, bố, 엄마가, 我爸), not the narrator. The difficulty is
 * theirs, so the narrator never fixes it: the table goes quiet, the narrator laughs it off, the guest the opening names
 * (my boyfriend, bạn trai, 남자친구, 女朋友) takes it well, it becomes the story told at the table, and the ending is about
 * the first time itself, never "I did it".
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import type { Complication } from './story-detail-clause.ts';
import type { FirstTimeShape } from './story-first-time.ts';
import { capitalizeLeading } from './text-tools.ts';

/** Three paragraphs of sentences. */
type Plot = [string[], string[], string[]];

/** The person whose act the complication is, as the narration names them. */
export interface OtherActor {
  who: string;
  gender: 'she' | 'he' | null;
}

const englishActor = /^(?:my|our)\s+(?:(?:little|big|older|younger|baby|kid)\s+)?(mom|mum|mother|dad|father|parents|grandma|gran|granny|grandpa|grandmother|grandfather|nan|brother|sister|aunt|uncle|husband|wife|partner|boyfriend|girlfriend|son|daughter|cousin|roommate|flatmate|friend|best friend|boss|neighbou?r|in-laws|father-in-law|mother-in-law|stepmom|stepdad)$/iu;
const vietnameseActor = /^((?:bố|ba|mẹ|má|ông nội|bà nội|ông ngoại|bà ngoại|ông|bà|cô|chú|dì|bác|cậu|mợ|thím|chồng|vợ|bạn trai|bạn gái|người yêu|anh trai|chị gái|em trai|em gái|anh hai|chị hai)(?:\s+(?:mình|tôi|em))?)\s+(?!ơi(?![\p{L}\p{M}]))\p{L}/iu;
const koreanActor = /^(?:우리\s+)?(엄마|아빠|어머니|아버지|할머니|할아버지|언니|오빠|누나|형|남동생|여동생|동생|남편|아내|삼촌|이모|고모|외삼촌|남자친구|여자친구|친구|시어머니|장모님|장인어른)(?:께서|가|이)\s/u;
const chineseActor = /^((?:我|我们)?(?:爸爸|妈妈|爸|妈|奶奶|爷爷|姥姥|姥爷|外婆|外公|哥哥|姐姐|哥|姐|弟弟|妹妹|老公|老婆|男朋友|女朋友|婆婆|公公|岳母|舅舅|姑姑|阿姨))(?=[把将又竟居却突一还])/u;

const shePeople = /mom|mum|mother|grandma|gran|granny|grandmother|nan|sister|aunt|wife|girlfriend|daughter|stepmom|mẹ|má|bà|cô|dì|mợ|thím|vợ|bạn gái|chị|em gái/iu;
const hePeople = /dad|father|grandpa|grandfather|brother|uncle|husband|boyfriend|son|stepdad|bố|ba|ông|chú|bác|cậu|chồng|bạn trai|anh trai|em trai/iu;

/** A meal in the opening: the guest eats it anyway and the story is told at the table. */
const mealWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:dinner|lunch|breakfast|brunch|meal|cook(?:ed|ing)?|roast|bak(?:e|ed)|soup|stew|cake|barbecue|bbq|dish)\b/iu,
  vi: /ăn cơm|bữa|nấu|canh|món|cơm|bánh|lẩu|nướng/iu,
  ko: /밥|식사|찌개|요리|반찬|국|고기|케이크|저녁|점심/u,
  zh: /吃饭|做饭|菜|饭|汤|鱼|肉|饺子|蛋糕/u,
};

/** The person the narrator brings or invites (my boyfriend, bạn trai, 남자친구, 女朋友), as the opening names them. */
const guestPattern: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:brought|took|introduced|invited|had)\s+((?:my|our)\s+(?:new\s+)?(?:boyfriend|girlfriend|partner|fianc[ée]e?|husband|wife|friends?|best friend|colleagues?|co-workers?|coworkers?|boss|roommate|flatmate|classmates?|teammates?|in-laws))\b/iu,
  vi: /(?:dẫn|đưa|mời|rủ|giới thiệu)\s+((?:bạn trai|bạn gái|người yêu|đồng nghiệp|bạn bè|bạn thân|sếp|bạn)(?:\s+(?:mình|tôi|em))?)\s+(?:về|đến|tới|sang|qua|đi)(?![\p{L}\p{M}])/iu,
  ko: /(남자친구|여자친구|남친|여친|애인|약혼자|친구들|친구|직장 동료들|동료들|동료|회사 사람들|팀원들)(?:을|를)\s+(?:우리\s+)?(?:집에|집으로|부모님께|부모님에게|가족에게)?\s*(?:데려|초대|데리고|소개)/u,
  zh: /(?:带|请|领|介绍)(男朋友|女朋友|对象|未婚妻|未婚夫|同事们|同事|朋友们|朋友|同学们|同学|老板|领导)(?:回家|来家|来我家|到家|去我家|回|来|见)/u,
};

/** The person whose act a first time's complication is, when its subject is someone other than the narrator; null otherwise. */
export function findOtherActor(trouble: Complication | null, language: ContentLanguage): OtherActor | null {
  if (trouble === null || trouble.clause === null) return null;
  const gender = (who: string): 'she' | 'he' | null => (shePeople.test(who) ? 'she' : hePeople.test(who) ? 'he' : null);
  if (language === 'en') {
    const subject = trouble.subject;
    if (subject === null || !englishActor.test(subject)) return null;
    return { who: subject, gender: /parents|in-laws/iu.test(subject) ? null : gender(subject) };
  }
  const m = { vi: vietnameseActor, ko: koreanActor, zh: chineseActor }[language].exec(trouble.clause);
  if (m === null) return null;
  const who = m[1] as string;
  return { who, gender: gender(who) };
}

function findGuest(opening: string, language: ContentLanguage, turnAt: number): string | null {
  const m = guestPattern[language].exec(opening.trim().slice(0, turnAt));
  return m === null ? null : (m[1] as string);
}

function englishOther(clause: string, actor: OtherActor, guest: string | null, meal: boolean): Plot {
  const a = actor.who;
  const A = capitalizeLeading(a);
  const ap = actor.gender === 'she' ? 'her' : actor.gender === 'he' ? 'his' : 'their';
  const G = guest === null ? null : capitalizeLeading(guest);
  return [
    [`I had pictured this a hundred times, and in none of the versions did anything go wrong.`],
    [
      `When ${clause}, the whole ${meal ? 'table' : 'room'} went quiet for a second.`,
      `${actor.gender === null ? A : actor.gender === 'she' ? 'She' : 'He'} looked at me with ${ap} most apologetic face.`,
      `Then I laughed, because there was nothing else to do, and ${actor.gender === 'she' ? 'she' : actor.gender === 'he' ? 'he' : a} laughed too.`,
      ...(G === null ? [] : [meal ? `${G} did not mind in the least, and still called it a lovely dinner.` : `${G} only smiled and said it was fine, and meant it.`]),
      meal ? 'Before the meal was over, it had become the story of the evening, told twice over at the table.' : 'By the end of the day, it had become the story everyone told.',
    ],
    [`It was not the ${meal ? 'evening' : 'day'} I had planned. It was better: ${guest === null ? 'that first time' : `${guest}${/s$/u.test(guest) ? '’' : '’s'} first time ${meal ? 'at our table' : 'with us'}`} is the one we still laugh about.`],
  ];
}

function vietnameseOther(hero: string, clause: string, actor: OtherActor, guest: string | null, meal: boolean): Plot {
  const s = hero;
  const S = capitalizeLeading(s);
  // Named once with the narrator's pronoun (mẹ tôi), then as the family calls them (mẹ).
  const a = actor.who.replace(/\s+(?:mình|tôi|em)$/u, '');
  const A = capitalizeLeading(a);
  return [
    [`${S} đã hình dung cảnh này cả trăm lần, và chẳng lần nào có gì trục trặc.`],
    [
      `Lúc ${clause}, cả ${meal ? 'mâm cơm' : 'nhà'} bỗng im bặt mất một giây.`,
      `${A} nhìn ${s}, mặt đầy áy náy.`,
      `Rồi ${s} bật cười, vì chẳng biết làm gì khác, và ${a} cũng cười theo.`,
      ...(guest === null ? [] : [meal ? `${capitalizeLeading(guest)} chẳng hề để bụng, còn khen bữa cơm ngon.` : `${capitalizeLeading(guest)} chỉ cười bảo không sao, và là thật lòng.`]),
      meal ? 'Chưa hết bữa, chuyện ấy đã thành câu chuyện của cả buổi tối, được kể đi kể lại ngay bên mâm cơm.' : 'Đến cuối ngày, chuyện ấy đã thành câu chuyện ai cũng kể.',
    ],
    [`Không phải ${meal ? 'buổi tối' : 'một ngày'} như ${s} đã tính. Nhưng lại hay hơn: ${guest === null ? 'lần đầu ấy' : meal ? `lần đầu ${guest} ngồi chung mâm cơm với cả nhà` : `lần đầu ấy, có ${guest} cùng ở đó`}, đến giờ nhắc lại ai cũng còn bật cười.`],
  ];
}

/** The Korean "when" form of a past clause (태워 버렸다 → 태워 버렸을 때), or null when it is not a past plain form. */
function koreanWhen(clause: string): string | null {
  const m = /([가-힣])다$/u.exec(clause);
  if (m === null || ((m[1] as string).charCodeAt(0) - 0xac00) % 28 !== 20) return null;
  return `${clause.replace(/다$/u, '')}을 때`;
}

function koreanOther(clause: string, actor: OtherActor, guest: string | null, meal: boolean): Plot {
  const a = actor.who;
  const when = koreanWhen(clause);
  const quiet = meal ? '식탁이 잠깐 조용해졌다.' : '다들 잠깐 말이 없어졌다.';
  return [
    [guest === null ? '이 날을 몇 번이나 머릿속으로 그려 봤지만, 어떤 장면에서도 일이 틀어지지는 않았다.' : `${withParticle(guest, '와')} 함께 가는 내내, 나는 속으로 모든 게 순조롭기만 바랐다. 머릿속으로 그려 본 어떤 장면에서도 일이 틀어지지는 않았으니까.`],
    [
      when === null ? quiet : `${when}, ${quiet}`,
      `${withParticle(a, '는')} 어쩔 줄 모르는 얼굴로 나를 쳐다봤다.`,
      `나는 그만 웃음이 터졌고, 곧 ${a}도 따라 웃었다.`,
      ...(guest === null ? [] : [meal ? `${withParticle(guest, '는')} 조금도 개의치 않고, 그래도 잘 먹었다며 웃었다.` : `${withParticle(guest, '는')} 괜찮다며 웃어 주었다. 빈말이 아니었다.`]),
      meal ? '그날 식탁에서는 그 이야기가 몇 번이고 다시 나왔다.' : '그 일은 금세 그날의 이야깃거리가 되었다.',
    ],
    [`계획했던 하루는 아니었다. 그런데 오히려 더 좋았다. ${guest === null ? '그 처음은' : meal ? `${withParticle(guest, '가')} 처음 우리 식탁에 앉은 그날은` : `${withParticle(guest, '와')} 함께한 그 처음은`} 지금도 다 같이 웃으며 꺼내는 이야기가 되었다.`],
  ];
}

function chineseOther(clause: string, actor: OtherActor, guest: string | null, meal: boolean): Plot {
  // Named once with 我 (我爸), then as the family calls them (爸).
  const a = actor.who.length > 2 || /^我们?[爸妈哥姐]$/u.test(actor.who) ? actor.who.replace(/^我们?/u, '') : actor.who;
  return [
    ['这一天我在脑子里演练过无数遍，没有一遍出过岔子。'],
    [
      `${clause}，${meal ? '饭桌上' : '屋里'}一下子安静了。`,
      `${a}一脸不好意思地看着我。`,
      `我先忍不住笑了出来，${a}也跟着笑了。`,
      ...(guest === null ? [] : [meal ? `${guest}倒是一点也不在意，还一个劲儿地说好吃。` : `${guest}笑着说没关系，是真心的。`]),
      meal ? '那顿饭上，这件事被大家翻来覆去讲了好几遍。' : '这件事很快成了那天大家最爱讲的话题。',
    ],
    [`那一天跟我计划的完全不一样，可反倒更好。${guest === null ? '那个第一次' : meal ? `${guest}第一次上我们家的饭桌` : `${guest}第一次来的那天`}，到现在还是我们一提起就笑的事。`],
  ];
}

/** Writes the narrator's first time whose difficulty is `actor`'s act (the clause of `trouble`), in `language`. */
export function writeOtherActStory(shape: FirstTimeShape, trouble: Complication, actor: OtherActor, opening: string, language: ContentLanguage): Plot {
  const clause = trouble.clause ?? '';
  const guest = findGuest(opening, language, trouble.at);
  const meal = mealWords[language].test(opening);
  if (language === 'en') return englishOther(clause, actor, guest, meal);
  if (language === 'vi') return vietnameseOther(shape.hero.name, clause, actor, guest, meal);
  if (language === 'ko') return koreanOther(clause, actor, guest, meal);
  return chineseOther(clause, actor, guest, meal);
}
