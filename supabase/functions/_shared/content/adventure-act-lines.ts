/**
 * Round 11 of issue 13: the beat of a visitor's own transitive act (adventure-act-read.ts). Each shape tells what the
 * act does to its object, in the second person, with the object's whole phrase: what an opened thing shows (a name is
 * named), what a drawing or a note draws from the person it is for, whether a fixed thing works and what that makes
 * possible, the way out a person who knows the place names (in the tone of the story's danger), the part played by
 * someone standing in, and the place a guide leads to (the guide going on there, the place told with its own words).
 * The options follow from what just happened and never use something the player does not have.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { withParticle } from './korean-particles.ts';
import { capitalizeLeading, normalizeForMatch } from './text-tools.ts';
import { storyCast } from './adventure-cast.ts';
import { readTextFacts } from './name-finder.ts';
import { storyThreat, threatStill, wholeName, type Threat } from './adventure-deed.ts';
import { readActShape, type ActShape, type Asked, type Sought } from './adventure-act-read.ts';

/** A beat: its narration lines and the options that follow from it. */
export interface ActBeat {
  lines: string[];
  options: string[];
  /** Nothing was done, only asked: the options offered before still stand beside the beat's own. */
  keepsOffered?: boolean;
}

const cap = capitalizeLeading;

/** A Korean name as friends say it before a particle (지호 → 지호, 하은 → 하은이). */
export function koName(name: string): string {
  return /^[가-힣]{2}$/u.test(name) && /[은운인민진준현훈연원선윤빈린]$/u.test(name) ? `${name}이` : name;
}

/** Names a found paper or card may carry, per language; one the story never used is chosen. */
export const foundNames: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Eleanor Voss', 'Daniel Marsh', 'Ruth Calloway', 'Samuel Hart'],
  vi: ['Trần Văn Khải', 'Lê Thị Hạnh', 'Phạm Minh Quân', 'Đỗ Thu Trang'],
  ko: ['한서윤', '김도현', '박지안', '윤태오'],
  zh: ['沈佳宁', '陈志远', '许嘉言', '周一帆'],
};

/** Things found inside something opened, in a tense story and in a calm one. */
export const foundThings: Readonly<Record<ContentLanguage, { tense: readonly string[]; calm: readonly string[] }>> = {
  en: { tense: ['a small brass key on a loop of faded ribbon', 'a folded note, the paper soft with age, with an address on it', 'an old photograph of a house, a date pencilled on the back'], calm: ['a folded note with a few words in neat handwriting', 'a photo strip from a booth, four smiling frames', 'a ticket stub from a concert years ago'] },
  vi: { tense: ['một chiếc chìa khóa đồng nhỏ buộc sợi ruy băng đã bạc màu', 'một mảnh giấy gấp tư, giấy đã ngả vàng, ghi một địa chỉ', 'một tấm ảnh cũ chụp một ngôi nhà, mặt sau có ghi ngày tháng'], calm: ['một mảnh giấy gấp đôi, vài dòng chữ nắn nót', 'một dải ảnh chụp lấy liền, bốn khung hình đang cười', 'một cuống vé xem hòa nhạc từ nhiều năm trước'] },
  ko: { tense: ['빛바랜 리본에 매달린 작은 놋쇠 열쇠', '누렇게 바랜 종이에 주소 하나가 적힌 쪽지', '뒷면에 연필로 날짜가 적힌 낡은 집 사진'], calm: ['반듯한 글씨로 몇 줄 적힌 쪽지', '네 컷이 모두 웃고 있는 즉석 사진', '몇 해 전 공연의 티켓 반쪽'] },
  zh: { tense: ['一把系着褪色丝带的小铜钥匙', '一张叠起来的旧纸条，上面写着一个地址', '一张老房子的旧照片，背面用铅笔写着日期'], calm: ['一张叠好的纸条，几行工整的字', '一条大头贴，四格都在笑', '几年前一场演唱会的票根'] },
};

/** What a note or a letter opened says, in a tense story and in a calm one. */
export const writtenWords: Readonly<Record<ContentLanguage, { tense: readonly string[]; calm: readonly string[] }>> = {
  en: { tense: ['“If you are reading this, I was right to worry. Keep what I left you close, and trust no one who comes asking for it.”', '“Don\'t stay here after dark. Whatever you hear calling your name, it isn\'t me.”'], calm: ['“I never found the right moment to say it, so here it is: thank you, for everything.”', '“Meet me where we first talked. Saturday, four o\'clock. Only if you want to.”'] },
  vi: { tense: ['“Nếu con đang đọc những dòng này, nghĩa là ta lo không thừa. Giữ thật kỹ thứ ta để lại, và đừng tin bất kỳ ai đến hỏi về nó.”', '“Đừng ở lại đây khi trời tối. Dù nghe thấy gì gọi tên mình, đó cũng không phải ta.”'], calm: ['“Mình chưa bao giờ tìm được lúc thích hợp để nói, nên viết ra đây: cảm ơn cậu, vì tất cả.”', '“Gặp nhau ở chỗ lần đầu mình nói chuyện nhé. Thứ Bảy, bốn giờ chiều. Nếu cậu muốn.”'] },
  ko: { tense: ['“이걸 읽고 있다면 내 걱정이 맞았던 거다. 내가 남긴 걸 꼭 지니고 있어라. 그걸 찾아오는 사람은 아무도 믿지 마라.”', '“해가 지면 여기 머물지 마라. 누가 네 이름을 불러도, 그건 내가 아니다.”'], calm: ['“직접 말할 타이밍을 끝내 못 찾아서 여기 적어. 그동안 전부 고마웠어.”', '“우리가 처음 얘기했던 곳에서 만나자. 토요일 오후 네 시. 너도 원한다면.”'] },
  zh: { tense: ['“如果你在读这封信，说明我的担心没错。把我留给你的东西收好，谁来打听都别相信。”', '“天黑以后别待在这里。不管听见什么叫你的名字，那都不是我。”'], calm: ['“一直没找到合适的时机当面说，就写在这里吧：谢谢你，所有的一切。”', '“在我们第一次聊天的地方见吧。星期六下午四点。你愿意的话。”'] },
};

/** A phone the story has ringing or buzzing inside the thing opened. */
const phoneWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:phone|mobile|cellphone)\b/iu,
  vi: /điện thoại/iu,
  ko: /휴대폰|핸드폰|휴대전화|전화기/u,
  zh: /手机/u,
};

/** Something loose rattling inside a thing: what is found is small and hard (a key), never a photograph. */
const rattles: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\brattl\w*|\bclink\w*/iu,
  vi: /lạch cạch|leng keng|lọc cọc/iu,
  ko: /달그락|덜그럭|딸랑/u,
  zh: /哗啦|叮当|咔哒|哐当/u,
};

/** The story's person other than the player: its first cast member, or null. */
export function otherPerson(story: string, language: ContentLanguage): string | null {
  // A capitalised word seen only at a sentence start ("Downstairs, your cousin…") is no one.
  const cast = storyCast(story, language).filter((member) => language !== 'en' || new RegExp(`(?<![.!?\\n]\\s*|^)\\b${member.name}\\b`, 'u').test(story));
  const named = cast.map((member) => wholeName(member.name, language)).find((name): name is string => name !== null);
  // An indefinite pronoun ("누군가", "someone", "ai đó", "有人") is nobody to show a thing to.
  const found = named ?? readTextFacts(story).names[0] ?? null;
  return found && !/^(?:누군|아무|someone|somebody|ai đó|有人|某人)/iu.test(found) ? found : null;
}

