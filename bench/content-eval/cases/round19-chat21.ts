/**
 * Round 19 of issue 13 (helper chat21): the persona chat's compose path, its two parts that answered most of the fresh
 * before-set badly. A life event (a fight, a breakup, a job change, a move) is told back in the visitor's own words and
 * answered in its form (whether → a lean with its reason; what now or a telling → one step naming the person or the
 * place); a taste choice names its options cleanly, takes the visitor's own liking, weighs the pick against the other by
 * name and asks about this choice. Cases from round19-chat21.before.json and held-out requests. Negative facts catch what
 * the old lines wrote: the stock fight line ("Fighting with … is so draining", "往深处看", "속을 들여다보면"), the movers and
 * chargers, the option with its question words still on ("chó hơn", ‘바다가’), the adult "gut" question after a kid's
 * pick, and a pet-news line after "a puppy or a kitten?".
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const stockFight = /so draining|Nobody wins a fight|Giận nhau với người ấy|Sâu bên dưới|속을 들여다보면|싸우는 게 제일 싫지|心里最累了|往深处看/u;
const movers = /Book the movers|chargers in one bag|Đặt thợ|이삿짐센터|서류랑 충전기|搬家公司|证件和充电器/u;

export const cases: EvalCase[] = [
  // Before-set requests the rewritten paths answer.
  evalCase({
    id: 'r19chat21-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'psychologist', messages: [user('em với chồng cãi nhau vì chuyện tiền bạc suốt, em mệt lắm rồi')] },
    facts: [{ label: 'told back with the husband and the money', check: /với chồng cãi nhau vì chuyện tiền bạc/u }, { label: 'a step naming the husband', check: /Nhắn cho chồng/u }, { label: 'no stock fight line', check: not(stockFight) }],
  }),
  evalCase({
    id: 'r19chat21-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('남친이랑 어제 크게 싸웠는데 아직 연락이 없어')] },
    facts: [{ label: 'told back as heard', check: /남친이랑 어제 크게 싸웠구나/u }, { label: 'one line to send him', check: /한 줄만 보내 봐/u }, { label: 'no stock fight line', check: not(stockFight) }],
  }),
  evalCase({
    id: 'r19chat21-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'kpop_female', messages: [user('姐姐我要搬去上海工作了，好舍不得家里')] },
    facts: [{ label: 'the move told back', check: /你要搬去上海工作了/u }, { label: 'missing home answered in Shanghai', check: /想家很正常[\s\S]*在上海/u }, { label: 'no movers', check: not(movers) }],
  }),
  evalCase({
    id: 'r19chat21-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'astrologer', messages: [user('im a capricorn and im moving to a new city next month, is that a good idea for me')] },
    facts: [{ label: 'a yes with its reason', check: /Yes, if what draws you/u }, { label: 'no movers', check: not(movers) }],
  }),
  evalCase({
    id: 'r19chat21-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'kid', messages: [user('whats better, a puppy or a kitten? my mom says i can get one')] },
    facts: [{ label: 'a pick by name', check: /I’d pick (?:a puppy|a kitten)/u }, { label: 'no pet news about a cat not had yet', check: not(/tell your cat|smarter than we give/iu) }, { label: 'asked back about this choice', check: /a (?:puppy|kitten) or a (?:puppy|kitten)\?/u }],
  }),
  evalCase({
    id: 'r19chat21-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'kid', messages: [user('bạn thích mèo hay chó hơn? tớ thích mèo')] },
    facts: [{ label: 'agrees with the visitor\'s cat', check: /Mèo, giống bạn luôn!/u }, { label: 'options clean', check: not(/chó hơn|bạn thích mèo”/u) }],
  }),
  evalCase({
    id: 'r19chat21-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'kid', messages: [user('너는 바다가 좋아 산이 좋아?')] },
    facts: [{ label: 'a pick without the particle', check: /난 (?:바다|산)(?:이야|야)\./u }, { label: 'no option with its particle', check: not(/‘바다가’|‘산이’/u) }],
  }),
  evalCase({
    id: 'r19chat21-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'kid', messages: [user('你喜欢下雪天还是下雨天？')] },
    facts: [{ label: 'a pick without the like-verb', check: /我选下(?:雪|雨)天/u }, { label: 'no adult gut question', check: not(/“喜欢下雪天”|问我之前/u) }],
  }),
  // Held out: requests of the same shapes that are in no set.
  evalCase({
    id: 'r19chat21-held-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'psychologist', messages: [user('i had a fight with my mom last night, should i apologize first?')] },
    facts: [{ label: 'told back', check: /So you had a fight with your mom last night\./u }, { label: 'a yes with its reason naming the mom', check: /Yes, go first\.[\s\S]*your mom matters more/u }, { label: 'no stock fight line', check: not(stockFight) }],
  }),
  evalCase({
    id: 'r19chat21-held-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'kpop_female', messages: [user('언니 저 다음 달에 서울로 이사 가요 친구가 하나도 없어서 걱정돼요')] },
    facts: [{ label: 'the place named in the step', check: /서울에서 매주 가는 곳/u }, { label: 'no movers', check: not(movers) }],
  }),
  evalCase({
    id: 'r19chat21-held-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'kid', messages: [user('你喜欢猫还是狗？我喜欢狗')] },
    facts: [{ label: 'agrees with the visitor\'s dog', check: /狗，跟你一样！我也选狗/u }, { label: 'never picks the other', check: not(/我选猫/u) }],
  }),
  evalCase({
    id: 'r19chat21-held-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'psychologist', messages: [user('em với mẹ cãi nhau vì chuyện học, mẹ giận em cả tuần nay')] },
    facts: [{ label: 'a step naming the mother', check: /Nhắn cho mẹ một câu/u }, { label: 'no stock fight line', check: not(stockFight) }],
  }),
];
