/**
 * The "what stopped since someone left" shape (issue 13, round 11): an opening says a person is not there (dead, away,
 * in surgery) and that something of theirs went quiet, stands untouched or empty ("Since Grandpa died, his workshop has
 * been quiet", "Từ khi anh trai đi du học, cây đàn guitar … không ai đụng tới", "옆집 아저씨가 입원하신 뒤로 … 라디오
 * 소리가 끊겼다", "爷爷走后，那只鹦鹉再也不说话了"). The story keeps the person off stage and the thing as the opening
 * left it: walked past, touched at last, and kept as the place where the person is remembered, written to or waited
 * for. Without such a thing, the same plot is told about the day itself (the fall-back when every family contradicts).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { findHero, type FirstTimeHero } from './story-first-time.ts';
import { englishPronouns } from './story-first-words.ts';
import { isStoryNounPhrase } from './story-noun-phrase.ts';
import { readAbsent, type AbsentOne } from './story-guard-facts.ts';
import { capitalizeLeading, lowerFirst } from './text-tools.ts';

/** A person not there and the thing of theirs the opening says stopped (null when it names none). */
export interface AbsenceTrace {
  hero: FirstTimeHero;
  who: string;
  /** `without`: the opening only says it happened without them (dead or away, it does not say). */
  why: 'gone' | 'away' | 'cared' | 'without';
  thing: string | null;
  /** Away for good (moved away, chuyển đi, 이사, 搬走): never "until they come home". */
  moved: boolean;
}

const movedWords = /\bmoved (?:away|out)\b|chuyển đi|dọn đi|chuyển nhà|이사|搬走|搬家/iu;

/** The subject of the opening's stop: the thing that went quiet or stands untouched, as a whole noun phrase. */
const stoppedThing: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b((?:[Tt]he|[Hh]is|[Hh]er|[Mm]y|[Oo]ur|[Tt]heir|[A-Z][a-z]+['’]s)\s+(?:[a-z]+\s+){0,2}[a-z]+(?:\s+(?:in|on|at|of)\s+(?:the|his|her|my|our|their)\s+(?:[a-z]+\s+)?[a-z]+)?)\s+(?:(?:has been|had been|have been|went|was|is|fell|grew|stayed|stood)\s+(?:so\s+|very\s+|too\s+)?(?:quiet|silent|still|untouched|empty)|(?:has|had|have)(?:n['’]t| not)\s+(?:made a (?:single )?sound|sung|barked|meowed|chirped|chimed|ticked|rung))\b|\b(?:nobody|no one) (?:has|had) (?:touched|played|opened|used)\s+((?:the|his|her|my|our|their)\s+(?:[a-z]+\s+){0,2}[a-z]+)/u,
  vi: /((?:[Cc]ây|[Cc]ái|[Cc]hiếc|[Cc]on|[Cc]ăn|[Nn]gôi|[Gg]ian|[Bb]ộ|[Tt]iếng)\s(?:[\p{L}\p{M}]+\s){0,3}?[\p{L}\p{M}]+)(?:\s+(?:trong|ở|trên|nhà|của)\s+(?:[\p{L}\p{M}]+\s?){1,3}?)?\s+(?:đã\s+|cứ\s+|vẫn\s+)?(?:không ai (?:đụng|động|chơi|mở)|im bặt|im lặng|im ắng|ngừng|bỏ trống|trống trơn|không còn|thôi (?:kêu|hót|sủa|gáy|reo))/u,
  ko: /(?<![가-힣])((?:[가-힣]+\s)?[가-힣]+?)(?:이|가|은|는)\s+(?:너무\s+|유난히\s+|더\s+)?(?:끊겼|끊어졌|멈췄|멎었|조용(?:해졌|했)|텅|비어 있|닫혔|사라졌|입을 (?:꾹 )?다물|울지 않|짖지 않|울음을 그쳤|소리를 내지 않)/u,
  zh: /([^，。、！？]{1,10}?)(?:就|也)?(?:一直)?(?:盖着布|锁着|关着|停着|放着)?[，,]?(?:再也不|再也没|不再|停了|安静了|空着|空荡荡|没人(?:碰|动|弹|用)|不叫了|不响了|不唱了|不出声了|没声音了|没了声音)/u,
};

