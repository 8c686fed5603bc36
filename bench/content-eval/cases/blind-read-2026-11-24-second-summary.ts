/**
 * Evaluation cases from the second blind read (docs/blind-reads/2026-11-24-second-read.*, rows 41–48): eight summaries
 * in four languages, one per style the reviewer read, plus new requests written afterwards. Facts follow the reviewer's
 * notes: cover the whole text (later points, the outcome, the cause and the fix, the key items), keep the figures, make
 * each style a real transformation (a headline of its own, short sentences for a child, hashtags from key terms, no
 * pasted filler) rather than a frame around the first two sentences.
 */
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const all = (...patterns: RegExp[]) => (text: string): boolean => patterns.every((pattern) => pattern.test(text));
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** The answer's sentences (and lines). */
const sentences = (text: string): string[] => text.split(/(?<=[.!?。！？])\s*|\n+/u).map((s) => s.trim()).filter(Boolean);

/** The answer is at most `share` of the source's length. */
function condensed(source: string, share: number): EvalFact {
  return { label: `stays a summary (at most ${Math.round(share * 100)} % of the text)`, check: (text) => text.length <= source.length * share };
}

/** Does not paste the source's first two sentences verbatim, one after the other. */
function notLeadPaste(source: string): EvalFact {
  const first = sentences(source).slice(0, 2);
  return { label: 'is not the first two sentences pasted verbatim', check: (text) => !(first.every((sentence) => text.includes(sentence))) };
}

/** At least `count` bullet or numbered lines. */
function points(count: number): EvalFact {
  return { label: `set out as at least ${count} points`, check: (text) => (text.match(/^\s*(?:[-•*·▪]|\d+[.)])\s+/gmu) ?? []).length >= count };
}

/** The first line is a headline of its own: whole (no ellipsis), short, and not the lead's opening copied. */
function ownHeadline(source: string, limit: number): EvalFact {
  const lead = sentences(source)[0] ?? '';
  return {
    label: 'opens with a short, complete headline that is not the lead copied',
    check: (text) => {
      const first = (text.split('\n')[0] ?? '').trim();
      const headline = first.replace(/^[📰\s]+/u, '').replace(/^(?:【[^】]*】|\[[^\]]*\]|[\p{Lu}\s]{2,20}[:：])\s*/u, '').trim();
      return headline.length > 0 && !/(?:…|\.\.\.)$/u.test(headline) && [...headline].length <= limit && !lead.startsWith(headline.replace(/[.。]$/u, ''));
    },
  };
}

/** Average sentence length, in words (en, vi) or characters (ko, zh), is at most `limit`. */
function shortSentences(words: boolean, limit: number): EvalFact {
  return {
    label: 'explains in short, simple sentences',
    check: (text) => {
      const list = sentences(text).filter((s) => /\p{L}/u.test(s));
      if (list.length === 0) return false;
      const size = (s: string): number => (words ? s.split(/\s+/u).length : [...s.replace(/\s/gu, '')].length);
      return list.reduce((sum, s) => sum + size(s), 0) / list.length <= limit;
    },
  };
}

/** The hashtags: at least two, each a key term (no function word, time word or lone name piece). */
function hashtags(bad: RegExp): EvalFact {
  return {
    label: 'hashtags are key terms (no function or time words)',
    check: (text) => {
      const tags = text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
      return tags.length >= 2 && tags.every((tag) => !bad.test(tag.slice(1)));
    },
  };
}

