/**
 * Round 11, wave 2 of issue 13: the beats of the second-wave act shapes (adventure-act2-read.ts), in the second person.
 * A purpose is achieved in the purpose's own words, after the reaction of the person the act served (a thing handed
 * over is weighed and kept, a light held is thanked, a thing shared lifts the group); what was looked for is shown (the
 * words of a page are quoted, a name is named). A question about a person is answered about themself with content that
 * fits the story (the sea in a story by the sea, drawing in a story of someone drawing), then one line of character. A
 * thing slipped back is noticed or not (a searching owner finds it; a sleeping one does not stir) and the story's danger
 * moves on that act. A person the story never had is no such act: the shape falls through to other readers.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { withParticle } from './korean-particles.ts';
import { capitalizeLeading } from './text-tools.ts';
import { storyThreat, type Threat } from './adventure-deed.ts';
import { storyCast } from './adventure-cast.ts';
import { readTextFacts } from './name-finder.ts';
import type { Sought } from './adventure-act-read.ts';
import { foundNames, foundThings, koName, lowerVi, otherPerson, writtenWords, type ActBeat } from './adventure-act-lines.ts';
import { readAct2Shape, type Goal, type MainAct, type SelfTopic } from './adventure-act2-read.ts';

const cap = capitalizeLeading;

const pronounWord = /^(?:him|her|them|he|she|they|cô ấy|anh ấy|cậu ấy|chị ấy|她|他|她们|他们|그녀|그)$/iu;

/** The person a shape names as the story knows them: a pronoun becomes the story's person; a stranger is null. */
function storyPerson(person: string, story: string, language: ContentLanguage): string | null {
  // With no name in the story, the pronoun itself is the person (她, cô ấy, she): it is who the visitor meant.
  if (pronounWord.test(person)) return otherPerson(story, language) ?? (language === 'en' ? ({ him: 'he', her: 'she', them: 'they' } as Readonly<Record<string, string>>)[person.toLowerCase()] ?? person : person);
  const bare = person.replace(/^(?:the|that|this|old|young|your)\s+/iu, '').replace(/(?:씨|님)$/u, '');
  const words = bare.split(/\s+/u).filter((word) => word.length >= 2);
  const lower = story.toLowerCase();
  return words.some((word) => lower.includes(word.toLowerCase())) || lower.includes(bare.toLowerCase()) ? person : null;
}

/** Korean elders are told with honorifics (할머니는 … 말씀하신다). */
const koElder = /할머니|할아버지|선생님|어르신|사장님|교수님|아주머니|아저씨|선장님|박사님/u;

function koSays(person: string): string {
  return koElder.test(person) ? '말씀하신다' : '말한다';
}

/** A subject for a sentence: en capitalised, vi kin word lower-cased inside a sentence, ko with its particle. */
function subjectOf(person: string, language: ContentLanguage, particle: '이' | '은' = '은'): string {
  if (language === 'en') return cap(person);
  if (language === 'vi') return cap(person);
  if (language === 'ko') return withParticle(koName(person), particle);
  return person;
}

