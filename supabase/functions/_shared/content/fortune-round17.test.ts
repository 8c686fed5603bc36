import { describe, expect, it } from 'vitest';
import { explainFortune } from './fortune-telling.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';

// Round 17 of issue 13 (helper fort18): the general paths that answered fresh requests with a stance and no reason tied
// to what the visitor wrote — a lateness with an age, an outing in a month named, a choice between two life steps, a
// when inside this week or between now and a wait, and a second question joined by "and". Every input is held out:
// none is in round17-fort18.before.json or in the hold-out set round17-fort18.after.json.
const seeds = [1, 7, 42, 1001];
const firstParagraph = (text: string): string => text.split('\n\n')[0] ?? '';

/** What the general paths answered these forms with: a stock yes, a coin, "name its cost", investing, a trip's stock lines. */
const stock = /that’s a yes|go ahead|I see a yes|imagine “|toss a coin|flip a coin|start small—a sum|nghiêng về “có”|mình chọn “|tung đồng xu|gọi tên cái giá|답은 ‘예’(?:예요|입니다)|흐름은 당신 편|동전을 던져|이미 정했다고 상상|抛一次硬币|写下“.+”要你付出|更明亮的牌/u;

/** A row; `first: false` when the first question is answered by another reader, which may lean as it does. */
interface Row { language: ContentLanguage; category: FortuneCategory; input: string; path: string; says: RegExp; first?: boolean }

const checkRows = (title: string, rows: readonly Row[]): void => {
  describe(title, () => {
    for (const { language, category, input, path, says, first = true } of rows) {
      it(`${language}: ${input}`, () => {
        for (const seed of seeds) {
          const { text, path: route } = explainFortune({ category, input }, { language, random: seededRandom(seed) });
          expect(route.join(' > ')).toContain(path);
          expect(firstParagraph(text)).toMatch(says);
          if (first) expect(firstParagraph(text)).not.toMatch(stock);
        }
      });
    }
  });
};

checkRows('a lateness asked with an age is answered about that age and that act', [
  { language: 'en', category: 'future', input: 'too old at 41 to learn to code?', path: 'form18:late', says: /No, 41 is not too late to learn to code\. Two years from now you will be 43 either way/u },
  { language: 'vi', category: 'health', input: '25 tuổi mới học bơi có muộn không ạ', path: 'form18:late', says: /Không, 25 tuổi chưa muộn để học bơi\. Hai năm nữa đằng nào bạn cũng 27 tuổi/u },
  { language: 'ko', category: 'future', input: '서른둘에 운전 배우는 거 늦었을까요', path: 'form18:late', says: /아니요, 32살에 운전 배우는 것, 늦지 않았어요\. 2년이 지나면 어차피 34살이 돼요/u },
  { language: 'zh', category: 'health', input: '三十五岁开始健身还来得及吗', path: 'form18:late', says: /不晚，35岁开始健身不算晚。两年后你无论如何都是37岁/u },
]);

checkRows('an outing asked about in a month gets that month and a condition on the part the visitor named', [
  { language: 'en', category: 'travel', input: 'is it ok to go camping in the lake district in january with a toddler', path: 'form18:season:cold', says: /January is a cold month[\s\S]*“with a toddler” has to be right for January/u },
  { language: 'vi', category: 'travel', input: 'tháng 7 đi Sa Pa bằng xe khách có ổn không', path: 'form18:season:hot', says: /Tháng 7 là tháng nóng[\s\S]*“bằng xe khách” phải hợp với tháng 7/u },
  { language: 'ko', category: 'travel', input: '1월에 설악산 등산해도 괜찮을까요', path: 'form18:season:cold', says: /1월에 설악산 등산해도 괜찮을까요, 이렇게 물으셨죠\. 1월은 추운 달이에요/u },
  { language: 'zh', category: 'travel', input: '一月份带孩子去长白山滑雪合适吗', path: 'form18:season:cold', says: /你问的是一月份带孩子去长白山滑雪合不合适。一月是冷的月份[\s\S]*“带孩子”这一部分/u },
]);