function openBeat(c: PhraseComposer, thing: string, sought: Sought, story: string, light: boolean): ActBeat {
  const l = c.language;
  const person = otherPerson(story, l);
  if (sought.kind === 'name') {
    const unused = foundNames[l].filter((name) => !story.includes(name));
    const name = c.pick(unused.length > 0 ? unused : foundNames[l]);
    const lines = {
      en: [`${cap(thing)} comes open, and there it is, written plainly: ${name}.`, person ? `You say it under your breath; ${person} looks up at the sound of it.` : 'A name you have never heard, written by someone who meant it to be found.'],
      vi: [`${cap(thing)} mở ra, và cái tên nằm ngay đó, viết rõ ràng: ${name}.`, person ? `Bạn khẽ đọc cái tên; ${person} ngẩng lên khi nghe thấy.` : 'Một cái tên bạn chưa nghe bao giờ, viết bởi người muốn nó được tìm thấy.'],
      ko: [`${withParticle(thing, '을')} 열자, 거기 또렷하게 적힌 이름이 보인다. ${name}.`, person ? `이름을 작게 소리 내어 읽자 ${withParticle(koName(person), '이')} 고개를 든다.` : '처음 들어 보는 이름이다. 누군가 찾으라고 적어 둔 것처럼 또렷하다.'],
      zh: [`${thing}一打开，名字就在那里，写得清清楚楚：${name}。`, person ? `你小声念出这个名字，${person}闻声抬起了头。` : '一个你从没听过的名字，写的人像是存心要让人找到。'],
    }[l];
    const options = {
      en: [person ? `Ask ${person} if the name means anything` : `Ask around about ${name}`, `Look for ${name}`, `Keep looking through ${thing}`],
      vi: [person ? `Hỏi ${person} có biết cái tên này không` : `Hỏi thăm về ${name}`, `Đi tìm ${name}`, `Xem tiếp ${thing}`],
      ko: [person ? `${koName(person)}에게 이 이름을 아는지 묻는다` : `${name}에 대해 수소문한다`, `${withParticle(name, '을')} 찾아 나선다`, `${withParticle(thing, '을')} 더 살펴본다`],
      zh: [person ? `问${person}认不认识这个名字` : `打听${name}这个人`, `去找${name}`, `接着翻看${thing}`],
    }[l];
    return { lines, options };
  }
  if (sought.kind === 'words') {
    const said = c.pick(light ? writtenWords[l].calm : writtenWords[l].tense);
    const lines = {
      en: [`${cap(thing)} comes open. There is a single sheet inside, and it says: ${said}`],
      vi: [`${cap(thing)} mở ra. Bên trong chỉ có một tờ giấy, viết rằng: ${said}`],
      ko: [`${withParticle(thing, '을')} 열자 종이 한 장이 나온다. 거기엔 이렇게 적혀 있다. ${said}`],
      zh: [`${thing}打开了，里面只有一张纸，上面写着：${said}`],
    }[l];
    const options = {
      en: ['Read it again, slowly', 'Fold it away somewhere safe', person ? `Show it to ${person}` : 'Go and see whether it is true'],
      vi: ['Đọc lại thật chậm', 'Gấp lại cất kỹ', person ? `Cho ${person} xem` : 'Đi xem điều đó có thật không'],
      ko: ['천천히 다시 읽는다', '접어서 잘 넣어 둔다', person ? `${koName(person)}에게 보여 준다` : '정말인지 직접 확인하러 간다'],
      zh: ['再慢慢读一遍', '叠好收起来', person ? `拿给${person}看` : '去看看上面说的是不是真的'],
    }[l];
    return { lines, options };
  }
  const phone = sought.kind === 'inside' && phoneWords[l].test(story);
  const found = sought.kind === 'thing' ? sought.thing : phone ? { en: 'the phone, its screen still lit with missed calls', vi: 'chiếc điện thoại, màn hình vẫn sáng với hàng loạt cuộc gọi nhỡ', ko: '휴대폰. 화면에 부재중 전화가 줄줄이 떠 있다', zh: '那部手机，屏幕上还亮着一串未接来电' }[l] : rattles[l].test(story) ? (foundThings[l].tense[0] as string) : c.pick(light ? foundThings[l].calm : foundThings[l].tense);
  const lines = {
    en: sought.kind === 'thing' ? [`${cap(thing)} comes open, and ${found} is right there, clear enough to make out.`] : [`${cap(thing)} comes open. Inside is ${found}.`],
    vi: sought.kind === 'thing' ? [`${cap(thing)} mở ra, và ${found} ở ngay đó, đủ rõ để nhìn.`] : [`${cap(thing)} mở ra. Bên trong là ${found}.`],
    ko: sought.kind === 'thing' ? [`${withParticle(thing, '을')} 열자 ${withParticle(found, '이')} 바로 보인다.`] : [`${withParticle(thing, '을')} 열자 안에 든 것이 보인다. ${found}.`],
    zh: sought.kind === 'thing' ? [`${thing}打开了，${found}就在里面，看得清清楚楚。`] : [`${thing}打开了，里面是${found}。`],
  }[l];
  const holding = phone ? { en: 'Answer the next call', vi: 'Nghe cuộc gọi tiếp theo', ko: '다음 전화를 받는다', zh: '接下一个电话' }[l] : { en: 'Take it with you', vi: 'Cầm theo nó', ko: '그것을 챙긴다', zh: '把它带上' }[l];
  const options = {
    en: [holding, `Close ${thing} and put it back`, person ? `Show ${person} what you found` : 'Look for anything else inside'],
    vi: [holding, `Đóng ${thing} lại, để về chỗ cũ`, person ? `Cho ${person} xem thứ vừa tìm thấy` : 'Tìm xem bên trong còn gì nữa không'],
    ko: [holding, `${withParticle(thing, '을')} 닫아 제자리에 둔다`, person ? `${koName(person)}에게 찾은 것을 보여 준다` : '안에 다른 건 없는지 더 찾아본다'],
    zh: [holding, `把${thing}合上放回原处`, person ? `把找到的东西给${person}看` : '看看里面还有没有别的'],
  }[l];
  return { lines, options };
}

/** The person a gesture is for: the story's named person, else the pronoun the choice or the story uses for them. */
interface Addressee {
  subj: string;
  obj: string;
}

const pronounPeople: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [RegExp, Addressee]>>> = {
  en: [[/\b(?:she|her)\b/iu, { subj: 'she', obj: 'her' }], [/\b(?:he|him)\b/iu, { subj: 'he', obj: 'him' }]],
  vi: [[/cô ấy/iu, { subj: 'cô ấy', obj: 'cô ấy' }], [/anh ấy/iu, { subj: 'anh ấy', obj: 'anh ấy' }], [/cậu ấy/iu, { subj: 'cậu ấy', obj: 'cậu ấy' }]],
  ko: [[/그녀/u, { subj: '그녀', obj: '그녀' }]],
  // A sentence opened by 她 / 他 is renamed after the story's first cast member downstream: 对方 opens it instead.
  zh: [[/她/u, { subj: '对方', obj: '她' }], [/他(?!们)/u, { subj: '对方', obj: '他' }]],
};

function addressee(story: string, told: string, language: ContentLanguage): Addressee | null {
  const person = otherPerson(story, language);
  if (person) return { subj: person, obj: person };
  return pronounPeople[language].find(([pattern]) => pattern.test(told) || pattern.test(story))?.[1] ?? null;
}