function reactionLine(main: MainAct, person: string, language: ContentLanguage): string | null {
  const P = subjectOf(person, language);
  const thing = main.thing;
  if (main.verb === 'give' && thing) {
    return {
      en: `${P} turns ${thing} over in one hand, then pockets it with a short nod.`,
      vi: `${P} cầm lấy ${thing}, lật qua lật lại một lúc rồi cất đi, khẽ gật đầu.`,
      ko: `${P} ${withParticle(thing, '을')} 받아 들고 한참 들여다보더니, 품에 넣으며 고개를 끄덕인다.`,
      zh: `${person}接过${thing}，在手里掂了掂，收进怀里，点了点头。`,
    }[language];
  }
  if (main.verb === 'share') {
    const group = /(?:s|crew|everyone|all)$|mọi người|cả nhóm|các |들$|모두|们$|大家/iu.test(person) && !/ss$/u.test(person);
    return group
      ? {
          en: `${P} take ${thing ?? 'it'} gratefully, and for the first time in hours somebody laughs. One by one, they get back on their feet.`,
          vi: `${P} nhận lấy ${thing ?? 'phần của mình'}, và lần đầu tiên sau mấy tiếng đồng hồ, có người bật cười. Từng người một lại đứng dậy.`,
          ko: `${P} ${thing ? withParticle(thing, '을') : '그것을'} 고맙게 받아 든다. 몇 시간 만에 처음으로 웃음소리가 터진다. 하나둘 다시 자리에서 일어선다.`,
          zh: `${person}接过${thing ?? '那一份'}，这么久以来，头一回有人笑出了声。大家一个接一个站了起来。`,
        }[language]
      : {
          en: `${P} takes ${thing ?? 'it'} with both hands, and a little colour comes back into ${P}'s face.`,
          vi: `${P} nhận lấy ${thing ?? 'phần của mình'} bằng cả hai tay, mặt dần có chút sắc hồng trở lại.`,
          ko: `${P} ${thing ? withParticle(thing, '을') : '그것을'} 두 손으로 받아 든다. 얼굴에 조금씩 핏기가 돈다.`,
          zh: `${person}双手接过${thing ?? '那一份'}，脸上总算有了点血色。`,
        }[language];
  }
  if (main.verb === 'light') {
    return {
      en: `${P} glances up, squinting into the light: “That's it. Keep it right there.”`,
      vi: `${P} nheo mắt nhìn lên: “Được rồi, cứ giữ yên như thế.”`,
      ko: `${withParticle(koName(person), '이')} 불빛에 눈을 가늘게 뜨며 ${koSays(person)}. “됐어, 그대로 비춰 줘.”`,
      zh: `${person}眯着眼抬头看了一下：“好，就这么照着，别动。”`,
    }[language];
  }
  return null;
}

function seenLine(c: PhraseComposer, sought: Sought, story: string, light: boolean): string {
  const l = c.language;
  if (sought.kind === 'words') {
    const said = c.pick(light ? writtenWords[l].calm : writtenWords[l].tense);
    return { en: `It works. The words come up, faint but readable: ${said}`, vi: `Được rồi. Từng chữ hiện ra, mờ nhưng vẫn đọc được: ${said}`, ko: `된다. 희미하지만 읽을 수 있을 만큼 글자가 떠오른다. ${said}`, zh: `成了。字迹一点点显出来，很淡，但看得清：${said}` }[l];
  }
  if (sought.kind === 'name') {
    const unused = foundNames[l].filter((name) => !story.includes(name));
    const name = c.pick(unused.length > 0 ? unused : foundNames[l]);
    return { en: `It works: there is a name, plain enough to read. ${name}.`, vi: `Được rồi: có một cái tên, đủ rõ để đọc. ${name}.`, ko: `된다. 또렷하게 읽히는 이름 하나. ${name}.`, zh: `成了：上面有个名字，看得清清楚楚。${name}。` }[l];
  }
  if (sought.kind === 'thing') {
    return { en: `It works: ${sought.thing} is right there, clear enough to make out.`, vi: `Được rồi: ${sought.thing} hiện ra ngay đó, đủ rõ để nhìn.`, ko: `된다. ${withParticle(sought.thing, '이')} 또렷하게 보인다.`, zh: `成了：${sought.thing}就在那里，看得清清楚楚。` }[l];
  }
  const found = c.pick(light ? foundThings[l].calm : foundThings[l].tense);
  return { en: `It works. There it is: ${found}.`, vi: `Được rồi. Nó đây: ${found}.`, ko: `된다. 거기 있다. ${found}.`, zh: `成了。就在那里：${found}。` }[l];
}

