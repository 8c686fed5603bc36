/**
 * Round 12 (issue 13): more first-person feelings and closings per tone, so ten seeds of one theme do not sing the same
 * few lines (variety had fallen to 0.24-0.26). Like the neutral lines, they carry no place, weather, object or person:
 * the theme's own lines stay the subject, and no prop nobody named is pasted in.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { LyricsTone } from './types.ts';

/** Extra first-person lines shared by every emotion of a tone. */
export const moreToneFeelings: Record<ContentLanguage, Record<LyricsTone, readonly string[]>> = {
  en: {
    bright: ['I laugh at nothing and let it stay', 'My chest feels wide open today', 'I say yes before the question ends', 'The good part keeps on going', 'I want to remember every second', 'I am lighter than I have been in years', 'I keep grinning like I know a secret', 'Today I do not need a reason', 'Something in me is finally awake', 'I let the moment run ahead of me', 'I hum along to nothing at all', 'The hours go by and I let them', 'I feel the day answer back', 'Even the small talk feels warm', 'I forget to check the time', 'I keep the good news to myself a little longer', 'I tell the story twice and it is still good', 'Everything fits without trying', 'I feel lucky in a quiet way', 'The whole day leans my way'],
    dark: ['I go quiet in the middle of sentences', 'Some days I only get halfway through', 'I practise saying it is fine', 'I carry it from room to room', 'I lose the thread and let it go', 'The days blur at the edges', 'I keep busy so I do not have to feel it', 'I sleep late and wake up tired', 'I hold it in until I can be alone', 'I am still learning how to miss it', 'I start to say it, then I stop', 'The quiet has a weight today', 'I keep the thought folded small', 'I look fine from far away', 'I let the hours go without a fight', 'Some of me is still catching up', 'I sit a long while and do nothing', 'Every kind word sounds far away', 'I nod along and hear none of it', 'Each evening is a little longer'],
    fire: ['I have had enough of being polite', 'I am done swallowing it whole', 'My hands are shaking, and I let them', 'I count to ten and it does not help', 'I will say it once, and clearly', 'Nobody gets to talk me small again', 'I burn it down to what is true', 'I do not owe anyone my silence', 'I let the anger say its piece', 'Every word I kept is coming out', 'I am not sorry for the noise', 'I know exactly what I saw', 'I take my voice back, word by word', 'The patience is spent', 'I stand where I said I would', 'I am finished asking for less', 'I say it straight, no softening', 'Silence was never a yes', 'I take back what is mine', 'It is my turn to speak'],
    soft: ['I let my shoulders fall', 'I breathe out slower than I breathe in', 'There is no rush tonight', 'I go easy on myself for once', 'I rest before I have to', 'I let the quiet hold me up', 'Small steps still count', 'I am allowed to stop for a while', 'I unclench my hands one finger at a time', 'I give the day back, a little at a time', 'I give myself the evening', 'Nothing has to be solved tonight', 'I let the day be what it was', 'I loosen every knot I can', 'One slow breath, then another', 'I am kinder to myself by the hour', 'Nobody is rushing me tonight', 'I forgive myself the things undone', 'Today was enough', 'I do not have to be strong every minute'],
  },
  vi: {
    bright: ['Ta cười chẳng vì đâu, cứ để vậy', 'Lồng ngực hôm nay rộng mở', 'Chưa hỏi xong ta đã gật đầu', 'Phần vui cứ kéo dài mãi', 'Ta muốn nhớ từng giây một', 'Lòng nhẹ như lâu lắm rồi mới thế', 'Ta cứ tủm tỉm như giữ một bí mật', 'Hôm nay chẳng cần lý do', 'Có gì đó trong ta vừa thức dậy', 'Ta để khoảnh khắc chạy trước mình', 'Ta ngân nga chẳng theo bài nào', 'Giờ trôi, ta cứ để trôi', 'Ngày hôm nay như đáp lời ta', 'Chuyện vặt cũng thấy ấm lòng', 'Quên cả nhìn đồng hồ', 'Giữ tin vui cho riêng mình thêm chút nữa', 'Ta muốn ôm cả ngày hôm nay vào lòng', 'Bước chân tự nhiên nhanh hơn', 'Ta kể đi kể lại mà chẳng thấy chán', 'Trong lòng như có nắng', 'Ta cười một mình suốt dọc đường', 'Mọi thứ vừa khớp, chẳng cần cố', 'Ngày dài mà chẳng thấy mệt', 'Ta thấy mình may mắn lạ', 'Có lẽ đây là ngày đẹp nhất tuần', 'Ta hát khe khẽ chẳng ai nghe'],
    dark: ['Đang nói giữa chừng, ta bỗng lặng im', 'Có ngày chỉ đi được nửa đường', 'Ta tập nói mọi chuyện vẫn ổn', 'Ta mang nó đi từ phòng này sang phòng khác', 'Lạc mất mạch nghĩ, ta để nó trôi', 'Ngày tháng nhòe đi ở mép', 'Ta bận rộn để khỏi phải cảm thấy', 'Ngủ muộn, dậy vẫn mệt', 'Ta nén lại cho tới khi chỉ còn một mình', 'Ta vẫn đang học cách nhớ', 'Định nói, rồi lại thôi', 'Sự im lặng hôm nay có sức nặng', 'Ta gấp ý nghĩ lại thật nhỏ', 'Nhìn từ xa, ta trông vẫn ổn', 'Để giờ trôi đi, chẳng níu kéo', 'Một phần ta vẫn mải chạy theo ngày cũ', 'Ta ngồi lâu mà chẳng làm gì', 'Lời an ủi nào cũng thấy xa', 'Ta cố ngủ mà mắt cứ mở', 'Có những chuyện chẳng biết kể với ai', 'Lòng trống một khoảng chẳng gọi được tên', 'Ta đi qua ngày như đi qua sương', 'Nụ cười ta mỏng như tờ giấy', 'Ta gật đầu mà chẳng nghe gì cả', 'Mỗi tối lại dài hơn một chút', 'Ta giữ mọi thứ ở trong, chẳng nói ra'],
    fire: ['Lịch sự thế là đủ rồi', 'Ta thôi nuốt hết vào trong', 'Tay ta run, cứ để nó run', 'Đếm tới mười cũng chẳng ích gì', 'Ta nói một lần, thật rõ', 'Chẳng ai được khiến ta nhỏ bé nữa', 'Đốt hết, chỉ giữ lại điều thật', 'Ta chẳng nợ ai sự im lặng', 'Cứ để cơn giận nói hết lời', 'Những lời giữ lại giờ bật ra hết', 'Ồn ào thì sao, ta chẳng tiếc', 'Ta biết rõ điều mình đã thấy', 'Lấy lại giọng mình, từng chữ một', 'Kiên nhẫn đã cạn', 'Ta đứng đúng chỗ ta đã hứa', 'Ta thôi xin ít đi', 'Ta nói thẳng, chẳng vòng vo', 'Đủ rồi, ta không nhịn nữa', 'Ta chẳng cần ai cho phép', 'Cơn giận này có lý do của nó', 'Ta thôi cười cho qua chuyện', 'Nghe cho kỹ, ta chỉ nói một lần', 'Ta đòi lại phần của mình', 'Ta không lùi thêm bước nào', 'Im lặng không có nghĩa là đồng ý', 'Giờ đến lượt ta lên tiếng'],
    soft: ['Ta thả lỏng đôi vai', 'Thở ra chậm hơn hít vào', 'Đêm nay chẳng cần vội', 'Lần này ta nhẹ tay với chính mình', 'Nghỉ một chút trước khi phải nghỉ', 'Để sự yên tĩnh nâng ta lên', 'Bước nhỏ cũng là bước', 'Ta được phép dừng lại một lúc', 'Từng ngón tay một, ta mở bàn tay ra', 'Trả lại ngày hôm nay, từng chút một', 'Tặng mình một buổi tối', 'Đêm nay chẳng có gì phải giải', 'Ngày thế nào thì để thế', 'Gỡ từng nút thắt có thể gỡ', 'Một hơi thở chậm, rồi thêm một hơi', 'Mỗi giờ lại dịu với mình hơn', 'Cứ chậm lại, chẳng ai giục đâu', 'Ta pha cho mình một ấm trà nóng', 'Nằm nghe tiếng đồng hồ chậm rãi', 'Ta tha cho mình những điều chưa làm được', 'Hôm nay vậy là đủ rồi', 'Để lòng mình nghỉ một chút', 'Ta ôm lấy mình như ôm một người bạn', 'Không cần mạnh mẽ mọi lúc', 'Mai tính tiếp, giờ nghỉ đã', 'Ta hít một hơi thật sâu rồi thả ra'],
  },
  ko: {
    bright: ['괜히 웃음이 나, 그냥 두기로 해', '오늘은 가슴이 활짝 열렸어', '질문이 끝나기도 전에 좋다고 해', '좋은 순간이 계속 이어져', '일 초 일 초 다 기억하고 싶어', '몇 년 만에 이렇게 가벼워', '비밀이라도 있는 것처럼 자꾸 웃어', '오늘은 이유가 필요 없어', '내 안의 뭔가가 드디어 깨어났어', '이 순간이 나보다 앞서 달려가게 둬', '하루 종일 발걸음이 가벼워', '몇 번을 말해도 또 말하고 싶어', '애쓰지 않아도 다 맞아떨어져', '오늘은 조용히 운이 좋은 날이야'],
    dark: ['말하다 말고 조용해져', '어떤 날은 반쯤밖에 못 가', '괜찮다고 말하는 연습을 해', '방에서 방으로 그걸 들고 다녀', '생각의 끈을 놓치고 그냥 둬', '하루하루가 가장자리부터 흐려져', '느끼지 않으려고 바쁘게 지내', '늦게 자고 피곤하게 일어나', '혼자가 될 때까지 꾹 참아', '그리워하는 법을 아직 배우는 중이야', '오래 앉아 있어도 아무것도 안 해', '위로의 말이 다 멀게 들려', '고개는 끄덕이는데 하나도 안 들려', '저녁이 조금씩 더 길어져'],
    fire: ['착한 척은 이제 충분해', '통째로 삼키는 건 그만할래', '손이 떨려도 그냥 둬', '열까지 세어도 소용없어', '한 번만, 분명하게 말할게', '아무도 날 작게 만들 수 없어', '다 태우고 진짜만 남길 거야', '내 침묵은 누구 것도 아니야', '화가 할 말을 다 하게 둬', '참았던 말이 전부 쏟아져', '돌려 말하지 않을게', '침묵은 한 번도 동의가 아니었어', '내 몫은 내가 찾아갈래', '이제 내가 말할 차례야'],
    soft: ['어깨를 내려놓아', '들이쉬는 것보다 천천히 내쉬어', '오늘 밤은 서두를 거 없어', '이번만은 나한테 너그럽게', '지치기 전에 쉬어', '고요가 나를 받쳐 주게 둬', '작은 걸음도 걸음이야', '잠깐 멈춰도 괜찮아', '쥔 손을 한 손가락씩 풀어', '오늘을 조금씩 돌려보내', '오늘 밤은 아무도 날 재촉하지 않아', '못 한 일들은 그냥 용서해 줘', '오늘은 이걸로 충분했어', '매 순간 강할 필요는 없어'],
  },
  zh: {
    bright: ['我无缘无故地笑，就让它笑吧', '今天胸口敞亮', '还没问完，我就说好', '开心的部分一直在继续', '我想记住每一秒', '好多年没这么轻松了', '我一直偷笑，像藏着秘密', '今天不需要理由', '心里有什么终于醒了', '让这一刻跑在我前面', '一整天脚步都很轻', '说了好几遍，还想再说', '不用用力，一切都刚好', '今天是悄悄走运的一天'],
    dark: ['话说到一半，我就安静了', '有些日子只走得到一半', '我练习说没关系', '我把它从一个房间带到另一个房间', '思绪断了，我就随它去', '日子的边缘都模糊了', '我让自己忙起来，好不去感觉', '睡得很晚，醒来还是累', '我忍着，等到只剩自己一个人', '我还在学怎么想念', '坐了很久，什么也没做', '安慰的话都听着很远', '我点着头，一句也没听进去', '每个晚上都更长一点'],
    fire: ['客气够了', '我不再整个吞下去', '手在抖，就让它抖', '数到十也没用', '我只说一次，说清楚', '谁也别再让我变小', '烧掉一切，只留下真的', '我不欠任何人沉默', '让怒气把话说完', '忍住的话全都冒出来了', '我直说，不绕弯', '沉默从来不是同意', '属于我的，我拿回来', '现在轮到我说话了'],
    soft: ['我放下肩膀', '呼气比吸气更慢一点', '今晚不用赶', '这一次，对自己宽容一点', '累之前先歇一歇', '让安静把我托住', '小小的一步也是一步', '停一会儿也没关系', '一根手指一根手指地松开拳头', '把今天一点一点还回去', '今晚没有人催我', '没做完的事，就原谅自己吧', '今天这样就够了', '不必每一分钟都坚强'],
  },
};