const portland = "City council members in Portland voted 7-2 on Tuesday night to convert three downtown parking garages into affordable housing over the next four years. The plan, which has been debated for nearly eighteen months, will create roughly 600 apartments, with at least half reserved for households earning below 60 percent of the area median income. Supporters argued that the garages have been running at less than 40 percent capacity since the pandemic changed commuting habits, and that the buildings' concrete frames make conversion cheaper than new construction. Opponents, including several downtown business owners, warned that losing parking could hurt restaurants and theaters that are still recovering. Council member Dana Ortiz, who cast one of the two no votes, said she supported more housing but worried about the $210 million price tag and the lack of a clear plan for replacing parking. The city will begin with the garage on SW 4th Avenue, with construction expected to start next spring. Residents can comment on the design at public meetings scheduled for February.";
const birthday = "Okay so here's what happened at my sister's birthday dinner. We booked a table at this Italian place for 7:30, but when we showed up they'd given it away because someone typed our reservation as 7:30 AM. The manager was super apologetic and found us a spot on the patio, but then it started drizzling, so they moved us inside to a tiny table by the kitchen door. Every time a waiter came through, we got blasted with heat and the smell of garlic, which honestly wasn't the worst. My dad ordered the lasagna and said it was the best he'd had since Nonna passed, which made everyone a little emotional. Then the staff brought out a tiramisu with a candle and sang in Italian, and my sister, who hates attention, hid under her napkin. By the end of the night the manager comped our desserts and gave us a gift card for next time. So yeah, chaotic start, but it turned into one of the best family dinners we've had in years.";
const busMetro = "Từ ngày 1 tháng 7, nhiều tuyến xe buýt tại Thành phố Hồ Chí Minh sẽ được điều chỉnh lộ trình nhằm kết nối tốt hơn với tuyến metro số 1 Bến Thành – Suối Tiên. Theo Sở Giao thông vận tải, có 17 tuyến xe buýt sẽ thay đổi điểm đầu, điểm cuối hoặc bổ sung trạm dừng gần các nhà ga metro. Ngoài ra, thành phố sẽ mở thêm 5 tuyến xe buýt điện mới chạy từ các khu dân cư ở Thủ Đức đến ga metro gần nhất. Hành khách có thể dùng một thẻ vé chung cho cả xe buýt và metro, với mức giảm 10% khi chuyển tuyến trong vòng 60 phút. Nhiều người dân bày tỏ sự hào hứng nhưng cũng lo ngại về việc thời gian chờ xe buýt vẫn còn dài, có khi lên tới 20 phút vào giờ cao điểm. Sở cho biết sẽ theo dõi lượng khách trong ba tháng đầu để tăng chuyến nếu cần.";
const pho = "Hôm qua mình đi học nấu phở lần đầu ở một lớp nhỏ trên phố Hàng Bạc. Cô giáo là một bà cụ hơn 70 tuổi, nấu phở hơn 40 năm. Cô bắt tụi mình nướng hành, gừng trên bếp than cho đến khi thơm lừng, rồi mới cho vào nồi xương. Cô nói bí quyết của nước dùng trong là phải chần xương thật kỹ và hớt bọt liên tục, không được để lửa sôi sùng sục. Quế, hồi, thảo quả phải rang sơ rồi bỏ vào túi vải. Mình ninh nồi xương gần sáu tiếng, trong lúc chờ thì cô kể chuyện hồi bao cấp phải xếp hàng mua thịt. Cuối buổi, ai cũng được ăn bát phở mình tự nấu. Nước dùng của mình hơi mặn vì lỡ tay cho nước mắm, nhưng cô vẫn khen là có tâm. Mình tính cuối tuần sẽ thử nấu lại ở nhà cho bố mẹ ăn.";
const noSpend = "요즘 20~30대 사이에서 '무지출 챌린지'가 다시 유행하고 있다. 무지출 챌린지는 하루 동안 교통비 같은 꼭 필요한 비용을 제외하고 돈을 한 푼도 쓰지 않는 것을 목표로 한다. 참가자들은 도시락을 싸 가고, 카페 대신 텀블러에 커피를 담아 다니며, 퇴근 후에는 집에서 운동을 한다. SNS에는 '무지출 달력'을 공유하며 서로 응원하는 글이 많다. 한 직장인은 한 달에 열흘을 무지출로 보내 약 30만 원을 아꼈다고 말했다. 하지만 전문가들은 지나친 절약이 스트레스나 보상 소비로 이어질 수 있다고 경고한다. 무작정 참기보다는 고정 지출을 먼저 점검하고, 작은 목표를 세우는 것이 오래 지속하는 비결이라고 조언한다. 또한 친구 모임이나 경조사처럼 피할 수 없는 지출은 미리 예산에 포함해 두는 것이 좋다고 덧붙였다.";
const meeting = "우리 회사 팀장님은 매주 월요일 오전 9시에 주간 회의를 한다. 문제는 회의가 보통 두 시간씩 걸린다는 것이다. 각자 지난주 업무를 돌아가면서 발표하는데, 대부분은 이미 메신저로 공유한 내용이다. 지난주에는 신입 사원 지은 씨가 회의 시간을 30분으로 줄이고, 업무 공유는 공유 문서로 미리 하자고 조심스럽게 제안했다. 팀장님은 처음에는 당황했지만, 한번 시도해 보자고 했다. 이번 주 회의는 실제로 35분 만에 끝났고, 남은 시간에 다들 밀린 업무를 처리할 수 있었다. 몇몇 선배들은 지은 씨에게 용기 있었다고 커피를 사 줬다. 팀장님은 다음 달까지 이 방식을 유지해 보고 다시 의견을 모으겠다고 했다.";
const canteen = "近日，杭州一家社区食堂因为“一元午餐”走红网络。这家食堂位于拱墅区的一个老小区里，主要服务对象是独居老人和附近的环卫工人。每天中午，老人们只需支付一元钱，就可以吃到两荤一素加一碗汤。食堂负责人介绍，差价部分由街道补贴和爱心企业捐款共同承担。为了保证菜品新鲜，食堂每天早上六点就去附近菜市场采购，并且根据老人的建议调整口味，比如少油少盐、多做软烂的菜。有网友专门从外区赶来体验，但食堂表示，年轻人需要按原价十五元付费，以保证补贴真正用在需要的人身上。一位七十多岁的王阿姨说，自从有了这个食堂，她不用每天一个人做饭，还能和邻居聊聊天，感觉生活热闹多了。";
const pothos = "最近我在研究怎么养好一盆绿萝。刚买回来的时候它长得特别好，叶子又大又亮，结果一个月之后开始发黄，还有几片叶子边缘变黑。我上网查了一下，发现最可能的原因是浇水太勤了。绿萝虽然喜欢湿润，但是根部长期泡在水里会烂根。正确的做法是等土表面干了两三厘米再浇透，而且花盆底部一定要有排水孔。另外，绿萝不喜欢强烈的阳光直射，放在朝北的窗边或者明亮的散射光下最合适。冬天温度低于十度的时候要减少浇水，也不要放在暖气旁边。我把发黄的叶子剪掉，换了一个有孔的盆，现在两周过去了，新叶子已经冒出来了，看来它终于原谅我了。";

