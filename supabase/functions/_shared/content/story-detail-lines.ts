/**
 * The middle of a shaped plot told from the opening's own complication (issue 13, round 11), in four languages: the
 * clause told back whole ("When the battery died in the parking lot, …", "Lúc trời đổ mưa suốt buổi chiều, …",
 * "냄비가 새까맣게 타 버렸을 때, …", "投影仪突然坏了，那一刻…"), then a response that fits its kind (weather: shelter
 * and a changed plan that turns out well; a device failing: the workaround without it; smoke or a mess: the cause
 * found and a second try; someone absent or late: waiting and a message; a thing lost: retracing), or an honest
 * general response. Each beat has three lines chosen by the seed; the opening's place is named once more.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import type { Complication } from './story-detail-clause.ts';
import { capitalizeLeading } from './text-tools.ts';

/** How the plot calls the one who meets the difficulty: English pronouns, the Korean topic / subject, or the name. */
export interface DetailVoice {
  /** English subject pronoun, or the Vietnamese / Chinese name or pronoun. */
  s: string;
  /** English object pronoun. */
  o: string;
  /** English possessive. */
  pos: string;
  /** Korean topic form (나는, 민지는). */
  topic: string;
  /** Korean subject form (내가, 민지가). */
  subject: string;
}

/** The English reflexive of an object pronoun. */
function self(o: string): string {
  return o === 'me' ? 'myself' : o === 'her' ? 'herself' : o === 'him' ? 'himself' : 'themselves';
}

function pick<T>(options: readonly T[], random: () => number): T {
  return options[Math.min(options.length - 1, Math.floor(random() * options.length))] as T;
}

/** A thing nobody can go on without (a passport, a ticket, an ID): it is gone back for, never done without (round 11b). */
const essentialThing = /passport|ticket|boarding pass|\bvisa\b|\bID\b|identity card|licen[cs]e|hộ chiếu|(?:^|\s)vé(?![\p{L}\p{M}])|giấy tờ|căn cước|CMND|CCCD|bằng lái|여권|신분증|비행기표|기차표|(?:^|\s)표$|탑승권|면허증|비자|护照|身份证|机票|车票|火车票|登机牌|驾照|签证/iu;

/** Smoke or burning: the cause is looked for once the air clears. */
const smokeWords = /smok|burn|charred|scorch|fire|khói|khét|cháy|연기|탔|타 버|타버|그을|불이|烟|糊|焦|烧|着火|起火/iu;

