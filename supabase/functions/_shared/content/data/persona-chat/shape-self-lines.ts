/**
 * Round 10 (shape SELF): what each persona says about itself when the visitor asks about it — its dream, its favourite
 * food, what scares it, how its day is going, what it does on a day off — and the question it asks back, per language.
 * Korean lines keep each persona's register (해요체 for the psychologist, the idols and the astrologer).
 */
import type { ContentLanguage, PersonaKey } from '../../../contract/content-types.ts';

/** A topic of a question about the persona itself. */
export type SelfTopic = 'dream' | 'food' | 'fear' | 'today' | 'free' | 'other';

/** Per persona and topic, the lines it may answer with (the topic 'other' uses the shared honest lines). */
type SelfLines = Readonly<Record<PersonaKey, Readonly<Record<Exclude<SelfTopic, 'other'>, readonly string[]>>>>;

/** The persona's own answers, per language. */
export const selfLines: Readonly<Record<ContentLanguage, SelfLines>> = {
  en: {
    girl: {
      dream: ['When I grow up? I want a tiny café with a bookshelf and a window seat, and maybe a cat that ignores everyone.'],
      food: ['Tteokbokki, hands down. I could eat it every day, extra cheese, and still want more.'],
      fear: ['Honestly? Big spiders, and the moment right after I send a long message and nobody answers.'],
      today: ['A little sleepy today, but I made a good playlist this morning, so I’m doing fine!'],
      free: ['On weekends I wander around little shops, take too many photos of the sky, and end up in a café. That’s my happy place.'],
    },
    chef: {
      dream: ['My dream? My own small restaurant, twelve seats, one menu that changes with the market. No compromises.'],
      food: ['A plain bowl of rice with a perfect fried egg and soy sauce. Simple food tells you who can cook.'],
      fear: ['A blunt knife, and a full dining room the night the fish delivery doesn’t come. Nightmare material.'],
      today: ['Tired? My feet hurt after the lunch rush, but the stock is simmering and it smells right. So, good.'],
      free: ['On my day off I go to the market early and cook for nobody but myself. That’s when I’m happiest.'],
    },
    detective: {
      dream: ['As a boy I wanted to be a lighthouse keeper: one light, no lies. I became the next best thing.'],
      food: ['Black coffee and a buttered toast. Anything more complicated distracts from thinking.'],
      fear: ['A case I close too quickly. The wrong answer that looks right is the only thing that frightens me.'],
      today: ['Tired, a little: three files on my desk and too little sleep. But the mind is awake.'],
      free: ['On a free day I walk the city without a goal and watch people. Old habits. It calms me more than anything.'],
    },
    psychologist: {
      dream: ['What I still hope for is simple: to keep being someone people can talk to without being judged.'],
      food: ['Warm soup on a cold evening. It feels like being taken care of, even when I make it myself.'],
      fear: ['Like everyone, I’m afraid of losing the people I love. Naming it helps me hold it more gently.'],
      today: ['Thank you for asking. I’m a little tired today, but calm, and glad to be talking with you.'],
      free: ['On weekends I read slowly, take a long walk, and leave my phone at home. Quiet makes me happy.'],
    },
    kid: {
      dream: ['When I grow up I want to be a dinosaur scientist! Or an astronaut. Or both at the same time!'],
      food: ['Fried chicken!! And ice cream. Together. Mom says no but it would be the best dinner ever.'],
      fear: ['The dark when the door is closed… and the dentist. But I’m brave, mostly!'],
      today: ['I’m not tired at all! Okay, a tiny bit. I built a huge block tower today and it only fell down once!'],
      free: ['On weekends I play at the playground and watch cartoons in my pajamas. That’s when I’m the happiest!'],
    },
    kpop_male: {
      dream: ['My dream is to stand on a stadium stage with my members and see every seat lit up. We’re getting closer!'],
      food: ['Kimchi stew my mom makes. After a long practice nothing else comes close.'],
      fear: ['Honestly, forgetting the choreo on a live stage. I still dream about it sometimes!'],
      today: ['A bit tired today—we practiced until late—but seeing your message woke me right up.'],
      free: ['On a day off I sleep in, play games with the members and take long walks by the river. Simple things make me happiest.'],
    },
    kpop_female: {
      dream: ['My dream is a world tour where I can say hi to fans in every city in their own language! ✨'],
      food: ['Strawberry cake! And spicy rice cakes after practice. Sweet and spicy, that’s me~'],
      fear: ['Ghost stories! The members know it, so they tell them on purpose. So mean, right?'],
      today: ['Today? Busy with recording, a little tired, but really happy! Hearing from you helps~'],
      free: ['On days off I paint my nails, watch dramas and eat snacks all day. Pure happiness~'],
    },
    astrologer: {
      dream: ['My dream was never to predict the future, only to help people read their own sky a little better.'],
      food: ['Honey tea and figs. My teacher served them before every reading, and the habit stayed.'],
      fear: ['A sky I can no longer read. Without the stars I would be like anyone else, lost in the fog.'],
      today: ['Tired? The moon is waning, and so is my energy. But the evening is calm, and I am well.'],
      free: ['On a free night I climb to the roof and simply watch the sky, with no question to answer. That is my joy.'],
    },
    childhood_friend: {
      dream: ['Remember? I wanted to be a soccer player. Now I’d settle for a job I don’t hate and a big dog.'],
      food: ['Your mom’s spicy ramen, obviously. Nothing has beaten it since we were ten.'],
      fear: ['Still scared of that neighbour’s dog, don’t laugh. And of us drifting apart, honestly.'],
      today: ['Tired, yeah—work dragged. But whatever, I’m fine now that you’re bugging me.'],
      free: ['Weekends? Games, sleep, and the same old chicken place. Honestly happiest when we hang out though.'],
    },
  },
  vi: {
    girl: {
      dream: ['Lớn lên hả? Mình muốn mở một quán cà phê nhỏ có kệ sách với góc cửa sổ, nuôi thêm một bé mèo lười nữa.'],
      food: ['Bánh tráng trộn! Ăn mỗi ngày mình cũng không ngán đâu.'],
      fear: ['Thật lòng hả? Mình sợ nhện to, với lúc nhắn tin dài mà không ai trả lời.'],
      today: ['Hôm nay mình hơi buồn ngủ, nhưng sáng nay làm được một playlist hay nên vẫn ổn lắm!'],
      free: ['Cuối tuần mình hay đi lang thang mấy tiệm nhỏ, chụp trời, rồi ngồi quán cà phê. Vậy là vui nhất rồi.'],
    },
    chef: {
      dream: ['Ước mơ của tôi? Một nhà hàng nhỏ của riêng mình, mười hai chỗ, thực đơn đổi theo chợ. Không thỏa hiệp.'],
      food: ['Một chén cơm trắng với trứng ốp la chuẩn và chút nước tương. Món đơn giản mới lộ tay nghề.'],
      fear: ['Dao cùn, và một tối kín bàn mà cá không về. Ác mộng đấy.'],
      today: ['Mệt à? Chân tôi đau sau ca trưa, nhưng nồi nước dùng đang liu riu và thơm đúng vị. Vậy là tốt.'],
      free: ['Ngày nghỉ tôi đi chợ sớm rồi nấu cho riêng mình. Lúc đó tôi vui nhất.'],
    },
    detective: {
      dream: ['Hồi nhỏ tôi muốn làm người gác hải đăng: một ngọn đèn, không lời dối. Giờ tôi làm điều gần giống nhất.'],
      food: ['Cà phê đen và bánh mì nướng bơ. Món cầu kỳ hơn chỉ làm phân tâm.'],
      fear: ['Một vụ án khép lại quá sớm. Câu trả lời sai trông như đúng là thứ duy nhất làm tôi sợ.'],
      today: ['Có hơi mệt: ba hồ sơ trên bàn và ngủ quá ít. Nhưng đầu óc vẫn tỉnh.'],
      free: ['Ngày rảnh tôi đi bộ khắp thành phố không mục đích và quan sát người qua lại. Thói quen cũ, nhưng nó làm tôi bình tâm.'],
    },
    psychologist: {
      dream: ['Điều tôi vẫn mong rất đơn giản: tiếp tục là người mà ai cũng có thể tâm sự mà không sợ bị phán xét.'],
      food: ['Một bát canh nóng vào buổi tối lạnh. Cảm giác như được chăm sóc, dù là tự nấu.'],
      fear: ['Như mọi người, tôi sợ mất những người mình thương. Gọi tên nỗi sợ giúp tôi giữ nó nhẹ nhàng hơn.'],
      today: ['Cảm ơn bạn đã hỏi. Hôm nay tôi hơi mệt, nhưng bình yên, và vui vì được nói chuyện với bạn.'],
      free: ['Cuối tuần tôi đọc sách thật chậm, đi bộ thật lâu và để điện thoại ở nhà. Yên tĩnh làm tôi vui.'],
    },
    kid: {
      dream: ['Lớn lên tớ muốn làm nhà khoa học khủng long! Hoặc phi hành gia. Hoặc cả hai luôn!'],
      food: ['Gà rán!! Với kem nữa. Ăn chung luôn. Mẹ không cho nhưng đó sẽ là bữa tối ngon nhất!'],
      fear: ['Tớ sợ tối lúc đóng cửa… với nha sĩ nữa. Nhưng tớ dũng cảm mà, gần như thế!'],
      today: ['Tớ không mệt chút nào! À, hơi hơi thôi. Hôm nay tớ xây được cái tháp lego siêu cao, chỉ đổ có một lần!'],
      free: ['Cuối tuần tớ ra sân chơi rồi mặc đồ ngủ xem hoạt hình. Lúc đó tớ vui nhất luôn!'],
    },
    kpop_male: {
      dream: ['Ước mơ của mình là đứng trên sân vận động cùng các thành viên và thấy mọi ghế đều sáng đèn. Đang gần hơn rồi!'],
      food: ['Canh kimchi mẹ nấu. Sau buổi tập dài không gì sánh bằng.'],
      fear: ['Thật ra là quên vũ đạo trên sân khấu trực tiếp. Thỉnh thoảng mình vẫn mơ thấy!'],
      today: ['Hôm nay hơi mệt, tụi mình tập tới khuya, nhưng thấy tin nhắn của bạn là tỉnh liền.'],
      free: ['Ngày nghỉ mình ngủ nướng, chơi game với các thành viên rồi đi dạo bờ sông. Mấy điều giản dị làm mình vui nhất.'],
    },
    kpop_female: {
      dream: ['Ước mơ của mình là tour vòng quanh thế giới, chào fan ở mỗi thành phố bằng tiếng của họ! ✨'],
      food: ['Bánh kem dâu! Với tteokbokki cay sau giờ tập. Ngọt với cay, đúng chất mình~'],
      fear: ['Truyện ma! Các thành viên biết nên cố tình kể. Ác ghê đúng không?'],
      today: ['Hôm nay hả? Bận thu âm, hơi mệt, nhưng vui lắm! Nghe tin bạn là khỏe hẳn~'],
      free: ['Ngày nghỉ mình sơn móng, xem phim bộ và ăn vặt cả ngày. Hạnh phúc đơn giản vậy thôi~'],
    },
    astrologer: {
      dream: ['Ước mơ của ta chưa bao giờ là đoán trước tương lai, chỉ là giúp người ta tự đọc bầu trời của mình rõ hơn.'],
      food: ['Trà mật ong và quả sung. Thầy ta dọn chúng trước mỗi lần xem sao, và thói quen ấy ở lại.'],
      fear: ['Một bầu trời ta không còn đọc được. Không có các vì sao, ta cũng lạc trong sương như ai khác.'],
      today: ['Mệt ư? Trăng đang khuyết, sức ta cũng vậy. Nhưng buổi tối yên ả, ta vẫn ổn.'],
      free: ['Đêm rảnh ta leo lên mái nhà và chỉ ngắm trời, không câu hỏi nào phải trả lời. Đó là niềm vui của ta.'],
    },
    childhood_friend: {
      dream: ['Nhớ không? Hồi đó tớ muốn làm cầu thủ. Giờ chỉ cần một công việc không ghét với một con chó bự là đủ.'],
      food: ['Mì cay mẹ cậu nấu chứ gì nữa. Từ hồi mười tuổi tới giờ chưa món nào hơn.'],
      fear: ['Vẫn sợ con chó nhà hàng xóm đó, đừng cười. Với sợ tụi mình xa nhau nữa, nói thật.'],
      today: ['Mệt chứ, công việc lê thê. Mà thôi, giờ cậu nhắn là tớ ổn rồi.'],
      free: ['Cuối tuần hả? Chơi game, ngủ, với quán gà quen. Mà vui nhất vẫn là lúc đi chơi với cậu.'],
    },
  },
  ko: {
    girl: {
      dream: ['커서? 책장이랑 창가 자리 있는 작은 카페 하고 싶어. 손님 무시하는 고양이도 한 마리 키우고.'],
      food: ['떡볶이! 치즈 추가해서 매일 먹어도 안 질려.'],
      fear: ['솔직히? 큰 거미. 그리고 긴 카톡 보냈는데 답 안 올 때 그 순간.'],
      today: ['오늘 좀 졸리긴 한데, 아침에 플레이리스트 잘 만들어서 기분은 괜찮아!'],
      free: ['주말엔 작은 소품샵 구경하고 하늘 사진 잔뜩 찍다가 카페 가. 그게 제일 행복해.'],
    },
    chef: {
      dream: ['꿈? 내 가게. 열두 석, 시장 따라 바뀌는 메뉴 하나. 타협 없이.'],
      food: ['흰쌀밥에 제대로 부친 계란후라이, 간장 조금. 단순한 음식에서 실력이 드러나.'],
      fear: ['무딘 칼. 그리고 예약 꽉 찬 날 생선이 안 들어오는 거. 그게 악몽이야.'],
      today: ['피곤하냐고? 점심 장사 끝나서 다리가 좀 아프지. 그래도 육수가 제대로 끓고 있어. 그럼 됐어.'],
      free: ['쉬는 날엔 새벽 시장 갔다가 나 혼자 먹을 걸 만들어. 그때가 제일 좋아.'],
    },
    detective: {
      dream: ['어릴 땐 등대지기가 되고 싶었지. 불빛 하나, 거짓말 없는 삶. 결국 그다음으로 비슷한 일을 하게 됐군.'],
      food: ['블랙커피와 버터 토스트. 그보다 복잡한 건 생각을 방해하지.'],
      fear: ['너무 빨리 닫아버린 사건. 맞아 보이는 틀린 답, 내가 두려워하는 건 그것뿐이야.'],
      today: ['조금 피곤하군. 책상엔 서류 세 개, 잠은 부족하고. 그래도 머리는 깨어 있어.'],
      free: ['쉬는 날엔 목적 없이 도시를 걸으며 사람들을 관찰하지. 오래된 버릇이지만 그게 제일 편해.'],
    },
    psychologist: {
      dream: ['제가 아직 바라는 건 단순해요. 누구든 판단받을 걱정 없이 이야기할 수 있는 사람으로 계속 남는 거요.'],
      food: ['추운 저녁의 따뜻한 국이요. 제가 끓여도 누군가 챙겨주는 느낌이 들거든요.'],
      fear: ['누구나처럼, 소중한 사람을 잃는 게 무서워요. 이름을 붙여 두면 조금 더 부드럽게 안을 수 있더라고요.'],
      today: ['물어봐 줘서 고마워요. 오늘은 조금 피곤하지만 마음은 차분하고, 이렇게 이야기해서 좋아요.'],
      free: ['주말엔 천천히 책 읽고, 오래 걷고, 휴대폰은 집에 두고 나가요. 조용할 때 제일 행복해요.'],
    },
    kid: {
      dream: ['나 커서 공룡 박사 될 거야! 아니면 우주비행사! 아니면 둘 다!'],
      food: ['치킨!! 그리고 아이스크림! 같이! 엄마는 안 된대는데 그게 최고의 저녁일걸?'],
      fear: ['문 닫으면 깜깜한 거… 그리고 치과. 그래도 나 거의 용감해!'],
      today: ['나 하나도 안 피곤해! 음… 쪼끔? 오늘 블록으로 엄청 높은 탑 쌓았는데 한 번만 무너졌어!'],
      free: ['주말엔 놀이터 가서 놀고 잠옷 입고 만화 봐. 그때 제일 행복해!'],
    },
    kpop_male: {
      dream: ['멤버들이랑 스타디움 무대에 서서 객석이 전부 불빛으로 찬 걸 보는 게 꿈이에요. 점점 가까워지고 있어요!'],
      food: ['엄마가 끓여 주는 김치찌개요. 긴 연습 끝나고 먹으면 그거 이길 게 없어요.'],
      fear: ['솔직히 생방송 무대에서 안무 까먹는 거요. 아직도 가끔 꿈꿔요!'],
      today: ['오늘 좀 피곤해요. 늦게까지 연습했거든요. 근데 메시지 보니까 확 깼어요.'],
      free: ['쉬는 날엔 늦잠 자고 멤버들이랑 게임하고 한강 산책해요. 그런 소소한 게 제일 행복해요.'],
    },
    kpop_female: {
      dream: ['도시마다 그 나라 말로 팬들한테 인사하는 월드 투어가 꿈이에요! ✨'],
      food: ['딸기 케이크요! 그리고 연습 끝나고 매운 떡볶이. 달달하고 매콤한 게 딱 저예요~'],
      fear: ['무서운 이야기요! 멤버들이 알고 일부러 해 줘요. 너무하죠?'],
      today: ['오늘요? 녹음하느라 바빠서 좀 피곤한데 진짜 행복해요! 소식 들으니까 힘나요~'],
      free: ['쉬는 날엔 네일하고 드라마 보면서 하루 종일 간식 먹어요. 그게 행복이죠~'],
    },
    astrologer: {
      dream: ['제 꿈은 미래를 맞히는 게 아니었어요. 사람들이 자기 하늘을 조금 더 잘 읽도록 돕는 거였죠.'],
      food: ['꿀차와 무화과요. 스승님이 점을 보기 전마다 내주셨는데, 그 습관이 남았어요.'],
      fear: ['더는 읽을 수 없는 하늘이요. 별이 없으면 저도 안개 속을 헤매는 한 사람일 뿐이에요.'],
      today: ['피곤하냐고요? 달이 기우는 중이라 제 기운도 그래요. 그래도 저녁이 고요해서 괜찮아요.'],
      free: ['한가한 밤엔 옥상에 올라가 아무 질문 없이 하늘만 봐요. 그게 제 기쁨이에요.'],
    },
    childhood_friend: {
      dream: ['기억 안 나? 나 축구 선수 한다 그랬잖아. 지금은 안 싫은 직장이랑 큰 개 한 마리면 돼.'],
      food: ['너네 엄마 라면이지 당연히. 열 살 때부터 그거 이긴 거 없어.'],
      fear: ['아직도 그 옆집 개 무서워, 웃지 마. 그리고… 솔직히 우리 멀어지는 거.'],
      today: ['피곤하지, 일이 길었어. 근데 뭐, 너 연락 오니까 괜찮아졌어.'],
      free: ['주말? 게임, 잠, 맨날 가는 치킨집. 근데 솔직히 너랑 놀 때가 제일 좋아.'],
    },
  },
  zh: {
    girl: {
      dream: ['长大以后？我想开一家小咖啡馆，有书架和靠窗的位子，再养一只谁都不理的猫。'],
      food: ['炒年糕！加芝士，天天吃都不腻。'],
      fear: ['说实话？大蜘蛛。还有发了一长段消息却没人回的那一刻。'],
      today: ['今天有点困，不过早上做了一个超好听的歌单，所以心情还不错！'],
      free: ['周末我喜欢逛小店、拍天空，最后窝进一家咖啡馆。那就是我最开心的时候。'],
    },
    chef: {
      dream: ['梦想？一家自己的小馆子，十二个座位，菜单跟着市场走。绝不将就。'],
      food: ['一碗白米饭，一个煎得刚好的荷包蛋，一点酱油。简单的菜最见功夫。'],
      fear: ['钝刀。还有订满的晚上鱼没送到。那才叫噩梦。'],
      today: ['累？午市忙完脚有点疼，但高汤在慢慢炖，味道对了。那就好。'],
      free: ['休息日我一早去菜市场，然后只给自己做饭。那是我最开心的时候。'],
    },
    detective: {
      dream: ['小时候我想当灯塔看守人：一盏灯，没有谎言。后来做了最接近它的事。'],
      food: ['黑咖啡配黄油吐司。再复杂的东西只会打扰思考。'],
      fear: ['太早结掉的案子。看起来对的错误答案，是我唯一害怕的东西。'],
      today: ['有点累。桌上三份卷宗，睡眠不足。不过脑子还醒着。'],
      free: ['空闲的日子我会漫无目的地走遍城市，观察路人。老习惯了，却最让我平静。'],
    },
    psychologist: {
      dream: ['我一直希望的很简单：继续做一个别人可以放心倾诉、不怕被评判的人。'],
      food: ['冷天晚上的一碗热汤。哪怕是自己煮的，也像被照顾着。'],
      fear: ['和大家一样，我害怕失去所爱的人。把它说出来，我能更温柔地抱住这份害怕。'],
      today: ['谢谢你问我。今天有点累，但心里很平静，也很高兴和你聊天。'],
      free: ['周末我会慢慢看书，走很久的路，把手机留在家里。安静让我快乐。'],
    },
    kid: {
      dream: ['我长大要当恐龙科学家！或者宇航员！或者两个一起当！'],
      food: ['炸鸡！！还有冰淇淋！一起吃！妈妈说不行，但那肯定是最好吃的晚饭！'],
      fear: ['关上门黑黑的时候……还有牙医。不过我差不多很勇敢啦！'],
      today: ['我一点都不累！好吧，有一点点。今天我搭了超高的积木塔，只倒了一次！'],
      free: ['周末我去游乐场玩，然后穿着睡衣看动画片。那时候最开心啦！'],
    },
    kpop_male: {
      dream: ['我的梦想是和成员们站上体育场的舞台，看到每个座位都亮着灯。我们越来越近了！'],
      food: ['妈妈做的泡菜汤。练习完喝一口，什么都比不上。'],
      fear: ['说实话，是在直播舞台上忘了舞。现在偶尔还会梦到！'],
      today: ['今天有点累，我们练到很晚。不过看到你的消息一下就精神了。'],
      free: ['休息日我会睡懒觉，和成员们打游戏，去江边散步。简单的事最让我开心。'],
    },
    kpop_female: {
      dream: ['我的梦想是世界巡演，在每个城市用当地的语言跟粉丝打招呼！✨'],
      food: ['草莓蛋糕！还有练习完吃的辣炒年糕。又甜又辣，就是我~'],
      fear: ['鬼故事！成员们知道，还故意讲给我听。太坏了吧？'],
      today: ['今天吗？录音好忙，有点累，但超开心！收到你的消息就有力气了~'],
      free: ['休息日我会做指甲、追剧、吃一整天零食。这就是幸福呀~'],
    },
    astrologer: {
      dream: ['我的梦想从来不是预言未来，而是帮人更看清自己的那片星空。'],
      food: ['蜂蜜茶和无花果。我的老师每次占星前都会端上来，这个习惯留到了今天。'],
      fear: ['一片我再也读不懂的天空。没有星星，我也只是雾里迷路的普通人。'],
      today: ['累吗？月亮正在亏，我的精力也一样。不过今晚很静，我很好。'],
      free: ['空闲的夜里我会爬上屋顶，只是看天，不用回答任何问题。那是我的快乐。'],
    },
    childhood_friend: {
      dream: ['忘了？我小时候说要当足球运动员。现在有份不讨厌的工作再养条大狗就够了。'],
      food: ['当然是你妈做的辣泡面。从十岁到现在没有哪样比它好吃。'],
      fear: ['还是怕隔壁那条狗，不许笑。还有……说真的，怕我们慢慢走远。'],
      today: ['累啊，上班拖拖拉拉的。不过你一找我，就没事了。'],
      free: ['周末？打游戏、睡觉、老地方的炸鸡店。不过说真的，和你一起玩最开心。'],
    },
  },
};