function deedLine(goal: Extract<Goal, { kind: 'deed' }>, doer: string | null, main: MainAct, afterReaction: boolean, language: ContentLanguage): string {
  const deed = goal.deed;
  if (doer === null) {
    return { en: `It works: you ${deed}.`, vi: `Được việc: bạn ${deed}, đúng như đã tính.`, ko: `뜻대로 된다. 당신은 ${deed}.`, zh: `成了：你${deed.replace(/了$/u, '')}了。` }[language];
  }
  if (main.verb === 'light') {
    return { en: `In the light you hold, ${doer} ${deed}.`, vi: `Dưới ánh đèn bạn soi, ${lowerVi(doer)} ${deed}, nhanh gọn.`, ko: `불빛 아래에서 이제 ${withParticle(koName(doer), '이')} ${deed}.`, zh: `借着你手里的光，${doer}${deed.replace(/了$/u, '')}了。` }[language];
  }
  return {
    en: afterReaction ? `Then ${doer} ${deed}.` : `${cap(doer)} ${deed}.`,
    vi: afterReaction ? `Rồi ${lowerVi(doer)} ${deed}, đúng như bạn tính.` : `${cap(doer)} ${deed}, đúng như bạn tính.`,
    ko: `${afterReaction ? '그러고는 ' : '이제 '}${withParticle(koName(doer), '이')} ${deed}.`,
    zh: `${afterReaction ? '接着，' : ''}${doer}${deed.replace(/了$/u, '')}了。`,
  }[language];
}

function thanksLine(person: string, language: ContentLanguage): string {
  return {
    en: `${cap(person)} catches your eye and gives you a small nod of thanks.`,
    vi: `${cap(person)} liếc sang bạn, khẽ gật đầu thay lời cảm ơn.`,
    ko: `${withParticle(koName(person), '이')} 당신과 눈이 마주치자, 고맙다는 듯 살짝 고개를 끄덕인다.`,
    zh: `${person}朝你看了一眼，轻轻点了点头，算是道谢。`,
  }[language];
}

function purposeOptions(person: string | null, seen: boolean, language: ContentLanguage): string[] {
  if (seen) return { en: ['Read it again, slowly', 'Keep it somewhere safe', 'Go and see whether it is true'], vi: ['Đọc lại thật chậm', 'Cất giữ thật kỹ', 'Đi xem điều đó có thật không'], ko: ['천천히 다시 읽는다', '잘 챙겨 둔다', '정말인지 직접 확인하러 간다'], zh: ['再慢慢看一遍', '好好收起来', '去看看是不是真的'] }[language];
  if (person === null) return { en: ['Make the most of it', 'Look at what lies ahead', 'Catch your breath'], vi: ['Tranh thủ ngay lúc này', 'Xem phía trước có gì', 'Lấy lại hơi thở'], ko: ['이 틈을 놓치지 않는다', '앞에 뭐가 있는지 살핀다', '숨을 고른다'], zh: ['趁热打铁', '看看前面有什么', '先喘口气'] }[language];
  const k = koName(person);
  return {
    en: [`Thank ${person}`, `Ask ${person} what comes next`, 'Look at what lies ahead'],
    vi: [`Cảm ơn ${lowerVi(person)}`, `Hỏi ${lowerVi(person)} giờ tính sao`, 'Xem phía trước có gì'],
    ko: [`${k}에게 고맙다고 한다`, `${k}에게 이제 어떻게 할지 묻는다`, '앞에 뭐가 있는지 살핀다'],
    zh: [`谢谢${person}`, `问${person}接下来怎么办`, '看看前面有什么'],
  }[language];
}

/** Cues a story gives for what its person would answer (the sea, drawing, books, sickness). */
const storyCues: Readonly<Record<'draw' | 'sea' | 'book', RegExp>> = {
  draw: /\b(?:draw\w*|sketch\w*|paint\w*)\b|vẽ|họa|그림|그리|물감|미술|画|美术/iu,
  sea: /\b(?:sea|ocean|ship|boat|harbou?r|ferry|shore|coast|waves?|deck|sail\w*|porthole)\b|biển|tàu thủy|thuyền|bến cảng|sóng|바다|배|항구|파도|갑판|海|船|港|浪/iu,
  book: /\b(?:book|books|library|read\w*)\b|sách|thư viện|책|도서관|书|图书馆/iu,
};

