import { checkFortuneRows } from './fortune-rows-harness.ts';

// Round 19 of issue 13 (helper fort23): the general whether fall-through read by who it turns on (fortune-whose23.ts), a
// lucky number given for the visitor's own occasion (fortune-occasion23.ts) and a keep-or-change choice leaned by the cost
// the visitor wrote on one side (fortune-either23.ts). Every input is held out: none is in round19-fort23.before.json or
// round19-fort23.after.json.

/** The old lines: a lean yes "because of" the told clause nearest the question, and "the change has already started". */
const oldLines = /and the reason is in your own words|và lý do nằm ngay trong lời bạn|그 이유는 직접 적어 주신 말에 있어요|理由就在你自己的话里|the change has usually already started|thường thì sự thay đổi đã bắt đầu|대개 변화가 이미 시작돼|改变往往已经在心里开始了/u;

checkFortuneRows('a whether whose subject is another person is theirs to answer; the visitor’s side is read', [
  { language: 'en', category: 'work', input: 'asking my landlord to fix the heater this week, will he actually do it', path: 'fall20:whether:theirAsk', says: /theirs to give[\s\S]*your side of it, “you’re asking your landlord to fix the heater this week”/u },
  { language: 'vi', category: 'work', input: 'mai em xin sếp cho nghỉ phép 3 ngày, anh ấy có đồng ý không', path: 'fall20:whether:theirAsk', says: /là của người ta[\s\S]*phần của bạn, “mai bạn xin sếp cho nghỉ phép 3 ngày”/u },
  { language: 'ko', category: 'week', input: '이번 주에 교수님께 추천서 부탁드리려고 하는데 그 교수님이 써 주실까요', path: 'fall20:whether:theirAsk', says: /그 사람이 할 대답[\s\S]*‘이번 주에 교수님께 추천서 부탁드리려고 하는데’/u },
], oldLines);

checkFortuneRows('another person’s act against the visitor told beside the question: asked of them plainly, not waited out', [
  { language: 'en', category: 'money', input: 'my roommate still hasnt paid his half of the rent. will i see that money', path: 'fall20:whether:theirs', says: /It runs through someone else: “your roommate still hasnt paid his half of the rent”[\s\S]*not by waiting it out/u },
  { language: 'vi', category: 'future', input: 'em muốn học vẽ mà bố mẹ phản đối, em có nên theo không', path: 'fall20:whether:theirs', says: /đi qua một người khác: “bố mẹ phản đối”/u },
  { language: 'zh', category: 'future', input: '想出国读书，可是爸妈不同意，我能去成吗', path: 'fall20:whether:theirs', says: /要经过另一个人：“爸妈不同意”/u },
], oldLines);

checkFortuneRows('a leaving act takes another person’s act against the visitor as its reason', [
  { language: 'zh', category: 'work', input: '领导天天挑刺，要不要辞职', path: 'fall20:whether:theirs:pro', says: /你的理由是真的[\s\S]*“领导天天挑刺”/u },
], oldLines);

checkFortuneRows('a "what do I do" beside another person’s clause is answered on the visitor’s own side', [
  { language: 'en', category: 'love', input: 'i have a crush on a guy at my gym but he has a girlfriend, what do i do', path: 'fall20:what', says: /Part of this is someone else’s: “he has a girlfriend”/u },
], oldLines);

checkFortuneRows('a lucky number is given for the occasion the visitor wrote', [
  { language: 'ko', category: 'lucky_number', input: '다음 달에 작은 꽃집을 여는데 행운의 숫자 알려 주세요', path: 'stock:number-occasion23', says: /‘다음 달에 작은 꽃집을 여는데’, 이렇게 적어 주셨죠\. 그 일에 맞춰 카드가 뽑아 준 숫자는 \d+/u },
  { language: 'vi', category: 'lucky_number', input: 'tháng sau em khai trương tiệm bánh, cho em xin con số may mắn', path: 'stock:number-occasion23', says: /“tháng sau bạn khai trương tiệm bánh”: cho đúng chuyện đó, lá bài lật ra số \d+/u },
], oldLines);

checkFortuneRows('a keep-or-change choice leans the way the cost the visitor wrote on one side leans it', [
  { language: 'vi', category: 'work', input: 'em nên ở lại công ty hay chuyển sang chỗ mới, chỗ mới lương cao hơn nhưng không quen ai', path: 'form18:either:statusQuo:cost23-keep', says: /Quẻ nghiêng về “ở lại công ty”, ít nhất là lúc này, và lý do là của chính bạn: “không quen ai”/u },
  { language: 'ko', category: 'work', input: '지금 회사에 계속 다닐까요 아니면 이직할까요? 지금 회사는 야근이 너무 많아요', path: 'form18:either:statusQuo:cost23-change', says: /카드는 ‘이직할까’ 쪽으로 기울어요\. 이유는 직접 적어 주신 말이에요\. ‘지금 회사는 야근이 너무 많아요’/u },
], oldLines);