// Requests written after the fixes (not tuned on), two per language.
const officeMove = "Hi team, a quick update on the office move. We are moving from the 2nd floor to the 5th floor of the same building on Monday, March 3. Please pack your desk into the labelled crates by Friday at 4 pm; the movers arrive Saturday morning and anything left loose will not be moved. IT will reconnect all monitors and docks over the weekend, so you should be able to log in as usual on Monday. Parking passes for the basement garage stay the same, but the bike room is moving to the back entrance. The old kitchen closes on Thursday, so please take your mugs and clear the fridge by then. If you have questions, ask Priya at reception or reply to this email.";
const carBattery = "So my car wouldn't start this morning, which was great timing since I had a dentist appointment at 8. I turned the key and just heard clicking. My neighbor Dave came over with jumper cables and said it was almost certainly the battery. Turns out I left the dome light on all night after unloading groceries, and with the cold snap the battery was already weak. Dave jumped it and I drove around for about 30 minutes to recharge it. I made the appointment with five minutes to spare. On the way home I bought a portable jump starter for 60 bucks so I never have to knock on Dave's door at 7am again.";
const canThoFlood = "Tối qua Cần Thơ mưa lớn suốt ba tiếng, nhiều tuyến đường ở quận Ninh Kiều ngập sâu tới đầu gối. Hẻm nhà mình nước tràn vào tận phòng khách, cả nhà phải kê đồ lên cao. Nhiều xe máy chết máy giữa đường, người dân phải dắt bộ về nhà. Theo đài khí tượng, lượng mưa đo được hơn 120 mm, cộng với triều cường nên nước rút rất chậm. Đến khoảng 2 giờ sáng nước mới rút hết. Sáng nay cả xóm cùng nhau dọn bùn, lau nhà và phơi đồ. Phường hứa sẽ nạo vét cống trong tháng tới để đỡ ngập.";
const banhMi = "Cuối tuần rồi mình ghé một tiệm bánh mì mới mở ở gần chợ Đà Lạt tên là Bánh Mì Sương Sớm. Tiệm nhỏ xíu, chỉ có bốn cái bàn nhưng lúc nào cũng đông. Ổ bánh mì xíu mại chén ở đây giá 25.000 đồng, ăn kèm một chén xíu mại nóng hổi và đồ chua. Vỏ bánh giòn rụm, xíu mại mềm, nước sốt cà chua đậm đà. Chủ tiệm là hai vợ chồng trẻ từ Sài Gòn lên, mỗi sáng nướng bánh từ 5 giờ. Tiệm mở cửa từ 6 giờ đến 10 giờ sáng, hết bánh là đóng cửa. Ai lên Đà Lạt nhớ ghé sớm kẻo hết nha.";
const chickenMixup = "어제 야근하고 집에 와서 양념치킨 반반에 콜라를 시켰다. 40분이 지나도 안 와서 앱을 봤더니 이미 배달 완료라고 떠 있었다. 알고 보니 기사님이 옆 동 같은 호수에 두고 가신 거였다. 옆 동에 가서 문을 두드렸더니 대학생 두 명이 이미 절반을 먹고 있었다. 그 친구들은 친구가 시켜 준 줄 알았다며 엄청 미안해했다. 결국 가게 사장님이 사과하면서 새로 한 마리를 보내 주셨고, 나는 밤 11시에 치킨을 두 번 받은 사람이 됐다. 남은 치킨은 옆 동 학생들이랑 나눠 먹었다.";
const jejuCups = "제주도는 내년 1월부터 모든 카페와 패스트푸드점에서 일회용 플라스틱 컵 사용을 금지한다고 밝혔다. 그 대신 다회용 컵을 빌려주고, 컵을 반납하면 보증금 1000원을 돌려주는 제도를 도입한다. 제주도에서는 관광객이 늘면서 버려지는 일회용 컵이 하루 평균 10만 개에 달하는 것으로 조사됐다. 이 컵들은 대부분 재활용되지 못하고 매립되거나 바다로 흘러가 해양 오염의 원인이 되고 있다. 일부 카페 업주들은 설거지 인력이 더 필요하다며 부담을 호소했다. 도는 컵 세척 센터를 세워 카페의 부담을 줄이겠다고 설명했다.";
const winterBreak = "各位家长好，现将本学期寒假安排通知如下。学校将于1月20日正式放假，2月17日开学报到，2月18日正式上课。寒假作业包括语文阅读两本课外书并写读书笔记，数学完成练习册第三单元，英语每天听读15分钟。请家长督促孩子合理安排作息，每天户外活动不少于一小时。假期中请注意用电、用火和交通安全，不要到冰面上玩耍。如孩子身体不适或有特殊情况，请及时与班主任联系。祝大家度过一个愉快、安全的寒假。";
const lostWallet = "本周三晚上，青岛一名出租车司机在车后座发现了一个黑色钱包，里面有8000多元现金、身份证和几张银行卡。司机刘师傅回忆，当晚他在火车站附近接过一位赶车的乘客，钱包很可能是对方落下的。由于联系不上失主，刘师傅第二天一早把钱包送到了附近派出所。民警通过身份证信息联系到了失主张先生，原来他是来青岛出差的，发现钱包丢了以后一直非常着急。张先生拿到钱包后想给刘师傅两千元表示感谢，被刘师傅婉言谢绝。出租车公司表示将对刘师傅进行表彰。";