/** The person a note or a drawing is handed to in the choice's own words ("…交给阿杰", "slide it to Mina", "서연에게 건넨다"). */
const handedTo: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:give|gives|hand|hands|pass|passes|slide|slides|show|shows)\b.*?\bto\s+(\p{Lu}[\p{L}'-]+)/u,
  vi: /(?<![\p{L}\p{M}])(?:đưa|tặng|gửi|chuyền)(?![\p{L}\p{M}]).*?cho\s+((?:anh|chị|em|cô|chú|bạn|cậu|bé)\s+\p{Lu}[\p{L}\p{M}]*|\p{Lu}[\p{L}\p{M}]*)/u,
  ko: /([가-힣]{2,4}?)(?:에게|한테)\s+(?:[가-힣]+\s)?(?:건넨|건네|준다|보여|내민)/u,
  zh: /(?:交给|递给|送给)([\p{Script=Han}]{2,3}?)(?:[。！，,]|$)/u,
};

function markBeat(c: PhraseComposer, verb: 'draw' | 'write', surface: string | null, handed: boolean, story: string, told: string): ActBeat {
  const l = c.language;
  const to = handedTo[l].exec(told)?.[1];
  const who = to && !/^(?:her|him|them)$/iu.test(to) ? { subj: to, obj: to } : addressee(story, told, l);
  const drawn = verb === 'draw';
  if (!who) {
    const lines = {
      en: [`${drawn ? 'The lines come out better than you expected' : 'The letters come out clear and steady'}; ${surface ? `there it is on ${surface}` : 'there it is'}, for anyone who looks.`],
      vi: [`${drawn ? 'Nét vẽ ra đẹp hơn bạn tưởng' : 'Từng chữ hiện ra rõ ràng, ngay ngắn'}; giờ nó nằm ${surface ? `trên ${surface}` : 'đó'}, ai nhìn cũng thấy.`],
      ko: [`${drawn ? '선이 생각보다 잘 나온다' : '글씨가 또박또박 또렷하게 적힌다'}. 이제 누구든 보면 알아볼 수 있다.`],
      zh: [`${drawn ? '画出来比你想的还好' : '字写得工工整整'}，${surface ? `就留在${surface}上，` : ''}谁看都能看见。`],
    }[l];
    const options = {
      en: ['Leave it there and go on', `${drawn ? 'Draw' : 'Write'} one more`, 'Wait to see who notices'],
      vi: ['Để nguyên đó rồi đi tiếp', `${drawn ? 'Vẽ' : 'Viết'} thêm một cái nữa`, 'Chờ xem ai để ý'],
      ko: ['그대로 두고 자리를 뜬다', `하나 더 ${drawn ? '그린다' : '적는다'}`, '누가 알아보는지 기다린다'],
      zh: ['留在那里，继续往前走', `再${drawn ? '画' : '写'}一个`, '等着看谁会注意到'],
    }[l];
    return { lines, options };
  }
  const S = cap(who.subj);
  const o = who.obj;
  const k = koName(who.subj);
  const lines = {
    en: [
      handed ? `${S} picks it up.` : `${S} notices before you have even finished.`,
      drawn ? `${S} looks at the drawing for a long moment, then laughs softly, shaking ${o === 'him' ? 'his' : o === 'her' ? 'her' : 'their'} head, and draws something small in the corner before passing it back.` : `${S} reads it, goes a little pink, and, without a word, writes a few words right under it.`,
    ],
    vi: [
      handed ? `${S} cầm lấy.` : `${S} để ý ngay khi bạn còn chưa xong.`,
      drawn ? `${S} nhìn bức vẽ hồi lâu rồi mỉm cười, lắc đầu, rồi vẽ thêm một hình nhỏ vào góc và đưa lại cho bạn.` : `${S} đọc xong, má hơi ửng đỏ, rồi chẳng nói gì, viết thêm một dòng ngay bên dưới.`,
    ],
    ko: [
      handed ? `${withParticle(k, '이')} 그것을 받아 든다.` : `다 ${drawn ? '그리기' : '쓰기'}도 전에 ${withParticle(k, '이')} 알아챈다.`,
      drawn ? `${withParticle(k, '은')} 그림을 한참 들여다보다가 작게 웃음을 터뜨리고는, 고개를 절레절레 저으며 구석에 자기도 작은 그림 하나를 그려 돌려준다.` : `${withParticle(k, '은')} 그것을 읽더니 귀가 살짝 빨개진 채 작게 웃는다. 그러고는 아무 말 없이 바로 옆에 자기도 한 줄을 적는다.`,
    ],
    zh: [
      handed ? `${who.subj}接了过去。` : `你还没弄完，${who.subj}就注意到了。`,
      drawn ? `${who.subj}盯着那幅画看了好一会儿，轻轻地笑了，摇摇头，在角落里也画了个小小的图案，又递回给你。` : `${who.subj}看完，脸微微一红，什么也没说，在下面也写了一行字。`,
    ],
  }[l];
  const options = {
    en: [`See what ${who.subj} added`, `Say something to ${o}`, `${drawn ? 'Draw' : 'Write'} one more for ${o}`],
    vi: [`Xem ${who.subj} vừa thêm gì`, `Nói gì đó với ${o}`, `${drawn ? 'Vẽ' : 'Viết'} thêm một cái nữa cho ${o}`],
    ko: [`${withParticle(k, '이')} 덧붙인 것을 본다`, `${k}에게 말을 건다`, `${k}에게 하나 더 ${drawn ? '그려 준다' : '적어 준다'}`],
    zh: [`看看${who.subj}添了什么`, `跟${o}说句话`, `再给${o}${drawn ? '画' : '写'}一个`],
  }[l];
  return { lines, options };
}

type Device = 'talk' | 'light' | 'heat' | 'air' | 'engine' | 'other';
const deviceWords: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [Device, RegExp]>>> = {
  en: [['talk', /\b(?:radio|transmitter|walkie|phone|comms?|antenna|transceiver|intercom)\b/iu], ['heat', /\b(?:heater|stove|boiler|furnace|radiator)\b/iu], ['light', /\b(?:lamp|light|lights|torch|flashlight|lantern|bulb)\b/iu], ['air', /\b(?:fan|air ?con\w*|vent|ventilation)\b/iu], ['engine', /\b(?:engine|motor|car|truck|van|boat|bike|generator|elevator|lift)\b/iu]],
  vi: [['talk', /bộ đàm|điện thoại|radio|máy phát|ăng-ten|ăng ten/iu], ['heat', /máy sưởi|lò sưởi|bếp lò|nồi hơi/iu], ['light', /đèn|đuốc/iu], ['air', /quạt|máy lạnh|điều hòa/iu], ['engine', /động cơ|máy nổ|xe|thuyền|ghe|máy phát điện|thang máy/iu]],
  ko: [['talk', /무전기|무선|라디오|전화|통신기|안테나|송신기/u], ['heat', /난방기|히터|난로|보일러|온풍기/u], ['light', /전등|손전등|랜턴|등불|조명|전구/u], ['air', /선풍기|에어컨|환풍기/u], ['engine', /엔진|모터|차|트럭|보트|배|발전기|엘리베이터|자전거/u]],
  zh: [['talk', /无线电|电台|对讲机|电话|通讯|天线|发射器/u], ['heat', /暖气|取暖器|炉子|锅炉|暖炉/u], ['light', /灯|手电/u], ['air', /风扇|空调|通风/u], ['engine', /发动机|引擎|马达|车|船|发电机|电梯/u]],
};

function fixBeat(c: PhraseComposer, thing: string, story: string, light: boolean): ActBeat {
  const l = c.language;
  const device = deviceWords[l].find(([, pattern]) => pattern.test(thing))?.[0] ?? 'other';
  const person = otherPerson(story, l);
  const k = person ? koName(person) : '';
  const works: Record<Device, Record<ContentLanguage, string>> = {
    talk: {
      en: `It takes a few tries, but ${thing} crackles back to life: static first, then, faint under it, a voice on the other end.`,
      vi: `Phải thử mấy lần, nhưng rồi ${thing} cũng rè rè sống lại: toàn tiếng nhiễu, rồi lẫn trong đó là một giọng người ở đầu bên kia.`,
      ko: `몇 번을 만지작거린 끝에 ${withParticle(thing, '이')} 지직거리며 살아난다. 처음엔 잡음뿐이더니, 그 아래로 희미하게 저쪽 사람의 목소리가 들린다.`,
      zh: `试了好几次，${thing}终于“滋滋”地响了起来：先是一片杂音，接着，杂音底下隐约传来另一头的人声。`,
    },
    light: {
      en: `${cap(thing)} flickers twice and comes on, and for the first time you can see the whole of where you are.`,
      vi: `${cap(thing)} chớp hai lần rồi sáng hẳn, và lần đầu tiên bạn nhìn rõ toàn bộ chỗ mình đang đứng.`,
      ko: `${withParticle(thing, '이')} 두어 번 깜빡이더니 환하게 켜진다. 그제야 주변이 한눈에 들어온다.`,
      zh: `${thing}闪了两下，亮了。你第一次看清了自己所在的整个地方。`,
    },
    heat: {
      en: `${cap(thing)} ticks, hums and starts working again; warmth creeps back into the room.`,
      vi: `${cap(thing)} kêu tách một tiếng rồi chạy lại; hơi ấm dần lan khắp phòng.`,
      ko: `${withParticle(thing, '이')} 다시 작동한다. 딸깍 소리와 함께 온기가 조금씩 방 안에 번진다.`,
      zh: `${thing}“咔哒”响了一声，又开始运转了，暖意一点点回到屋子里。`,
    },
    air: {
      en: `${cap(thing)} rattles, catches, and starts turning again; a breath of cooler air moves through the room.`,
      vi: `${cap(thing)} kêu lạch cạch vài tiếng rồi quay đều trở lại; một luồng gió mát lan khắp phòng.`,
      ko: `${withParticle(thing, '이')} 덜컹거리다가 다시 돌아가기 시작하고, 시원한 바람이 방 안을 한 바퀴 돈다.`,
      zh: `${thing}咔哒响了几声，又转了起来，一阵凉风吹过整个屋子。`,
    },
    engine: {
      en: `${cap(thing)} coughs, shudders and catches. It runs rough, but it runs.`,
      vi: `${cap(thing)} khục khặc, rung lên rồi nổ máy. Chạy chưa êm, nhưng chạy được.`,
      ko: `${withParticle(thing, '이')} 콜록거리며 떨다가 시동이 걸린다. 거칠긴 해도 돌아간다.`,
      zh: `${thing}咳嗽似的抖了几下，发动了。声音很糙，但能用了。`,
    },
    other: {
      en: `It takes longer than you would like, but ${thing} works again: you test it twice to be sure.`,
      vi: `Mất nhiều thời gian hơn bạn muốn, nhưng ${thing} đã dùng lại được: bạn thử hai lần cho chắc.`,
      ko: `생각보다 오래 걸렸지만 ${withParticle(thing, '이')} 다시 작동한다. 확실히 하려고 두 번 시험해 본다.`,
      zh: `比你想的费工夫，但${thing}又能用了：你试了两次，确认没问题。`,
    },
  };
  const next: Record<Device, Record<ContentLanguage, string>> = {
    talk: { en: 'Now you can call for help.', vi: 'Giờ bạn đã có thể gọi cầu cứu.', ko: '이제 도움을 청할 수 있다.', zh: '现在可以呼救了。' },
    light: { en: 'Now nothing in here can hide in the dark.', vi: 'Giờ không gì ở đây còn nấp được trong bóng tối.', ko: '이제 여기서 어둠 속에 숨을 수 있는 건 없다.', zh: '现在这里再没有什么能藏在黑暗里。' },
    heat: { en: 'Now nobody has to shiver through the night.', vi: 'Giờ thì không ai phải run cầm cập nữa.', ko: '이제 떨면서 밤을 새울 일은 없다.', zh: '这下不用再冻得发抖了。' },
    air: { en: 'Now everyone can breathe again.', vi: 'Giờ thì ai cũng dễ thở hơn hẳn.', ko: '이제 다들 한숨 돌릴 수 있다.', zh: '这下大家都能喘口气了。' },
    engine: { en: 'Now you can move.', vi: 'Giờ bạn đã có thể đi.', ko: '이제 움직일 수 있다.', zh: '现在可以走了。' },
    other: { en: 'Now you can use it again.', vi: 'Giờ bạn lại dùng được nó.', ko: '이제 다시 쓸 수 있다.', zh: '现在又能用了。' },
  };
  const reaction = person ? { en: `${person} lets out a breath: “You actually did it.”`, vi: `${cap(person)} thở phào: “Bạn làm được thật rồi.”`, ko: `${withParticle(k, '이')} 참았던 숨을 내쉰다. “진짜 고쳤네.”`, zh: `${person}长出一口气：“你还真修好了。”` }[l] : null;
  const lines = [works[device][l], next[device][l], ...(reaction ? [reaction] : [])];
  const own: Record<Device, Record<ContentLanguage, string>> = {
    talk: { en: `Call for help on ${thing}`, vi: `Dùng ${thing} gọi cầu cứu`, ko: `${withParticle(thing, '으로')} 도움을 청한다`, zh: `用${thing}呼救` },
    light: { en: 'Look around in the light', vi: 'Nhìn quanh dưới ánh đèn', ko: '불빛 아래 주위를 살핀다', zh: '借着灯光四下看看' },
    heat: { en: 'Warm up and get some rest', vi: 'Sưởi ấm rồi nghỉ một lát', ko: '몸을 녹이며 잠시 쉰다', zh: '暖和一下，歇一会儿' },
    air: { en: 'Get back to what you were doing', vi: 'Quay lại việc đang làm', ko: '하던 일로 돌아간다', zh: '回去接着做正事' },
    engine: { en: 'Get moving while it runs', vi: 'Đi ngay khi máy còn chạy', ko: '멈추기 전에 바로 출발한다', zh: '趁它还能转，马上出发' },
    other: { en: `Put ${thing} to use`, vi: `Dùng ${thing} ngay`, ko: `${withParticle(thing, '을')} 바로 써 본다`, zh: `马上用上${thing}` },
  };
  const tell = person
    ? { en: `Tell ${person} what comes next`, vi: `Bàn với ${person} bước tiếp theo`, ko: `${withParticle(k, '와')} 다음 할 일을 의논한다`, zh: `跟${person}商量下一步` }[l]
    : { en: 'Tell the others it works', vi: 'Báo cho mọi người là đã sửa xong', ko: '다른 사람들에게 고쳤다고 알린다', zh: '告诉大家修好了' }[l];
  const check = { en: 'Check it will hold', vi: 'Kiểm tra xem nó có trụ được lâu không', ko: '오래 버틸지 한 번 더 점검한다', zh: '再检查一遍，看能不能撑住' }[l];
  return { lines: light && device === 'talk' ? [works[device][l], ...(reaction ? [reaction] : [])] : lines, options: [own[device][l], tell, check] };
}

/** Words for an outdoor place, where a way out is a path, not a door. */
const outdoor: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:marsh|swamp|bog|forest|woods|jungle|mountains?|desert|fields?|beach|river|moor|valley|canyon|hills?|snow|island)\b/iu,
  vi: /rừng|núi|đầm|đồng|sông|biển|bãi|thung lũng|đảo|sa mạc/iu,
  ko: /숲|산|늪|사막|강|바다|들판|계곡|섬|눈밭|협곡/u,
  zh: /山|林|沼泽|沙漠|河|海|野外|雪地|峡谷|岛|荒原/u,
};

