import { describe, expect, it } from 'vitest';
import { generateFortune } from './fortune-telling.ts';
import { readFortuneFear } from './fortune-fear15.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';

// Round 15 of issue 13 (helper fort15b): the ask's form is read before any topic or stock lean (fortune-fear15.ts). Every
// input is held out: none is in round15-fort15b.before.json or the dev examples of the brief.
const seeds = [1, 7, 42, 1001];
const readings = (language: ContentLanguage, category: FortuneCategory, input: string): string[] =>
  seeds.map((seed) => generateFortune({ category, input }, { language, random: seededRandom(seed) }));
const firstParagraph = (text: string): string => text.split('\n\n')[0] ?? '';

interface Case { category: FortuneCategory; input: string; says: readonly RegExp[]; never: RegExp }

const check = (cases: Record<ContentLanguage, Case>): void => {
  for (const language of ['en', 'vi', 'ko', 'zh'] as const) {
    it(language, () => {
      const { category, input, says, never } = cases[language];
      for (const text of readings(language, category, input)) {
        for (const pattern of says) expect(firstParagraph(text)).toMatch(pattern);
        expect(text).not.toMatch(never);
      }
    });
  }
};

/** A stock yes/no lean: it would answer the fear, the fall-out or the loan with a yes. */
const stockYes = /(?<!don’t )lean(?:s)? (?:toward|to) yes|answer is yes|(?<!không )nghiêng về “có”|chữ “có”|câu trả lời là có|점괘는 ‘예’|‘예’라고 해요\. 조용|答案是可以|偏向“可以”|去吧/u;

describe('a symptom asked "is it serious?" is not answered yes or no: the pattern told back, its trigger tested, a doctor named', () => {
  check({
    en: { category: 'health', input: 'i get dizzy every time i stand up too fast. should i be worried?', says: [/you get dizzy every time you stand up too fast/u, /won’t give you a yes or a no/u, /You said it comes every time you stand up too fast/u, /see a doctor/u], never: stockYes },
    vi: { category: 'health', input: 'Mấy hôm nay tay em cứ tê mỗi lần thức dậy, có nguy hiểm không ạ?', says: [/mấy hôm nay tay bạn cứ tê mỗi lần thức dậy/u, /không phán “có” hay “không”/u, /xảy ra mỗi lần thức dậy/u, /đi khám/u], never: stockYes },
    ko: { category: 'health', input: '커피만 마시면 손이 떨려요. 이거 괜찮은 건가요?', says: [/‘커피만 마시면 손이 떨려요’/u, /‘그렇다, 아니다’로 답하진 않을게요/u, /‘커피만 마시면’ 그렇다고/u, /병원에 가 보세요/u], never: stockYes },
    zh: { category: 'health', input: '一吹空调就打喷嚏，严重吗？', says: [/你说一吹空调就打喷嚏/u, /不说“是”，也不说“不是”/u, /它是一吹空调就出现的/u, /看医生/u], never: stockYes },
  });
});

describe('a symptom the visitor says already changed gets a doctor soon, not a two-week wait', () => {
  check({
    en: { category: 'health', input: 'the swelling in my ankle got worse since friday. should i be worried?', says: [/the swelling in your ankle got worse since friday/u, /it has already changed/u, /book a visit soon/u], never: /past two weeks/u },
    vi: { category: 'health', input: 'Vết bầm ở chân em ngày càng to, có sao không ạ?', says: [/Bạn kể: [Vv]ết bầm ở chân bạn ngày càng to/u, /nó đã thay đổi rồi/u], never: /quá hai tuần vẫn vậy/u },
    ko: { category: 'health', input: '손목 통증이 점점 심해져요. 병원 가야 할까요?', says: [/‘손목 통증이 점점 심해져요’/u, /이미 달라졌다는 점/u], never: /2주가 넘도록/u },
    zh: { category: 'health', input: '膝盖最近越来越疼，要紧吗？', says: [/你说膝盖最近越来越疼/u, /它已经在变了/u], never: /超过两周还这样/u },
  });
});