/** Extra closing lines per tone. */
export const moreClosings: Record<ContentLanguage, Record<LyricsTone, readonly string[]>> = {
  en: {
    bright: ['And the day keeps shining', 'Let it play on', 'Here is to the next one', 'The best part is still ahead'],
    dark: ['And I let it be', 'The rest I keep to myself', 'Not yet, but one day', 'Slowly, slowly, on'],
    fire: ['And that is my last word', 'Now you know', 'I am still standing', 'The door stays shut'],
    soft: ['Rest now', 'It can wait', 'Easy does it', 'Let the night be kind'],
  },
  vi: {
    bright: ['Và ngày vẫn sáng mãi', 'Cứ để nhạc vang tiếp', 'Nâng ly cho lần sau', 'Phần đẹp nhất còn ở phía trước'],
    dark: ['Và ta để mọi thứ yên', 'Phần còn lại ta giữ cho mình', 'Chưa phải lúc này, nhưng rồi sẽ', 'Chậm thôi, chậm thôi, mà vẫn đi'],
    fire: ['Và đó là lời cuối', 'Giờ thì biết rồi đấy', 'Ta vẫn đứng đây', 'Cánh cửa vẫn đóng'],
    soft: ['Nghỉ đi thôi', 'Mọi thứ chờ được', 'Từ từ thôi', 'Để đêm dịu dàng với ta'],
  },
  ko: {
    bright: ['그리고 하루는 계속 빛나', '음악은 계속 틀어 둬', '다음을 위하여', '제일 좋은 건 아직 남았어'],
    dark: ['그냥 그대로 둘게', '나머지는 나만 알게', '아직은 아니지만, 언젠가', '천천히, 천천히, 그래도 앞으로'],
    fire: ['이게 내 마지막 말이야', '이제 알겠지', '나는 아직 서 있어', '문은 닫힌 채로'],
    soft: ['이제 쉬어', '다 기다려 줄 거야', '천천히 해도 돼', '밤이 다정하기를'],
  },
  zh: {
    bright: ['而这一天还在发光', '让音乐继续放', '敬下一次', '最好的还在后面'],
    dark: ['就让它这样吧', '剩下的，我自己留着', '还不是现在，但总有一天', '慢慢地，慢慢地，往前走'],
    fire: ['这就是我最后的话', '现在你知道了', '我还站着', '门就关着吧'],
    soft: ['休息吧', '都可以等', '慢慢来', '愿今晚对我温柔'],
  },
};

