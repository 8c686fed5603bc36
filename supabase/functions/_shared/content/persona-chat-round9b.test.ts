import { describe, expect, it } from 'vitest';
import { generatePersonaReply } from './persona-chat.ts';
import { readEnglishPhrase, readGrounded } from './chat-grounded.ts';
import { readAskForm, titledNames } from './persona-chat-ask.ts';
import { withoutToldQuestions } from './persona-chat-told.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';

// Round 9b of issue 13: answer the ask. A gift to choose, a first day at a new job, someone met again, good news, a
// "say something or let it go", mixed feelings about someone's success and a shared memory are each answered from
// what the message names; a title stays with its name, a time word never ends up inside a noun phrase, a birthday is
// never wished that is not today's, and a stock question never asks for what the visitor already said.
const user = (content: string): ChatMessage => ({ role: 'user', content });
const seeds = [1, 7, 42, 1001, 65537, 2024];
const replies = (language: ContentLanguage, persona: PersonaKey, messages: ChatMessage[]): string[] =>
  seeds.map((seed) => generatePersonaReply({ persona, messages }, { language, random: seededRandom(seed) }));

describe('reading the ask', () => {
  it('keeps a title with its name in four languages', () => {
    expect(titledNames('I saw Mrs. Lee at the bank')).toEqual(['Mrs. Lee']);
    expect(titledNames('Hôm nay em gặp thầy Tuấn ở chợ')).toEqual(['thầy Tuấn']);
    expect(titledNames('어제 민수 선배를 만났어')).toEqual(['민수 선배']);
    expect(titledNames('我在地铁上碰到李老师了')).toEqual(['李老师']);
    expect(titledNames('편의점 아저씨가 나를 기억하더라')).toEqual([]);
    expect(titledNames('동생이 형한테 혼났어')).toEqual([]);
    expect(readGrounded([user('Dr. Kim called me back this morning about the results.')]).names).toContain('Dr. Kim');
    expect(readGrounded([user('Dr. Kim called me back this morning about the results.')]).names).not.toContain('Dr');
  });
  it('never lets a time word inside a noun phrase', () => {
    expect(readEnglishPhrase('I am meeting my old roommate tomorrow and we are getting lunch')).toBe('your old roommate');
    expect(readEnglishPhrase('we finally painted the spare room tonight and it looks great')).toBe('the spare room');
    expect(readEnglishPhrase("I have to speak at my grandpa's funeral on saturday and I am scared")).not.toMatch(/saturday/u);
  });
  it('reads the form of the ask in four languages', () => {
    expect(readAskForm('What should I get my dad for his birthday? He is really into coffee')).toMatchObject({ kind: 'gift', recipient: 'dad', occasion: 'birthday', hobby: 'coffee' });
    expect(readAskForm('Sắp tới sinh nhật bạn thân, nên tặng gì nhỉ? Nó mê chạy bộ lắm')).toMatchObject({ kind: 'gift', recipient: 'friend', hobby: 'running' });
    expect(readAskForm('여자친구랑 100일인데 선물 뭐가 좋을까요?')).toMatchObject({ kind: 'gift', recipient: 'girlfriend', occasion: 'anniversary' });
    expect(readAskForm('下个月是我爸生日，送什么好？他喜欢看书')).toMatchObject({ kind: 'gift', recipient: 'dad', occasion: 'birthday', hobby: 'reading' });
    expect(readAskForm('I failed it twice but I finally passed my driving test!')).toMatchObject({ kind: 'good_news', thing: 'license', persisted: true });
    expect(readAskForm('I did not pass my driving test again')).toBeNull();
    expect(readAskForm('My boyfriend keeps asking what I want for my birthday, what do I tell him?')).toBeNull();
    expect(readAskForm('제 생일 선물로 뭘 받고 싶은지 남친이 자꾸 물어봐요. 뭐라고 하죠?')).toBeNull();
    expect(readAskForm('我生日快到了，男朋友问我想要什么礼物，我该怎么说？')).toBeNull();
    expect(readAskForm('I got into Seoul National University!!')).toMatchObject({ kind: 'good_news', thing: 'university' });
    expect(readAskForm('今天在公司附近碰到了高中同学小美，她都当妈妈了！')).toMatchObject({ kind: 'met', person: '小美' });
    expect(readAskForm('my little brother finally passed his driving test')).toBeNull();
    expect(readAskForm("I saw Dr. Okoye's car outside my building three nights in a row. Why would she be here?")).toBeNull();
    expect(readAskForm('Em gặp anh Tuấn ở công ty cũ, ảnh hỏi sao em nghỉ việc, em ngại quá')).toMatchObject({ kind: 'met', person: 'anh Tuấn', uneasy: true });
    expect(readAskForm('회사 앞에서 민수 선배를 만났는데 너무 어색했어요')).toMatchObject({ kind: 'met', person: '민수 선배', uneasy: true });
    expect(readAskForm('在电梯里碰到王老师，好尴尬')).toMatchObject({ kind: 'met', person: '王老师', uneasy: true });
    expect(readAskForm('I bumped into Mr. Grant at the gym and it was so awkward')).toMatchObject({ kind: 'met', person: 'Mr. Grant', uneasy: true });
    expect(readAskForm('Em trai tớ vừa đậu bằng lái')).toBeNull();
    expect(readAskForm('동생이 드디어 면허 땄어')).toBeNull();
    expect(readAskForm('我弟弟今天驾照考过了')).toBeNull();
  });
});