/** Korean words that are no part of a thing's name (a verb's adnominal form, an adverb, a time word). */
const koreanNotThing = /(?:던|는|은|ㄴ|고|서|면|로|에|에서|마다)$|^(?:뒤로|이후|후|오늘|요즘|이제)$/u;

/** A sound names its source: the thing is the source (라디오 소리 → 라디오, tiếng đàn → đàn, the sound of the piano → the piano). */
const soundOf: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^the (?:sound|noise) of\s+/iu,
  vi: /^tiếng\s+/iu,
  ko: /\s?(?:소리|노랫소리)$/u,
  zh: /的?(?:声音|声)$/u,
};

function cleanThing(raw: string, language: ContentLanguage): string | null {
  let phrase = raw.trim().replace(soundOf[language], language === 'vi' ? 'cái ' : '');
  if (language === 'zh') {
    // "家里一下子安静了": an adverb before the stop is no thing, and a place that went quiet (家里) is no thing either.
    phrase = phrase.replace(/(?:一下子|一下|突然|忽然|顿时|渐渐|慢慢|变得|好像|已经|真的|彻底)+$/u, '');
    if (phrase === '' || /[里内]$/u.test(phrase)) return null;
    // "院子里那只鹦鹉" → 那只鹦鹉: the thing starts at its demonstrative, after the place it stands in.
    const pointed = /[那这][只台架部个把条间张][\u4e00-\u9fff]{1,4}$/u.exec(phrase);
    // "他房间的吉他" → 吉他: the head of a 的-phrase is a noun by grammar, whatever its last character.
    const head = /的([\u4e00-\u9fff]{2,4})$/u.exec(phrase)?.[1];
    if (pointed === null && head !== undefined) return head;
    phrase = pointed?.[0] ?? phrase.replace(/^.*[里上中的]/u, '');
  }
  if (language === 'ko') {
    const words = phrase.split(/\s+/u);
    if (words.some((word) => koreanNotThing.test(word))) phrase = words[words.length - 1] ?? '';
  }
  if (language === 'en' || language === 'vi') phrase = lowerFirst(phrase);
  if (phrase !== '' && isStoryNounPhrase(phrase, language)) return phrase;
  // "the old piano in the hotel lobby": the head before its place phrase, when the whole is too long for a slot.
  const head = language === 'en' ? phrase.replace(/\s+(?:in|on|at|of)\s.*$/u, '') : language === 'vi' ? phrase.replace(/\s+(?:trong|ở|trên)\s.*$/u, '') : '';
  return head !== '' && head !== phrase && isStoryNounPhrase(head, language) ? head : null;
}

/** The thing the opening says stopped, or null. */
export function findStoppedThing(opening: string, language: ContentLanguage): string | null {
  const m = stoppedThing[language].exec(opening);
  const raw = m?.[1] ?? m?.[2];
  return raw === undefined ? null : cleanThing(raw, language);
}

/** The person as later sentences name them ("my grandpa" stays, "Grandpa" stays, "bà ngoại", "아저씨", "爷爷"). */
function nameOf(one: AbsentOne, language: ContentLanguage): string {
  if (language === 'en') return /^(?:the|my|our|his|her)\s/iu.test(one.who) || /^(?:Mr|Mrs|Ms|Miss|Dr)\b/u.test(one.who) ? one.who.replace(/^(?:The|My|Our|His|Her)\s/u, (w) => w.toLowerCase()) : one.who;
  if (language === 'vi') return lowerFirst(one.who);
  return one.who;
}

/**
 * Reads the shape: a person the opening says is dead, away or in surgery, and (when `needThing`) the thing of the
 * opening that stopped since; null otherwise.
 */
export function findAbsenceTrace(opening: string, language: ContentLanguage, needThing: boolean): AbsenceTrace | null {
  // A person the opening only does without (엄마 없이, không có bố) is told only in the fall-back, with no thing of theirs.
  const one = readAbsent(opening, language).find((person) => !needThing || person.why !== 'without');
  if (one === undefined) return null;
  const thing = one.why === 'without' ? null : findStoppedThing(opening, language);
  if (needThing && thing === null) return null;
  const hero = findHero(opening, language);
  const who = nameOf(one, language);
  // The person away is never the hero: a story that opens on their name is told by the one left behind.
  const told = !hero.firstPerson && (who.includes(hero.name) || hero.name.includes(who)) ? findHero('', language) : hero;
  return { hero: told, who, why: one.why as AbsenceTrace['why'], thing, moved: movedWords.test(opening) };
}