/** The story's danger, never the person's own role ("小区保安王叔" is no patrol): a role word right before the name is dropped. */
function dangerBesides(person: string, story: string, language: ContentLanguage): Threat | null {
  const threat = storyThreat(story, language);
  if (!threat) return null;
  // The person asked is no danger to the one asking ("问保安…" in a story whose only danger word is 保安).
  const bare = threat.phrase.replace(/^(?:the|đám|bọn)\s+/u, '');
  if (person.includes(bare) || bare.includes(person)) return storyThreat(story.split(bare).join(' '), language);
  const at = story.indexOf(person);
  const before = at > 0 ? story.slice(Math.max(0, at - 8), at) : '';
  // Chinese and Korean write the role against the name: the danger's own phrase is looked for there.
  const word = language === 'zh' || language === 'ko' ? (before.includes(threat.phrase) ? threat.phrase : '') : /\S+\s*$/u.exec(before)?.[0].trim() ?? '';
  if (word.length === 0 || !storyThreat(word, language)) return threat;
  return storyThreat(story.split(word).join(' '), language);
}

/** Words for a place bounded by water (an island, a harbour), where a way off is a boat. */
const waterBound: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:island|harbou?r|port|pier|docks?|coast|cove|lake shore)\b/iu,
  vi: /đảo|cảng|bến tàu|bến cảng|bờ biển/iu,
  ko: /섬|항구|부두|해안/u,
  zh: /岛|港口|码头|海边|海岸/u,
};