function aboutAnswer(topic: SelfTopic, person: string, story: string, language: ContentLanguage, c: PhraseComposer): string {
  const P = subjectOf(person, language);
  const says = language === 'ko' ? koSays(person) : '';
  if (topic.kind === 'origin') {
    const sea = storyCues.sea.test(story);
    return {
      en: sea ? `“A fishing town down the coast,” ${person} says. “You could smell the sea from every street. I still can, some mornings.”` : `“Far from here,” ${person} says. “A small town by a river; you won't find it on most maps. I still miss it.”`,
      vi: sea ? `“Một làng chài ven biển, xa lắm,” ${lowerVi(person)} đáp. “Đi đâu trong làng cũng ngửi thấy mùi biển. Đến giờ có hôm vẫn còn nghe thấy.”` : `“Xa lắm,” ${lowerVi(person)} đáp. “Một thị trấn nhỏ bên sông, bản đồ còn chẳng ghi tên. Đến giờ vẫn nhớ.”`,
      ko: sea ? `${P} 창밖을 보며 ${says}. “바닷가 작은 어촌이야. 골목마다 바다 냄새가 났지. 지금도 가끔 그 냄새가 나.”` : `${P} 잠깐 생각하더니 ${says}. “여기서 한참 먼 데야. 강을 끼고 있는 작은 동네인데, 지도에도 잘 안 나와. 아직도 가끔 그리워.”`,
      zh: sea ? `“海边的一个小渔村，离这儿很远，”${person}说，“走到哪条巷子都闻得到海的味道。到现在有时候还闻得到。”` : `“离这儿很远，”${person}说，“河边的一个小镇，地图上都找不到。到现在还常常想起。”`,
    }[language];
  }
  if (topic.kind === 'wish') {
    const cue = storyCues.draw.test(story) ? 'draw' : storyCues.sea.test(story) ? 'sea' : storyCues.book.test(story) ? 'book' : 'teach';
    const en = { draw: '“An artist,” {P} says at once, as if it were obvious. “Someone who draws all day and nobody tells her to stop.”', sea: '“Someone who gets to see the sea every day,” {P} says, without having to think. “A sailor, maybe. Or just someone who lives by it.”', book: '“Someone who writes the books, not just reads them,” {P} says, and looks a little embarrassed to have said it.', teach: '“A teacher,” {P} says, without having to think. “The kind who notices when someone is having a bad day.”' }[cue];
    const vi = { draw: '“Làm họa sĩ,” {P} đáp ngay, như thể chuyện hiển nhiên. “Vẽ cả ngày mà không ai bắt thôi.”', sea: '“Được ngày nào cũng nhìn thấy biển,” {P} đáp, chẳng cần nghĩ. “Làm thủy thủ chẳng hạn. Hoặc chỉ cần sống gần biển thôi.”', book: '“Người viết sách, chứ không chỉ đọc,” {P} nói, rồi hơi ngượng vì đã lỡ nói ra.', teach: '“Làm cô giáo,” {P} đáp, chẳng cần nghĩ. “Kiểu cô giáo nhận ra ngay khi có đứa đang buồn.”' }[cue];
    const ko = { draw: '{P} 당연하다는 듯 바로 {S}. “화가. 하루 종일 그림만 그려도 아무도 그만하라고 안 하는 사람.”', sea: '{P} 생각할 것도 없다는 듯 {S}. “매일 바다를 볼 수 있는 사람. 선원이어도 좋고, 그냥 바닷가에 살아도 좋고.”', book: '{P} 조금 쑥스러운 듯 {S}. “책을 읽기만 하는 사람 말고, 쓰는 사람.”', teach: '{P} 망설임 없이 {S}. “선생님. 누가 힘든 날인지 먼저 알아채 주는 선생님.”' }[cue];
    const zh = { draw: '{P}想都没想就说：“当画家。一整天画画，也没人叫我停下来。”', sea: '{P}想都没想：“能天天看见大海的人。当水手也行，住在海边也行。”', book: '{P}有点不好意思：“写书的人，不光是看书的人。”', teach: '{P}想都没想：“当老师。那种一眼就能看出谁今天不开心的老师。”' }[cue];
    const line = { en, vi, ko, zh }[language];
    const who = language === 'vi' ? lowerVi(person) : language === 'en' ? person : P;
    return line.replace(/^\{P\}/u, language === 'ko' ? P : cap(who)).replace('{P}', who).replace('{S}', says);
  }
  if (topic.kind === 'name') {
    const named = otherPerson(story, language);
    const name = named && !pronounWord.test(person) ? named : c.pick(foundNames[language].filter((one) => !story.includes(one)));
    return { en: `“${name},” ${person} says. “Most people don't bother to ask.”`, vi: `“${name},” ${lowerVi(person)} đáp. “Ít ai buồn hỏi lắm.”`, ko: `${P} ${says}. “${name}. 물어봐 주는 사람이 별로 없는데.”`, zh: `“${name}，”${person}说，“很少有人会问。”` }[language];
  }
  const deed = topic.deed;
  return {
    en: `${P} is quiet for a moment. “Because I didn't want to spend my whole life wondering,” ${person} says at last. “That's the short version.”`,
    vi: deed ? `${P} im lặng một lúc. “Hồi đó cứ nghĩ ${deed} thì sẽ tìm được câu trả lời,” ${lowerVi(person)} nói. “Giờ thì vẫn đang tìm.”` : `${P} im lặng một lúc. “Vì không muốn cả đời cứ phải tự hỏi,” ${lowerVi(person)} nói. “Nói ngắn gọn là vậy.”`,
    ko: `${P} 한동안 말이 없다가 ${says}. “평생 궁금해하면서 살기 싫었거든. 짧게 말하면 그래.”`,
    zh: deed ? `${person}沉默了一会儿：“年轻的时候总觉得，${deed}，就能找到答案。现在嘛，还在找。”` : `${person}沉默了一会儿：“不想一辈子都在猜。简单说，就是这样。”`,
  }[language];
}