/** Three paragraphs of sentences. */
type Plot = [string[], string[], string[]];

function english(trace: AbsenceTrace): Plot {
  const { hero, who, why, thing } = trace;
  const { s, o } = englishPronouns(hero.gender, hero.firstPerson);
  const N = hero.firstPerson ? 'I' : hero.name;
  const S = capitalizeLeading(s);
  const P = capitalizeLeading(who);
  const was = s === 'they' ? 'were' : 'was';
  if (thing !== null) {
    const T = capitalizeLeading(thing);
    const first = why === 'gone' ? `For days ${N} walked past ${thing} without stopping. Touching it felt like admitting ${who} was really gone.`
      : why === 'away' ? `For days ${N} walked past ${thing} without stopping. It seemed to be waiting for ${who}, not for ${o}.`
      : `${N} walked past ${thing} more than once and did not stop. It seemed to be waiting for ${who} to come home, and so ${was} ${s}.`;
    const end = why === 'gone' ? [`${P} was not coming back, and ${thing} would never be quite the same.`, `But ${N} no longer walked past it. It had become the place where ${who} was easiest to remember.`]
      : why === 'away' && trace.moved ? [`${P} was not coming back, and ${N} had no address to send a word to.`, `But ${thing} was still here, and ${N} meant to look after it the way ${who} would have wanted.`]
      : why === 'away' ? [`That night ${N} sent ${who} a photo of ${thing}, with one line: "Still here, waiting for you."`, `Until ${who} came home, it was ${hero.firstPerson ? 'mine' : 'for ' + o} to look after.`]
      : [`${S} would tell ${who} about it at the next visit.`, `${T} could wait until then, and so could ${o === 'me' ? 'I' : s}.`];
    return [[first], [`Then one evening ${N} stopped in front of it.`, `${S} did not try to make it what it had been when ${who} was here; ${s} only stayed beside it a while and let ${who}'s small habits come to mind one by one.`], end];
  }
  if (why === 'without') return [
    [`Without ${who}, everything took a little longer, and ${N} kept noticing the places where ${who} would have been.`],
    [`${S} did not look for an explanation.`, `${S} did it the way ${who} would have, one small step at a time, and let ${who}'s habits come to mind one by one.`],
    [`${P} was not there, and nothing would change that tonight. But it was done the way ${who} would have done it, and that was something to keep.`],
  ];
  const first = why === 'gone' ? `For a moment ${N} stood still, half expecting to see ${who}. Nobody was there, of course; only the ordinary things ${who} had left behind.`
    : why === 'away' ? `Without ${who}, the house had a quiet of its own, and ${N} kept noticing it.`
    : `${N} kept checking the time, thinking of ${who} somewhere behind the hospital doors.`;
  const end = why === 'gone' ? [`${P} was not coming back. But some days ${who} still felt close enough to remember without trying, and ${N} let those days be what they were.`]
    : why === 'away' ? [`That night ${N} wrote ${who} a long message about all of it. It was not the same as having ${who} there, but it was something.`]
    : [`${S} would tell ${who} all of it at the next visit. For now, waiting was the thing ${s} could do.`];
  return [[first], [`${S} did not look for an explanation.`, `${S} stayed with the feeling a little longer and let ${who}'s small habits come to mind one by one.`], end];
}

