/**
 * Round 18 of issue 13 (helper chat19): the persona chat's general paths, for a request no special reader fits. Cases
 * from the 32-request before-set (round18-chat19.before.json) that the changed paths now answer, and held-out requests in
 * their shapes. Positive facts check that the answer is built from the visitor's own words: a yes/no question about the
 * persona answered yes in its own clause and asked back; the last fall-through's clause told back wherever the visitor's
 * I stands; a thought that keeps coming back named with a step; the detective's other facts laid side by side; a loss
 * never cheered; a should-question with a judgement tail and a plan with "what do you think?" weighed. Negative facts
 * catch what the old paths wrote: the noun echo "So this is about…", "That's so cool!" for a forgotten birthday, news
 * to congratulate for a question, a choice between two halves of a sentence, the ask-back, "what happened next?".
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const askBack = /Tell me a little more|Can you tell me the answer|Kể con nghe đáp án|Kể thêm một chút|정답 알려 줘|뭔가 물어보는 거지|你在问我一件事|你告诉我答案/u;
const nounEcho = /So this is about|What do you want to do about|얘기구나|所以是.*的事/u;

export const cases: EvalCase[] = [
  // Before-set requests the changed paths answer.
  evalCase({
    id: 'r18chat19-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'psychologist', messages: [user('a mistake i made at work keeps me awake, i sent the wrong file to a client')] },
    facts: [{ label: 'the clause told back', check: /a mistake you made at work keeps you awake/u }, { label: 'the replay named, one step', check: /replaying it[\s\S]*two sentences/u }, { label: 'no noun echo', check: not(nounEcho) }],
  }),
  evalCase({
    id: 'r18chat19-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'detective', messages: [user('two of my plants died this week and my sister is the only one who waters them while im away')] },
    facts: [{ label: 'the plants told back', check: /two of your plants died this week/u }, { label: 'the other fact used', check: /your sister is the only one who waters them/u }, { label: 'no noun echo', check: not(nounEcho) }],
  }),
  evalCase({
    id: 'r18chat19-en-3', type: 'persona-chat', language: 'en',
    input: { persona: 'kid', messages: [user('did you get a sticker at school today?')] },
    facts: [{ label: 'the kid says yes in the visitor\'s clause', check: /Did I get a sticker at school today\? I did!/u }, { label: 'asked back', check: /Did you\?/u }, { label: 'no adult stock line', check: not(/Some days yes|enough sleep/u) }],
  }),
  evalCase({
    id: 'r18chat19-en-4', type: 'persona-chat', language: 'en',
    input: { persona: 'girl', messages: [user('my bff forgot my birthday and then posted pics from a party that same night')] },
    facts: [{ label: 'told back', check: /your bff forgot your birthday/u }, { label: 'never cheered', check: not(/so cool/iu) }],
  }),
  evalCase({
    id: 'r18chat19-en-5', type: 'persona-chat', language: 'en',
    input: { persona: 'childhood_friend', messages: [user('do you think i should text my ex happy birthday or is that weird')] },
    facts: [{ label: 'the action weighed', check: /whether to text your ex happy birthday\./u }, { label: 'no birthday-party question', check: not(/getting ready for the birthday/u) }],
  }),
  evalCase({
    id: 'r18chat19-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'kid', messages: [user('hôm nay em có được cô giáo khen không?')] },
    facts: [{ label: 'the kid says yes in the visitor\'s clause', check: /^Có chứ! Hôm nay em được cô giáo khen/u }, { label: 'no congratulations for a question', check: not(/chúc mừng/u) }],
  }),
  evalCase({
    id: 'r18chat19-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'kpop_female', messages: [user('chị ơi chị có hay nhớ nhà không?')] },
    facts: [{ label: 'her yes in the visitor\'s clause', check: /Có chứ! Chị hay nhớ nhà/u }, { label: 'no choice between halves', check: not(/Giữa “/u) }],
  }),
  evalCase({
    id: 'r18chat19-vi-3', type: 'persona-chat', language: 'vi',
    input: { persona: 'psychologist', messages: [user('em cứ nghĩ mãi về chuyện hồi sáng lỡ lời với sếp, không tập trung làm gì được')] },
    facts: [{ label: 'the replay named, one step', check: /tua lại[\s\S]*hai câu/u }],
  }),
  evalCase({
    id: 'r18chat19-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'childhood_friend', messages: [user('나 회사 그만두고 카페 차릴까 고민 중인데 어떻게 생각해?')] },
    facts: [{ label: 'the plan weighed', check: /“회사 그만두고 카페 차릴까” 고민되는구나/u }, { label: 'a small first test', check: /작게 먼저/u }, { label: 'no noun echo', check: not(nounEcho) }],
  }),
  evalCase({
    id: 'r18chat19-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'detective', messages: [user('제 자전거 바퀴 바람이 일주일에 두 번씩 빠져 있어요. 아파트 주차장에 세워두는데요')] },
    facts: [{ label: 'the other fact laid beside', check: /나란히 놓아[\s\S]*“아파트 주차장에 세워두는데요”/u }, { label: 'a pattern reasoned', check: /패턴/u }, { label: 'not "why did you think of it"', check: not(/왜 그 생각이 났나/u) }],
  }),
  evalCase({
    id: 'r18chat19-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'kid', messages: [user('你今天在幼儿园有没有被老师表扬呀？')] },
    facts: [{ label: 'the kid says yes in the visitor\'s clause', check: /^有！我今天在幼儿园被老师表扬了。/u }, { label: 'asked back', check: /你呢？/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r18chat19-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'psychologist', messages: [user('上周在会上说错了一句话，到现在还一直在脑子里回放')] },
    facts: [{ label: 'the replay named, one step', check: /反复回放[\s\S]*两句话/u }, { label: 'not "what happened next"', check: not(/后来怎么样了/u) }],
  }),
  // Held-out requests in the same shapes.
  evalCase({
    id: 'r18chat19-held-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'kpop_male', messages: [user('hyung do you ever forget the choreo on stage')] },
    facts: [{ label: 'his yes in the visitor\'s clause', check: /^Do I ever forget the choreo on stage\? I do!/u }, { label: 'asked back', check: /Do you\?/u }],
  }),
  evalCase({
    id: 'r18chat19-held-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'kid', messages: [user('오늘 어린이집에서 그림 그렸어?')] },
    facts: [{ label: 'the kid says yes in the visitor\'s clause', check: /^응, 오늘 어린이집에서 그림 그렸어!/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r18chat19-held-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('tao tính nuôi thêm một con mèo nữa, mày thấy sao')] },
    facts: [{ label: 'the plan weighed', check: /có nên nuôi thêm một con mèo nữa không/u }, { label: 'a small first test', check: /phiên bản nhỏ/u }],
  }),
  evalCase({
    id: 'r18chat19-held-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'detective', messages: [user('我晾在阳台的袜子总是少一只，家里只有我和我弟')] },
    facts: [{ label: 'an answer from the facts given', check: /你弟|名单|规律/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
];
