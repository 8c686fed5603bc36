/**
 * Two plots of the round-10 "thing received" shape (issue 13), in four languages: a letter from one of the narrator's
 * own family who is away (군대 간 동생, my cousin, em trai, 表妹) tells of ordinary days and one line never said aloud;
 * a note written to one's future self is found and read as a letter from one's past self, and answered.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import { withParticle } from '../../korean-particles.ts';
import type { ReceivedThing } from '../../story-thing-received.ts';
import { capitalizeLeading } from '../../text-tools.ts';


function bareZh(thing: string): string {
  return thing.replace(/^那(?:张|封|本|把|只|些|个)/u, '');
}

/** A letter from one of the narrator's family (no gap of silence given): ordinary days, one line never said aloud, an answer. */
export function kinLetter(read: ReceivedThing, language: ContentLanguage, random: () => number): string[][] | null {
  const sender = read.sender;
  if (sender === null) return null;
  const who = sender.name;
  const thing = read.thing.name;
  if (language === 'en') {
    const [he, him] = sender.pronouns;
    const late = random() < 0.5 ? 'that same night' : 'before I went to bed';
    return [
      [read.first ? `It was the first ${thing.replace(/^the /u, '')} ${who} had ever sent me, and I read it standing up, still in my coat.` : `I knew ${who}'s handwriting at once, and I read it standing up, still in my coat.`],
      [`It was about ordinary things: what ${he} ate, the people around ${him}, how long the days were and how short the evenings.`, `Near the end there was one line ${he} had never said out loud: "I didn't know how much I'd miss home. Thank you for everything — I mean it."`],
      [`I wrote back ${late}, pages of small news from home, the kind you ask for without asking.`, `${capitalizeLeading(thing)} is in my desk drawer now, and I take it out more often than I would admit.`],
    ];
  }
  if (language === 'vi') {
    const late = random() < 0.5 ? 'ngay tối hôm đó' : 'trước khi đi ngủ';
    return [
      [read.first ? `Đó là lần đầu tiên ${who} viết thư cho tôi, và tôi đứng đọc luôn, áo khoác còn chưa kịp cởi.` : `Tôi nhận ra nét chữ của ${who} ngay, và đứng đọc luôn, áo khoác còn chưa kịp cởi.`],
      ['Thư kể toàn chuyện thường ngày: ăn uống ra sao, những người xung quanh thế nào, ngày thì dài mà buổi tối thì ngắn.', `Gần cuối có một dòng mà ${who} chưa bao giờ nói thành lời: “Không ngờ lại nhớ nhà đến thế. Cảm ơn vì tất cả, thật đấy.”`],
      [`Tôi viết thư trả lời ${late}, kể đủ thứ chuyện vặt ở nhà.`, `Giờ ${thing} nằm trong ngăn bàn của tôi, và tôi lấy ra đọc lại nhiều hơn tôi muốn thừa nhận.`],
    ];
  }
  if (language === 'ko') {
    const late = random() < 0.5 ? '그날 밤' : '자기 전에';
    return [
      [read.first ? `${who}의 손글씨를 처음 받아 봐서 그런지, 봉투를 여는 손이 조금 떨렸다. 나는 외투도 벗지 않고 선 채로 읽었다.` : `한눈에 ${who}의 글씨를 알아보았다. 나는 외투도 벗지 않고 선 채로 읽었다.`],
      ['별것 아닌 이야기들이었다. 밥은 뭘 먹는지, 주위 사람들은 어떤지, 하루는 얼마나 길고 저녁은 또 얼마나 짧은지.', `끝에 가서야 평소엔 한 번도 입 밖에 낸 적 없는 말이 한 줄 적혀 있었다. ${sender.elder ? '“네 생각을 많이 한다. 늘 고맙다.”' : '“집이 이렇게 그리울 줄 몰랐어. 그동안 고마웠어, 진심으로.”'}`],
      [`나는 ${late} 답장을 썼다. 집안의 자잘한 소식을 몇 장이나 빼곡하게.`, `${withParticle(thing, '은')} 지금 내 책상 서랍에 있다. 생각보다 자주 꺼내 본다.`],
    ];
  }
  const he = sender.zhPronoun;
  const late = random() < 0.5 ? '当天晚上' : '睡觉前';
  return [
    [read.first ? `这是${who}第一次给我写信。我连外套都没脱，站着就读完了。` : `我一眼就认出了${who}的字，连外套都没脱，站着就读完了。`],
    ['写的都是些平常事：吃得怎么样，身边的人怎么样，白天有多长，晚上又有多短。', `快结尾的地方，有一句${he}从来没当面说过的话：“没想到会这么想家。谢谢你，真的。”`],
    [`${late}，我就写了回信，写了好几页家里的琐事。`, `${bareZh(thing)}现在放在我书桌的抽屉里，我拿出来看的次数，比我愿意承认的要多。`],
  ];
}