function vietnamese(trace: AbsenceTrace): Plot {
  const { hero, who, why, thing } = trace;
  const N = hero.name;
  const Nc = capitalizeLeading(N);
  const P = capitalizeLeading(who);
  if (thing !== null) {
    const first = why === 'gone' ? `Mấy hôm liền ${N} đi ngang ${thing} mà không dừng lại. Chạm vào nó, như thể thừa nhận ${who} đã thật sự không còn.`
      : why === 'away' ? `Mấy hôm liền ${N} đi ngang ${thing} mà không dừng lại. Nó như đang đợi ${who}, chứ không phải đợi ${N}.`
      : `${Nc} đi ngang ${thing} mấy lần mà không dừng lại. Nó như cũng đang đợi ${who} về, giống ${N}.`;
    const end = why === 'gone' ? [`${P} sẽ không về nữa, và ${thing} cũng chẳng bao giờ như xưa.`, `Nhưng ${N} không còn đi ngang nó nữa. Đó đã thành chỗ ${N} nhớ ${who} dễ nhất.`]
      : why === 'away' && trace.moved ? [`${P} sẽ không quay lại nữa, và ${N} cũng chẳng có địa chỉ nào để gửi một lời.`, `Nhưng ${thing} vẫn còn đây, và ${N} sẽ trông nom nó theo cách ${who} hẳn sẽ muốn.`]
      : why === 'away' ? [`Tối đó ${N} chụp một tấm ảnh ${thing} gửi cho ${who}, kèm một dòng: “Nó vẫn ở đây, chờ ${who} về.”`, `Chừng nào ${who} chưa về, ${N} sẽ trông nó giúp.`]
      : [`${Nc} định lần tới vào viện sẽ kể cho ${who} nghe.`, `Từ giờ tới lúc ấy, ${thing} đợi được, và ${N} cũng đợi được.`];
    return [[first], [`Rồi một tối, ${N} dừng lại trước ${thing}, đứng đó thật lâu.`, `${Nc} không cố làm cho nó như hồi còn ${who}; ${N} chỉ ngồi cạnh nó một lúc, để những thói quen nhỏ của ${who} lần lượt hiện về.`], end];
  }
  if (why === 'without') return [
    [`Không có ${who}, việc gì cũng lâu hơn một chút, và ${N} cứ để ý đến những chỗ lẽ ra ${who} đang ở đó.`],
    [`${Nc} không đi tìm lời giải thích.`, `${Nc} làm theo cách ${who} vẫn làm, từng chút một, để từng thói quen nhỏ của ${who} lần lượt hiện về.`],
    [`${P} không ở đây, và đêm nay điều đó sẽ không đổi. Nhưng mọi việc đã được làm đúng như cách ${who} vẫn làm, và thế là điều đáng giữ.`],
  ];
  const first = why === 'gone' ? `${Nc} đứng lặng một lúc, nửa như chờ thấy ${who}. Dĩ nhiên chẳng có ai; chỉ có những đồ vật quen thuộc ${who} để lại.`
    : why === 'away' ? `Vắng ${who}, căn nhà có một thứ yên lặng riêng, và ${N} cứ để ý đến nó.`
    : `${Nc} cứ xem giờ mãi, nghĩ đến ${who} ở sau cánh cửa bệnh viện.`;
  const end = why === 'gone' ? [`${P} sẽ không về nữa. Nhưng có những ngày ${who} vẫn ở đủ gần để ${N} nhớ đến mà không cần cố, và ${N} để những ngày ấy trôi qua như chúng vốn thế.`]
    : why === 'away' ? [`Tối đó ${N} nhắn cho ${who} kể hết mọi chuyện. Không giống như có ${who} ở đây, nhưng cũng là một điều gì đó.`]
    : [`Lần tới vào thăm, ${N} sẽ kể hết cho ${who} nghe. Còn bây giờ, chờ đợi là việc ${N} làm được.`];
  return [[first], [`${Nc} không đi tìm lời giải thích.`, `${Nc} để cảm giác ấy ở lại thêm chút nữa, để từng thói quen nhỏ của ${who} lần lượt hiện về.`], end];
}

/** Korean people spoken of with honorifics (할머니, 아저씨, 선생님); a sibling or a friend is not. */
const koreanElder = /(?:할머니|할아버지|아저씨|아주머니|아줌마|엄마|아빠|어머니|아버지|부모님|선생님|삼촌|이모|고모|사장님|코치)$/u;

