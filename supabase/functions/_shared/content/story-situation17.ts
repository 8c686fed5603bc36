/**
 * The situation plot (issue 13, round 17). Dev set S showed the everyday families answering about half of fresh
 * openings with contentless lines ("the moment tilted slightly", "I decided to pursue the bicycle", "the puppy
 * shivering looked more ordinary"). Four everyday situations have a next step every reader expects, and are read here
 * from the clause's grammar, before those families:
 * - `creature`: the teller finds an animal (found a puppy, nhặt được một con mèo, 고양이를 주웠다, 捡到一只鹦鹉): it is
 *   warmed and fed, and its owner is looked for;
 * - `sign`: someone unknown left the teller a thing (someone left…, có ai đó để…, 모르는 사람이 보낸 꽃다발, 有人送来…,
 *   or a thing found at the door: thấy trước nhà có một…): the teller asks about it and answers in kind;
 * - `mishap`: the teller spills or breaks something on someone (tôi làm đổ nguyên tô lên người khách): owned up to;
 * - `arrival`: a relative turns up at the teller's door (she showed up at my door): let in;
 * - `favour`: someone asks the teller to do something (asked me to watch her basket, 강아지를 찾아 달라고 했다): agreed
 *   to and done;
 * - `uncanny`: a sound where the opening says nobody can be (no wind, nobody lives there, 벽장 안에서): listened to,
 *   checked, and left gently unexplained;
 * - `waiting`: an animal that sits and waits somewhere (the dog at a stranger's gate, 老猫每天坐在门口等): waited
 *   with, and the one it waits for found out;
 * - `ahead`: a thing the teller has still to give, to dig up or to see (haven't given her the bracelet, 타임캡슐을
 *   꺼내러 갔다): done, before the chance passes.
 * The animals, the people a blunder happens to and the relatives are closed classes of nouns; everything else is
 * grammar (the finding verb and its object, the giver who is unknown, the narrator as the one who spills). Pure.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { findOpeningKin } from './story-cast.ts';
import { readClauseRoles } from './clause-roles.ts';
import { isKoreanPredicateForm } from './korean-particles.ts';
import { everydayRules } from './data/story/everyday-rules.ts';
import { writeFourBeats } from './story-event-plot.ts';
import { tellerSlots, type DefaultTeller } from './story-default-plot.ts';
import { situationLines, type SituationKind } from './data/story/story-situation17-lines.ts';

/** What the plot carries: the situation, and the animal, the thing or the person it turns on. */
export interface SituationRead {
  kind: SituationKind;
  /** The animal or the thing (creature, sign); the person (mishap, arrival, favour). */
  name: string;
  /** The act asked of the teller (favour), in the teller's words: "find his dog", "강아지를 찾아", "帮他找狗". */
  task?: string;
}

// ── creature ─────────────────────────────────────────────────────────────────────────────────────────────────────────

const enAnimal = 'puppy|kitten|dog|cat|bird|parrot|owl|hedgehog|rabbit|bunny|duckling|duck|turtle|tortoise|fox|crow|pigeon|squirrel|lamb|goat|chick|sparrow|hamster|ferret|raccoon|fawn';
const foundAnimal: Readonly<Record<ContentLanguage, RegExp>> = {
  en: new RegExp(`\\b(?:found|finds|saw|spotted|picked up|rescued|came across|noticed|discovered)\\s+(?:a|an|this|one)\\s+(?:[a-z-]+\\s+){0,2}?(${enAnimal})\\b`, 'iu'),
  vi: /(?:nhặt được|bắt được|thấy|gặp|bắt gặp|tìm thấy|cứu được|cứu)\s+(?:được\s+)?(?:một\s+)?(con|chú|bé)\s+(chó con|mèo con|chó|mèo|cún con|cún|chim non|chim sẻ|chim bồ câu|chim|bồ câu|quạ|vẹt|thỏ|rùa|vịt con|vịt|gà con|sóc|cú mèo|nhím)(?![\p{L}\p{M}])/iu,
  ko: /(새끼 고양이|아기 고양이|길고양이|고양이|새끼 강아지|강아지|앵무새|참새|비둘기|까마귀|아기 새|새|토끼|거북이|오리|병아리|다람쥐|부엉이|고슴도치|햄스터)(?:\s*한\s*마리)?(?:를|을)\s*(?:주웠|주워|발견했|발견하|봤|보았|데려왔|구했|구조했)/u,
  zh: /(?:捡到了?|捡了|捡回了?|发现了?|看到了?|遇到了?|救了|收留了)\s*(?:一只|一条|只|条)(?:[^，。；,]{0,8}的)?(小?(?:狗|猫|猫咪|鹦鹉|鸟|兔子|乌龟|刺猬|鸭子|松鼠|猫头鹰|乌鸦|鸽子|麻雀|仓鼠))/u,
};
/** Korean: an animal found, told as a modifier (주운 고양이, 발견한 강아지). */
const koFoundBefore = /(?:주운|발견한|구한)\s+(새끼 고양이|아기 고양이|길고양이|고양이|새끼 강아지|강아지|앵무새|참새|비둘기|새|토끼|거북이|오리|병아리|다람쥐|고슴도치|햄스터)/u;
/** A dead animal is grieved or buried, not warmed. */
const deadAnimal = /\bdead\b|\bdied\b|chết|죽은|죽어|死了|死的|尸体/iu;