type RouteKind = 'building' | 'wild' | 'water';

/** Where the way out goes: read from the question's own place ("off the island"), then the opening, then the story. */
function routeKind(told: string, story: string, language: ContentLanguage): RouteKind {
  const first = story.split(/(?<=[.!?。！？])/u)[0] ?? story;
  for (const text of [told, first, story]) {
    if (waterBound[language].test(text)) return 'water';
    if (outdoor[language].test(text)) return 'wild';
  }
  return 'building';
}

function routeBeat(person: string, story: string, language: ContentLanguage, light: boolean, told: string): ActBeat {
  const threat: Threat | null = light ? null : dangerBesides(person, story, language);
  // Any danger the story named makes the answer quick, closing in or not (the dead outside the shutter).
  const urgent = threat !== null;
  const kind = routeKind(told, story, language);
  const open = kind === 'wild';
  const k = koName(person);
  const P = cap(person);
  const byWater = {
    en: `${P} ${urgent ? 'answers at once, low and quick' : 'thinks for a moment'}: “There's a cove on the far side, past the rocks, where a small boat is kept. Nobody watches it. Go now, and keep low along the shore.”`,
    vi: `${P} ${urgent ? 'đáp ngay, giọng thấp và gấp' : 'nghĩ một lát'}: “Phía bên kia, qua mấy mỏm đá, có một cái vịnh nhỏ, trong đó có giấu một chiếc thuyền. Không ai canh chỗ đó. Đi ngay đi, men theo bờ mà cúi thấp người.”`,
    ko: `${withParticle(k, '은')} ${urgent ? '바로 낮고 빠르게' : '잠시 생각하더니'} 말한다. “반대편 바위들을 지나면 작은 만이 있어. 거기 작은 배 한 척이 숨겨져 있지. 아무도 안 지키는 곳이야. 해안을 따라 몸을 낮추고 가.”`,
    zh: `${person}${urgent ? '立刻压低声音' : '想了一会儿'}：“另一头，过了那片礁石，有个小海湾，里面藏着一条小船，没人看着。现在就走，贴着岸边，把身子压低。”`,
  }[language];
  const answer = kind === 'water' ? byWater : {
    en: open
      ? `${P} ${urgent ? 'does not waste a breath' : 'thinks for a moment'}, then points: “Not the way we came. Keep to the higher ground on the left, where the ground is firm, and follow it round; it brings you out on the old road.”`
      : `${P} ${urgent ? 'answers at once, low and quick' : 'nods slowly'}: “There's a back way. The emergency stairs at the far end, past the storerooms; they come out by the back gate, and nobody uses them.”`,
    vi: open
      ? `${P} ${urgent ? 'không chần chừ' : 'nghĩ một lát'}, rồi chỉ tay: “Đừng đi lối cũ. Men theo chỗ đất cao bên trái, đất ở đó chắc, cứ thế vòng qua là ra tới đường lớn.”`
      : `${P} ${urgent ? 'đáp ngay, giọng thấp và gấp' : 'gật đầu chậm rãi'}: “Có lối sau. Cuối dãy, qua mấy cái kho, có cầu thang thoát hiểm dẫn ra cửa sau, chẳng ai đi lối đó.”`,
    ko: open
      ? `${withParticle(k, '은')} ${urgent ? '망설임 없이' : '잠시 생각하더니'} 손으로 가리킨다. “왔던 길로는 안 돼. 왼쪽 높은 땅을 따라 돌아가. 거기는 땅이 단단해서, 그대로 가면 옛 큰길이 나와.”`
      : `${withParticle(k, '은')} ${urgent ? '바로 낮고 빠르게' : '천천히 고개를 끄덕이며'} 말한다. “뒤쪽 길이 있어. 끝까지 가서 창고들을 지나면 비상계단이 있는데, 뒷문으로 바로 이어져. 아무도 안 쓰는 길이야.”`,
    zh: open
      ? `${person}${urgent ? '一秒也没耽搁' : '想了一会儿'}，伸手一指：“别走来时的路。贴着左边那片高地走，那儿的地是实的，一直绕过去，就能上老路。”`
      : `${person}${urgent ? '立刻压低声音' : '慢慢点了点头'}：“有后路。走到最里头，过了那几间储物间有条消防通道，楼梯直通后门，平时没人走。”`,
  }[language];
  const lines = [answer];
  if (urgent && threat) lines.push(threatStill(language, threat));
  const options = {
    en: [`Go the way ${person} told you`, `Ask ${person} to lead the way`, 'Make sure the way is clear first'],
    vi: [`Đi theo lối ${person} vừa chỉ`, `Nhờ ${person} dẫn đường`, 'Kiểm tra xem đường có an toàn không đã'],
    ko: [`${withParticle(k, '이')} 알려 준 길로 간다`, `${k}에게 앞장서 달라고 한다`, '먼저 길이 안전한지 확인한다'],
    zh: [`走${person}说的那条路`, `请${person}带路`, '先确认路上安不安全'],
  }[language];
  return { lines, options };
}

function standInBeat(person: string, part: string | null, language: ContentLanguage): ActBeat {
  const k = koName(person);
  const lines = {
    en: [`You step into ${person}'s place${part ? ` ${part.replace(/^(?:and|to)\s+/iu, '')}` : ''}. The first words come out shaky; then it is just ${person}'s part, one line after another, and you carry it all the way to the end.`, `When you finish there is a beat of silence, then applause. Someone is going to tell ${person} about this.`],
    vi: [`Bạn đứng vào chỗ của ${person}${part ? ` và ${part}` : ''}. Mấy câu đầu còn run, rồi cứ thế là phần của ${person}, từng đoạn một, bạn đi trọn đến cuối.`, `Khi bạn dừng lại, cả phòng im một nhịp rồi vỗ tay. Chắc chắn sẽ có người kể lại cho ${person} nghe.`],
    ko: [`당신은 ${k} 자리에 서서 ${part ? withParticle(part, '을') : '맡은 몫을'} 시작한다. 첫마디는 떨렸지만, ${withParticle(k, '이')} 준비한 내용을 하나하나 짚어 가며 끝까지 해낸다.`, `끝나자 잠깐 정적이 흐르더니 박수가 터진다. 이 소식은 곧 ${k}에게도 전해질 것이다.`],
    zh: [`你站到了${person}的位置上${part ? `，替${person}${part}` : ''}。头几句声音还在发抖，后来就只剩下${person}那一部分，一句接一句，你一直撑到了最后。`, `结束的时候，全场静了一秒，然后响起了掌声。肯定会有人去告诉${person}的。`],
  }[language];
  const options = {
    en: [`Go and tell ${person} how it went`, 'Thank the others for covering for you', 'Catch your breath for a moment'],
    vi: [`Đi kể cho ${person} nghe mọi chuyện`, 'Cảm ơn mọi người đã hỗ trợ', 'Ngồi xuống lấy lại hơi'],
    ko: [`${k}에게 어땠는지 알려 주러 간다`, '도와준 사람들에게 고맙다고 한다', '잠깐 숨을 고른다'],
    zh: [`去告诉${person}结果怎么样`, '谢谢帮忙的人', '先坐下来喘口气'],
  }[language];
  return { lines, options };
}