function englishMiddle(c: Complication, v: DetailVoice, random: () => number, place: string | null): string[] {
  const { s, o, pos } = v;
  const S = capitalizeLeading(s);
  const X = (c.kind === 'forgot' || c.kind === 'lost' ? c.thing : c.subject) ?? 'it';
  const it = X !== 'it' && /(?:[^su]s|ies)$/u.test(X) ? 'them' : 'it';
  const lines: string[] = [c.clause !== null
    ? pick(c.kind === 'other' ? [`When ${c.clause}, ${s} stood very still for a moment.`, `When ${c.clause}, ${s} did not know what to make of it at first.`, `When ${c.clause}, ${s} had not expected that at all.`] : [`When ${c.clause}, ${s} stood very still for a moment.`, `When ${c.clause}, ${s} froze for a second.`, `When ${c.clause}, ${pos} first thought was that the whole thing was ruined.`], random)
    : `That was not part of the plan, and for a moment ${s} did not know what to do.`];
  if (c.kind === 'weather') {
    lines.push(pick([
      `${S} found the nearest shelter and waited for the worst of it to pass. The plan had to change, and the changed plan turned out better than the first one.`,
      `There was no arguing with the weather, so ${s} stopped trying: ${s} waited it out somewhere dry and made a new plan. It was a smaller plan, and it became the part ${s} remembered best.`,
      `${S} got under cover, watched it come down for a while, and changed the plan. It made for a different day than the one ${s} had pictured, and a better story.`,
    ], random));
  } else if (c.kind === 'device') {
    lines.push(pick([
      `${S} tried twice to get ${X} going again, then let it be and found a way to manage without ${it}. It was slower and clumsier that way, but it got done.`,
      `There was no fixing ${X} there and then, so ${s} did without ${it} and made do with what was at hand. Nobody would have called it elegant, but it worked.`,
      `${S} stopped waiting for ${X} and carried on the old-fashioned way. Halfway through, ${s} noticed ${s} hardly missed ${it} at all.`,
    ], random));
  } else if (c.kind === 'mess') {
    lines.push(smokeWords.test(c.clause ?? '')
      ? pick([`${S} opened every window, let the smoke clear, and found the cause.`, `Once the air had cleared, ${s} worked out what had gone wrong, and it was a small thing after all.`, `${S} turned everything off, waved the smoke away, and went back over each step until ${s} found the cause.`], random)
      : pick([`${S} cleared up first, then went back over each step until ${s} found where it had gone wrong.`, `Once it was cleaned up, ${s} worked out what had gone wrong, and it was a small thing after all.`, `${S} took a breath, cleaned up, and looked until ${s} found the cause.`], random));
    lines.push(pick([`The second try was slower and far more careful, and this time it came out right.`, `${S} started again from the beginning, watching every step, and the second one was good.`, `The second attempt was not perfect either, but it was good, and it was ${pos} own.`], random));
  } else if (c.kind === 'absent') {
    lines.push(pick([
      `So ${s} waited, sent a message, and waited some more. When the reply came at last, it was like breathing out.`,
      `${S} found somewhere to sit, sent a message, and kept checking ${pos} phone. When the answer came, all the worry went out of ${o} at once.`,
      `There was nothing to do but wait, so ${s} waited properly: a message sent, a place to sit, the minutes counted. Word came in the end.`,
    ], random));
  } else if (c.kind === 'forgot' && essentialThing.test(X)) {
    lines.push(pick([
      `There was no going on without ${X}, so ${s} went all the way back for ${it}, heart pounding, and set off again hours later than planned. It began late, but it began.`,
      `${S} stood there for a second, then turned round and went back for ${X}. By the time ${s} set off again, the plan was in pieces, and somehow it did not matter much.`,
      `Without ${X} there was no going anywhere. ${S} went back for ${it}, changed what had to be changed, and started again, later and a little wiser.`,
    ], random));
  } else if (c.kind === 'forgot') {
    lines.push(pick([
      `There was no going back for ${X}, so ${s} made do without ${it}, with what was at hand and a bit of borrowing.`,
      `${S} laughed at ${self(o)} for a moment, then worked out how to manage without ${it}. It was not the plan, but it worked.`,
      `${S} did without ${X} and improvised the rest. Afterwards, that was the part ${s} told people about first.`,
    ], random));
  } else if (c.kind === 'lost') {
    lines.push(pick([
      `${S} went back over every step, place by place. It took a while, but retracing it was what brought it back.`,
      `${S} walked the whole way back, asking at every place ${s} had stopped. In the end it turned up where ${s} would never have looked.`,
      `${S} retraced every step. Not everything came back, but the panic passed, and ${s} knew what to do next.`,
    ], random));
  } else {
    lines.push(pick([
      `${S} stopped, took a breath, and dealt with what was actually in front of ${o}, one thing at a time. It did not undo what had happened, but it was enough to go on.`,
      `${S} did not pretend it had not happened. ${S} took it one thing at a time, and that was enough to go on.`,
      `${S} let it be what it was, then went on, one thing at a time.`,
    ], random));
  }
  if (place !== null) lines.push(pick([`By then, ${place} felt a little less strange.`, `Somewhere in all of it, ${place} stopped feeling like somewhere new.`, `${capitalizeLeading(place)} looked different after that, a little more familiar.`], random));
  return lines;
}

