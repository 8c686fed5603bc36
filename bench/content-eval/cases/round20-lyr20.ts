/**
 * Round 20 (issue 13), lyrics (lyr20): before-set requests of round20-lyr20.before.json whose first clause round 19 could
 * not cut (no time, place or second-clause word), and held-out ones. Before this round such a song gave way to a
 * family's stock images (an office commute for a lover who forgot, graduation day for a friend lost since) and the
 * moment was never told. Positive facts: the moment told in its parts (cut at a relative word, a preposition, a
 * Chinese time clause's end or place preposition, a Korean time noun or adverb). Negative facts: a cut inside a word or
 * a verb's purpose ("看 | 到", "đi | học", "以后 | 的雨夜"), a subject lost from the chorus, a long deed act pasted in
 * the chorus.
 */
import type { EvalCase } from '../eval-case.ts';
import { not, inBody, lyrics } from '../lyrics-case.ts';

export const cases: EvalCase[] = [
  lyrics('r20-lyr20-en-1', 'en', 'my friend is scared to start chemo on monday', 'cheering', 'free_verse', [
    inBody('the friend\'s fear told', /my friend is scared to start chemo/iu),
    inBody('the day told', /On monday/u),
  ]),
  lyrics('r20-lyr20-en-2', 'en', 'my grandma is learning to read with my little cousin', 'hope', 'song', [
    inBody('the learning told, never "is are"', /my grandma is learning to read/iu),
    inBody('no doubled verb', not(/grandma is are/iu)),
  ]),
  lyrics('r20-lyr20-vi-1', 'vi', 'chiều mưa ngồi quán cà phê cóc nghe mấy ông chú bàn chuyện bóng đá', 'general', 'indie_folk', [
    inBody('the café told', /chiều mưa ngồi quán cà phê cóc/iu),
    inBody('the men talking football told', /Nghe mấy ông chú bàn chuyện bóng đá/u),
  ]),
  lyrics('r20-lyr20-vi-3', 'vi', 'lần đầu đưa con đi học mẫu giáo', 'love', 'song', [
    inBody('no cut between đi and học', not(/đi\n\s*Học/u)),
  ]),
  lyrics('r20-lyr20-vi-4', 'vi', 'bà ngoại gọi điện dặn mình mặc ấm', 'love', 'song', [
    inBody('no cut between the asking verb and what is asked', not(/dặn ta\n\s*Mặc ấm/u)),
  ]),
  lyrics('r20-lyr20-ko-1', 'ko', '전 남친이 빌려간 돈 아직도 안 갚음', 'anger', 'ballad', [
    inBody('the loan told', /전 남친이 빌려간 돈/u),
    inBody('still unpaid, spoken', /아직도 안 갚아/u),
  ]),
  lyrics('r20-lyr20-ko-2', 'ko', '강아지가 처음 우리집 온 날 밤새 낑낑거림', 'joy', 'song', [
    inBody('the first day told', /강아지가 처음 우리집 온 날/u),
    inBody('the whining all night told', /밤새 낑낑거려/u),
  ]),
  lyrics('r20-lyr20-zh-1', 'zh', '下雨天在公司楼下等了他一个小时，他说忘了', 'breakup', 'ballad', [
    inBody('the wait told', /在公司楼下等了他一个小时/u),
    inBody('his forgetting told', /他说忘了/u),
  ]),
  lyrics('r20-lyr20-zh-2', 'zh', '同桌毕业后去了深圳，我们再也没联系', 'sadness', 'indie_folk', [
    inBody('the chorus keeps the subject', /同桌毕业后去了深圳，心里还是好疼/u),
    inBody('the lost contact told', /我们再也没联系/u),
    inBody('no "thinking of contact" as a thing', not(/心里装着联系/u)),
  ]),
  lyrics('r20-lyr20-zh-3', 'zh', '我在北京地铁十号线上看到一个人睡着了靠在我肩膀', 'comfort', 'free_verse', [
    inBody('no cut inside 看到', not(/看\n\s*到/u)),
  ]),
  lyrics('r20-lyr20-held-en-1', 'en', 'walking past the bakery where my grandpa worked now that it is a bank', 'longing', 'song', [
    inBody('the chorus names the act by its head', /Here I am, walking past the bakery\n/u),
  ]),
  lyrics('r20-lyr20-held-zh-1', 'zh', '舅舅在菜市场门口卖了二十年烤红薯', 'cheering', 'song', [
    inBody('the uncle and his stall told', /舅舅[\s\S]*在菜市场门口卖了二十年烤红薯/u),
  ]),
];