describe('the ask answered', () => {
  it('a gift: an idea from what the person loves or the occasion, never a stock love line', () => {
    for (const text of replies('en', 'girl', [user('my girlfriend loves plants and our anniversary is on friday, what should I get her?')])) {
      expect(text).toMatch(/plant/iu);
      expect(text).not.toMatch(/love talk|Say the thing/iu);
    }
    for (const text of replies('vi', 'kpop_female', [user('Sinh nhật mẹ em sắp tới mà em chưa biết tặng gì, mẹ thích nấu ăn lắm')])) expect(text).toMatch(/dao|chảo/u);
    for (const text of replies('ko', 'childhood_friend', [user('남친이랑 1주년인데 선물 뭐 해야 할지 모르겠어')])) expect(text).toMatch(/포토북|손편지/u);
    for (const text of replies('zh', 'chef', [user('闺蜜下周生日，送什么礼物好？她最近迷上了跑步')])) expect(text).toMatch(/跑步袜|跑步帽/u);
  });
  it('a first day at a new job: each worry named and answered', () => {
    for (const text of replies('en', 'childhood_friend', [user('first day at my new job tomorrow and honestly I have no clue what to wear')])) expect(text).toMatch(/wear/iu);
    for (const text of replies('vi', 'psychologist', [user('Thứ hai này là ngày đầu đi làm của em, em sợ phải ăn trưa một mình')])) expect(text).toMatch(/bữa trưa|ăn một mình/u);
    for (const text of replies('ko', 'girl', [user('나 다음 주에 첫 출근인데 자기소개 할 생각하니까 떨려')])) expect(text).toMatch(/자기소개/u);
    for (const text of replies('zh', 'kpop_male', [user('明天第一天上班，好怕迟到啊，要换两趟地铁')])) expect(text).toMatch(/迟到|提早/u);
  });
  it('a first day at a new school is a school, not a job', () => {
    for (const [language, text] of [['en', 'starting at a new school tomorrow and scared i will eat lunch alone'], ['vi', 'Mai em chuyển trường rồi, sợ phải ăn trưa một mình lắm'], ['ko', '나 내일 전학 가는데 점심 혼자 먹을까 봐 무서워'], ['zh', '明天转学了，好怕一个人吃午饭']] as const) {
      for (const reply of replies(language, 'girl', [user(text)])) {
        expect(reply).toMatch(/school|trường|학교|学校/iu);
        expect(reply).not.toMatch(/new job|đi làm|출근|上班/iu);
      }
    }
  });
  it('someone met again: the titled name, the place, the memory; never “Mr and”', () => {
    for (const text of replies('en', 'childhood_friend', [user('guess who I bumped into at the station — Mrs. Okafor from math class! she still remembered me')])) {
      expect(text).toMatch(/Mrs\. Okafor/u);
      expect(text).not.toMatch(/\bMrs? and\b/u);
    }
    for (const text of replies('vi', 'girl', [user('Hôm nay tớ gặp lại cô Lan ở siêu thị, cô vẫn còn nhớ tớ luôn')])) expect(text).toMatch(/cô Lan/u);
    for (const text of replies('ko', 'childhood_friend', [user('야 나 카페에서 지수 언니 만났어! 완전 그대로더라')])) expect(text).toMatch(/지수 언니/u);
    for (const text of replies('zh', 'girl', [user('今天在超市遇到了张阿姨，她还记得我小时候的样子')])) expect(text).toMatch(/张阿姨/u);
  });
  it('good news after failing is congratulated, never read as a failure', () => {
    for (const text of replies('en', 'kpop_female', [user('after failing twice I FINALLY passed my driving test today!!')])) {
      expect(text).toMatch(/Congratulations/iu);
      expect(text).not.toMatch(/didn’t go|did not go|retake/iu);
    }
    for (const text of replies('vi', 'childhood_friend', [user('Tao thi bằng lái trượt hai lần rồi, lần này đậu rồi mày ơi!')])) expect(text).toMatch(/Chúc mừng/u);
    for (const text of replies('ko', 'psychologist', [user('면허 시험 두 번 떨어졌는데 오늘 드디어 땄어요')])) {
      expect(text).toMatch(/축하/u);
      expect(text).not.toMatch(/안 됐군요|재시험/u);
    }
    for (const text of replies('zh', 'girl', [user('驾照考了三次，今天终于考过了！')])) expect(text).toMatch(/恭喜/u);
  });
  it('a birthday that is not the visitor’s own today is never wished a happy birthday', () => {
    for (const text of replies('en', 'psychologist', [user('My sister forgot my birthday again and I feel silly for being hurt. Should I tell her or let it go?')])) {
      expect(text).not.toMatch(/Happy birthday|allowed today/iu);
      expect(text).toMatch(/say something|hurt/iu);
    }
    for (const text of replies('vi', 'girl', [user('Bạn thân quên sinh nhật tớ, tớ nên nói ra hay bỏ qua?')])) expect(text).not.toMatch(/Chúc mừng sinh nhật/iu);
    for (const text of replies('ko', 'kid', [user('친구가 내 생일을 까먹었어. 말할까 그냥 넘어갈까?')])) expect(text).not.toMatch(/생일 축하/u);
    for (const text of replies('en', 'childhood_friend', [user('should I text my ex happy birthday tomorrow or is that weird')])) expect(text).not.toMatch(/allowed today|another year of you/iu);
    for (const text of replies('zh', 'childhood_friend', [user('男朋友忘了我的生日，我该说出来还是算了？')])) expect(text).not.toMatch(/生日快乐/u);
  });
  it('a birthday forgotten or someone else’s, told with no question, is not wished either', () => {
    for (const text of replies('en', 'girl', [user('my boyfriend forgot my birthday yesterday and just said oops')])) expect(text).not.toMatch(/Happy birthday|allowed today/iu);
    for (const text of replies('vi', 'childhood_friend', [user('Hôm qua sinh nhật tao mà cả nhà quên sạch')])) expect(text).not.toMatch(/Chúc mừng sinh nhật|sinh nhật vui vẻ/iu);
    for (const text of replies('ko', 'girl', [user('어제 내 생일이었는데 다들 까먹었어')])) expect(text).not.toMatch(/생일 축하/u);
    for (const text of replies('zh', 'girl', [user('昨天是我生日，结果大家都忘了')])) expect(text).not.toMatch(/生日快乐/u);
  });
  it('mixed feelings about someone else’s success are named, not a bare “what did they say”', () => {
    for (const text of replies('en', 'psychologist', [user('My coworker Dana got promoted before me. I congratulated her but I feel so jealous.')])) expect(text).toMatch(/Dana/u);
    for (const text of replies('vi', 'psychologist', [user('Đồng nghiệp Minh được thăng chức trước em, em chúc mừng rồi mà lòng vẫn ghen tị')])) expect(text).toMatch(/thăng chức|mừng/u);
    for (const text of replies('ko', 'psychologist', [user('친구 현우가 나보다 먼저 합격했어요. 축하는 했는데 마음이 복잡해요')])) expect(text).toMatch(/복잡|축하/u);
    for (const text of replies('zh', 'psychologist', [user('同事小林比我先升职了，我也恭喜了，可心里五味杂陈')])) expect(text).toMatch(/升职|五味杂陈|高兴/u);
  });
  it('a shared memory asked about is remembered', () => {
    for (const text of replies('en', 'childhood_friend', [user('do you remember when we used to fly kites on the hill?')])) expect(text).toMatch(/kites/iu);
    for (const text of replies('vi', 'childhood_friend', [user('Mày còn nhớ hồi tụi mình thả diều ngoài đê không?')])) expect(text).toMatch(/thả diều/u);
    for (const text of replies('ko', 'childhood_friend', [user('우리 어릴 때 같이 땡땡이치던 거 기억나?')])) expect(text).toMatch(/땡땡이/u);
    for (const text of replies('zh', 'childhood_friend', [user('还记得我们小时候一起放风筝吗？')])) expect(text).toMatch(/风筝/u);
  });
  it('why a feeling comes back at the same time each week is explained with that time', () => {
    for (const text of replies('en', 'psychologist', [user('why do I always get anxious on Sunday evenings? nothing bad even happens on mondays')])) expect(text).toMatch(/Sunday/u);
    for (const text of replies('vi', 'psychologist', [user('Sao em cứ bồn chồn mỗi tối chủ nhật vậy chị?')])) expect(text).toMatch(/chủ nhật/iu);
    for (const text of replies('ko', 'psychologist', [user('왜 저는 일요일 저녁만 되면 불안할까요?')])) expect(text).toMatch(/일요일/u);
    for (const text of replies('zh', 'psychologist', [user('为什么我每到周日晚上就焦虑？')])) expect(text).toMatch(/周日/u);
  });
  it('a memory dreamed about is asked about as a dream', () => {
    for (const text of replies('en', 'childhood_friend', [user('remember that turtle we kept at school? I dreamed about it last night')])) expect(text).toMatch(/dream/iu);
    for (const text of replies('vi', 'childhood_friend', [user('Mày còn nhớ con rùa tụi mình nuôi hồi tiểu học không? Tối qua tao mơ thấy nó')])) expect(text).toMatch(/mơ/u);
    for (const text of replies('ko', 'childhood_friend', [user('우리 초등학교 때 키우던 거북이 기억나? 어젯밤 꿈에 나왔어')])) expect(text).toMatch(/꿈/u);
    for (const text of replies('zh', 'childhood_friend', [user('还记得咱们以前放风筝吗？我昨晚梦见了')])) expect(text).toMatch(/梦/u);
  });
  it('a named dish asked to be taught gets its method, not a generic cooking line', () => {
    for (const text of replies('en', 'chef', [user('never made miso soup before, can you teach me? it is for my roommate who is sick')])) {
      expect(text).toMatch(/miso/iu);
      expect(text).toMatch(/tofu|dashi/iu);
      expect(text).not.toMatch(/The secret is patience/iu);
    }
    for (const text of replies('vi', 'girl', [user('Tết này tớ muốn tự nấu thịt kho mà chưa nấu bao giờ, chỉ tớ với')])) expect(text).toMatch(/đường|nước dừa/u);
    for (const text of replies('ko', 'chef', [user('셰프님, 김치찌개 어떻게 끓여요? 처음 해 봐요')])) expect(text).toMatch(/두부|김치/u);
    for (const text of replies('zh', 'kid', [user('小朋友，你知道番茄炒蛋怎么做吗？教我呀')])) expect(text).toMatch(/鸡蛋|番茄/u);
  });
  it('what to wear to an occasion and what to watch for a mood get a concrete pick', () => {
    for (const text of replies('en', 'kpop_male', [user('job interview on thursday, what should I wear?')])) expect(text).toMatch(/shirt|formal/iu);
    for (const text of replies('vi', 'girl', [user('Tuần sau đi đám cưới bạn, tớ nên mặc gì?')])) expect(text).toMatch(/trắng|giày/u);
    for (const text of replies('ko', 'girl', [user('오늘 너무 우울한데 영화 뭐 볼까?')])) expect(text).toMatch(/토토로/u);
    for (const text of replies('zh', 'psychologist', [user('周末想看点浪漫的，推荐一部电影吧')])) expect(text).toMatch(/时空恋旅人/u);
  });
  it('a pet just brought home is welcomed by its name, and its name is never asked for again', () => {
    for (const [language, text, pet] of [['en', 'we just adopted a puppy named Biscuit!!', 'Biscuit'], ['vi', 'Em mới nhận nuôi một bé mèo, tên là Sữa', 'Sữa'], ['ko', '나 고양이 입양했어! 이름은 나비야', '나비'], ['zh', '我领养了一只小狗，叫豆包', '豆包']] as const) {
      for (const reply of replies(language, 'girl', [user(text)])) {
        expect(reply).toContain(pet);
        expect(reply).not.toMatch(/picked a name|Đặt tên|이름은 정했|名字取好/u);
      }
    }
  });
  it('a choice asked in one sentence of several is still answered with one of its options', () => {
    for (const [language, persona, text, pattern] of [
      ['en', 'kpop_female', 'ok so. pizza or sushi for my birthday dinner? my friends like both lol', /pizza|sushi/iu],
      ['vi', 'girl', 'Tớ nên mua áo khoác đen hay áo khoác be? Tớ hay mặc quần jean', /áo khoác/iu],
      ['ko', 'childhood_friend', '주말에 캠핑 갈까 집에서 쉴까? 요즘 좀 피곤하긴 해', /캠핑|집에서/u],
      ['zh', 'girl', '周末去海边还是去爬山？天气预报说会热', /海边|爬山/u],
    ] as const) {
      for (const reply of replies(language, persona, [user(text)])) expect(reply).toMatch(pattern);
    }
  });
  it('loneliness in a new place or at lunch is comforted as that, with one concrete step, never a food line', () => {
    for (const [language, text, pattern] of [
      ['en', 'I eat lunch alone at work every day while everyone goes out in groups, I feel like a loser', /lunch/iu],
      ['vi', 'Em mới chuyển lên Sài Gòn đi làm, chưa quen ai hết, cô đơn lắm', /quán cà phê|quen/u],
      ['ko', '혼자 점심 먹는 게 매일이라 좀 외로워요', /점심/u],
      ['zh', '刚搬到一个新城市，一个人都不认识，好孤单', /熟客|孤单/u],
    ] as const) {
      for (const reply of replies(language, 'kpop_male', [user(text)])) {
        expect(reply).toMatch(pattern);
        expect(reply).not.toMatch(/Hunger affects mood|吃晚饭了吗/u);
      }
    }
  });
  it('an engagement told as news is congratulated', () => {
    for (const [language, text] of [['en', 'guess what, he proposed last night and I said yes!!'], ['vi', 'Anh ấy cầu hôn tớ rồi, tớ nhận lời rồi!'], ['ko', '나 어제 프러포즈 받았어!!'], ['zh', '他昨天跟我求婚了，我答应了！']] as const) {
      for (const reply of replies(language, 'girl', [user(text)])) expect(reply).toMatch(/Congratulations|Chúc mừng|축하|恭喜/iu);
    }
  });
  it('a stated diet is respected by the dish', () => {
    for (const text of replies('en', 'chef', [user('I have eggs, spinach and rice but my friend is vegan, what can I make for dinner?')])) expect(text).toMatch(/leave out the eggs/iu);
    for (const text of replies('vi', 'chef', [user('Nhà có đậu hũ, cà chua với nấm, mẹ em ăn chay, nấu món gì được chị?')])) expect(text).toMatch(/ăn chay/u);
    for (const text of replies('en', 'chef', [user('I have eggs, tomatoes and an onion and I am vegetarian, what can I cook?')])) {
      expect(text).toMatch(/no meat/iu);
      expect(text).not.toMatch(/plant-based/iu);
    }
    for (const text of replies('ko', 'chef', [user('두부랑 버섯이랑 밥 있는데 엄마가 매운 걸 못 드세요. 뭐 만들까요?')])) expect(text).toMatch(/맵지 않게|고추/u);
    for (const text of replies('zh', 'chef', [user('家里有面条、鸡蛋和番茄，我朋友不吃辣，做什么好？')])) expect(text).toMatch(/辣椒/u);
  });
});