function readCreature(opening: string, language: ContentLanguage): string | null {
  if (deadAnimal.test(opening)) return null;
  const found = foundAnimal[language].exec(opening) ?? (language === 'ko' ? koFoundBefore.exec(opening) : null);
  if (found === null) return null;
  if (language === 'en') return `the ${(found[1] as string).toLowerCase()}`;
  if (language === 'vi') return `${found[1] === 'con' ? 'chú' : (found[1] as string).toLowerCase()} ${found[2] as string}`;
  if (language === 'zh') return `那只${found[1] as string}`;
  return found[1] as string;
}

/** Wild animals, which nobody owns: looked after until they can go, never returned to an owner. */
const wildAnimal = /\b(?:bird|owl|hedgehog|duckling|duck|fox|crow|pigeon|squirrel|sparrow|fawn|raccoon)\b|(?:chim|bồ câu|quạ|sóc|cú|nhím|vịt)|^(?:참새|비둘기|까마귀|아기 새|새|오리|다람쥐|부엉이|고슴도치)$|(?:鸟|刺猬|鸭|松鼠|猫头鹰|乌鸦|鸽子|麻雀)/iu;
/** Words that make a found animal someone's pet (a collar, a tag, a name called, a cage). */
const ownedSign = /\b(?:collar|tag|cage|leash)\b|vòng cổ|lồng|목걸이|목줄|새장|项圈|笼子|说人话|会说话|말을 (?:한다|했다)|biết nói/iu;

// ── sign ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

const enSign = /\b(?:someone|somebody|a stranger|an anonymous (?:neighbou?r|sender|person))\s+(?:had\s+)?(?:left|put|placed|sent|tied|hung|slipped|dropped off|parked|delivered)\s+((?:a|an|some)\s+[a-z][a-z\s-]*?)(?=\s+(?:on|at|in|under|outside|by|inside|beside|next|for|with|to|against|onto|into)\b|[.,;!?]|$)/iu;
const enSignThere = /\bthere (?:was|were)\s+((?:a|an|some)\s+[a-z][a-z\s-]*?)\s+(?:on|at|outside|by|in front of|against)\s+(?:my|our|the)\s+(?:door|doorstep|front door|porch|desk|gate|mailbox|windowsill)\b[^.]*?\bfrom\s+(?:someone|somebody|a stranger|nobody|no one)/iu;
/** Vietnamese: the givers nobody knows, the verbs of leaving a thing, and the words that end a noun phrase. */
const viGiver = /(?:có ai đó|ai đó|có ai|có người lạ|có người|một người lạ|người lạ|không biết ai)\s+(?:đã\s+)?(?:để|đặt|gửi|treo|buộc|nhét|dựng|bỏ|gửi tặng|tặng)\s+(?:lại\s+)?(?:cho tôi\s+)?/iu;
const viFoundAtDoor = /(?:thấy|có)\s+(?:ngay\s+)?(?:trước|ở trước|ngoài)\s+(?:cửa|nhà|cổng)(?:\s+(?:nhà|phòng))?(?:\s+(?:tôi|mình))?\s+(?:có\s+)?/iu;
const viClassifier = /^(?:một\s+|mấy\s+)?((?:chiếc|cái|bó|hộp|túi|lá|bức|quyển|cuốn|chậu|giỏ|thùng|gói|bì thư|phong bì|con)\s+.+)$/iu;
const viNounStop = /^(?:buộc|có|được|với|ghi|để|của|màu|đã|đang|nằm|ở|trên|dưới|trước|sau|và|mà|cùng|kèm|gói|thắt|dán|không)$/iu;
const koSignObject = /(?:누가|누군가|모르는 사람이|낯선 사람이)\s+(?:[^.]{0,24}?\s)?([가-힣]{1,8}?)(?:\s+(?:하나|둘|셋|(?:한|두|세)\s*(?:개|송이|통|장|병|봉지|상자|다발)))?(?:를|을)\s*(?:(?:하나|한 개|한 송이|한 장)씩?\s*)?(?:두고 가|놓고 가|놓아 두|놓아두|넣어 두|넣어두|놔두|올려 두|올려두|올려놓|올려 놓|얹어 두|갖다 놓|가져다 놓|걸어 두|걸어 놓|붙여 놓|보냈|보내)/u;
const koSignSent = /(?:누가|누군가|모르는 사람이|낯선 사람이)\s+보낸\s+([가-힣]{1,8}?)(?:이|가)\s/u;
const zhSign = /(?:有人|不知道(?:是)?谁|不知是谁|陌生人|一个陌生人)，?(?:[^，。！？,]{0,16}?)(?:放了?|留下了?|送来了?|送了|挂了|塞了|寄来了?|摆了)(?:一[\u4e00-\u9fff])?([^，。！？,在给]{1,6})/u;

