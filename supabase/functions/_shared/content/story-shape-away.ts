/**
 * The "someone is away" shape of a story opening (issue 13, round 10): a person the opening names is away (a business
 * trip, abroad, working in another city) or in surgery / in hospital ("My dad is in surgery right now and I'm…",
 * "Mẹ tôi đi công tác ở Nhật cả tháng…", "아빠가 출장 가신 뒤로…", "妈妈在国外工作…"). The story is the day without them:
 * their way of doing things kept, a message sent or a wait sat through, and what missing them means. The person is
 * never beside the hero, never looked at, never smiling back.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { findHero, goneWords, otherShape, personWords, type FirstTimeHero } from './story-first-time.ts';
import { englishPronouns, koreanHeroForms } from './story-first-words.ts';
import { capitalizeLeading } from './text-tools.ts';

/** A person away or in surgery, read from an opening. */
export interface AwayShape {
  hero: FirstTimeHero;
  /** As a later sentence names them ("my dad", "mẹ", "아빠", "妈妈"). */
  who: string;
  /** In surgery or in hospital (waited for), or away (missed, written to). */
  cared: boolean;
}

/** What follows the person when they are away or in hospital, per language (read right after the person's word). */
const awayAfter: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^\s+(?:is|was|has been|had been|['’]s)\s+(?:still\s+)?(?:away|abroad|overseas|deployed|in surgery|having surgery|in (?:the )?hospital|in the ICU|on a (?:business )?trip|out of town|away on business|working (?:abroad|overseas|away|out of town|in another (?:city|state|country))|travel(?:l)?ing for work)\b|^\s+(?:left for|moved to|went (?:abroad|overseas))\b/iu,
  vi: /^(?:\s+tôi)?\s+(?:đang\s+|đã\s+|vừa\s+)?(?:đi công tác|đi xa|đi nước ngoài|ra nước ngoài|sang (?:Nhật|Hàn|Mỹ|Úc|Đức|Pháp|Đài Loan|Singapore)|đi làm xa|đi làm (?:ở|bên|tận)|đi xuất khẩu lao động|xuất khẩu lao động|nằm viện|mổ|phẫu thuật|vào viện|đi vắng|vào phòng mổ)(?![\p{L}\p{M}])/iu,
  ko: /^(?:가|이|께서|는|은)?\s*(?:[가-힣]+\s+)?(?:출장|유학|입원|수술|해외|외국|이민|파견|지방 근무|지방에|타지|외지)/u,
  zh: /^(?:在|去|到|又)?(?:国外|外地|外省|出差|住院|做手术|手术|出国|打工|外面打工|医院)/u,
};

const caredWords = /surgery|hospital|ICU|nằm viện|mổ|phẫu thuật|vào viện|입원|수술|住院|手术|医院/iu;

/** Reads the away shape: a named person away or in surgery, no death, no strange event or question; null otherwise. */
export function findAwayShape(opening: string, language: ContentLanguage): AwayShape | null {
  if (otherShape[language].test(opening) || goneWords.test(opening)) return null;
  const m = personWords[language].exec(opening);
  if (m === null) return null;
  const rest = opening.slice((m.index ?? 0) + m[0].length);
  const hit = awayAfter[language].exec(rest);
  if (hit === null) return null;
  const hero = findHero(opening, language);
  const head = language === 'en' ? (m[2] as string).toLowerCase() : (m[1] as string);
  // The person away is never the hero (a story about "Dad" away is told by the one at home).
  if (!hero.firstPerson && (hero.name.includes(head) || head.includes(hero.name))) return null;
  const owner = language === 'en' ? m[1]?.toLowerCase() : undefined;
  const who = language === 'en' ? (owner !== undefined ? `${owner} ${head}` : /^(?:mom|mum|dad|grandma|grandpa)$/u.test(head) ? head.charAt(0).toUpperCase() + head.slice(1) : `my ${head}`) : language === 'vi' ? head.toLowerCase() : head;
  return { hero, who, cared: caredWords.test(hit[0]) };
}

/** Three paragraphs of sentences. */
type Plot = [string[], string[], string[]];

/** Round 11: each beat has three lines chosen by the seed; without a seed, the first (the round-10 line). */
function pick<T>(options: readonly T[], random: () => number): T {
  return options[Math.min(options.length - 1, Math.floor(random() * options.length))] as T;
}

const firstLine = (): number => 0;


function englishAway(shape: AwayShape, random: () => number): Plot {
  const { hero, who } = shape;
  const { s, o, self } = englishPronouns(hero.gender, hero.firstPerson);
  const S = capitalizeLeading(s);
  const N = hero.firstPerson ? 'I' : hero.name;
  const Who = capitalizeLeading(who);
  if (shape.cared) {
    return [
      [pick([`${N} checked the time again. It had only been a few minutes.`, `${N} looked at the clock once more. Hardly any time had passed.`, `The minutes crawled, and ${s} counted every one of them.`], random), `All ${s} could think about was ${who}, somewhere behind the doors ${s} was not allowed through.`],
      [`Every time someone came out with news for another family, ${s} sat up straighter, then made ${self} sit back.`, `${S} remembered what ${who} always said when things were hard: one thing at a time.`],
      [pick([`${S} did not know yet how it would go.`, `Nobody could tell ${o} yet how it would go.`, `How it would end, ${s} could not know yet.`], random), `${S} only knew that ${s} would be right there, the moment ${s} was allowed in.`],
    ];
  }
  return [
    [pick([`With ${who} away, the ordinary parts of the day felt a size too big.`, `Without ${who} around, the house was quieter than ${s} liked.`, `${Who} was away, and the small everyday things felt bigger for it.`], random), `${N} kept doing things in the order ${who} always did them, without quite meaning to.`],
    [pick([`That evening ${s} wrote ${who} a short message, deleted half of it, and sent it anyway.`, `Late that evening ${s} typed a message to ${who}, rewrote it twice, and sent it.`, `Before bed, ${s} sent ${who} a few lines about nothing much.`], random), `${S} did not wait for an answer; it was enough to have said it.`],
    [pick([`${Who} was still far away, but the distance felt a little smaller after that.`, `The distance was the same as before, and yet it felt shorter.`, `${Who} was no closer than the day before, but it felt that way.`], random), `Missing someone, ${s} thought, is just another way of keeping them close.`],
  ];
}

function vietnameseAway(shape: AwayShape, random: () => number): Plot {
  const { hero, who } = shape;
  const s = hero.name;
  const S = capitalizeLeading(s);
  const Who = capitalizeLeading(who);
  if (shape.cared) {
    return [
      [pick([`${S} lại nhìn đồng hồ. Mới chỉ trôi qua vài phút.`, `${S} liếc đồng hồ thêm lần nữa. Gần như chưa trôi qua chút nào.`, `Từng phút trôi chậm rì, và ${s} đếm từng phút một.`], random), `Trong đầu ${s} chỉ có ${who}, ở đâu đó sau cánh cửa mà ${s} không được bước vào.`],
      [`Mỗi lần có người bước ra báo tin cho một gia đình khác, ${s} lại ngồi thẳng dậy, rồi tự bảo mình ngồi xuống.`, `${S} nhớ lời ${who} vẫn nói những lúc khó khăn: từng việc một thôi.`],
      [pick([`${S} chưa biết mọi chuyện rồi sẽ ra sao.`, `Chưa ai nói được với ${s} rồi sẽ thế nào.`, `Kết quả ra sao, ${s} vẫn chưa biết.`], random), `${S} chỉ biết mình sẽ có mặt ngay lúc được phép vào.`],
    ];
  }
  return [
    [pick([`Vắng ${who}, những việc bình thường trong ngày bỗng như rộng ra một chút.`, `Không có ${who}, căn nhà yên ắng hơn ${s} muốn.`, `${Who} đi vắng, và những việc nhỏ hằng ngày bỗng như to ra.`], random), `${S} cứ làm mọi thứ theo đúng thứ tự ${who} vẫn làm, dù chẳng cố ý.`],
    [pick([`Tối đến, ${s} nhắn cho ${who} vài dòng, xóa đi một nửa, rồi vẫn gửi.`, `Khuya hôm ấy, ${s} gõ tin nhắn cho ${who}, sửa đi sửa lại hai lần rồi gửi.`, `Trước khi ngủ, ${s} gửi cho ${who} vài dòng chẳng có gì đặc biệt.`], random), `${S} không chờ trả lời; nói ra được là đủ rồi.`],
    [pick([`${Who} vẫn còn ở xa, nhưng khoảng cách ấy dường như ngắn lại một chút.`, `Khoảng cách vẫn vậy, mà sao nghe gần hơn.`, `${Who} chẳng gần hơn hôm qua, nhưng ${s} thấy như thế.`], random), `Nhớ một người, ${s} nghĩ, cũng là một cách giữ người ấy ở gần.`],
  ];
}

function koreanAway(shape: AwayShape, random: () => number): Plot {
  const { hero, who } = shape;
  const { topic, subject } = koreanHeroForms(hero);
  const honored = /할머니|할아버지|어머니|아버지|부모님|선생님/u.test(who);
  const whoSubject = honored ? `${who}께서` : withParticle(who, '가');
  if (shape.cared) {
    return [
      [pick([`${topic} 또 시계를 봤다. 겨우 몇 분이 지났을 뿐이었다.`, `${topic} 다시 시계를 올려다봤다. 시간은 거의 가지 않았다.`, `일 분 일 분이 더디게 흘렀고, ${topic} 그걸 하나하나 셌다.`], random), `머릿속에는 온통, ${subject} 들어갈 수 없는 문 너머의 ${who} 생각뿐이었다.`],
      [`누군가 다른 가족에게 소식을 전하러 나올 때마다 ${topic} 몸을 일으켰다가 다시 앉았다.`, `${topic} 힘들 때마다 ${whoSubject} ${honored ? '하시던 말씀' : '하던 말'}을 떠올렸다. 하나씩, 천천히.`],
      [pick(['어떻게 될지는 아직 알 수 없었다.', '아직 아무도 어떻게 될지 말해 주지 않았다.', '결과가 어떨지는, 아직 아무도 몰랐다.'], random), `${topic} 들어가도 된다는 말이 나오는 순간, 바로 곁에 있을 생각이었다.`],
    ];
  }
  return [
    [pick([`${honored ? `${who}께서 안 계시니` : `${whoSubject} 없으니`} 평범한 일들도 괜히 한 치수 크게 느껴졌다.`, `${honored ? `${who}께서 안 계신` : `${whoSubject} 없는`} 집은 생각보다 조용했다.`, `${honored ? `${who}께서 안 계시자` : `${whoSubject} 없자`}, 사소한 일상들이 괜히 커 보였다.`], random), `${topic} 어느새 ${whoSubject} ${honored ? '하시던' : '하던'} 순서대로 하나씩 해 나갔다.`],
    [pick([`저녁이 되자 ${topic} ${honored ? `${who}께` : `${who}에게`} 짧은 메시지를 썼다가 반쯤 지우고, 그래도 보냈다.`, `밤늦게 ${topic} ${honored ? `${who}께` : `${who}에게`} 보낼 메시지를 두 번 고쳐 쓰고 보냈다.`, `자기 전에 ${topic} ${honored ? `${who}께` : `${who}에게`} 별것 아닌 이야기 몇 줄을 보냈다.`], random), '답장은 기다리지 않았다. 말할 수 있었다는 것만으로 충분했다.'],
    [pick([`${honored ? `${who}께서는 여전히 멀리 계셨지만` : `${withParticle(who, '는')} 여전히 멀리 있었지만`}, 그 거리가 아주 조금은 가까워진 것 같았다.`, '거리는 그대로였는데, 이상하게 조금 가까워진 것 같았다.', `어제보다 가까워진 건 없었지만, ${topic} 그렇게 느꼈다.`], random), '그리워한다는 건, 어쩌면 곁에 두는 또 다른 방법인지도 모른다.'],
  ];
}

function chineseAway(shape: AwayShape, random: () => number): Plot {
  const { hero, who } = shape;
  const s = hero.name;
  if (shape.cared) {
    return [
      [pick([`${s}又看了一眼时间，才过去几分钟。`, `${s}又抬头看了看钟，时间几乎没动。`, `一分一秒都过得很慢，${s}一分一分地数着。`], random), `${s}满脑子都是${who}，就在那扇进不去的门后面。`],
      [`每次有人出来给别的家属带消息，${s}都一下子坐直，又慢慢靠了回去。`, `${s}想起${who}难的时候常说的话：一件一件来。`],
      [pick([`${s}还不知道结果会怎样。`, `还没有人能告诉${s}，结果会怎样。`, `结果会怎样，${s}还不知道。`], random), `${s}只知道，只要一允许进去，${s}就会马上守在旁边。`],
    ];
  }
  return [
    [pick([`${who}不在，日子里那些平常的事，好像都变得大了一号。`, `${who}不在家，屋里比${s}希望的安静多了。`, `${who}不在，那些小小的日常好像都变重了。`], random), `${s}不知不觉地，照着${who}平时的顺序，一件一件地做。`],
    [pick([`到了晚上，${s}给${who}发了一条消息，删了一半，最后还是发了出去。`, `夜里，${s}给${who}写了条消息，改了两遍才发出去。`, `睡前，${s}给${who}发了几句没什么要紧的话。`], random), `${s}没有等回复，能说出来就已经够了。`],
    [pick([`${who}还在很远的地方，可那段距离，好像近了一点点。`, `距离还是那么远，可好像短了一些。`, `${who}并没有比昨天更近，可${s}觉得是近了。`], random), `${s}想，想念一个人，也是把人留在身边的一种方式。`],
  ];
}

/** Writes the three paragraphs of the away plot for `shape` in `language`. */
export function writeAwayStory(shape: AwayShape, language: ContentLanguage, random: () => number = firstLine): Plot {
  if (language === 'en') return englishAway(shape, random);
  if (language === 'vi') return vietnameseAway(shape, random);
  if (language === 'ko') return koreanAway(shape, random);
  return chineseAway(shape, random);
}