describe('stock questions never ask for what was already said', () => {
  it('drops a question about a sign, a lunch or a song already told', () => {
    expect(withoutToldQuestions(['What is your star sign?', 'How are you?'], ['I am a Leo'])).toEqual(['How are you?']);
    expect(withoutToldQuestions(['Em thuộc cung gì?', 'Dạo này sao rồi?'], ['Em là Song Ngư'])).toEqual(['Dạo này sao rồi?']);
    expect(withoutToldQuestions(['점심 뭐 먹었어?', '오늘 어땠어?'], ['점심에 떡볶이 먹었어'])).toEqual(['오늘 어땠어?']);
    expect(withoutToldQuestions(['你是什么星座？', '最近好吗？'], ['我是天蝎座'])).toEqual(['最近好吗？']);
  });
  it('the astrologer never asks for a sign the visitor gave', () => {
    for (const [language, text] of [['en', 'hi! I am a Virgo'], ['vi', 'Chào chị, em là Xử Nữ'], ['ko', '안녕하세요, 저 처녀자리예요'], ['zh', '你好，我是处女座']] as const) {
      for (const reply of replies(language, 'astrologer', [user(text)])) expect(reply).not.toMatch(/What is your star sign|Tell me your sign|cung gì|별자리가 뭐|什么星座/iu);
    }
  });
});