/** A Vietnamese noun phrase from its classifier: the classifier and up to two words, cut before a verb or a preposition. */
function viPhrase(rest: string): string | null {
  const found = viClassifier.exec(rest.split(/[,.!?;]/u)[0]?.trim() ?? '');
  if (found === null) return null;
  const words = (found[1] as string).split(/\s+/u);
  const kept = [words[0] as string];
  for (const word of words.slice(1, 4)) {
    if (viNounStop.test(word)) break;
    kept.push(word);
  }
  return kept.length > 1 ? kept.join(' ') : null;
}

function readSign(opening: string, language: ContentLanguage): string | null {
  if (language === 'en') {
    const found = enSign.exec(opening) ?? enSignThere.exec(opening);
    const phrase = found?.[1]?.trim() ?? '';
    const words = phrase.split(/\s+/u);
    // "some" flowers stay plural; a single thing is "the" thing; at most four words, or the phrase ran past its noun.
    return found === null || words.length > 5 ? null : phrase.replace(/^(?:a|an)\s/iu, 'the ').replace(/^some\s/iu, 'the ');
  }
  if (language === 'vi') {
    const giver = viGiver.exec(opening);
    if (giver !== null) return viPhrase(opening.slice(giver.index + giver[0].length));
    const door = viFoundAtDoor.exec(opening);
    return door === null ? null : viPhrase(opening.slice(door.index + door[0].length));
  }
  if (language === 'ko') return (koSignObject.exec(opening) ?? koSignSent.exec(opening))?.[1] ?? null;
  const found = zhSign.exec(opening);
  return found === null ? null : (found[1] as string).replace(/(?:在|到).*$/u, '') || null;
}

// ── mishap ───────────────────────────────────────────────────────────────────────────────────────────────────────────

const enVictim = 'customer|guest|teacher|boss|manager|client|stranger|man|woman|lady|guy|girl|boy|bride|groom|date|passenger|neighbou?r|professor|interviewer|coworker|colleague|diner';
const enMishap = new RegExp(`\\bI\\s+(?:accidentally\\s+|just\\s+|somehow\\s+)?(?:spilled|spilt|dropped|knocked|tipped|splashed|poured)\\b[^.]{0,40}?\\b(?:on|onto|all over|over)\\s+((?:a|an|the|my|our|his|her|this)\\s+(?:[a-z]+\\s+)?(?:${enVictim}))\\b`, 'iu');
const viMishap = /(?:tôi|mình|em)\s+(?:lỡ\s+|vô tình\s+|lỡ tay\s+)?(?:làm\s+)?(?:đổ|rơi|văng|hắt|đánh đổ)\s+[^,.!?]{0,30}?(?:lên|vào|trúng)\s+(?:người\s+|áo\s+|quần\s+)?(khách|thầy giáo|cô giáo|thầy|sếp|cô dâu|chú rể|người lạ|bà cụ|ông cụ)(?![\p{L}\p{M}])/iu;
const koMishap = /(손님|선생님|사장님|부장님|팀장님|면접관|교수님|신부|신랑|옆 사람|모르는 사람)(?:의)?\s*(?:[가-힣]{1,4})?(?:에|에게|한테|께)\s*[^.]{0,24}?(?:쏟|엎|엎질|떨어뜨|깨뜨)/u;
const zhMishap = /我[^，。！？]{0,14}?(?:打翻|洒|泼|撒|碰翻|弄翻|弄洒|摔碎|打碎|弄脏)了?(?:在了?)?[^，。！？]{0,3}?(客人|顾客|老师|老板|经理|面试官|新娘|新郎|邻居|陌生人|阿姨|叔叔|同事|领导)/u;