function vietnameseMiddle(c: Complication, v: DetailVoice, random: () => number, place: string | null): string[] {
  const s = v.s;
  const S = capitalizeLeading(s);
  const X = (c.kind === 'forgot' || c.kind === 'lost' ? c.thing : c.subject) ?? 'nó';
  const lines: string[] = [c.clause !== null
    ? pick(c.kind === 'other' ? [`Lúc ${c.clause}, ${s} đứng sững mất một lúc.`, `Khi ${c.clause}, ${s} nhất thời không biết nên nghĩ sao.`, `Lúc ${c.clause}, ${s} hoàn toàn không ngờ tới.`] : [`Lúc ${c.clause}, ${s} đứng sững mất một lúc.`, `Khi ${c.clause}, ${s} thấy tim mình chùng xuống.`, `Lúc ${c.clause}, ý nghĩ đầu tiên của ${s}: thế là hỏng hết rồi.`], random)
    : `Chuyện đó không hề có trong dự tính, và ${s} khựng lại mất một lúc.`];
  if (c.kind === 'weather') {
    lines.push(pick([
      `${S} tìm chỗ trú, chờ cho qua cơn dữ nhất rồi mới tính tiếp. Kế hoạch phải đổi, mà kế hoạch mới hóa ra lại hay hơn.`,
      `Chẳng cãi được với trời, nên ${s} thôi không cố nữa: ${s} tìm một chỗ khô ráo ngồi chờ rồi đổi kế hoạch. Kế hoạch mới nhỏ hơn, nhưng lại là đoạn ${s} nhớ nhất.`,
      `${S} tạm trú lại một chỗ, ngồi nhìn trời một lúc rồi đổi kế hoạch. Đó thành một ngày khác hẳn dự tính, và đáng nhớ hơn.`,
    ], random));
  } else if (c.kind === 'device') {
    lines.push(pick([
      `${S} thử làm cho ${X} chạy lại hai lần, rồi thôi, tìm cách xoay xở mà không cần đến nó. Chậm hơn, vụng hơn, nhưng rồi cũng xong.`,
      `Không sửa ngay được ${X}, nên ${s} đành làm mà không có nó, tận dụng những gì có trong tay. Chẳng đẹp đẽ gì, nhưng việc vẫn xong.`,
      `${S} thôi chờ ${X}, quay về cách làm cũ. Được nửa chừng, ${s} thấy mình cũng không cần nó đến thế.`,
    ], random));
  } else if (c.kind === 'mess') {
    lines.push(smokeWords.test(c.clause ?? '')
      ? pick([`${S} mở hết cửa cho khói bay đi, rồi lần ra nguyên nhân.`, `Đợi khói tan bớt, ${s} mới tìm ra chỗ sai, hóa ra chỉ là chuyện nhỏ.`, `${S} tắt hết mọi thứ, phẩy khói đi, rồi xem lại từng bước cho đến khi thấy nguyên nhân.`], random)
      : pick([`${S} dọn dẹp trước đã, rồi xem lại từng bước cho đến khi tìm ra chỗ sai.`, `Dọn xong, ${s} mới tìm ra chỗ sai, hóa ra chỉ là chuyện nhỏ.`, `${S} hít một hơi, dọn dẹp, rồi lần cho ra nguyên nhân.`], random));
    lines.push(pick([`Lần thứ hai ${s} làm chậm hơn, cẩn thận hơn, và lần này thì thành công.`, `${S} làm lại từ đầu, để mắt từng bước, và lần thứ hai ổn hẳn.`, `Lần thứ hai cũng chưa hoàn hảo, nhưng tươm tất, và là của chính ${s}.`], random));
  } else if (c.kind === 'absent') {
    lines.push(pick([
      `Thế là ${s} ngồi chờ, nhắn một tin, rồi lại chờ tiếp. Lúc có tin trả lời, ${s} mới thở phào.`,
      `${S} tìm một chỗ ngồi, nhắn tin, rồi chốc chốc lại nhìn điện thoại. Khi tin trả lời đến, bao nhiêu sốt ruột tan đi hết.`,
      `Chẳng làm gì được ngoài chờ, nên ${s} chờ cho tử tế: nhắn một tin, tìm chỗ ngồi, đếm từng phút. Rồi cuối cùng cũng có tin.`,
    ], random));
  } else if (c.kind === 'forgot' && essentialThing.test(X)) {
    lines.push(pick([
      `Không có ${X} thì chẳng đi đâu được, nên ${s} tất tả quay về lấy, rồi lên đường lại muộn hơn dự tính mấy tiếng. Bắt đầu muộn, nhưng vẫn là bắt đầu.`,
      `${S} đứng sững một giây, rồi quay về lấy ${X}. Lúc lên đường lại, kế hoạch đã xáo trộn hết, vậy mà hóa ra cũng chẳng sao.`,
      `Thiếu ${X} thì không đi được. ${S} quay về lấy, đổi lại những gì phải đổi, rồi bắt đầu lại, muộn hơn và bình tĩnh hơn một chút.`,
    ], random));
  } else if (c.kind === 'forgot') {
    lines.push(pick([
      `Quay về lấy thì không kịp nữa, nên ${s} đành xoay xở không có ${X}, tận dụng những gì có sẵn và mượn thêm một chút.`,
      `${S} tự cười mình một lúc, rồi tính cách làm mà không cần ${X}. Không đúng kế hoạch, nhưng vẫn ổn.`,
      `${S} đành bỏ qua ${X} và ứng biến phần còn lại. Về sau, đó lại là đoạn ${s} kể đầu tiên mỗi khi nhắc lại.`,
    ], random));
  } else if (c.kind === 'lost') {
    lines.push(pick([
      `${S} lần lại từng bước mình đã đi, từng chỗ một. Mất một lúc, nhưng chính nhờ lần lại như thế mà tìm ra.`,
      `${S} đi ngược lại đúng con đường lúc nãy, hỏi từng chỗ mình đã ghé. Cuối cùng nó nằm ở chỗ ${s} không ngờ nhất.`,
      `${S} lần lại từng bước một. Không phải thứ gì cũng tìm lại được, nhưng cơn hoảng qua đi, và ${s} biết phải làm gì tiếp.`,
    ], random));
  } else {
    lines.push(pick([
      `${S} dừng lại, hít một hơi, rồi giải quyết đúng chuyện đang ở trước mặt, từng việc một. Chuyện đã xảy ra thì không đổi được, nhưng như thế là đủ để đi tiếp.`,
      `${S} không giả vờ như chưa có gì xảy ra. ${S} làm từng việc một, và thế là đủ để đi tiếp.`,
      `${S} chấp nhận nó đúng như nó là, rồi đi tiếp, từng việc một.`,
    ], random));
  }
  if (place !== null) lines.push(pick([`Đến lúc ấy, ${place} đã bớt xa lạ đi một chút.`, `Không biết từ lúc nào, ${place} thôi không còn là nơi lạ lẫm nữa.`, `Sau chuyện đó, ${place} trông khác hẳn, gần gũi hơn một chút.`], random));
  return lines;
}

