/**
 * Round 9 (issue 13): sixteen fresh lyrics requests (round9-lyrics9.before.json, 4 per language) whose themes no premise
 * family knows: a neighbour's piano through the wall, a sourdough starter called Gerald, a neighbour's cat on the tin roof,
 * a grandmother's sewing machine, a light bulb changed without calling Dad, a felled tree, a first ripe tomato, a closing
 * bathhouse, a fight over footsteps upstairs, a radio that plays again, a stray that did not come, the sea seen alone,
 * a brother who broke the Lego. Facts name the theme's own thing (a good answer sings it) and the fall-through's failure
 * classes: a verb or a broken piece of the theme in a slot ("hear is enough", "Jump for rose", "닫는대로", "机又能响",
 * "乐高拆"), a person named only at the side sung as the song's person ("dành cho bố"), a "you" or a distance the theme
 * never named, a pet's leash and bowl for a stray, a sentence pasted whole as a haiku, a title cut on a verb.
 */
import type { EvalCase } from '../eval-case.ts';
import { not, inBody, inTitle, lyrics } from '../lyrics-case.ts';

export const cases: EvalCase[] = [
  lyrics('fresh9-lyrics-en-1', 'en', "my neighbor's old piano that I can hear through the wall every evening", 'comfort', 'indie_folk', [
    inBody('the piano', /piano/iu),
    inBody('no verb in a slot ("hear is enough", "Let hear hold you")', not(/\bhear is\b|Rest now, hear|Let hear\b/iu)),
  ]),
  lyrics('fresh9-lyrics-en-2', 'en', 'the day our sourdough starter Gerald finally rose', 'joy', 'dance_pop', [
    inBody('the sourdough starter or Gerald', /sourdough|starter|Gerald/u),
    inBody('"rose" is a verb, never a thing ("Jump for rose", "made of rose")', not(/\b(?:for|of|found|about) rose\b|\brose, rose\b/iu)),
  ]),
  lyrics('fresh9-lyrics-en-3', 'en', 'losing my wedding ring in the lake at my cousin\'s bachelorette', 'sadness', 'ballad', [
    inBody('the ring', /\bring\b/iu),
    inBody('the ring is no lover or event ("why\'d you end so soon", "is over, but I\'m not", "you\'re almost here")', not(/why['’]d you end|is over, but|you['’]re almost here/iu)),
  ]),
  lyrics('fresh9-lyrics-en-4', 'en', "my son's first soccer goal, he ran the wrong way celebrating", 'joy', 'poem', [
    inBody('the son and the goal', (body) => /\bson\b/iu.test(body) && /goal|ball|net|soccer/iu.test(body)),
    inBody('"the wrong way" is no place to go back to', not(/(?:back|drifting) to the wrong way/iu)),
  ]),
  lyrics('fresh9-lyrics-vi-1', 'vi', 'con mèo Mướp nhà hàng xóm ngày nào cũng sang nằm trên mái tôn nhà mình', 'joy', 'song', [
    inBody('con mèo Mướp', /Mướp/u),
    inBody('không phải thú cưng của mình (dây dắt, cái bát rỗng) và không có "nằm" làm chủ đề', not(/dây dắt|cái bát|Này nằm|về nằm/iu)),
    inTitle('tựa không dừng ở động từ "nằm"', not(/(?:nằm|sang|cũng)$/u)),
  ]),
  lyrics('fresh9-lyrics-vi-2', 'vi', 'chiếc máy khâu cũ của bà ngoại giờ nằm trong góc nhà', 'longing', 'free_verse', [
    inBody('chiếc máy khâu', /máy khâu/iu),
    inTitle('tựa không dừng ở "giờ nằm"', not(/(?:nằm|giờ)$/u)),
  ]),
  lyrics('fresh9-lyrics-vi-3', 'vi', 'lần đầu tự thay bóng đèn mà không cần gọi bố', 'cheering', 'rap', [
    inBody('bóng đèn', /bóng đèn/iu),
    inBody('không phải bài hát tặng bố', not(/dành cho bố|kể về bố|vì có bố|tự hào về bố/iu)),
  ]),
  lyrics('fresh9-lyrics-vi-4', 'vi', 'cây bàng trước cổng trường bị chặt rồi', 'sadness', 'haiku', [
    inBody('cây bàng', /cây bàng/iu),
    inBody('không bịa ra một "người" để nhớ', not(/nhớ người|người ơi/iu)),
  ]),
  lyrics('fresh9-lyrics-ko-1', 'ko', '베란다에서 키우던 방울토마토가 처음 빨갛게 익었다', 'joy', 'haiku', [
    inBody('방울토마토', /방울토마토|토마토/u),
    inBody('문장을 통째로 붙이지 않음', not(/익었다/u)),
  ]),
  lyrics('fresh9-lyrics-ko-2', 'ko', '아빠가 몰래 내 자전거 체인에 기름 칠해놓은 거', 'love', 'song', [
    inBody('자전거 체인이나 기름', /자전거|체인|기름/u),
    inBody('동사 조각이 명사 자리에 없음 ("칠해놓이", "몰래 내 자전거")', not(/칠해놓|몰래 내 자전거/u)),
  ]),
  lyrics('fresh9-lyrics-ko-3', 'ko', '동네 목욕탕이 문을 닫는대', 'longing', 'ballad', [
    inBody('동네 목욕탕', /목욕탕/u),
    inBody('"닫는대"를 장소로 쓰지 않고, 멀리 있는 사람을 만들지 않음', not(/닫는대[로에를가]|멀어질수록|멀리 있어/u)),
  ]),
  lyrics('fresh9-lyrics-ko-4', 'ko', '층간소음 때문에 윗집이랑 싸운 밤', 'anger', 'rap', [
    inBody('층간소음이나 윗집', /층간소음|윗집/u),
    inBody('"층간소음 때문"을 명사로 쓰지 않음', not(/때문[을이은!]|감히 층간소음/u)),
  ]),
  lyrics('fresh9-lyrics-zh-1', 'zh', '爷爷的老收音机又能响了', 'joy', 'poem', [
    inBody('收音机', /收音机/u),
    inBody('没有"机又能响""老收音"这样的碎片', not(/机又|老收音(?!机)/u)),
  ]),
  lyrics('fresh9-lyrics-zh-2', 'zh', '楼下那只流浪狗今天没有来', 'sadness', 'free_verse', [
    inBody('那只流浪狗', /流浪狗/u),
    inBody('不是自家宠物 (牵引绳, 钥匙一转尾巴拍地, 沙发)', not(/牵引绳|尾巴就拍响|沙发上最暖|天没有来/u)),
  ]),
  lyrics('fresh9-lyrics-zh-3', 'zh', '第一次一个人去看海', 'hope', 'indie_folk', [
    inBody('海', /海/u),
    inBody('不用"这一切"代替主题', not(/这一切/u)),
  ]),
  lyrics('fresh9-lyrics-zh-4', 'zh', '弟弟把我攒了两年的乐高拆了', 'anger', 'song', [
    inBody('乐高', /乐高/u),
    inBody('没有"乐高拆""我攒"这样的碎片', not(/乐高拆|我攒/u)),
  ]),
];