function readMishap(opening: string, language: ContentLanguage): string | null {
  if (language === 'en') {
    const found = enMishap.exec(opening);
    return found === null ? null : (found[1] as string).replace(/^(?:a|an|this)\s/iu, 'the ').replace(/^The\s/u, 'the ');
  }
  if (language === 'vi') return viMishap.exec(opening)?.[1]?.toLowerCase() ?? null;
  if (language === 'ko') return koMishap.exec(opening)?.[1] ?? null;
  return zhMishap.exec(opening)?.[1] ?? null;
}

// ── arrival ──────────────────────────────────────────────────────────────────────────────────────────────────────────

const arrived: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:showed up|shows up|turned up|came over|came round|came by|appeared|was standing|was waiting|knocked)\b[^.]{0,20}?\b(?:at|on|outside)\s+(?:my|our)\s+(?:door|doorstep|front door|flat|apartment|house|place)\b/iu,
  vi: /(?:đến|tới|xuất hiện|đứng|gõ cửa)\s+(?:ở\s+)?(?:trước\s+)?(?:cửa\s+|tận\s+)?(?:nhà|phòng trọ|phòng|cửa)\s+(?:tôi|mình)/iu,
  ko: /(?:(?:우리 집|내 집|자취방|집|현관) 앞에 서 있었|찾아왔|찾아오셨|나타났|나타나셨)/u,
  zh: /(?:出现在|站在|来到)了?我(?:家|的)?(?:门口|门前|宿舍|家)|找上门|上门来/u,
};
/** A caller who asks for something is a request (the event plot's), not someone let in. */
const asks = /\bask(?:ed|s)? (?:me|us|if|whether)\b|\bneeds? (?:my|our) help\b|nhờ|xin\s|hỏi\s+(?:tôi|mình)|부탁|달라고|물었|让我帮|请我|问我|求我/iu;

/** A silence or a quarrel before the visit: the visit is the first step back (without one, a knock has a purpose the plot cannot know). */
const rift = /\bhaven['’]t (?:talked|spoken|seen)|\bhadn['’]t (?:talked|spoken|seen)|\bnot (?:talked|spoken)|\b(?:fight|fought|argument|quarrel)|không nói chuyện|chưa nói chuyện|giận nhau|cãi nhau|không liên lạc|연락(?:이|을)? (?:끊|안)|말을 안|싸운|싸우고|싸웠|冷战|吵架|吵了一架|没说话|没联系|不说话/iu;

/** Someone close the kin list does not hold: Dad named as a name, a sibling, a friend, a partner. */
const close: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(Dad|Mom|Mum|Grandma|Grandpa|Granny|my (?:best friend|old friend|friend|ex|roommate|son|daughter|husband|wife|boyfriend|girlfriend|sister|brother))\b/u,
  vi: /(?:^|\s)(bạn thân|anh trai|chị gái|em gái|em trai|chị tôi|anh tôi|em tôi|người yêu cũ|người yêu|chồng|vợ|ba|má)(?=[\s,.]|$)/iu,
  ko: /(?:^|\s)(남자친구|여자친구|친구|오빠|언니|누나|형|동생)(?:이|가|은|는|랑|이랑|하고|와|과)(?=\s)/u,
  zh: /(哥哥|姐姐|弟弟|妹妹|男朋友|女朋友|老公|老婆|朋友)/u,
};

function readArrival(opening: string, language: ContentLanguage): string | null {
  if (!arrived[language].test(opening) || asks.test(opening) || !rift.test(opening)) return null;
  const kin = findOpeningKin(opening, language) ?? close[language].exec(opening)?.[1] ?? null;
  if (kin === null || /\blate\b/iu.test(kin)) return null;
  return language === 'en' ? kin.replace(/^My\b/u, 'my') : kin;
}