/** The Korean "when" form of a past clause: 잃어버렸다 → 잃어버렸을 때. */
function koreanWhen(clause: string): string {
  return `${clause.replace(/다$/u, '')}을 때`;
}

function koreanMiddle(c: Complication, v: DetailVoice, random: () => number, place: string | null): string[] {
  const { topic, subject } = v;
  const X = (c.kind === 'forgot' || c.kind === 'lost' ? c.thing : c.subject) ?? '그것';
  const lines: string[] = [c.clause !== null
    ? pick(c.kind === 'other' ? [`${koreanWhen(c.clause)}, ${topic} 잠깐 그 자리에 얼어붙었다.`, `${koreanWhen(c.clause)}, ${topic} 처음엔 어떻게 받아들여야 할지 몰랐다.`, `${koreanWhen(c.clause)}, ${topic} 전혀 예상하지 못했다.`] : [`${koreanWhen(c.clause)}, ${topic} 잠깐 그 자리에 얼어붙었다.`, `${koreanWhen(c.clause)}, ${topic} 눈앞이 캄캄해지는 것 같았다.`, `${koreanWhen(c.clause)}, 처음 든 생각은 다 망했다는 것이었다.`], random)
    : `계획에 없던 일이라, ${topic} 잠깐 어찌할 바를 몰랐다.`];
  if (c.kind === 'weather') {
    lines.push(pick([
      `${topic} 가까운 곳에 몸을 피하고, 제일 심한 고비가 지나가기를 기다렸다. 계획은 바꿔야 했지만, 바뀐 계획이 오히려 더 좋았다.`,
      `날씨를 이길 수는 없으니, ${topic} 몸을 피할 곳을 찾아 기다리며 계획을 새로 짰다. 더 작은 계획이었지만, 나중에 가장 오래 기억에 남은 건 바로 그 부분이었다.`,
      `${topic} 잠시 몸을 피해 하늘을 한참 올려다보다가 계획을 바꿨다. 생각했던 하루와는 전혀 달랐지만, 그래서 더 기억에 남는 하루가 되었다.`,
    ], random));
  } else if (c.kind === 'device') {
    lines.push(pick([
      `${topic} ${withParticle(X, '를')} 다시 살려 보려고 두 번쯤 애쓰다가, 그냥 ${X} 없이 해 보기로 했다. 더 느리고 서툴렀지만, 어쨌든 해냈다.`,
      `당장 ${withParticle(X, '를')} 고칠 방법은 없었다. ${topic} 손에 있는 것만으로 어떻게든 꾸려 나갔다. 보기 좋진 않았어도, 일은 끝났다.`,
      `${topic} ${withParticle(X, '를')} 기다리는 걸 그만두고, 예전 방식대로 해 나갔다. 하다 보니 ${X} 없이도 생각보다 괜찮았다.`,
    ], random));
  } else if (c.kind === 'mess') {
    lines.push(smokeWords.test(c.clause ?? '')
      ? pick([`${topic} 창문부터 다 열어 연기를 빼고, 어디서 잘못됐는지 찾아냈다.`, `연기가 좀 빠지고 나서야 ${topic} 원인을 알아냈다. 생각보다 별것 아닌 실수였다.`, `${topic} 불을 다 끄고 연기를 내보낸 뒤, 처음부터 하나하나 되짚어 원인을 찾았다.`], random)
      : pick([`${topic} 먼저 치우고 나서, 어디서 잘못됐는지 하나씩 되짚어 찾아냈다.`, `다 치우고 나서야 ${topic} 원인을 알아냈다. 생각보다 별것 아닌 실수였다.`, `${topic} 숨을 고르고 주변을 정리한 뒤, 원인을 찾을 때까지 하나씩 살폈다.`], random));
    lines.push(pick([`두 번째는 훨씬 천천히, 조심조심 했고, 이번에는 제대로 됐다.`, `${topic} 처음부터 다시 시작해 한 단계씩 지켜보았고, 두 번째는 훨씬 나았다.`, `두 번째도 완벽하진 않았지만 괜찮았고, 무엇보다 ${subject} 다시 해낸 것이었다.`], random));
  } else if (c.kind === 'absent') {
    lines.push(pick([
      `${topic} 기다렸다. 메시지를 하나 보내 놓고, 또 기다렸다. 마침내 답이 왔을 때에야 숨이 제대로 쉬어졌다.`,
      `${topic} 앉을 자리를 찾아 메시지를 보내고, 휴대폰을 몇 번이고 들여다보았다. 답장이 온 순간, 그동안의 초조함이 한꺼번에 풀렸다.`,
      `할 수 있는 건 기다리는 것뿐이라, ${topic} 제대로 기다리기로 했다. 메시지 하나, 앉을 자리 하나, 그리고 시계. 결국 소식은 왔다.`,
    ], random));
  } else if (c.kind === 'forgot' && essentialThing.test(X)) {
    lines.push(pick([
      `${X} 없이는 한 발짝도 갈 수 없었다. ${topic} 부랴부랴 ${withParticle(X, '를')} 가지러 돌아갔고, 예정보다 몇 시간 늦게 다시 출발했다. 늦게 시작했지만, 어쨌든 시작이었다.`,
      `${topic} 잠깐 멍하니 서 있다가, 발길을 돌려 ${withParticle(X, '를')} 가지러 갔다. 다시 출발했을 때 계획은 엉망이 돼 있었지만, 이상하게 별로 상관없었다.`,
      `${withParticle(X, '가')} 없으면 아무 데도 갈 수 없었다. ${topic} 되돌아가서 챙겨 오고, 바꿔야 할 것들을 바꾼 뒤 다시 시작했다. 조금 늦게, 조금 더 침착하게.`,
    ], random));
  } else if (c.kind === 'forgot') {
    lines.push(pick([
      `다시 가지러 갈 수는 없었다. ${topic} ${X} 없이, 있는 것과 조금 빌린 것으로 어떻게든 꾸려 나갔다.`,
      `${topic} 잠깐 어이없어 웃다가, ${X} 없이 할 방법을 궁리했다. 계획과는 달랐지만, 그럭저럭 됐다.`,
      `${topic} ${X} 없이 나머지를 즉석에서 해결했다. 나중에 그 이야기를 할 때면, 늘 그 부분부터 꺼내게 됐다.`,
    ], random));
  } else if (c.kind === 'lost') {
    lines.push(pick([
      `${topic} 지나온 길을 한 곳씩 되짚어 갔다. 시간이 좀 걸렸지만, 그렇게 되짚은 덕분에 결국 찾았다.`,
      `${topic} 왔던 길을 그대로 거슬러 가며, 들렀던 곳마다 물어보았다. 결국 전혀 생각지도 못한 곳에서 나타났다.`,
      `${topic} 한 걸음씩 되짚어 보았다. 전부 되찾지는 못했지만, 당황은 가라앉았고 다음에 뭘 해야 할지는 알 수 있었다.`,
    ], random));
  } else {
    lines.push(pick([
      `${topic} 멈춰 서서 숨을 고르고 스스로에게 말했다. 천천히, 하나씩. 일어난 일을 되돌릴 수는 없었지만, 계속 가기에는 충분했다.`,
      `${topic} 아무 일 없던 척하지 않았다. 천천히, 하나씩 해 나갔고, 그걸로 충분했다.`,
      `${topic} 일어난 일은 일어난 대로 두고, 다시 시작했다. 천천히, 하나씩.`,
    ], random));
  }
  if (place !== null) lines.push(pick([`그쯤 되자 ${withParticle(place, '도')} 조금은 덜 낯설게 느껴졌다.`, `어느새 ${withParticle(place, '는')} 더 이상 처음 온 곳 같지 않았다.`, `그 일이 있고 나니 ${withParticle(place, '가')} 조금 달라 보였다. 조금 더 익숙하게.`], random));
  return lines;
}