describe('a sign doctors would rather see early gets a visit this week', () => {
  check({
    en: { category: 'health', input: 'sometimes my heart is racing for no reason when im just sitting. is that normal?', says: [/your heart is racing for no reason/u, /book a visit this week/u], never: /past two weeks/u },
    vi: { category: 'health', input: 'Thỉnh thoảng em bị tức ngực lúc leo cầu thang, có nghiêm trọng không ạ?', says: [/tức ngực lúc leo cầu thang/u, /tuần này hãy đặt lịch khám/u], never: /quá hai tuần vẫn vậy/u },
    ko: { category: 'health', input: '양치할 때 잇몸에서 피가 나요. 이거 괜찮은 건가요?', says: [/‘양치할 때 잇몸에서 피가 나요’/u, /이번 주 안에 진료를 잡아/u], never: /2주가 넘도록/u },
    zh: { category: 'health', input: '最近上楼总是喘不上气，要不要紧？', says: [/最近上楼总是喘不上气/u, /这周就约个门诊/u], never: /超过两周还这样/u },
  });
});

describe('a bad omen asked is answered no, a dream read as a tired mind', () => {
  check({
    en: { category: 'today', input: 'I keep dreaming that my teeth are falling out. is that a bad sign?', says: [/you keep dreaming that your teeth are falling out/u, /answer is no/u, /dream/u], never: stockYes },
    vi: { category: 'today', input: 'Sáng nay em làm vỡ cái gương, có phải điềm gở không?', says: [/sáng nay bạn làm vỡ cái gương/u, /Quẻ trả lời là không/u], never: stockYes },
    ko: { category: 'today', input: '어젯밤에 이가 빠지는 꿈을 꿨어요. 안 좋은 징조인가요?', says: [/‘어젯밤에 이가 빠지는 꿈을 꿨어요’/u, /카드의 답은 ‘아니요’/u, /반복되는 꿈/u], never: stockYes },
    zh: { category: 'today', input: '今天出门碰到一只黑猫挡路，是不是不好的兆头？', says: [/今天出门碰到一只黑猫挡路/u, /牌的回答是：不是/u], never: stockYes },
  });
});