function korean(trace: AbsenceTrace): Plot {
  const { hero, who, why, thing } = trace;
  const h = koreanElder.test(who);
  const N = hero.firstPerson ? '나' : hero.name;
  const Ntopic = withParticle(N, '은');
  const Nsubj = withParticle(N, '이');
  const Psubj = withParticle(who, '이');
  const Ptopic = withParticle(who, '은');
  const Pobj = withParticle(who, '을');
  if (thing !== null) {
    const first = why === 'gone' ? `며칠 동안 ${Ntopic} ${thing} 앞을 그냥 지나쳤다. 손을 대면 ${Psubj} 정말 ${h ? '떠나셨다는' : '떠났다는'} 걸 인정하는 것 같아서.`
      : why === 'away' ? `며칠 동안 ${Ntopic} ${thing} 앞을 그냥 지나쳤다. ${withParticle(thing, '은')} ${hero.firstPerson ? '나를' : withParticle(N, '을')} 기다리는 게 아니라 ${Pobj} 기다리는 것 같았다.`
      : `${Ntopic} ${thing} 앞을 몇 번이고 그냥 지나쳤다. ${withParticle(thing, '도')} ${Psubj} ${h ? '돌아오시기를' : '돌아오기를'} 기다리는 것 같았다. ${hero.firstPerson ? '나' : N}처럼.`;
    const end = why === 'gone' ? [`${Ptopic} 돌아오지 ${h ? '않으신다' : '않는다'}. ${withParticle(thing, '도')} 예전 같지는 않을 것이다.`, `그래도 ${Ntopic} 이제 그 앞을 그냥 지나치지 않는다. 그곳은 ${Pobj} 가장 쉽게 떠올릴 수 있는 자리가 되었다.`]
      : why === 'away' && trace.moved ? [`${Ptopic} 이제 이곳에 ${h ? '돌아오지 않으신다' : '돌아오지 않는다'}. 소식을 전할 주소도 없다.`, `그래도 ${withParticle(thing, '은')} 여기 남아 있고, ${Ntopic} ${who}${h ? '께서' : '도'} 바랐을 방식으로 그것을 돌보기로 했다.`]
      : why === 'away' ? [`그날 밤 ${Ntopic} ${thing} 사진을 찍어 ${who}에게 보냈다. “그대로 있어요. 기다릴게요.”`, `${Psubj} ${h ? '돌아오실' : '돌아올'} 때까지는 ${Nsubj} 잘 지켜 두기로 했다.`]
      : [`다음에 병문안 가면 ${who}${h ? '께' : '에게'} 이 이야기를 ${h ? '해 드려야겠다' : '해 줘야겠다'}고 생각했다.`, `그때까지 ${withParticle(thing, '도')} 기다릴 수 있고, ${hero.firstPerson ? '나' : N}도 기다릴 수 있다.`];
    return [[first], [`그러다 어느 저녁, ${Ntopic} ${thing} 앞에 멈춰 서서 한참을 그대로 있었다.`, `${Psubj} ${h ? '계실' : '있을'} 때처럼 되돌리려 애쓰지는 않았다. 그냥 그 앞에서, ${who}의 작은 버릇들을 하나씩 떠올렸다.`], end];
  }
  if (why === 'without') return [
    [`${Psubj} 없으니 모든 게 조금씩 더 오래 걸렸고, ${Ntopic} ${Psubj} ${h ? '계셨을' : '있었을'} 자리마다 자꾸 눈이 갔다.`],
    [`${Ntopic} 이유를 찾으려 하지 않았다.`, `${h ? `${who}께서 하시던` : `${Psubj} 하던`} 방식대로 하나씩 천천히 해 나가며, ${who}의 작은 버릇들을 떠올렸다.`],
    [`오늘 ${Ptopic} 곁에 ${h ? '안 계셨다' : '없었다'}. 그래도 ${h ? `${who}께서 하시던` : `${Psubj} 하던`} 그대로 해냈고, 그거면 간직할 만했다.`],
  ];
  const first = why === 'gone' ? `${Ntopic} 잠시 그대로 서 있었다. 어디선가 ${Psubj} ${h ? '나오실' : '나올'} 것만 같았다. 물론 아무도 없었다. ${Psubj} ${h ? '남기신' : '남긴'} 익숙한 것들뿐이었다.`
    : why === 'away' ? `${Psubj} 없는 집에는 그 나름의 조용함이 있었고, ${Ntopic} 자꾸 그걸 느꼈다.`
    : `${Ntopic} 자꾸 시계를 봤다. 병원 어딘가에 ${h ? '계실' : '있을'} ${who} 생각뿐이었다.`;
  const end = why === 'gone' ? [`${Ptopic} 돌아오지 ${h ? '않으신다' : '않는다'}. 그래도 어떤 날에는 애쓰지 않아도 떠오를 만큼 가까이 ${h ? '계신다' : '있다'}. ${Ntopic} 그런 날을 그런 날대로 두기로 했다.`]
    : why === 'away' ? [`그날 밤 ${Ntopic} ${who}에게 긴 메시지를 보냈다. 곁에 있는 것과 같지는 않지만, 그래도 그게 어디냐 싶었다.`]
    : [`다음에 병문안 가면 다 이야기${h ? '해 드릴' : '해 줄'} 것이다. 지금 ${Nsubj} 할 수 있는 일은 기다리는 것이었다.`];
  return [[first], [`${Ntopic} 이유를 찾으려 하지 않았다.`, `그 느낌을 조금 더 붙잡아 두고, ${who}의 작은 버릇들을 하나씩 떠올렸다.`], end];
}