function chineseMiddle(c: Complication, v: DetailVoice, random: () => number, place: string | null): string[] {
  const s = v.s;
  const X = (c.kind === 'forgot' || c.kind === 'lost' ? c.thing : c.subject) ?? '它';
  const lines: string[] = [c.clause !== null
    ? pick(c.kind === 'other' ? [`${s}还记得那一下：${c.clause}，${s}愣了好几秒。`, `${c.clause}，${s}一时不知道该怎么想。`, `${c.clause}，这是${s}完全没想到的。`] : [`${c.clause}，那一刻${s}脑子一片空白。`, `${s}还记得那一下：${c.clause}，${s}愣了好几秒。`, `${c.clause}，${s}第一个念头是：全完了。`], random)
    : `这可不在计划里，${s}一下子愣住了。`];
  if (c.kind === 'weather') {
    lines.push(pick([
      `${s}先找了个地方躲一躲，等最猛的那一阵过去。计划只好改了，可改过的计划反倒更好。`,
      `跟老天爷较劲是没用的，${s}干脆找了个能避一避的地方等着，顺手把计划重新排了一遍。新计划简单多了，后来${s}记得最清楚的，偏偏是这一段。`,
      `${s}找地方避了一会儿，看着外面发了会儿呆，然后换了个安排。那一天和原来想的完全不一样，却更值得记住。`,
    ], random));
  } else if (c.kind === 'device') {
    lines.push(pick([
      `${s}试了两次想让${X}恢复，没成，干脆不用${X}了，另想办法。慢一点，笨一点，可总算做完了。`,
      `${X}一时半会儿修不好，${s}只好用手边有的东西凑合。谈不上漂亮，可事情办成了。`,
      `${s}不再等${X}，换了个最老土的办法接着来。做着做着，${s}发现没有${X}也没那么难。`,
    ], random));
  } else if (c.kind === 'mess') {
    lines.push(smokeWords.test(c.clause ?? '')
      ? pick([`${s}先把窗户全打开，等烟散了，才找到问题出在哪儿。`, `等烟散得差不多了，${s}才弄明白原因，原来只是个小疏忽。`, `${s}关了火，把烟扇出去，又从头一步一步地查，终于找到了原因。`], random)
      : pick([`${s}先收拾干净，再一步一步往回查，终于找到了问题出在哪儿。`, `收拾完了，${s}才弄明白原因，原来只是个小疏忽。`, `${s}深吸一口气，先收拾，再一点一点找原因。`], random));
    lines.push(pick([`第二次${s}做得更慢、更小心，这一次成了。`, `${s}从头再来，每一步都盯着，第二次顺利多了。`, `第二次也不算完美，可还不错，而且是${s}自己做成的。`], random));
  } else if (c.kind === 'absent') {
    lines.push(pick([
      `${s}只好等着，发了条消息，又接着等。直到回复终于来了，${s}才松了一口气。`,
      `${s}找了个地方坐下，发了消息，时不时看一眼手机。回复来的那一刻，心里的着急一下子全散了。`,
      `除了等也没别的办法，${s}就认认真真地等：发一条消息，找个位子，数着时间。消息终于来了。`,
    ], random));
  } else if (c.kind === 'forgot' && essentialThing.test(X)) {
    lines.push(pick([
      `没有${X}，哪儿也去不了。${s}急急忙忙赶回去拿，比原计划晚了好几个小时才重新出发。出发是晚了，可总算出发了。`,
      `${s}愣了一秒，转身回去拿${X}。等再出发时，计划全乱了，可好像也没那么要紧。`,
      `少了${X}就走不成。${s}回去拿了，该改的改掉，重新开始，晚了一点，也稳了一点。`,
    ], random));
  } else if (c.kind === 'forgot') {
    lines.push(pick([
      `回去拿是来不及了，${s}只好不用${X}，拿手边有的东西凑合，又借了一点。`,
      `${s}先笑了自己一会儿，然后琢磨怎么在没有${X}的情况下做下去。跟计划不一样，可也行。`,
      `${s}干脆不要${X}了，剩下的全靠临场发挥。后来每次讲起那天，${s}总是先讲这一段。`,
    ], random));
  } else if (c.kind === 'lost') {
    lines.push(pick([
      `${s}把走过的路一段一段地倒回去找。花了些时间，可就是这样倒回去，才找到了。`,
      `${s}沿着原路往回走，每个去过的地方都问了一遍。最后，它出现在一个${s}怎么也想不到的地方。`,
      `${s}一步一步地往回想。不是所有东西都找得回来，可慌乱过去了，${s}知道下一步该做什么了。`,
    ], random));
  } else {
    lines.push(pick([
      `${s}停下来，深吸一口气，对自己说：别急，一件一件来。发生的事改变不了，可这样就足够继续往前走了。`,
      `${s}没有假装什么都没发生，只是告诉自己：一件一件来。这就够了。`,
      `发生了就发生了，${s}把它放在一边，重新开始，一件一件来。`,
    ], random));
  }
  if (place !== null) lines.push(pick([`到这时候，${place}好像也没那么陌生了。`, `不知不觉，${place}已经不像是一个陌生的地方了。`, `那以后，${place}看起来不一样了，亲近了一点。`], random));
  return lines;
}