describe('"does that mean…" is answered "not by itself", the feared reading told back', () => {
  check({
    en: { category: 'love', input: "he left me on read for two days after our date. does that mean he's not into me?", says: [/he left you on read for two days after your date/u, /whether that means he's not into you/u, /Not by itself/u], never: stockYes },
    vi: { category: 'love', input: 'Anh ấy tự nhiên không nhắn tin nữa, có nghĩa là hết thích em rồi không?', says: [/anh ấy tự nhiên không nhắn tin nữa/u, /có phải là hết thích bạn không/u, /Tự nó thì chưa phải/u], never: stockYes },
    ko: { category: 'love', input: '남자친구가 요즘 연락을 잘 안 해요. 마음이 식었다는 뜻일까요?', says: [/‘남자친구가 요즘 연락을 잘 안 해요’/u, /‘마음이 식었다는’ 뜻인지/u, /그것만으로는 아니에요/u], never: stockYes },
    zh: { category: 'love', input: '她最近回消息越来越慢，是不是说明她不想理我了？', says: [/她最近回消息越来越慢/u, /意味着她不想理你/u, /单凭这一件事，还不是/u], never: stockYes },
  });
});

describe('a judgment the visitor fears of themselves is answered no, with the next step', () => {
  check({
    en: { category: 'today', input: "I skipped my best friend's birthday dinner to finish a work thing. Was that wrong?", says: [/you skipped your best friend's birthday dinner to finish a work thing/u, /fair to call it “wrong”/u, /The cards say no, not as a verdict on you/u], never: stockYes },
    vi: { category: 'love', input: 'Em giận người yêu vì anh ấy quên nhắn tin chúc ngủ ngon, có phải em nhỏ nhen quá không?', says: [/bạn giận người yêu vì anh ấy quên nhắn tin chúc ngủ ngon/u, /có phải là “nhỏ nhen quá” không/u, /Quẻ nói không/u], never: stockYes },
    ko: { category: 'love', input: '남자친구가 이성 친구랑 단둘이 밥 먹는 게 싫은데 제가 너무 예민한 걸까요?', says: [/‘너무 예민한’ 건 아닌지/u, /카드의 답은 ‘아니요’예요/u], never: stockYes },
    zh: { category: 'work', input: '为了一个小错误跟同事生了一整天气，我是不是太小气了？', says: [/问自己是不是“太小气”/u, /牌的回答是：不是/u], never: stockYes },
  });
});

describe('a refusal asked is a no to the part the visitor marked, with its reason and what would make it a yes', () => {
  check({
    en: { category: 'today', input: 'My neighbour wants me to water her plants for a whole month, but I\'m away two weekends. Should I just say no?', says: [/your neighbour wants you to water her plants for a whole month, but you're away two weekends/u, /whether you should just say no/u, /lean to pushing back, on the part your own words mark: that you're away two weekends/u, /turn it into a yes/u], never: stockYes },
    vi: { category: 'money', input: 'Bạn cùng phòng muốn em trả thêm tiền điện dù em ít ở nhà, em có nên từ chối không?', says: [/bạn cùng phòng muốn bạn trả thêm tiền điện/u, /có nên từ chối không/u, /Quẻ nghiêng về phía lên tiếng/u], never: stockYes },
    ko: { category: 'work', input: '팀장님이 연차 쓴 날에도 단톡방 답장을 하라고 해요. 거절해도 될까요?', says: [/‘팀장님이 연차 쓴 날에도 단톡방 답장을 하라고 해요’/u, /카드는 거절 쪽으로 기울어요/u, /‘네’가 될 수 있는지/u], never: stockYes },
    zh: { category: 'today', input: '朋友让我帮他代写论文，但我觉得这样不对，要不要拒绝？', says: [/朋友让你帮他代写论文/u, /问的是要不要拒绝/u, /牌偏向拒绝，落在你自己点出来的那一处：你觉得这样不对/u], never: stockYes },
  });
});

describe('a fall-out asked gets no to the fall-out and yes to a line drawn', () => {
  check({
    en: { category: 'today', input: 'my roommate keeps eating my food without asking. should i confront her?', says: [/your roommate keeps eating your food without asking/u, /whether you should confront her/u, /no to a fall-out, and yes to a clear line/u], never: stockYes },
    vi: { category: 'work', input: 'Đồng nghiệp hay nói xấu em sau lưng, em có nên làm căng với chị ta không?', says: [/Bạn kể: đồng nghiệp hay nói xấu bạn sau lưng/u, /có nên làm căng với chị ta không/u, /Quẻ nói không với chuyện làm căng/u], never: stockYes },
    ko: { category: 'today', input: '친구가 맨날 약속에 30분씩 늦어요. 이번엔 따져야 할까요?', says: [/‘친구가 맨날 약속에 30분씩 늦어요’/u, /크게 싸우는 쪽엔 ‘아니요’, 선을 분명히 긋는 쪽엔 ‘예’/u], never: stockYes },
    zh: { category: 'today', input: '室友总是半夜打游戏吵到我，要不要跟他撕破脸？', says: [/室友总是半夜打游戏吵到你/u, /要不要跟他撕破脸/u, /牌对闹翻说不，对把界线画清楚说是/u], never: stockYes },
  });
});

describe('"say it or let it go" leans to saying it, gently', () => {
  check({
    en: { category: 'today', input: 'my sister borrowed my jacket and returned it stained. do i tell her or just let it go?', says: [/your sister borrowed your jacket and returned it stained/u, /lean to saying it, once and gently/u], never: stockYes },
    vi: { category: 'love', input: 'Bạn thân quên mời em dự sinh nhật, em nên nói ra hay bỏ qua?', says: [/bạn thân quên mời bạn dự sinh nhật/u, /nghiêng về phía nói ra/u], never: stockYes },
    ko: { category: 'today', input: '시어머니가 제 요리를 자꾸 지적하세요. 말씀드려야 할까요 아니면 참을까요?', says: [/‘시어머니가 요리를 자꾸 지적하세요’/u, /카드는 말하는 쪽으로 기울어요/u], never: stockYes },
    zh: { category: 'love', input: '男朋友总拿我的身高开玩笑，我要跟他说还是算了？', says: [/男朋友总拿你的身高开玩笑/u, /牌偏向说出来/u], never: stockYes },
  });
});

describe('a lend, guarantee or stake beside the other side\'s money failure weighs that sentence: no for the whole sum', () => {
  check({
    en: { category: 'money', input: 'My friend wants to borrow $500 until payday. She still owes me $200 from March. Should I lend it?', says: [/whether you should lend it/u, /the one you added: she still owes you \$200 from March/u, /don’t lean to yes for the whole of it/u], never: stockYes },
    vi: { category: 'money', input: 'Anh họ hỏi vay em 20 triệu, mà lần trước anh ấy vay 5 triệu vẫn chưa trả. Có nên cho vay không?', says: [/anh họ hỏi vay bạn 20 triệu/u, /câu bạn viết thêm: lần trước anh ấy vay 5 triệu vẫn chưa trả/u, /không nghiêng về “có” cho toàn bộ/u], never: stockYes },
    ko: { category: 'money', input: '친구가 가게 차린다고 투자해 달래요. 근데 전에 하던 가게도 망했거든요. 해 줘야 할까요?', says: [/‘친구가 가게 차린다고 투자해 달래요’/u, /덧붙여 쓰신 ‘전에 하던 가게도 망했거든요’/u, /전부를 거는 쪽으로 기울지 않아요/u], never: stockYes },
    zh: { category: 'money', input: '表哥想让我入股他的火锅店，可他上一家店半年就倒闭了，要不要投？', says: [/表哥想让你入股他的火锅店/u, /你补充的那一句：他上一家店半年就倒闭了/u, /不偏向把整笔钱交出去/u], never: stockYes },
  });
});

describe('the gates: what is not one of these forms is left to the older readers', () => {
  it('the visitor\'s own debt is no record of the other side (zh)', () => {
    expect(readFortuneFear('我爸让我借钱给我表弟买车，可我自己的房贷还没还完，该不该借？', 'zh', 'money')).toBeNull();
  });
  it('a refusal with no one asking anything of the visitor is no refusal form (en, ko)', () => {
    expect(readFortuneFear('I got two job offers this week. Should I refuse the one from the bank?', 'en', 'work')?.kind).not.toBe('refuse');
    expect(readFortuneFear('합격한 회사가 두 군데예요. 한 곳은 거절해야 할까요?', 'ko', 'work')?.kind).not.toBe('refuse');
  });
  it('a failure only feared ahead is no record (en, zh)', () => {
    expect(readFortuneFear("Should I lend my sister $800? I'm scared she won't pay me back.", 'en', 'money')?.kind).not.toBe('record');
    expect(readFortuneFear('表弟要跟我借五千块，怕他不还，借不借？', 'zh', 'money')?.kind).not.toBe('record');
  });
  it('an act asked "is it OK?" is no symptom (vi, ko)', () => {
    expect(readFortuneFear('Tối nay em ăn khuya có sao không?', 'vi', 'health')).toBeNull();
    expect(readFortuneFear('내일 운동 가도 괜찮을까요?', 'ko', 'health')).toBeNull();
  });
  it('"is that bad?" outside a health reading is read as a sign, not a diagnosis (en)', () => {
    expect(readFortuneFear("My boss hasn't answered my email in three days. Is that bad?", 'en', 'work')?.kind).toBe('sign');
  });
  it('a number with a comma is one clause (en)', () => {
    expect(readFortuneFear('Should I lend my cousin $2,500 for rent? He never paid back the last loan.', 'en', 'money')?.ask).toBe('whether you should lend your cousin $2,500 for rent');
  });
});