/** Extra lines of the families most themes reach (a home, grandparents), which held six lines each. */
export const moreFamilyLines: Record<string, Record<ContentLanguage, readonly string[]>> = {
  // Round 13: lines of the other festivals a holiday-away theme names (tagged by their own words, lyrics-kind-agree.ts).
  'new-year': {
    en: ['Mooncakes in the shop window, and nobody to share one with', 'I look up at the Mid-Autumn moon from a street with no name for it', "Someone else's Christmas tree blinks across the street", 'Christmas carols in the shops, and nobody to sing them with', 'The family chat fills up with photos of the table at home', 'I call home and count the voices in the room'],
    vi: ['Trăng Trung thu tròn vành, ta ăn bánh nướng một mình', 'Mâm cỗ trông trăng là của nhà người ta', 'Cây thông Noel nhà bên nhấp nháy, phòng ta vẫn tối', 'Nhạc Giáng sinh vang khắp phố, ta chẳng biết hát cùng ai', 'Nhóm chat nhà mình toàn ảnh mâm cơm', 'Gọi về nhà, ta đếm từng giọng nói trong phòng'],
    ko: ['추석 보름달은 둥근데 송편은 혼자 먹어', '한가위 달을 낯선 동네에서 올려다봐', '길 건너 집 크리스마스 트리만 반짝여', '거리엔 캐럴이 흘러도 같이 부를 사람이 없어', '가족 단톡방에 상 차린 사진이 올라와', '집에 전화해서 방 안 목소리를 하나하나 세어 봐'],
    zh: ['中秋的月亮圆了，月饼我一个人吃', '抬头看中秋的月亮，想起家里的院子', '对面窗户里的圣诞树一闪一闪', '街上放着圣诞歌，我不知道和谁一起唱', '家族群里全是一桌菜的照片', '打电话回家，数着电话那头的声音'],
  },
  home: {
    en: ['The table is set for one more out of habit', 'Something slow is always simmering on the stove', 'The hall light is left on for whoever comes in late', 'Shoes by the door in a crooked row', 'The smell of steaming rice fills the house', 'The window over the sink fogs up at dinner time'],
    vi: ['Nồi canh trên bếp sôi lăn tăn', 'Đôi dép xếp lệch ngoài bậc cửa', 'Ngọn đèn hiên để sáng chờ người về muộn', 'Mùi cơm chín lan khắp gian nhà', 'Ô cửa bếp mờ hơi nước giờ cơm', 'Chiếc ghế nhựa quen vẫn kê ở góc bếp'],
    ko: ['현관엔 신발들이 삐뚤빼뚤 놓여 있어', '늦게 오는 사람을 위해 복도 불을 켜 둬', '밥 뜸 드는 냄새가 온 집에 퍼져', '저녁때면 싱크대 위 창문에 김이 서려', '식탁엔 버릇처럼 수저가 한 벌 더 놓여', '가스레인지 위 냄비가 보글보글 끓어'],
    zh: ['门口的鞋子歪歪扭扭排成一行', '走廊的灯留着，等晚归的人', '米饭蒸熟的香味飘满屋子', '晚饭时，水池上面的窗户起了雾', '桌上习惯性地多摆一双筷子', '灶上的锅咕嘟咕嘟地响'],
  },
  grandparents: {
    en: ['A voice from the next room asks if I have eaten', 'The same stories, told the same way, and I still listen', 'The afternoon nap, the ticking, the quiet house', 'The garden still grows what those hands planted'],
    vi: ['Giọng từ gian bên hỏi ăn cơm chưa', 'Chuyện cũ kể lại y như mọi lần, ta vẫn ngồi nghe', 'Giấc ngủ trưa, tiếng tích tắc, căn nhà yên ắng', 'Khu vườn vẫn xanh những gì đôi tay ấy trồng'],
    ko: ['옆방에서 밥은 먹었냐고 묻는 목소리', '늘 같은 옛날이야기, 그래도 또 들어', '낮잠, 시계 소리, 조용한 집', '그 손이 심은 것들이 아직 마당에 자라'],
    zh: ['隔壁房间的声音问我吃饭了没', '同样的老故事，同样的讲法，我还是听', '午睡，钟声，安静的屋子', '院子里还长着那双手种下的东西'],
  },
  winter: {
    en: ['The window is cold against my forehead', 'Boots by the door, still wet with snow', 'Everything outside has gone quiet and white', 'I hold my hands over the heater and wait'],
    vi: ['Trán tựa ô kính lạnh buốt', 'Hơi thở trắng xóa mỗi sớm ra đường', 'Ngoài kia mọi thứ lặng im và lạnh', 'Hơ tay bên bếp, đợi ấm dần lên'],
    ko: ['차가운 유리창에 이마를 대', '현관엔 눈 묻은 신발이 젖어 있어', '바깥은 온통 조용하고 하얘', '난로에 손을 쬐며 기다려'],
    zh: ['额头贴着冰凉的窗玻璃', '门口的靴子还沾着雪', '外面的一切都安静又雪白', '我把手伸到暖气上，等着'],
  },
  friendship: {
    en: ['We talk until the street lights switch off', 'You still know what I mean before I say it', 'We laugh at the same old thing, again', 'Years go by and we pick up mid-sentence'],
    vi: ['Nói chuyện tới khi đèn đường tắt', 'Chưa kịp nói mà bạn đã hiểu', 'Lại cười vì chuyện cũ rích ấy', 'Bao năm rồi, gặp lại vẫn nói tiếp câu dang dở'],
    ko: ['가로등이 꺼질 때까지 수다를 떨어', '말하기도 전에 넌 다 알아들어', '맨날 하던 얘기에 또 웃어', '몇 년이 지나도 하던 말 이어서 해'],
    zh: ['聊到路灯都熄了', '我还没说，你就懂了', '为同一件老事，又笑了一遍', '过了这么多年，一见面就接着上次的话说'],
  },
  rain: {
    en: ['The gutters run like little rivers', 'The smell of wet pavement comes in through the window', 'Raindrops race each other down the glass', 'Everyone hurries, and I do not'],
    vi: ['Nước mưa chảy thành dòng dọc mép đường', 'Mùi đất ướt theo cửa sổ bay vào', 'Giọt mưa đua nhau chạy trên ô kính', 'Ai cũng vội, riêng ta thì không'],
    ko: ['빗물이 도랑을 따라 흘러가', '젖은 아스팔트 냄새가 창문으로 들어와', '빗방울이 유리창을 타고 경주하듯 흘러', '다들 뛰어가는데 나는 천천히 걸어'],
    zh: ['雨水顺着路边流成小河', '湿漉漉的柏油味从窗外飘进来', '雨滴在玻璃上比赛似的往下跑', '大家都在赶，只有我不急'],
  },
};