/** The middle sentences of a plot that meets the opening's own complication `c`, told by `voice` in `language`. */
export function writeComplicationMiddle(c: Complication, language: ContentLanguage, voice: DetailVoice, random: () => number, place: string | null): string[] {
  if (language === 'en') return englishMiddle(c, voice, random, place);
  if (language === 'vi') return vietnameseMiddle(c, voice, random, place);
  if (language === 'ko') return koreanMiddle(c, voice, random, place);
  return chineseMiddle(c, voice, random, place);
}

/** The lines of a first time still ahead whose difficulty is already known: told back, then what the hero will do about it. */
export function writeAheadComplication(c: Complication, language: ContentLanguage, voice: DetailVoice): string[] {
  const X = (c.kind === 'forgot' || c.kind === 'lost' ? c.thing : c.subject);
  if (language === 'en') {
    const S = capitalizeLeading(voice.s);
    const s = voice.s;
    const it = X !== null && /(?:[^su]s|ies)$/u.test(X) ? 'them' : 'it';
    const told = c.present !== null ? `${S} already ${/^(?:i|they|you|we)$/iu.test(s) ? 'know' : 'knows'} it: ${c.present}.` : `${S} already ${/^(?:i|they|you|we)$/iu.test(s) ? 'know' : 'knows'} one thing will not go to plan.`;
    const plan: Record<typeof c.kind, string> = {
      weather: `So ${s} will change the plan and find somewhere dry; sometimes a changed plan turns out better.`,
      device: `So ${s} will do it without ${X ?? it}, with whatever is at hand.`,
      mess: `So ${s} will find the cause first, then try again, slowly.`,
      absent: `So ${s} will wait, send a message, and wait a little more.`,
      lost: `So ${s} will retrace every step before anything else.`,
      forgot: `So ${s} will make do without ${X ?? it}.`,
      other: `So ${s} will take it one thing at a time.`,
    };
    return [told, plan[c.kind]];
  }
  if (language === 'vi') {
    const s = voice.s;
    const S = capitalizeLeading(s);
    const told = c.present !== null ? `${S} biết trước rồi: ${c.present}.` : `${S} biết trước sẽ có chuyện không theo ý.`;
    const plan: Record<typeof c.kind, string> = {
      weather: `Vậy thì ${s} sẽ đổi kế hoạch, tìm chỗ trú; đôi khi kế hoạch mới lại hay hơn.`,
      device: `Vậy thì ${s} sẽ xoay xở mà không cần đến ${X ?? 'nó'}, với những gì có trong tay.`,
      mess: `Vậy thì ${s} sẽ tìm ra nguyên nhân trước, rồi làm lại thật chậm.`,
      absent: `Vậy thì ${s} sẽ chờ, nhắn một tin, rồi chờ thêm chút nữa.`,
      lost: `Vậy thì ${s} sẽ lần lại từng bước trước đã.`,
      forgot: `Vậy thì ${s} sẽ xoay xở mà không có ${X ?? 'nó'}.`,
      other: `Vậy thì ${s} sẽ làm từng việc một.`,
    };
    return [told, plan[c.kind]];
  }
  if (language === 'ko') {
    const t = voice.topic;
    const told = c.present !== null ? `${t} 이미 알고 있다. ${c.present}.`.replace(/\.\.$/u, '.') : `${t} 뭔가 하나는 계획대로 안 될 거라는 걸 이미 알고 있다.`;
    const plan: Record<typeof c.kind, string> = {
      weather: `그러면 ${t} 계획을 바꾸고 몸을 피할 곳부터 찾을 것이다. 바뀐 계획이 더 좋을 때도 있으니까.`,
      device: `그러면 ${t} ${X ?? '그것'} 없이, 손에 있는 것으로 해낼 것이다.`,
      mess: `그러면 ${t} 먼저 원인을 찾고, 천천히 다시 해 볼 것이다.`,
      absent: `그러면 ${t} 기다리고, 메시지를 보내고, 조금 더 기다릴 것이다.`,
      lost: `그러면 ${t} 지나온 길부터 하나씩 되짚어 볼 것이다.`,
      forgot: `그러면 ${t} ${X ?? '그것'} 없이 어떻게든 꾸려 갈 것이다.`,
      other: `그러면 ${t} 천천히, 하나씩 해 나갈 것이다.`,
    };
    return [told, plan[c.kind]];
  }
  const s = voice.s;
  const told = c.present !== null ? `${s}已经知道了：${c.present}。` : `${s}已经知道，总有一件事不会照计划来。`;
  const plan: Record<typeof c.kind, string> = {
    weather: `那${s}就改个计划，先找地方避一避；有时候改过的计划反而更好。`,
    device: `那${s}就不用${X ?? '它'}，拿手边有的东西来。`,
    mess: `那${s}就先找到原因，再慢慢重来一次。`,
    absent: `那${s}就等着，发条消息，再等一会儿。`,
    lost: `那${s}就先把走过的路一步一步倒回去找。`,
    forgot: `那${s}就不用${X ?? '它'}，想别的办法。`,
    other: `那${s}就一件一件来。`,
  };
  return [told, plan[c.kind]];
}