function aboutBeat(topic: SelfTopic, person: string, story: string, c: PhraseComposer): ActBeat {
  const l = c.language;
  const k = koName(person);
  const back = { en: `Then ${person} looks at you. “And you?”`, vi: `Rồi ${lowerVi(person)} quay sang nhìn bạn: “Còn bạn thì sao?”`, ko: `그러고는 당신을 바라본다. “${koElder.test(person) ? '학생은' : '너는'}?”`, zh: `说完，${person}看着你：“你呢？”` }[l];
  const options = {
    en: [`Tell ${person} about yourself`, `Ask ${person} more about it`],
    vi: [`Kể cho ${lowerVi(person)} nghe về mình`, `Hỏi thêm ${lowerVi(person)} về chuyện đó`],
    ko: [`${koElder.test(person) ? `${k}께` : `${k}에게`} 당신 이야기를 한다`, `${koElder.test(person) ? `${k}께` : `${k}에게`} 더 ${koElder.test(person) ? '여쭤본다' : '물어본다'}`],
    zh: [`跟${person}说说你自己`, `再问问${person}`],
  }[l];
  return { lines: [aboutAnswer(topic, person, story, l, c), back], options, keepsOffered: true };
}

/** Words that say the owner is looking for the thing (they find it back) or asleep (they do not stir). */
const ownerSearching = /\b(?:pat\w*|search\w*|looking for|frown\w*|missing)\b|tìm|lục|sờ túi|찾|뒤지|더듬|找|摸|翻/iu;
const ownerAsleep = /\b(?:asleep|sleeping|dozing|snoring|passed out|drunk)\b|ngủ|ngáy|say mèm|say khướt|졸|자고|잠들|취해|곯아떨어|睡|打盹|醉倒|昏/iu;