// ── uncanny ──────────────────────────────────────────────────────────────────────────────────────────────────────────

/** Words that say nobody can be there, or nothing should move (no wind, nobody lives there, I live alone, by itself). */
const cannotBe: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:there(?:['’]s| is| was) no (?:wind|one|body)|(?:nobody|no one) (?:lives|has lived|lived|was|is|had been) (?:there|in it|next door|upstairs|downstairs|home)|(?:has|had) been empty|moved out|by itself|on its own|I live alone|the empty (?:flat|apartment|house|room))\b/iu,
  vi: /(?:không có ai|chẳng có ai|không ai ở|bỏ trống|bỏ hoang|không người ở|sống một mình|tự (?:nó )?(?:kêu|reo|sáng|mở|chạy|bật|rung|phát)|không có gió|đã chuyển đi)/iu,
  ko: /(?:아무도 (?:없|안 살|살지 않)|빈집|빈 집|빈방|혼자 산다|혼자 사는데|저절로|혼자서 (?:울|켜|움직)|바람도 없|이사 간|(?:벽장|옷장|장롱|다락) 안에서)/u,
  zh: /(?:没人住|没有人住|根本没人|空着|空了|空房|一个人住|自己响|自己动|自己开|自己亮|没有风|搬走)/u,
};
/** A sound or an act the opening tells (rings, knocks, cries; kêu, gõ, khóc; 노크, 울; 响, 哭, 敲). */
const heard: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:rings?|rang|ringing|knock(?:s|ed|ing)?|cry|cries|cried|crying|plays?|played|playing|turn(?:s|ed)? on|footsteps|voice|sings?|sang|singing|hums?|humming|light (?:is|was) on|lights? (?:came|come) on)\b/iu,
  vi: /(?:kêu|reo|gõ|khóc|tiếng|sáng đèn|đèn sáng|hát|bước chân|rung)/iu,
  ko: /(?:노크|울(?:었|고|어|린|리|음)|울고|소리|켜졌|켜져|울렸|움직|발소리|목소리|노래)/u,
  zh: /(?:响|哭|敲|声音|亮|唱|脚步|动了)/u,
};

function readUncanny(opening: string, language: ContentLanguage): string | null {
  const marker = cannotBe[language].exec(opening);
  return marker !== null && heard[language].test(opening) ? marker[0] : null;
}

// ── waiting ──────────────────────────────────────────────────────────────────────────────────────────────────────────