type GuideKind = 'trail' | 'sound' | 'light' | 'mover';
const guideKinds: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [GuideKind, RegExp]>>> = {
  en: [['trail', /\b(?:footprints|tracks|prints|trail|blood|marks|arrows?)\b/iu], ['sound', /\b(?:music|song|singing|sound|voice|voices|bell|humming|crying)\b/iu], ['light', /\b(?:light|lights|glow|lantern|fireflies|firefly)\b/iu]],
  vi: [['trail', /dấu chân|dấu vết|vết máu|vết/iu], ['sound', /tiếng|giai điệu|bài hát|tiếng hát|tiếng nhạc/iu], ['light', /ánh sáng|ánh đèn|đốm sáng|đom đóm|ánh lửa/iu]],
  ko: [['trail', /발자국|흔적|핏자국|자국/u], ['sound', /소리|노래|음악|목소리|종소리/u], ['light', /불빛|빛(?!을 내)|등불/u]],
  zh: [['trail', /脚印|痕迹|血迹|印子/u], ['sound', /声|歌|音乐|琴/u], ['light', /光|灯/u]],
};

type PlaceKind = 'cave' | 'alley' | 'woods' | 'other';
const placeKinds: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [PlaceKind, RegExp]>>> = {
  en: [['cave', /\b(?:cave|cavern|tunnel|mine|grotto|cellar|crypt)\b/iu], ['alley', /\b(?:alley|lane|street|passage|backstreet)\b/iu], ['woods', /\b(?:jungle|forest|woods|trees|thicket|grove|swamp)\b/iu]],
  vi: [['cave', /hang|động|đường hầm|hầm/iu], ['alley', /hẻm|ngõ|phố|con đường/iu], ['woods', /rừng|lùm cây|vườn/iu]],
  ko: [['cave', /동굴|굴|터널|지하/u], ['alley', /골목|거리|길/u], ['woods', /숲|정글|수풀/u]],
  zh: [['cave', /洞|隧道|地道|地窖/u], ['alley', /巷|胡同|街|弄堂/u], ['woods', /林|丛林|树丛|竹林/u]],
};

function guideBeat(guide: string, place: string, language: ContentLanguage): ActBeat {
  const kind = guideKinds[language].find(([, pattern]) => pattern.test(guide))?.[0] ?? 'mover';
  const where = placeKinds[language].find(([, pattern]) => pattern.test(place))?.[0] ?? 'other';
  const en = guide.replace(/^(?:a|an)\s/iu, 'the ');
  const enPlural = /s$/u.test(en) && kind === 'trail';
  const texture: Record<PlaceKind, Record<ContentLanguage, string>> = {
    cave: { en: `${cap(place)} is cold and dim inside, and every sound you make comes back off the rock.`, vi: `Trong ${place} vừa lạnh vừa tối, mỗi tiếng động nhỏ đều dội lại từ vách đá.`, ko: `${place} 안은 서늘하고 어둑하다. 작은 소리도 바위벽에 부딪혀 되돌아온다.`, zh: `${place}里又冷又暗，一点动静都会在石壁间回荡。` },
    alley: { en: `${cap(place)} is narrow and quiet; the noise you left behind fades with every step.`, vi: `${cap(place)} hẹp và vắng; tiếng ồn phía sau nhỏ dần theo từng bước chân.`, ko: `${withParticle(place, '은')} 좁고 조용하다. 뒤에 두고 온 소음이 한 걸음마다 멀어진다.`, zh: `${place}又窄又静，身后的喧闹一步比一步远。` },
    woods: { en: `${cap(place)} closes in around you: the branches thicken overhead and the light drops to green and grey.`, vi: `${cap(place)} khép lại quanh bạn: cành lá dày dần trên đầu, ánh sáng chỉ còn một màu xanh xám.`, ko: `${withParticle(place, '이')} 사방에서 좁혀 온다. 머리 위 가지가 빽빽해지고, 빛은 초록빛 잿빛으로 가라앉는다.`, zh: `${place}在你四周合拢，头顶的枝叶越来越密，光线暗成一片灰绿。` },
    other: { en: `You come into ${place}; when you look back, the way you came is already out of sight.`, vi: `Bạn đã vào tới ${place}; ngoái lại thì lối vừa đi đã khuất sau lưng.`, ko: `${place}에 들어서서 돌아보니, 지나온 길이 벌써 보이지 않는다.`, zh: `你到了${place}，回头一看，来时的路已经看不见了。` },
  };
  const onward: Record<GuideKind, Record<ContentLanguage, string>> = {
    trail: { en: `${cap(en)} ${enPlural ? 'go' : 'goes'} on ahead of you, deeper in, fresh enough that whoever left ${enPlural ? 'them' : 'it'} cannot be far.`, vi: `${cap(guide)} vẫn tiếp tục dẫn vào sâu hơn, còn mới đến mức người để lại chắc chưa đi xa.`, ko: `${withParticle(guide, '은')} 안쪽으로 계속 이어진다. 아직 선명한 걸 보니 남긴 사람이 멀리 가지는 않았다.`, zh: `${guide}一路往深处延伸，还很新，留下它的人应该没走远。` },
    sound: { en: `${cap(en)} grows clearer with every step, coming from somewhere just ahead.`, vi: `${cap(guide)} mỗi bước một rõ hơn, vọng ra từ đâu đó ngay phía trước.`, ko: `${withParticle(guide, '이')} 한 걸음마다 또렷해진다. 바로 앞 어딘가에서 들려온다.`, zh: `${guide}一步比一步清楚，就从前面不远处传来。` },
    light: { en: `${cap(en)} drifts on ahead of you, deeper in, and stops where the way narrows, as if waiting.`, vi: `${cap(guide)} vẫn lơ lửng phía trước, vào sâu hơn, rồi dừng lại ở chỗ lối đi hẹp lại, như đang chờ.`, ko: `${withParticle(guide, '은')} 조금 더 안쪽으로 앞서 가다가, 길이 좁아지는 곳에서 멈춰 기다리듯 맴돈다.`, zh: `${guide}在前面飘着，往深处去，到路变窄的地方停了下来，像是在等你。` },
    mover: { en: `Ahead of you, ${en} keeps going, deeper in, then stops where the way narrows and looks back, waiting for you to catch up.`, vi: `${cap(guide)} vẫn đi trước, vào sâu hơn, rồi dừng lại ở chỗ lối đi hẹp lại, ngoái đầu chờ bạn.`, ko: `${withParticle(guide, '은')} 앞서서 더 안쪽으로 가다가, 길이 좁아지는 곳에서 멈춰 뒤를 돌아보며 당신을 기다린다.`, zh: `${guide}在前面继续往深处走，到路变窄的地方停下，回头看着你，像是在等你跟上。` },
  };
  const options = {
    en: [`Keep following ${en}`, `Look around ${place}`, 'Go back the way you came'],
    vi: [`Tiếp tục theo ${guide}`, `Nhìn quanh ${place}`, 'Quay lại đường cũ'],
    ko: [`${withParticle(guide, '을')} 계속 따라간다`, `${place} 안을 둘러본다`, '왔던 길로 돌아간다'],
    zh: [`继续跟着${guide}`, /[上下里外]$|外面$/u.test(place) ? `在${place}四处看看` : `在${place}里四处看看`, '原路返回'],
  }[language];
  return { lines: [texture[where][language], onward[kind][language]], options };
}

/** Words that say the story's person was looking for something (what is handed back is what they were missing). */
const searching: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:looking for|searching|lost|missing|can't find|cannot find)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:tìm|lục|đánh rơi|làm mất|bị mất)(?![\p{L}\p{M}])/iu,
  ko: /찾고|찾는|뒤지|잃어버|흘렸|없어졌/u,
  zh: /找|翻找|丢了|弄丢|不见了/u,
};