function chinese(trace: AbsenceTrace): Plot {
  const { hero, who, why, thing } = trace;
  const N = hero.firstPerson ? '我' : hero.name;
  if (thing !== null) {
    const first = why === 'gone' ? `好几天，${N}都从${thing}旁边走过，没有停下。好像一碰它，就等于承认${who}真的不在了。`
      : why === 'away' ? `好几天，${N}都从${thing}旁边走过，没有停下。它好像在等${who}，而不是在等${N}。`
      : `${N}好几次从${thing}旁边走过，都没有停下。它好像也在等${who}回来，和${N}一样。`;
    const end = why === 'gone' ? [`${who}不会回来了，${thing}也不会再和从前一样。`, `可${N}不再绕开它了。那里成了${N}最容易想起${who}的地方。`]
      : why === 'away' && trace.moved ? [`${who}不会再回到这里了，${N}也没有地址可以寄一句话过去。`, `可${thing}还在这儿，${N}会照${who}会希望的那样照看它。`]
      : why === 'away' ? [`那天晚上，${N}拍了一张${thing}的照片发给${who}，只写了一句：“还在这儿，等你回来。”`, `在${who}回来之前，${N}会好好照看它。`]
      : [`${N}想好了，下次去医院看${who}的时候，要把这些都讲给${who}听。`, `在那之前，${thing}可以等，${N}也可以等。`];
    return [[first], [`后来有一天傍晚，${N}在${thing}前停下来，站了很久。`, `${N}没有想让它回到${who}在时的样子，只是在旁边待了一会儿，把${who}的那些小习惯一件一件想起来。`], end];
  }
  if (why === 'without') return [
    [`没有${who}，什么事都慢了一点，${N}总是注意到那些本该有${who}在的地方。`],
    [`${N}没有去找什么解释。`, `${N}照着${who}平时的做法，一步一步慢慢来，把${who}的小习惯一件一件想起来。`],
    [`${who}不在，今晚也不会改变什么。可事情是照着${who}的样子做完的，这就值得留下来。`],
  ];
  const first = why === 'gone' ? `${N}愣了一会儿，好像下一秒就会看见${who}。当然，什么人也没有，只有${who}留下的那些熟悉的东西。`
    : why === 'away' ? `${who}不在，家里有一种特别的安静，${N}总是注意到它。`
    : `${N}一直在看时间，心里想着在医院里的${who}。`;
  const end = why === 'gone' ? [`${who}不会回来了。可有些日子，${who}好像离得很近，不用刻意就能想起来。${N}就让那些日子那样过去。`]
    : why === 'away' ? [`那天晚上，${N}给${who}发了一条长长的消息。这和${who}在身边不一样，但也算是一点什么。`]
    : [`下次去看${who}，${N}要把这些都讲给${who}听。现在，${N}能做的就是等。`];
  return [[first], [`${N}没有去找什么解释。`, `${N}只是让那种感觉多停留一会儿，把${who}的小习惯一件一件想起来。`], end];
}

/** The three paragraphs of the shape in `language`. */
export function writeAbsenceTrace(trace: AbsenceTrace, language: ContentLanguage): Plot {
  if (language === 'en') return english(trace);
  if (language === 'vi') return vietnamese(trace);
  if (language === 'ko') return korean(trace);
  return chinese(trace);
}