/** An animal, then a verb of sitting, waiting or not moving in the same sentence (the animal is the one it names). */
const waits: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(dog|cat|puppy|kitten)\b[^.!?]{0,50}?\b(?:sits?|sat|sitting|waits?|waited|waiting|won['’]t (?:move|leave|budge)|refused to (?:move|leave|budge)|refuses to (?:move|leave|budge)|lies|lay) (?:outside|at|by|in front of|on|down at|every)\b/iu,
  vi: /(?:con|chú|bé)\s(chó|mèo|cún)(?:\s[^,.!?]{0,30}?)?\s(?:cứ\s|lại\s|vẫn\s)*(?:ngồi|nằm lì|chờ|đợi|không chịu đi|không chịu về)\s(?:trước|ở|ngoài|bên|đúng)/iu,
  ko: /(강아지|고양이)(?:가|이|는)\s[^.!?]{0,30}?(?:앞에|옆에|밖에|자리에)\s(?:앉아|앉았|앉는|앉더니|누워|기다|엎드려)/u,
  zh: /(老猫|小猫|猫咪|猫|小狗|狗狗|狗)[^。！？]{0,16}?(?:坐在|蹲在|趴在|守在|等在)[^。！？，]{1,8}?(?:口|前|下|边|旁|外|那里|那儿)/u,
};

function readWaiting(opening: string, language: ContentLanguage): string | null {
  const found = waits[language].exec(opening);
  if (found === null || deadAnimal.test(opening.slice(0, found.index + found[0].length))) return null;
  // A pet the opening names (our dog Biscuit, 강아지 콩이가) is called by its name.
  const named = everydayRules[language].animalName.exec(opening);
  if (named !== null) return named[1] as string;
  const animal = found[1] as string;
  if (language === 'en') return `the ${animal.toLowerCase()}`;
  if (language === 'vi') return `con ${animal.toLowerCase()}`;
  if (language === 'zh') return `那只${animal}`;
  return animal;
}

// ── ahead ────────────────────────────────────────────────────────────────────────────────────────────────────────────

/** A thing the teller has still to give or tell, goes to fetch, or waits to see; the thing is the first group. */
const ahead: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:I|we)\s+(?:still\s+)?(?:haven['’]t|have not|hadn['’]t)\s+(?:yet\s+)?(?:given|told|sent|shown|returned)\s+(?:(?:her|him|them|my \w+)\s+)?(the\s+[a-z]+(?:\s+[a-z]+)?)(?=\s+(?:I|we|she|he)\s|[.,;!?]|$)|\b(?:went|go|came)\s+(?:back\s+)?to\s+(?:dig up|open|collect|fetch|get)\s+(the\s+[a-z]+(?:\s+[a-z]+)?)\b/iu,
  vi: /(?:vẫn\s+)?chưa\s+(?:kịp\s+)?(?:đưa|tặng|trả|gửi)\s+(?:cho\s+\S+\s+)?((?:chiếc|cái|món|lá|bức|hộp|quyển|cuốn|bó)\s+\S+(?:\s+\S+)?)|(?:đi|về|quay lại)\s+(?:để\s+)?(?:lấy|đào|mở|nhận)\s+((?:chiếc|cái|hộp|lá|bức|quyển|cuốn)\s+\S+(?:\s+\S+)?)/iu,
  ko: /((?:[가-힣]{1,6}\s)?[가-힣]{2,8}?)(?:를|을)\s+(?:(?:꺼내러|찾으러|보러|돌려주러|전하러|주러|열어 보러)\s+(?:갔|간|가는|왔)|보려고|아직\s+(?:못|안)\s+(?:줬|전했|건넸))/u,
  zh: /(?:还没(?:有)?把|还没来得及把)([^，。！？]{1,8}?)(?:给|送|交|还)|(?:去|回去|回来)(?:挖出|取出|打开|拿回|取)([^，。！？]{1,8})|等(?:着)?([^，。！？]{0,4}结果)/u,
};

function readAhead(opening: string, language: ContentLanguage): string | null {
  const found = ahead[language].exec(opening);
  if (found === null) return null;
  const thing = found.slice(1).find((group) => group !== undefined) ?? '';
  if (language === 'vi') return thing.replace(/\s+(?:cho|cùng|với|ở|mà|đã|tôi|mình)(?:\s.*)?$/iu, '');
  // A Korean modifier before the noun (묻어 둔 타임캡슐: a one-syllable 둔, 간, 쓴, or a longer predicate form) is no part of the thing's name.
  if (language === 'ko') return thing.split(' ').filter((word, at, words) => at === words.length - 1 || (word.length > 1 && !isKoreanPredicateForm(word))).join(' ');
  if (language === 'zh') return thing.replace(/^(?:那|这)?(?:个|些|本|封|条|只)?/u, '');
  return thing;
}

// ── favour ───────────────────────────────────────────────────────────────────────────────────────────────────────────