checkRows('a choice between two life steps is weighed by name, with the visitor’s own words on its side', [
  { language: 'en', category: 'work', input: 'should i stay at my current job or go freelance? i have six months of savings', path: 'form18:either:statusQuo', says: /You’re weighing “stay at your current job” against “go freelance”, and you added that you have six months of savings\. “Stay at your current job” is the path you already know[\s\S]*“Go freelance” is the step that changes something/u },
  { language: 'vi', category: 'future', input: 'nên ở lại Hà Nội hay về Huế mở quán cà phê, nhưng em có ít vốn', path: 'form18:either:statusQuo', says: /Bạn đang cân “ở lại Hà Nội” với “về Huế mở quán cà phê”[\s\S]*câu bạn viết sau chữ “nhưng”: bạn có ít vốn/u },
  { language: 'ko', category: 'future', input: '유학을 갈까 아니면 한국에서 취업할까, 부모님은 유학을 반대하세요', path: 'form18:either', says: /‘유학을 갈까’ 쪽과 ‘한국에서 취업할까’ 쪽을 저울질하고 계시죠\. ‘유학을 갈까’ 쪽에는 직접 이렇게 적으셨어요\. 부모님은 유학을 반대하세요/u },
  { language: 'zh', category: 'future', input: '是继续读博还是出来工作，导师对我一般', path: 'form18:either:statusQuo', says: /你在掂量“继续读博”和“出来工作”，还说导师对你一般。“继续读博”是你已经熟悉的路/u },
]);

checkRows('a when inside this week gets a day; between now and a named wait, the wait', [
  { language: 'en', category: 'week', input: 'when is the best day this week to ask for a day off?', path: 'form18:when', says: /The cards pick (?:Tuesday|Wednesday|Thursday), [^:]+: the middle of the week/u },
  { language: 'vi', category: 'week', input: 'tuần này hôm nào thì nên xin sếp nghỉ phép ạ', path: 'form18:when', says: /Quẻ chọn thứ (?:Ba|Tư|Năm), [^:]+: giữa tuần/u },
  { language: 'zh', category: 'week', input: '这周哪天跟老板提加薪比较好', path: 'form18:when', says: /牌选的是周[二三四]，[^：]+：一周的中间/u },
  { language: 'zh', category: 'money', input: '什么时候买电脑，现在还是等开学季', path: 'form18:when', says: /在“现在”和“等开学季”之间，牌偏向等/u },
]);

checkRows('a second question joined by “and” gets its own line after the first is answered', [
  { language: 'en', category: 'love', input: 'should i move in with my boyfriend? and how do i tell my parents', path: 'second18:say', first: false, says: /And your second question, “how do you tell your parents”: one or two plain, kind sentences/u },
  { language: 'vi', category: 'work', input: 'có nên nghỉ việc không, và nếu nghỉ thì nói với sếp thế nào', path: 'second18:say', first: false, says: /Còn câu hỏi thứ hai, nếu nghỉ thì nói với sếp thế nào: một hai câu rõ ràng/u },
  { language: 'ko', category: 'health', input: '요즘 계속 어지러운데 왜 그럴까요 그리고 병원 가봐야 할까요', path: 'form17:why', says: /그게 왜 그런지 물으셨고요[\s\S]*병원에 가 보세요/u },
  { language: 'zh', category: 'love', input: '他会不会回来找我？另外我该怎么走出来', path: 'second18:how', first: false, says: /至于你的第二个问题，/u },
]);

checkRows('a how that no reader took gets a way and a step, not bank lines or a bare opening', [
  { language: 'en', category: 'health', input: 'how do i get back to swimming after a shoulder injury', path: 'form18:how', says: /You’re asking “how do you get back to swimming after a shoulder injury”\. The cards answer a how with a way[\s\S]*a doctor or a physiotherapist/u },
  { language: 'vi', category: 'today', input: 'làm sao để bớt cáu gắt với em trai', path: 'form18:how', says: /Bạn hỏi làm sao để bớt cáu gắt với em trai\. Quẻ trả lời câu hỏi “làm sao” bằng một cách làm/u },
  { language: 'ko', category: 'today', input: '어떻게 하면 동생한테 덜 짜증낼 수 있을까요', path: 'form18:how', says: /이렇게 물으셨죠\. 카드는 ‘어떻게’에 ‘예’가 아니라 방법으로 답해요/u },
  { language: 'zh', category: 'future', input: '怎么才能不再跟朋友比较', path: 'form18:how', says: /你问的是怎么才能不再跟朋友比较。牌回答“怎么做”用的是办法/u },
]);