function threatMoves(threat: Threat, leaves: boolean, language: ContentLanguage): string {
  const t = threat.phrase;
  const many = threat.plural || (language === 'en' && /s$/u.test(t));
  if (language === 'en') return leaves ? `Behind you, ${t} ${many ? 'reach' : 'reaches'} the spot where you stood, ${many ? 'linger' : 'lingers'} a moment, and ${many ? 'move' : 'moves'} on.` : `${cap(t)} ${many ? 'sweep' : 'sweeps'} right past you, ${many ? 'find' : 'finds'} nothing out of place, and ${many ? 'move' : 'moves'} on.`;
  if (language === 'vi') return leaves ? `Sau lưng bạn, ${t} lướt tới đúng chỗ bạn vừa đứng, dừng lại một thoáng rồi đi tiếp.` : `${cap(t)} lướt qua ngay cạnh bạn, không thấy gì khác lạ, rồi đi tiếp.`;
  if (language === 'ko') return leaves ? `등 뒤에서 ${withParticle(t, '이')} 방금 당신이 서 있던 자리에 닿아 잠시 머물다가, 그대로 지나간다.` : `${withParticle(t, '이')} 바로 옆을 훑고 지나간다. 이상한 건 아무것도 찾지 못한 채.`;
  return leaves ? `你身后，${t}飘到你刚才站的地方，停了一下，又移开了。` : `${t}从你身边扫过去，什么异常也没发现，又移开了。`;
}

function slipBeat(thing: string, owner: string | null, leaves: boolean, story: string, language: ContentLanguage): ActBeat {
  const person = owner ? storyPerson(owner, story, language) ?? owner : otherPerson(story, language);
  const searching = person !== null && ownerSearching.test(story);
  const asleep = person !== null && ownerAsleep.test(story);
  // The retell already tells the act itself: the lines tell what it does.
  const lines: string[] = [];
  if (person) {
    const P = subjectOf(person, language);
    lines.push(asleep
      ? { en: `${P} doesn't stir.`, vi: `${P} vẫn ngủ, không hề động đậy.`, ko: `${P} 꿈쩍도 하지 않는다.`, zh: `${person}一动不动，还在睡。` }[language]
      : searching
        ? { en: `A moment later ${person} pats the pocket again, finds ${thing}, frowns, and decides it must have been there all along.`, vi: `Một lát sau, ${lowerVi(person)} lại sờ túi, thấy ${thing}, nhíu mày rồi đành cho là nó vẫn ở đó từ đầu.`, ko: `잠시 뒤 ${withParticle(koName(person), '이')} 다시 주머니를 더듬다 ${withParticle(thing, '을')} 찾아내고는, 고개를 갸웃하더니 원래 거기 있었나 보다 하고 넘어간다.`, zh: `过了一会儿，${person}又摸了摸口袋，摸到了${thing}，皱了皱眉，大概以为它一直都在。` }[language]
        : { en: `${P} doesn't notice a thing.`, vi: `${P} chẳng hề hay biết.`, ko: `${P} 아무것도 눈치채지 못한다.`, zh: `${person}什么也没察觉。` }[language]);
  }
  const threat = storyThreat(story, language);
  if (threat && !threat.watching) lines.push(threatMoves(threat, leaves, language));
  if (lines.length === 0) lines.push({ en: 'Nobody seems to notice.', vi: 'Có vẻ chẳng ai để ý.', ko: '아무도 눈치채지 못한 것 같다.', zh: '好像谁也没注意到。' }[language]);
  const options = leaves
    ? { en: ['Keep walking and don\'t look back', 'Find somewhere to lie low', 'Check whether anyone followed you'], vi: ['Cứ đi tiếp, đừng ngoái lại', 'Tìm chỗ ẩn mình một lúc', 'Xem có ai bám theo không'], ko: ['돌아보지 않고 계속 걷는다', '잠시 몸을 숨길 곳을 찾는다', '누가 따라오는지 살핀다'], zh: ['继续走，别回头', '找个地方躲一阵', '看看有没有人跟来'] }[language]
    : { en: ['Leave now, while you can', 'Stay and act as if nothing happened', 'Keep an eye on what comes next'], vi: ['Rời đi ngay khi còn kịp', 'Ở lại, làm như chưa có gì', 'Để ý xem chuyện gì tới tiếp'], ko: ['지금 자리를 뜬다', '아무 일 없었던 척 남는다', '다음에 무슨 일이 생기는지 지켜본다'], zh: ['趁现在离开', '留下来，装作什么都没发生', '留意接下来的动静'] }[language];
  return { lines, options };
}