/** The act asked of the teller: after "asked me to", "nhờ tôi", before "-아 달라고", after "让我/请我". */
const asked: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:asked|begged|asks|begs)\s+(?:me|us)\s+to\s+([a-z][a-z'’\s-]*?)(?=\s+(?:because|but|and then|so|while|until)\b|[.,;!?]|$)/iu,
  vi: /(?:nhờ|cậy)\s+(?:tôi|mình|em)\s+([^,.!?]{3,40})/iu,
  ko: /((?:[가-힣]+\s)?[가-힣]+(?:를|을)\s+[가-힣]+)\s*(?:달라고|주라고|줄 수 있냐고)/u,
  zh: /(?:让|请|求|拜托)我((?:帮[他她]?)?[^，。！？]{2,12})/u,
};

/** People whose "asked me to" is an instruction: examiners, teachers, bosses, officers, doctors. */
const authority = /\b(?:examiner|teacher|boss|manager|officer|police|policeman|doctor|nurse|coach|principal|interviewer|professor|supervisor|instructor|judge|guard)\b|giám khảo|thầy|cô giáo|sếp|công an|bác sĩ|선생님|교관|부장|사장|팀장|과장|감독|경찰|의사|교수|면접관|考官|老师|老板|经理|领导|警察|医生|教练|主任|校长/iu;

/**
 * The English asker: the first phrase with a determiner that no preposition governs (At my driving test the examiner →
 * the examiner; The old man at the bus stop → The old man), cut before a place that follows it.
 */
function englishAsker(segment: string): string | null {
  for (const found of segment.matchAll(/\b(?:the|my|our|a|an|his|her)\s+/giu)) {
    const lead = segment.slice(0, found.index).trim().split(/\s+/u).at(-1)?.toLowerCase() ?? '';
    if (/^(?:at|in|on|during|after|before|through|from|of|to|into|by|near|with|for)$/u.test(lead)) continue;
    return segment.slice(found.index).replace(/\s+(?:at|in|from|on|next|by|with|near|across|upstairs|downstairs)\b.*$/iu, '');
  }
  return null;
}

function readFavour(opening: string, language: ContentLanguage): { who: string; task: string } | null {
  const found = asked[language].exec(opening);
  if (found === null) return null;
  const before = opening.slice(0, found.index).replace(/[,，]\s*$/u, '');
  // Vietnamese: the words before nhờ, after the last comma (bà cụ hàng xóm); the clause reader cuts a two-word role.
  // English: the person is the last noun phrase before "asked" (At my driving test the examiner → the examiner).
  const enPerson = language === 'en' ? englishAsker(before.split(/[,;]/u).at(-1)?.trim() ?? '') : null;
  const subject = enPerson !== null ? enPerson : language === 'vi' ? (before.split(/[,.!?]/u).at(-1) ?? '').trim().split(/\s+/u).slice(-4).join(' ') : readClauseRoles(before, language).subject ?? readClauseRoles(opening, language).subject;
  if (subject === null || subject.trim() === '' || /^(?:I|we|tôi|mình|나|내가|我|我们)$/iu.test(subject.trim())) return null;
  // Someone with authority over the teller (an examiner, a teacher, a boss) gives an instruction, never asks a favour.
  if (authority.test(subject)) return null;
  const task = (found[1] as string).trim().replace(/^(?:자기|제|자신의)\s/u, '').replace(/\s(?:자기|제)\s/u, ' ');
  if (task.split(/\s+/u).length > 8) return null;
  // English: the person without the place that came with them (the old man at the bus stop → the old man).
  const who = language === 'en' ? subject.replace(/\s+(?:at|in|from|on|next|by|with|near|across|upstairs|downstairs)\b.*$/iu, '').replace(/^(?:The|A|An|My|Our)\b/u, (word) => word.toLowerCase()).replace(/^(?:a|an)\s/u, 'the ') : language === 'vi' ? subject.replace(/^\p{Lu}/u, (c) => c.toLowerCase()) : subject;
  return { who, task };
}

// ── the plot ─────────────────────────────────────────────────────────────────────────────────────────────────────────

/** The situation of an opening, read in a fixed order (a blunder and an arrival are surer than a thing or an animal), or null. */
export function readSituation(opening: string, language: ContentLanguage): SituationRead | null {
  const readers: ReadonlyArray<[SituationKind, (text: string, lang: ContentLanguage) => string | null]> = [
    ['mishap', readMishap],
    ['arrival', readArrival],
    ['creature', readCreature],
    ['waiting', readWaiting],
    ['sign', readSign],
    ['uncanny', readUncanny],
    ['ahead', readAhead],
  ];
  const favour = readFavour(opening, language);
  if (favour !== null) return { kind: 'favour', name: favour.who, task: favour.task };
  for (const [kind, read] of readers) {
    const name = read(opening, language);
    if (name === null || name.trim() === '') continue;
    // A wild animal with no sign of an owner is looked after and let go (a parrot that talks has a home somewhere).
    const wild = kind === 'creature' && wildAnimal.test(name) && !ownedSign.test(opening) && !/(?:parrot|vẹt|앵무새|鹦鹉)/iu.test(name);
    return { kind: wild ? 'wild' : kind, name: name.trim() };
  }
  return null;
}

/** Writes the situation plot's three paragraphs (sentences each; the caller puts the opening before the first). */
export function writeSituation(read: SituationRead, teller: DefaultTeller, language: ContentLanguage, random: () => number): string[][] {
  const slots = { ...tellerSlots(teller, language), name: read.name, who: read.name, task: read.task ?? '' };
  return writeFourBeats(situationLines[language][read.kind], slots, language, random);
}