function handBeat(thing: string, person: string, back: boolean, story: string, language: ContentLanguage, obj: string = person): ActBeat {
  const missed = back && searching[language].test(story);
  const P = cap(person);
  const k = koName(person);
  const lines = {
    en: missed
      ? [`${P} looks up, sees ${thing} in your hand, and lets out a long breath. “That's mine. Thank you, I thought it was gone for good.”`]
      : [`${P} takes ${thing}, turns it over once, and looks at you properly for the first time. “${back ? 'You brought it back? Thank you.' : 'For me? Thank you.'}”`],
    vi: missed
      ? [`${P} ngẩng lên, thấy ${thing} trong tay bạn thì thở phào một hơi dài: “Của mình đấy! Cảm ơn nhé, mình tưởng mất luôn rồi.”`]
      : [`${P} nhận lấy ${thing}, lật qua một lần rồi nhìn bạn thật kỹ: “${back ? 'Bạn mang trả lại à? Cảm ơn nhé.' : 'Cho mình thật à? Cảm ơn nhé.'}”`],
    ko: missed
      ? [`${withParticle(k, '은')} 고개를 들어 당신 손에 든 ${withParticle(thing, '을')} 보더니 길게 숨을 내쉰다. “그거 내 거야! 고마워, 완전히 잃어버린 줄 알았어.”`]
      : [`${withParticle(k, '은')} ${withParticle(thing, '을')} 받아 들고 한 번 뒤집어 보더니, 그제야 당신을 똑바로 본다. “${back ? '돌려주러 온 거야? 고마워.' : '나 주는 거야? 고마워.'}”`],
    zh: missed
      ? [`${person}抬起头，看见你手里的${thing}，长长地松了一口气：“是我的！谢谢你，我还以为再也找不回来了。”`]
      : [`${person}接过${thing}，翻过来看了一眼，这才认真地看着你：“${back ? '你特地送回来的？谢谢。' : '给我的？谢谢。'}”`],
  }[language];
  const options = {
    en: [`Ask ${obj} how it got lost`, 'Say goodbye and go on your way', `Walk a little way with ${obj}`],
    vi: [`Hỏi ${person} sao lại làm rơi`, 'Chào tạm biệt rồi đi tiếp', `Đi cùng ${person} một đoạn`],
    ko: [`${k}에게 어쩌다 잃어버렸는지 묻는다`, '인사하고 가던 길을 간다', `${withParticle(k, '와')} 조금 같이 걷는다`],
    zh: [`问${person}是怎么弄丢的`, '说声再见，继续走自己的路', `陪${person}走一段`],
  }[language];
  const found = { en: `Tell ${obj} where you found it`, vi: `Kể cho ${lowerVi(person)} bạn nhặt được ở đâu`, ko: '어디서 주웠는지 말해 준다', zh: `告诉${person}你是在哪儿捡到的` }[language];
  return { lines, options: missed ? options : [...options.slice(1), found] };
}

function favourBeat(person: string, deed: string, story: string, language: ContentLanguage, light: boolean): ActBeat {
  const urgent = !light && dangerBesides(person, story, language) !== null;
  const P = cap(person);
  const k = koName(person);
  const lines = {
    en: [urgent ? `${P} doesn't argue: “Right. Stay close.” ${P} ${deed}, fast and without a sound.` : `${P} nods. “Sure.” ${P} ${deed}, and turns back to you.`],
    vi: [urgent ? `${P} chẳng cãi lời: “Được, bám sát vào.” Rồi ${lowerVi(person)} ${deed}, nhanh và không một tiếng động.` : `${P} gật đầu: “Được thôi.” Rồi ${lowerVi(person)} ${deed}, xong quay lại nhìn bạn.`],
    ko: [urgent ? `${withParticle(k, '은')} 두말없이 ${deed} 준다. 빠르고, 소리 하나 없이.` : `${withParticle(k, '은')} 고개를 끄덕이더니 ${deed} 준다.`],
    zh: [urgent ? `${person}二话不说：“好，跟紧我。”说着就去${deed}，又快又没有一点声响。` : `${person}点点头：“好。”说着就去${deed}。`],
  }[language];
  // Someone leading the way is already going with the player: no "ask them to come along".
  const leads = /\b(?:lead|leads|guide|show (?:you|me) the way)\b|dẫn đường|dẫn lối|앞장|안내|길을 알려|带路|领路/iu.test(deed);
  const options = {
    en: [`Thank ${person} and keep moving`, leads ? `Keep close behind ${person}` : `Ask ${person} to come with you`, 'Check what lies ahead'],
    vi: [`Cảm ơn ${lowerVi(person)} rồi đi tiếp`, leads ? `Bám sát sau lưng ${lowerVi(person)}` : `Rủ ${lowerVi(person)} đi cùng`, 'Xem phía trước có gì'],
    ko: [`${k}에게 고맙다고 하고 움직인다`, leads ? `${k} 뒤에 바짝 붙어 간다` : `${k}에게 같이 가자고 한다`, '앞에 뭐가 있는지 살핀다'],
    zh: [`谢过${person}，继续走`, leads ? `紧跟在${person}身后` : `叫${person}跟你一起走`, '看看前面有什么'],
  }[language];
  return { lines, options };
}

/** A person's answer to a question, by what it asks, in an urgent story and a calm one. */
const answers: Readonly<Record<Asked, Record<ContentLanguage, readonly [string, string]>>> = {
  duration: {
    en: ['“Twenty minutes,” {P} says without looking up. “Less, if it gets worse.”', '“About an hour, I\'d say,” {P} says.'],
    vi: ['“Hai mươi phút,” {P} nói, không ngẩng lên. “Có khi ít hơn, nếu tình hình tệ đi.”', '“Chắc khoảng một tiếng,” {P} đáp.'],
    ko: ['{P} 고개도 들지 않고 말한다. “20분. 상황이 나빠지면 그보다 짧고.”', '{P} 잠시 생각하더니 말한다. “한 시간쯤일 거야.”'],
    zh: ['{P}头也不抬：“二十分钟。情况再坏的话，更短。”', '{P}想了想：“大概一个小时吧。”'],
  },
  count: {
    en: ['“Four,” {P} says, low. “I counted twice.”', '“Three, I think,” {P} says.'],
    vi: ['“Bốn,” {P} hạ giọng. “Tôi đếm hai lần rồi.”', '“Chắc là ba,” {P} đáp.'],
    ko: ['{P} 목소리를 낮춘다. “넷. 두 번 세어 봤어.”', '{P} 말한다. “셋일 거야.”'],
    zh: ['{P}压低声音：“四个。我数了两遍。”', '{P}说：“应该是三个吧。”'],
  },
  whereabouts: {
    en: ['“In my room, asleep,” {P} says, a little too quickly.', '“At home, all evening,” {P} says.'],
    vi: ['“Ở trong phòng, ngủ,” {P} đáp, hơi nhanh quá.', '“Ở nhà cả tối,” {P} đáp.'],
    ko: ['{P} 너무 빨리 대답한다. “내 방에서 자고 있었어.”', '{P} 말한다. “저녁 내내 집에 있었어.”'],
    zh: ['{P}回答得有点太快了：“在自己房间，睡觉。”', '{P}说：“整晚都在家。”'],
  },
  time: {
    en: ['“Before midnight,” {P} says. “After that it\'s too late.”', '“Saturday, around four,” {P} says.'],
    vi: ['“Trước nửa đêm,” {P} nói. “Sau đó thì muộn rồi.”', '“Thứ Bảy, khoảng bốn giờ,” {P} đáp.'],
    ko: ['{P} 말한다. “자정 전. 그 뒤엔 늦어.”', '{P} 말한다. “토요일 네 시쯤.”'],
    zh: ['{P}说：“午夜之前。过了就来不及了。”', '{P}说：“星期六，四点左右。”'],
  },
  place: {
    en: ['{P} points the way. “Through there. I\'ll show you; stay right behind me.”', '{P} points the way. “Just over there. Come on, I\'ll show you.”'],
    vi: ['{P} chỉ tay. “Lối kia. Để tôi dẫn, bám sát sau lưng.”', '{P} chỉ tay. “Ngay đằng kia thôi. Đi, tôi chỉ cho.”'],
    ko: ['{P} 손으로 가리킨다. “저쪽이야. 내가 데려갈게. 바짝 붙어.”', '{P} 손으로 가리킨다. “바로 저기야. 가자, 보여 줄게.”'],
    zh: ['{P}伸手一指：“那边。我带你去，跟紧我。”', '{P}伸手一指：“就在那边。走，我带你去看。”'],
  },
  who: {
    en: ['“I didn\'t see a face,” {P} says. “Tall, in a dark coat, and in a hurry.”', '“Someone you know, I think,” {P} says, smiling a little.'],
    vi: ['“Tôi không thấy mặt,” {P} nói. “Người cao, mặc áo khoác tối màu, đi rất vội.”', '“Một người bạn quen đấy,” {P} nói, hơi mỉm cười.'],
    ko: ['{P} 말한다. “얼굴은 못 봤어. 키가 크고, 어두운 외투를 입었고, 서두르고 있었어.”', '{P} 살짝 웃으며 말한다. “너도 아는 사람일걸.”'],
    zh: ['{P}说：“没看清脸。个子很高，穿深色外套，走得很急。”', '{P}笑了笑：“你认识的人。”'],
  },
  why: {
    en: ['“Because nobody else would,” {P} says. “That\'s all I can tell you right now.”', '“Because I wanted to,” {P} says, a little embarrassed.'],
    vi: ['“Vì chẳng còn ai khác làm,” {P} nói. “Giờ tôi chỉ nói được vậy thôi.”', '“Vì mình muốn thế,” {P} nói, hơi ngượng.'],
    ko: ['{P} 말한다. “다른 누구도 안 하니까. 지금은 거기까지만 말해 줄 수 있어.”', '{P} 조금 쑥스러운 듯 말한다. “그냥, 그러고 싶었어.”'],
    zh: ['{P}说：“告诉你也无妨：因为没有别人会去做。现在我只能说这么多。”', '{P}有点不好意思：“告诉你吧，因为我想这么做。”'],
  },
};