export const cases: EvalCase[] = [
  evalCase({
    id: 'blind2-summarize-en-1', type: 'summarize', language: 'en',
    input: { input: portland, summaryStyle: 'news' },
    facts: [
      { label: 'the 7-2 vote to turn garages into housing', check: all(/7-2|7 to 2/u, /garage/iu, /housing|apartments|homes/iu) },
      { label: 'keeps the 600 apartments', check: /\b600\b/u },
      ownHeadline(portland, 110),
      condensed(portland, 0.7),
    ],
  }),
  evalCase({
    id: 'blind2-summarize-en-2', type: 'summarize', language: 'en',
    input: { input: birthday, summaryStyle: 'meme' },
    facts: [
      { label: 'the reservation mix-up (7:30 AM, table given away)', check: /7:30|AM\b|gave (?:it|our table) away|given (?:it )?away|reservation/u },
      { label: 'keeps the key items: the lasagna and the tiramisu', check: all(/lasagna/iu, /tiramisu/iu) },
      { label: 'no pasted filler ("Okay so here\'s what happened")', check: not(/here's what happened|So yeah/iu) },
      condensed(birthday, 0.75),
    ],
  }),
  evalCase({
    id: 'blind2-summarize-vi-1', type: 'summarize', language: 'vi',
    input: { input: busMetro, summaryStyle: 'key_points' },
    facts: [
      { label: '17 bus routes changed to connect with metro line 1', check: all(/17 tuyến/u, /metro/iu) },
      { label: 'the 5 new electric bus routes', check: /xe buýt điện|5 tuyến/u },
      { label: 'the shared ticket with a 10% transfer discount', check: /10%/u },
      { label: 'the worry about waiting times (up to 20 minutes)', check: /thời gian chờ|20 phút/u },
      points(4),
    ],
  }),
  evalCase({
    id: 'blind2-summarize-vi-2', type: 'summarize', language: 'vi',
    input: { input: pho, summaryStyle: 'eli5' },
    facts: [
      { label: 'says what they cooked and how (phở, bones, broth, grilled onion)', check: all(/phở/iu, /xương|nước dùng|hành|gừng|ninh/iu) },
      { label: 'the outcome (everyone ate their phở; broth too salty; will cook again)', check: /mặn|nấu lại|tự nấu|được ăn|bố mẹ/iu },
      notLeadPaste(pho),
      shortSentences(true, 14),
    ],
  }),
  evalCase({
    id: 'blind2-summarize-ko-1', type: 'summarize', language: 'ko',
    input: { input: noSpend, summaryStyle: 'sns' },
    facts: [
      { label: '무지출 챌린지가 무엇인지 전한다', check: /무지출/u },
      { label: '아낀 금액(30만 원)이나 전문가 조언을 전한다', check: /30만 원|스트레스|보상 소비|고정 지출|작은 목표/u },
      hashtags(/^(?:요즘|사이|다시|하루|동안|또한|하지만|서로|먼저|미리|무작정|대신|지나친|한|이|그)$/u),
      { label: '해시태그에 무지출(챌린지)이 있다', check: /#무지출/u },
    ],
  }),
  evalCase({
    id: 'blind2-summarize-ko-2', type: 'summarize', language: 'ko',
    input: { input: meeting, summaryStyle: 'general' },
    facts: [
      { label: '지은 씨의 제안(30분, 공유 문서)', check: /지은|30분|공유 문서/u },
      { label: '결과: 회의가 35분 만에 끝났다', check: /35분/u },
      condensed(meeting, 0.7),
    ],
  }),
  evalCase({
    id: 'blind2-summarize-zh-1', type: 'summarize', language: 'zh',
    input: { input: canteen, summaryStyle: 'news' },
    facts: [
      { label: '一元午餐与服务对象（独居老人）', check: all(/一元/u, /老人/u) },
      { label: '关键数字（两荤一素、十五元、补贴）', check: /两荤一素|十五元|15元|补贴/u },
      ownHeadline(canteen, 40),
    ],
  }),
  evalCase({
    id: 'blind2-summarize-zh-2', type: 'summarize', language: 'zh',
    input: { input: pothos, summaryStyle: 'hiphop' },
    facts: [
      { label: '原因：浇水太勤', check: /浇水太勤|浇水太多|浇太多|烂根/u },
      { label: '解决办法：土干了再浇、排水孔、换盆剪叶', check: /土表面干|干了|排水孔|有孔的盆|换了|剪掉/u },
      { label: '像说唱：短句成行，不是整句照搬', check: (text) => { const lines = text.split('\n').filter((line) => /\p{Script=Han}/u.test(line)); return lines.length >= 4 && lines.every((line) => [...line].length <= 30); } },
    ],
  }),
  // ── new requests written after the fixes ─────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'new2-summarize-en-1', type: 'summarize', language: 'en',
    input: { input: officeMove, summaryStyle: 'key_points' },
    facts: [
      { label: 'the move to the 5th floor on March 3', check: all(/5th floor/u, /March 3|Monday/u) },
      { label: 'what to do: pack by Friday 4 pm, clear the kitchen', check: all(/pack|crates/iu, /Friday/u) },
      { label: 'no greeting as a point ("Hi team")', check: not(/•\s*Hi team/iu) },
      points(4),
    ],
  }),
  evalCase({
    id: 'new2-summarize-en-2', type: 'summarize', language: 'en',
    input: { input: carBattery, summaryStyle: 'hiphop' },
    facts: [
      { label: 'the cause: dome light left on, weak battery in the cold', check: /dome light|battery/iu },
      { label: 'the fix: a jump start or the portable jump starter', check: /jump/iu },
      { label: 'short bars, not whole pasted sentences', check: (text) => text.split('\n').every((line) => line.split(/\s+/u).length <= 24) },
    ],
  }),
  evalCase({
    id: 'new2-summarize-vi-1', type: 'summarize', language: 'vi',
    input: { input: canThoFlood, summaryStyle: 'general' },
    facts: [
      { label: 'the flood in Cần Thơ after heavy rain', check: all(/Cần Thơ|Ninh Kiều/u, /mưa|ngập/u) },
      { label: 'how it ended (water down at 2am, clean-up, the ward\'s promise)', check: /rút hết|dọn bùn|nạo vét|2 giờ sáng/u },
    ],
  }),
  evalCase({
    id: 'new2-summarize-vi-2', type: 'summarize', language: 'vi',
    input: { input: banhMi, summaryStyle: 'sns' },
    facts: [
      { label: 'the shop and the dish (Bánh Mì Sương Sớm, xíu mại)', check: /Sương Sớm|xíu mại/u },
      { label: 'the price or the opening hours', check: /25\.000|6 giờ|10 giờ/u },
      { label: 'hashtags from key terms (Đà Lạt, bánh mì, xíu mại)', check: /#(?:ĐàLạt|BánhMì|bánhmì|xíumại|BánhMìSươngSớm)/iu },
    ],
  }),
  evalCase({
    id: 'new2-summarize-ko-1', type: 'summarize', language: 'ko',
    input: { input: chickenMixup, summaryStyle: 'meme' },
    facts: [
      { label: '치킨이 옆 동으로 잘못 배달됐다', check: /옆 동/u },
      { label: '결말: 사장님이 새로 보내 주거나 나눠 먹었다', check: /사과|새로|나눠 먹/u },
      { label: '끊긴 문장이 없다 (절이 문장으로 닫힌다)', check: not(/(?:하면서|했고|하며)\s*(?:\p{Extended_Pictographic}|$)/mu) },
    ],
  }),
  evalCase({
    id: 'new2-summarize-ko-2', type: 'summarize', language: 'ko',
    input: { input: jejuCups, summaryStyle: 'eli5' },
    facts: [
      { label: '일회용 컵 금지', check: /일회용|한 번 쓰고 버리는/u },
      { label: '이유: 재활용이 안 되고 바다를 오염시킨다', check: /재활용|바다|오염/u },
      shortSentences(false, 40),
    ],
  }),
  evalCase({
    id: 'new2-summarize-zh-1', type: 'summarize', language: 'zh',
    input: { input: winterBreak, summaryStyle: 'key_points' },
    facts: [
      { label: '放假和开学日期', check: /1月20日/u },
      { label: '寒假作业或安全提醒', check: /作业|安全/u },
      { label: '不把问候语当要点', check: not(/•\s*各位家长好/u) },
      points(4),
    ],
  }),
  evalCase({
    id: 'new2-summarize-zh-2', type: 'summarize', language: 'zh',
    input: { input: lostWallet, summaryStyle: 'news' },
    facts: [
      { label: '司机捡到钱包并交到派出所', check: all(/钱包/u, /派出所|失主/u) },
      { label: '结局：拒绝两千元酬谢', check: /谢绝|两千元/u },
      ownHeadline(lostWallet, 30),
    ],
  }),
];