/** A note written to one's future self, found: a letter from one's past self, read and answered. */
export function selfNote(read: ReceivedThing, language: ContentLanguage): string[][] {
  const gap = read.gap;
  const thing = read.thing.name;
  if (language === 'en') {
    return [
      [`It was my own handwriting, rounder and more careful than it is now${gap !== null ? `, from ${gap} ago` : ''}.`, 'I sat down on a box and read it slowly, the way you read a letter from someone you used to know well.'],
      ['Past me had questions: Are you happy? Do you still draw? Did you ever learn to swim?', 'Some answers were yes, some were not yet, and one made me laugh out loud in the empty room.', 'At the end: "Whatever happened, be kind to me. I was doing my best."'],
      [`That night I wrote back — a new note to myself${gap !== null ? `, to be opened in another ${gap}` : ''} — and put it in the same place.`, `${capitalizeLeading(thing)} from back then stays on my desk now, where I can see it.`],
    ];
  }
  if (language === 'vi') {
    return [
      [`Đó là nét chữ của chính tôi, tròn trịa và cẩn thận hơn bây giờ${gap !== null ? `, từ ${gap} trước` : ''}.`, 'Tôi ngồi xuống một thùng đồ, đọc thật chậm, như đọc thư của một người từng rất thân.'],
      ['Tôi của ngày ấy hỏi nhiều lắm: Bây giờ có vui không? Còn vẽ không? Đã học bơi chưa?', 'Có câu trả lời là có, có câu là chưa, và có một câu làm tôi bật cười giữa căn phòng trống.', 'Cuối cùng là một dòng: “Dù thế nào, hãy đối xử tử tế với tớ nhé. Hồi đó tớ đã cố hết sức rồi.”'],
      [`Tối hôm đó tôi viết một lá thư mới gửi cho chính mình${gap !== null ? `, hẹn ${gap} nữa mới mở` : ''}, rồi cất vào đúng chỗ cũ.`, `Còn ${thing} ngày ấy thì tôi để trên bàn, ở chỗ nhìn thấy được.`],
    ];
  }
  if (language === 'ko') {
    return [
      [`${gap !== null ? `${gap} 전의 ` : ''}내 글씨였다. 지금보다 동글동글하고, 훨씬 정성스러웠다.`, '나는 상자 위에 걸터앉아 천천히 읽었다. 한때 아주 잘 알던 사람의 편지를 읽듯이.'],
      ['그때의 나는 질문이 많았다. 지금 행복하니? 아직 그림 그리니? 수영은 배웠니?', '어떤 건 그렇다였고, 어떤 건 아직이었다. 그리고 하나는 텅 빈 방에서 나를 소리 내어 웃게 했다.', '마지막 줄은 이랬다. “어떻게 됐든, 나한테 너무 모질게 굴지 마. 그때의 나는 최선을 다했으니까.”'],
      [`그날 밤 나는 미래의 나에게 새 편지를 써서${gap !== null ? ` 다시 ${gap} 뒤에 열어 보기로 하고` : ''} 원래 있던 자리에 넣어 두었다.`, `그때의 ${withParticle(thing, '은')} 이제 내 책상 위, 잘 보이는 곳에 있다.`],
    ];
  }
  return [
    [`是我自己的字，比现在圆润，也比现在认真${gap !== null ? `，是${gap}前写的` : ''}。`, '我在一只纸箱上坐下来，慢慢地读，像在读一个曾经很熟的人写来的信。'],
    ['那时候的我问了好多问题：你现在快乐吗？还在画画吗？学会游泳了吗？', '有的答案是“是”，有的是“还没有”，还有一个让我在空荡荡的屋子里笑出了声。', '最后一句是：“不管怎么样，对我好一点。那时候的我已经尽力了。”'],
    [`当天晚上，我又给未来的自己写了几句话${gap !== null ? `，约好再过${gap}打开` : ''}，放回了原来的地方。`, `那张旧的${bareZh(thing)}，我摆在了书桌上，抬头就能看见。`],
  ];
}
