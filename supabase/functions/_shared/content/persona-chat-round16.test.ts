/**
 * Round 16 of issue 13 (chat17): held-out requests (none is in round16-chat17.before.json) for each general path fixed:
 * the fall-through answers a literal question in its own form (what to do now with a step that fits its shape, when
 * with a time, a yes/no about the persona by the persona, why people say something), the kid wonders instead of asking
 * for the answer, and the early readers that fired on one keyword give way (a congratulation for a fight, news read
 * from a wish, a who-word as a thing to bring, a choice read from "hay"); the chef reads a smell and a watery dish.
 */
import { describe, expect, it } from 'vitest';
import { replyRows } from '../../../../tests/content/persona-chat-rows.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { explainPersonaReply, generatePersonaReply } from './persona-chat.ts';
import { asksLiterally, isRealChoice, readLiteralQuestion } from './persona-chat-literal16.ts';

replyRows('what to do now: the situation told back and one step that fits its shape', [
  ['en', 'girl', 'my mom read my diary and now she wont even look at me. what do i do', /your mom read your diary[\s\S]*one calm talk/u, /you're sorry|smallest version/iu],
  ['vi', 'childhood_friend', 'tao muốn nghỉ việc mà bố mẹ không cho, tính sao đây', /muốn nghỉ việc mà bố mẹ không cho[\s\S]*nói chuyện một lần/u, /nghỉ việc rồi hả|quyết định can đảm/iu],
  ['ko', 'psychologist', '엄마가 제 방에 허락 없이 자꾸 들어와요 어떻게 해야 할까요', /차분하게 한 번 이야기/u, /가장 작은 버전|작은 한 걸음/u],
  ['zh', 'psychologist', '我最近老是半夜刷手机停不下来，怎么办', /你最近老是半夜刷手机停不下来[\s\S]*开始前的那一刻/u, /你在问我一件事|再多说一点/u],
]);

replyRows('when: a time, with what it asks the time of told back', [
  ['en', 'childhood_friend', 'when should i ask my landlord to fix the heater? its been broken a week', /when to ask your landlord to fix the heater[\s\S]*early in the week/iu, /Tell me a little more|So this is about/u],
  ['vi', 'astrologer', 'Khi nào em nên nói chuyện với sếp về chuyện tăng lương ạ?', /khi nào nên nói chuyện với sếp về chuyện tăng lương[\s\S]*trăng non/iu, /ủng hộ việc chuyển/u],
  ['ko', 'astrologer', '언제 이직하는 게 좋을까요?', /초승달/u, /출퇴근|첫 월요일/u],
  ['zh', 'astrologer', '我是狮子座，什么时候适合跟老板提加薪', /什么时候适合跟老板提加薪[\s\S]*新月/u, /第一个周一|上班高峰/u],
]);

replyRows('a yes/no about the persona is answered by the persona about itself', [
  ['en', 'kpop_male', 'oppa do you ever miss home when youre on tour?', /Honestly\? Yes/u, /hug|Crying is okay|Bye|See you/iu],
  ['vi', 'kpop_female', 'chị có bao giờ thấy mệt khi tập nhảy cả ngày không?', /Có chứ/u, /Tạm biệt|ôm/iu],
  ['ko', 'kpop_female', '언니 요즘 밥은 잘 챙겨 먹어요?', /솔직히요\?/u, /조심히 들어가|다음에 또 봐요/u],
  ['zh', 'kpop_male', '哥哥你巡演的时候会想家吗？', /说实话？有的/u, /拜拜|抱抱/u],
]);

replyRows('why people say something: why sayings spread and what it depends on', [
  ['en', 'psychologist', 'why do people say money cant buy happiness?', /Why people say money cant buy happiness\?[\s\S]*isn't a rule/u, /I don't know for sure|look it up/iu],
  ['vi', 'girl', 'Sao mọi người hay nói con gái nên lấy chồng sớm vậy?', /con gái nên lấy chồng sớm[\s\S]*không phải luật/u, /Giữa|khỏi bàn|nguồn đáng tin/u],
  ['ko', 'girl', '왜 다들 첫사랑은 안 이루어진다고 해?', /첫사랑은 안 이루어진다고 하냐고\?[\s\S]*규칙은 아니야/u, /배운 거야|한때는 좋은 이유/u],
  ['zh', 'childhood_friend', '为什么大家都说毕业就分手啊', /毕业就分手[\s\S]*不是规定/u, /瞎编|来源/u],
]);

replyRows('the kid wonders and guesses, never "tell me the answer"', [
  ['en', 'kid', 'why do cats knead blankets', /I wonder about that too[\s\S]*My guess/u, /Can you tell me the answer/u],
  ['vi', 'kid', 'Tại sao con chó hay ngửi mông nhau vậy?', /Con cũng tò mò ghê[\s\S]*Con đoán/u, /Kể con nghe đáp án/u],
  ['ko', 'kid', '왜 강아지는 꼬리를 흔들어?', /나도 진짜 궁금해[\s\S]*내 생각엔/u, /정답 알려 줘/u],
  ['zh', 'kid', '为什么猫咪喜欢钻箱子', /我也好想知道[\s\S]*我猜/u, /你告诉我答案/u],
]);

replyRows('early readers give way when their reading does not fit the whole request', [
  ['en', 'girl', "got into an argument with my roommate and now it's awkward at home. what should i do", /argument with your roommate/u, /Congratulations|celebrat/iu],
  ['ko', 'girl', '나 자퇴하고 싶은데 엄마가 절대 안 된대 어떡하지', /차분하게 한 번 얘기/u, /용기 있는 결정|그만뒀다고/u],
  ['ko', 'detective', '사무실 화분이 자꾸 없어져요 누가 가져가는 걸까요', /패턴/u, /챙겨|짐이 크지/u],
]);

replyRows('the chef reads a smell and a watery dish from the failure, with the dish named', [
  ['zh', 'chef', '我炖的牛肉为什么总有一股腥味', /牛肉有腥味[\s\S]*焯/u, /软塌塌|你在跟我说/u],
  ['vi', 'chef', 'cá kho của em lúc nào cũng bị tanh, làm sao hết vậy chị', /Cá kho bị tanh[\s\S]*gừng/u, /phiên bản nhỏ nhất/u],
  ['en', 'chef', 'my curry always ends up watery no matter what, why', /curry[\s\S]*coats the back of a spoon/u, /day old|day-old/u],
]);

describe('readers of the literal question', () => {
  it('reads the step from the shape of the situation, not its topic', () => {
    expect(readLiteralQuestion('i keep snapping at my kids after work. what do i do', 'en', 'psychologist')?.step).toBe('recurring');
    expect(readLiteralQuestion('my boyfriend always replies hours later. what should i do', 'en', 'psychologist')?.step).toBe('other');
    expect(readLiteralQuestion('i forgot my best friend’s wedding rsvp and she found out. what do i do', 'en', 'psychologist')?.step).toBe('fault');
    expect(readLiteralQuestion('我老公总是不做家务，怎么办', 'zh', 'girl')?.step).toBe('other');
  });
  it('a when told as a statement is no question; an Chinese when-word asks by itself', () => {
    expect(readLiteralQuestion("i'll call you when i'm home", 'en', 'girl')).toBeNull();
    expect(readLiteralQuestion('我是处女座，什么时候搬家比较好', 'zh', 'astrologer')?.kind).toBe('when');
  });
  it('a question to the persona that asks its opinion or a favour is not about its own life', () => {
    expect(readLiteralQuestion('do you think i should text him?', 'en', 'girl')?.kind).not.toBe('aboutYou');
    expect(readLiteralQuestion('언니 이거 도와줄 수 있어요?', 'ko', 'kpop_female')).toBeNull();
  });
  it('a pair holding a question word is no choice; a real one is', () => {
    expect(isRealChoice(['Vì sao người ta', 'bảo vậy'])).toBe(false);
    expect(isRealChoice(['pizza', 'sushi'])).toBe(true);
  });
  it('asks what to do even without a question mark', () => {
    expect(asksLiterally('we had a huge fight and now she blocked me. what should i do now', 'en')).toBe(true);
    expect(asksLiterally('we had a huge fight and now she blocked me.', 'en')).toBe(false);
  });
});

describe('the trace', () => {
  it('names the path and leaves the reply as generatePersonaReply writes it', () => {
    const input = { persona: 'kid' as const, messages: [{ role: 'user' as const, content: 'why do cats knead blankets' }] };
    const traced = explainPersonaReply(input, { language: 'en', random: seededRandom(2) });
    expect(traced.path).toContain('fallback:kid-why');
    expect(traced.text).toBe(generatePersonaReply(input, { language: 'en', random: seededRandom(2) }));
  });
});