/** Whether a doer is a person: a kin or a title word names one, or the story's cast has them (a boat drifting is not). */
function personByGrammar(doer: string, story: string, language: ContentLanguage): boolean {
  if (/^(?:(?:Mr|Mrs|Ms|Dr|Miss)\.?\s|(?:anh|chị|em|cô|chú|bác|ông|bà|cậu|thầy|dì|bé|cháu)\s)|(?:씨|님|할머니|할아버지|선생님|아저씨|아주머니|언니|오빠|누나|형)$|(?:叔|姨|哥|姐|爷|奶|师傅|老师|医生|博士)$/u.test(doer)) return true;
  if ((language === 'en' || language === 'vi') && /^\p{Lu}/u.test(doer)) return true;
  const names = [...storyCast(story, language).map((member) => member.name), ...readTextFacts(story).names];
  return names.some((name) => name === doer || name.includes(doer) || doer.includes(name));
}

/** The beat of a second-wave act of the phase (early: a question about a person, a thing slipped back; then a purpose), or null. */
export function act2Beat(c: PhraseComposer, told: string, story: string, light: boolean, phase: 'early' | 'purpose'): ActBeat | null {
  const l = c.language;
  const shape = readAct2Shape(told, story, l);
  // A question about a person or a thing slipped back comes before the wave-1 acts; a purpose only after them.
  if (!shape || (shape.kind === 'purpose') !== (phase === 'purpose')) return null;
  if (shape.kind === 'slip') return slipBeat(shape.thing, shape.owner, shape.leaves, story, l);
  if (shape.kind === 'about') {
    const person = storyPerson(shape.person, story, l);
    return person ? aboutBeat(shape.topic, person, story, c) : null;
  }
  const person = shape.main.person ? storyPerson(shape.main.person, story, l) : null;
  // A person the story never had ("hold it up to the lamp" reads a lamp as one) serves no purpose of a person's.
  if (shape.main.person && !person && shape.goal?.kind !== 'see') return null;
  const lines: string[] = [];
  const reaction = person ? reactionLine(shape.main, person, l) : null;
  const goal = shape.goal;
  if (goal?.kind === 'see') {
    if (reaction) lines.push(reaction);
    lines.push(seenLine(c, goal.sought, story, light));
    return { lines, options: purposeOptions(person, true, l) };
  }
  if (goal === null) {
    if (!reaction || !person) return null;
    lines.push(reaction);
    return { lines, options: purposeOptions(person, false, l) };
  }
  // A deed the player does ("to distract them", "để nhìn") is other readers': only a person's deed is told here.
  if (goal.doer === null) return null;
  // "so they can't track you": a pronoun is the person the act served, never someone else the story has.
  const doerRaw = pronounWord.test(goal.doer) ? person : goal.doer === shape.main.person || personByGrammar(goal.doer, story, l) ? storyPerson(goal.doer, story, l) : null;
  if (doerRaw === null) return null;
  if (shape.main.verb === 'light') {
    // The light held for the one who does the deed: they answer it.
    const lit = reaction ?? reactionLine(shape.main, doerRaw, l);
    lines.push(deedLine(goal, doerRaw, shape.main, false, l));
    if (lit) lines.push(lit);
  } else {
    if (reaction) lines.push(reaction);
    lines.push(deedLine(goal, doerRaw, shape.main, reaction !== null, l));
    // A deed done by the person the act served, with no other reaction: they thank the player with a look.
    if (!reaction && doerRaw !== null) lines.push(thanksLine(doerRaw, l));
  }
  return { lines, options: purposeOptions(doerRaw ?? person, false, l) };
}