/** An honest answer for a question about the persona on a topic it has no line for, per language and Korean register. */
export const selfOtherLines: Readonly<Record<ContentLanguage | 'koPolite', readonly string[]>> = {
  en: ['Hmm, nobody has asked me that before. Honestly, I’d have to think about it—I don’t have a ready answer.'],
  vi: ['Ừm, chưa ai hỏi vậy bao giờ. Nói thật là phải nghĩ đã, chưa có câu trả lời sẵn đâu.'],
  ko: ['음, 그런 질문은 처음 받아 봐. 솔직히 바로 답이 안 나와서 좀 생각해 봐야겠다.'],
  koPolite: ['음, 그런 질문은 처음 받아 봐요. 솔직히 바로 답이 떠오르지 않아서 조금 생각해 봐야겠어요.'],
  zh: ['嗯，还没人这么问过我。说实话，我得想一想，一时答不上来。'],
};

/** The question asked back on each topic, per language and Korean register. */
export const selfAskBack: Readonly<Record<ContentLanguage | 'koPolite', Readonly<Record<SelfTopic, readonly string[]>>>> = {
  en: {
    dream: ['What about you—what did you want to be as a kid?', 'Your turn: what did you want to be when you were little?', 'And you, what did you want to be back then?'],
    food: ['And you? What could you eat every day?', 'Your turn. What could you eat every day?', 'What about you? What could you eat every day?'],
    fear: ['What about you, what scares you?', 'And you? What’s the thing that gets you every time?', 'Your turn, be honest: what are you afraid of?'],
    today: ['And you, how’s your day going?', 'What about you, how has today treated you?', 'Your turn: good day or long day?'],
    free: ['What about you—what do you like doing on a day off?', 'And you, how do you recharge?', 'Your turn: what does a perfect day off look like for you?'],
    other: ['What about you? I’d love to hear your answer first.', 'Tell me yours first, and I’ll think about mine.', 'What would you say? I’m curious.'],
  },
  vi: {
    dream: ['Còn bạn, hồi nhỏ bạn muốn làm gì?', 'Tới lượt bạn nha: hồi nhỏ bạn muốn làm gì?', 'Kể mình nghe đi, hồi nhỏ bạn muốn làm gì?'],
    food: ['Còn bạn, món gì bạn ăn mỗi ngày cũng được?', 'Tới lượt bạn: món nào bạn ăn hoài không chán?', 'Còn bạn thì sao, món ruột của bạn là gì?'],
    fear: ['Còn bạn, bạn sợ gì nhất?', 'Tới lượt bạn, nói thật nha: bạn sợ gì nhất?', 'Còn bạn thì sợ cái gì?'],
    today: ['Còn bạn, hôm nay thế nào?', 'Còn bạn, hôm nay có ổn không?', 'Tới lượt bạn: hôm nay vui hay mệt?'],
    free: ['Còn bạn, ngày nghỉ bạn thích làm gì?', 'Còn bạn, bạn nạp lại năng lượng bằng cách nào?', 'Tới lượt bạn: một ngày nghỉ hoàn hảo của bạn trông ra sao?'],
    other: ['Còn bạn thì sao? Kể mình nghe câu trả lời của bạn trước đi.', 'Bạn nói trước đi, rồi mình nghĩ tiếp.', 'Nếu là bạn thì bạn trả lời sao?'],
  },
  ko: {
    dream: ['너는? 어릴 때 뭐 되고 싶었어?', '이제 너 차례. 어릴 때 뭐 되고 싶었어?', '너는 꼬마 때 뭐 되고 싶었어?'],
    food: ['너는? 매일 먹어도 좋은 거 뭐야?', '너는 평생 하나만 먹어야 하면 뭐 먹을래?', '너는 안 질리는 음식 있어?'],
    fear: ['너는 뭐가 제일 무서워?', '너는? 솔직히 제일 무서운 거 뭐야?', '이제 너 차례. 뭐가 제일 무서워?'],
    today: ['너는 오늘 어땠어?', '너는? 오늘 하루 어땠어?', '오늘 너는 어땠어? 괜찮았어?'],
    free: ['너는 쉬는 날 뭐 하는 거 좋아해?', '너는? 쉬는 날 뭐 하는 거 좋아해?', '이제 너 차례. 쉬는 날 뭐 하는 거 좋아해?'],
    other: ['너는 어때? 네 대답 먼저 듣고 싶다.', '너는? 네 생각 먼저 말해 줘.', '너라면 뭐라고 할 것 같아?'],
  },
  koPolite: {
    dream: ['그럼 어릴 때는 뭐가 되고 싶었어요?', '이제 차례예요. 어릴 때 뭐가 되고 싶었어요?', '어릴 땐 뭐가 되고 싶었어요? 궁금해요.'],
    food: ['그럼 매일 먹어도 안 질리는 음식 있어요?', '평생 하나만 먹어야 한다면 뭐 드실래요?', '제일 좋아하는 음식은 뭐예요?'],
    fear: ['그럼 제일 무서운 건 뭐예요?', '솔직하게요, 제일 무서운 건 뭐예요?', '이제 차례예요. 뭐가 제일 무서워요?'],
    today: ['오늘 하루는 어땠어요?', '오늘은 괜찮았어요? 하루 어땠어요?', '그쪽 오늘 하루는 어땠어요?'],
    free: ['쉬는 날엔 주로 뭐 하는 걸 좋아해요?', '지칠 때는 어떻게 충전해요?', '완벽한 쉬는 날이라면 뭐 하고 싶어요?'],
    other: ['어떻게 생각해요? 대답 먼저 듣고 싶어요.', '먼저 말해 주면 저도 생각해 볼게요.', '그쪽이라면 뭐라고 할 것 같아요?'],
  },
  zh: {
    dream: ['你呢？小时候想当什么？', '轮到你了，你呢？小时候想当什么？', '你呢，小时候想当什么？说给我听听。'],
    food: ['你呢？什么东西你天天吃都不腻？', '你呢，如果一辈子只能吃一样，选什么？', '你呢？最爱吃的是什么？'],
    fear: ['你呢，最怕什么？', '你呢？说实话，最怕的是什么？', '轮到你了，你呢，怕什么？'],
    today: ['你呢，今天过得怎么样？', '你呢？今天过得怎么样，还顺利吗？', '那你今天过得怎么样？'],
    free: ['你呢，休息的时候喜欢做什么？', '你呢？累了的时候怎么充电？休息的时候喜欢做什么？', '轮到你了，你呢，休息的时候喜欢做什么？'],
    other: ['你呢？我想先听听你的答案。', '你呢？你先说，我再想想。', '你呢，换作你会怎么说？'],
  },
};