function questionBeat(person: string, asks: Asked, story: string, language: ContentLanguage, light: boolean): ActBeat {
  const threat = light ? null : dangerBesides(person, story, language);
  // A romance or a school story gets the calm answer; any other story the tense one, its danger still there.
  const pick = answers[asks][language][light ? 1 : 0];
  const who = language === 'ko' ? withParticle(koName(person), '은') : language === 'vi' ? lowerVi(person) : person;
  const line = pick.replace(/^\{P\}/u, cap(who)).replace('{P}', who);
  const k = koName(person);
  const next: Record<Asked, Record<ContentLanguage, string>> = {
    duration: { en: 'Make the most of the time left', vi: 'Tranh thủ khoảng thời gian còn lại', ko: '남은 시간을 최대한 활용한다', zh: '抓紧剩下的时间' },
    count: { en: 'Plan with that number', vi: 'Tính kế với con số đó', ko: '그 수에 맞춰 계획을 세운다', zh: '按这个数想对策' },
    whereabouts: { en: `Check whether ${person} is telling the truth`, vi: `Kiểm tra xem ${lowerVi(person)} có nói thật không`, ko: `${k}의 말이 사실인지 확인한다`, zh: `查查${person}说的是不是真话` },
    time: { en: 'Get ready before then', vi: 'Chuẩn bị trước giờ đó', ko: '그 전에 준비를 마친다', zh: '在那之前做好准备' },
    place: { en: `Follow ${person}`, vi: `Đi theo ${lowerVi(person)}`, ko: `${withParticle(k, '을')} 따라간다`, zh: `跟着${person}走` },
    who: { en: 'Look for whoever it was', vi: 'Đi tìm người đó', ko: '그 사람을 찾아 나선다', zh: '去找那个人' },
    why: { en: `Ask ${person} what else they know`, vi: `Hỏi ${lowerVi(person)} còn biết gì nữa`, ko: `${k}에게 더 아는 게 있는지 묻는다`, zh: `问${person}还知道些什么` },
  };
  const more = { en: `Ask ${person} what you can do to help`, vi: `Hỏi ${lowerVi(person)} bạn giúp được gì`, ko: `${k}에게 뭘 도우면 되는지 묻는다`, zh: `问${person}你能帮上什么` }[language];
  const plan = { en: `Tell ${person} your plan`, vi: `Nói kế hoạch cho ${lowerVi(person)} nghe`, ko: `${k}에게 계획을 털어놓는다`, zh: `把你的打算告诉${person}` }[language];
  const lines = [line];
  if (threat) lines.push(threatStill(language, threat));
  return { lines, options: [next[asks][language], more, plan], keepsOffered: true };
}

/** A Vietnamese kin word lower-cased inside a sentence ("Chú Bảy" → "chú Bảy"); a bare name stays. */
export function lowerVi(person: string): string {
  return person.replace(/^(?:Anh|Chị|Em|Cô|Chú|Bác|Ông|Bà|Cậu|Thầy|Dì)(?=\s)/u, (kin) => kin.toLowerCase());
}

/** The beat of an act's shape in a story: its lines and the options that follow. */
export function actBeatLines(c: PhraseComposer, shape: ActShape, story: string, light: boolean, told = ''): ActBeat {
  switch (shape.kind) {
    case 'open':
      return openBeat(c, shape.thing, shape.sought, story, light);
    case 'mark':
      return markBeat(c, shape.verb, shape.surface, shape.handed, story, told);
    case 'fix':
      return fixBeat(c, shape.thing, story, light);
    case 'route':
      return routeBeat(shape.person, story, c.language, light, told);
    case 'standIn':
      return standInBeat(shape.person, shape.part, c.language);
    case 'favour':
      return favourBeat(shape.person, shape.deed, story, c.language, light);
    case 'question':
      return questionBeat(shape.person, shape.asks, story, c.language, light);
    case 'hand':
    {
      const who = shape.person !== null ? { subj: shape.person, obj: shape.person } : addressee(story, told, c.language) ?? { subj: '', obj: '' };
      return handBeat(shape.thing, who.subj, shape.back, story, c.language, who.obj);
    }
    default:
      return guideBeat(shape.guide, shape.place, c.language);
  }
}

/** Whether a person a shape names is someone the story has (a route or a stand-in asked of a stranger is no such act). */
export function storyKnows(person: string, story: string): boolean {
  const bare = person.replace(/^(?:old|young|the|that|this|your)\s+/iu, '').replace(/^(?:那个|这个|那位|这位|cô bé|cậu bé)\s*/u, '').replace(/(?:씨|님)$/u, '');
  return bare.length > 0 && normalizeForMatch(story).includes(normalizeForMatch(bare));
}

/**
 * The beat of the visitor's own act when its shape is read (a route or a stand-in only for a person the story has),
 * or null: the act's object is the story's own noun phrase where the choice says "it".
 */
export function actShapeBeat(c: PhraseComposer, told: string, story: string, object: string | null, light: boolean): ActBeat | null {
  const shape = readActShape(told, object, c.language);
  if (!shape) return null;
  // A thing handed back with no one named goes to the story's person; with nobody there, it is no such act.
  if (shape.kind === 'hand' && shape.person === null && addressee(story, told, c.language) === null) return null;
  if ((shape.kind === 'route' || shape.kind === 'standIn' || shape.kind === 'favour' || shape.kind === 'question' || (shape.kind === 'hand' && shape.person !== null)) && !storyKnows(shape.person ?? '', story)) return null;
  return actBeatLines(c, shape, story, light, told);
}
