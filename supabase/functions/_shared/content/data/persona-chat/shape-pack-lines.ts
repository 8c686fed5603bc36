/**
 * Round 10 (shape PACK): "what should I bring / wear to X?" answered with two or three concrete things for the outing
 * and why, per outing and language. Korean is written in 해요체; casual personas drop the 요 (persona-chat-shape-words.ts).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { OccasionId } from './shape-bring-lines.ts';

/** One packing answer, per language. */
type PackLine = Readonly<Record<ContentLanguage, string>>;

/** What to bring, per outing. */
export const packBring: Readonly<Record<OccasionId | 'other', PackLine>> = {
  fansign: {
    en: 'Bring the album you’re getting signed, a short note or sticky memo with what you want to say, and your ID for the name check.',
    vi: 'Mang theo album để ký, một tờ giấy nhớ ghi sẵn điều muốn nói, và giấy tờ tùy thân để đối chiếu tên.',
    ko: '사인받을 앨범, 하고 싶은 말 적은 포스트잇, 본인 확인용 신분증 챙겨요.',
    zh: '带上要签的专辑、一张写好想说的话的便利贴，还有核对名字用的身份证件。',
  },
  fanmeeting: {
    en: 'Bring your ticket and ID for the check at the door, your light stick or a slogan, and a power bank for photos.',
    vi: 'Mang vé và giấy tờ tùy thân để kiểm tra ở cửa, lightstick hoặc slogan, và sạc dự phòng để chụp ảnh.',
    ko: '입장 확인용 티켓이랑 신분증, 응원봉이나 슬로건, 사진 찍을 보조배터리 챙겨요.',
    zh: '带上门票和身份证件（入场要核对），应援棒或手幅，再带个充电宝拍照用。',
  },
  concert: {
    en: 'Bring your ticket saved offline, your light stick, and a power bank: the signal at the door is bad and your phone will die filming.',
    vi: 'Mang vé lưu sẵn trong máy, lightstick, và sạc dự phòng: ở cửa sóng yếu, quay phim một lúc là hết pin.',
    ko: '캡처해 둔 티켓, 응원봉, 보조배터리요. 입구는 인터넷이 잘 안 되고 영상 찍다 보면 배터리가 금방 나가요.',
    zh: '提前截图的门票、应援棒，还有充电宝：门口信号差，录着录着手机就没电了。',
  },
  festival: {
    en: 'Bring a refillable water bottle, sunscreen and a power bank, plus a little cash for stalls that don’t take cards.',
    vi: 'Mang bình nước, kem chống nắng và sạc dự phòng, thêm ít tiền mặt cho mấy quầy không nhận thẻ.',
    ko: '물병, 선크림, 보조배터리요. 카드 안 되는 부스도 있으니 현금도 조금 챙겨요.',
    zh: '带个能续水的水壶、防晒霜和充电宝，再备点现金，有的摊位不能刷卡。',
  },
  hike: {
    en: 'Bring water, a snack with some sugar in it, and a light jacket: the top is always colder and windier than the start.',
    vi: 'Mang nước, chút đồ ăn ngọt và một áo khoác mỏng: trên đỉnh luôn lạnh và gió hơn dưới chân núi.',
    ko: '물, 당 채울 간식, 얇은 겉옷이요. 정상은 늘 출발할 때보다 춥고 바람이 세요.',
    zh: '带水、一点甜的零食和一件薄外套：山顶总比山脚冷，风也大。',
  },
  picnic: {
    en: 'Bring a mat, food that doesn’t spoil in the sun, and a bag for your rubbish.',
    vi: 'Mang tấm bạt, đồ ăn không dễ hỏng dưới nắng, và một túi đựng rác.',
    ko: '돗자리, 햇볕에 잘 안 상하는 음식, 쓰레기 봉투요.',
    zh: '带块野餐垫、晒不坏的吃的，再带个装垃圾的袋子。',
  },
  zoo: {
    en: 'Bring comfortable shoes, water and a hat: it’s a lot of walking, and much of it in the sun.',
    vi: 'Mang giày êm, nước và mũ: đi bộ nhiều lắm, mà phần lớn là dưới nắng.',
    ko: '편한 신발, 물, 모자요. 생각보다 많이 걷고 햇볕 아래 있는 시간이 길어요.',
    zh: '穿双舒服的鞋，带水和帽子：要走很多路，大半还在太阳底下。',
  },
  beach: {
    en: 'Bring sunscreen, a towel and a zip bag for your phone; sand gets into everything.',
    vi: 'Mang kem chống nắng, khăn tắm và túi zip cho điện thoại; cát chui vào mọi thứ.',
    ko: '선크림, 수건, 휴대폰 넣을 지퍼백이요. 모래가 어디든 들어가요.',
    zh: '带防晒霜、毛巾，再给手机备个密封袋，沙子会钻进所有东西里。',
  },
  trip: {
    en: 'Bring your passport or ID, a charger with the right plug, and a little local cash for the first day.',
    vi: 'Mang hộ chiếu hoặc giấy tờ, cục sạc đúng loại ổ cắm, và một ít tiền mặt địa phương cho ngày đầu.',
    ko: '여권이나 신분증, 맞는 어댑터랑 충전기, 첫날 쓸 현지 현금 조금이요.',
    zh: '带好护照或证件、配对插头的充电器，再换一点当地现金第一天用。',
  },
  exam: {
    en: 'Bring your ID, two pens or pencils that work, and a watch without smart features.',
    vi: 'Mang giấy tờ tùy thân, hai cây bút còn viết tốt, và một chiếc đồng hồ thường.',
    ko: '신분증, 잘 나오는 필기구 두 개, 스마트 기능 없는 손목시계요.',
    zh: '带好身份证件、两支好用的笔，再戴一块普通手表。',
  },
  interview: {
    en: 'Bring a printed copy of your résumé, a pen and a short list of questions you want to ask them.',
    vi: 'Mang bản in CV, một cây bút và vài câu hỏi ngắn bạn muốn hỏi lại họ.',
    ko: '출력한 이력서, 펜, 그리고 면접관에게 물어볼 질문 몇 개요.',
    zh: '带一份打印的简历、一支笔，再准备几个想问他们的问题。',
  },
  camping: {
    en: 'Bring a headlamp, a warm layer for the night and a lighter: it gets dark and cold faster than you expect.',
    vi: 'Mang đèn đội đầu, một áo ấm cho ban đêm và bật lửa: trời tối và lạnh nhanh hơn bạn nghĩ.',
    ko: '헤드랜턴, 밤에 입을 따뜻한 옷, 라이터요. 생각보다 빨리 어두워지고 추워져요.',
    zh: '带头灯、一件晚上穿的保暖衣服和打火机：天黑和变冷都比你想的快。',
  },
  other: {
    en: 'Bring your phone with a full battery, a bottle of water, and whatever ticket or ID the place asks for.',
    vi: 'Mang điện thoại sạc đầy, một chai nước, và vé hay giấy tờ mà nơi đó yêu cầu.',
    ko: '충전 꽉 채운 휴대폰, 물 한 병, 그리고 그곳에서 요구하는 티켓이나 신분증이요.',
    zh: '带上充满电的手机、一瓶水，还有那里要求的门票或证件。',
  },
};

/** What to wear, per outing (outings not listed use 'other'). */
export const packWear: Readonly<Partial<Record<OccasionId, PackLine>> & { other: PackLine }> = {
  concert: {
    en: 'Wear comfortable shoes you can stand in for three hours, something light because the hall gets hot, and a layer to tie round your waist for the way home.',
    vi: 'Mặc đồ thoải mái, giày đứng được ba tiếng, đồ mỏng vì trong hội trường nóng, và một áo khoác buộc ngang hông để về.',
    ko: '세 시간 서 있어도 괜찮은 편한 신발, 안은 더우니까 가벼운 옷, 돌아갈 때 걸칠 겉옷 하나요.',
    zh: '穿能站三个小时的舒服鞋子，里面很热所以穿轻薄点，再带件回家路上披的外套。',
  },
  festival: {
    en: 'Wear shoes you don’t mind getting muddy, a hat, and light layers you can peel off when the sun comes out.',
    vi: 'Mang giày không ngại bẩn, đội mũ, và mặc nhiều lớp mỏng để nắng lên thì cởi bớt.',
    ko: '흙 묻어도 괜찮은 신발, 모자, 해 나면 벗을 수 있게 얇은 옷 여러 겹이요.',
    zh: '穿不怕弄脏的鞋，戴帽子，多穿几层薄的，太阳出来就脱一层。',
  },
  fanmeeting: {
    en: 'Wear something comfortable you feel good in, shoes for a long queue, and a layer for the cold hall.',
    vi: 'Mặc đồ thoải mái mà bạn thấy tự tin, giày để xếp hàng lâu, và một áo khoác vì hội trường lạnh.',
    ko: '나한테 잘 어울리는 편한 옷, 오래 줄 서도 괜찮은 신발, 실내가 추울 때 걸칠 겉옷이요.',
    zh: '穿舒服又让你自信的衣服、适合久排队的鞋，再带件外套，场馆里冷。',
  },
  fansign: {
    en: 'Wear something that makes you feel like yourself, a colour they’ll remember, and comfortable shoes for the wait.',
    vi: 'Mặc đồ khiến bạn thấy là chính mình, một màu dễ nhớ, và giày êm để chờ.',
    ko: '나다운 옷, 기억에 남을 색 하나, 기다리는 동안 편한 신발이요.',
    zh: '穿让你最像自己的衣服、一个让人记得住的颜色，再穿双等待时舒服的鞋。',
  },
  hike: {
    en: 'Wear shoes with a good grip, breathable layers instead of cotton, and a cap.',
    vi: 'Mang giày có đế bám, mặc nhiều lớp thoáng thay vì đồ cotton, và đội mũ lưỡi trai.',
    ko: '접지력 좋은 신발, 면 대신 통기성 좋은 옷 여러 겹, 모자요.',
    zh: '穿抓地好的鞋，别穿棉的，穿几层透气的，再戴顶帽子。',
  },
  beach: {
    en: 'Wear your swimsuit under light clothes, sandals, and a hat.',
    vi: 'Mặc đồ bơi bên trong đồ mỏng, đi dép, và đội mũ.',
    ko: '가벼운 옷 안에 수영복, 샌들, 모자요.',
    zh: '轻薄衣服里面穿好泳衣，穿凉鞋，戴帽子。',
  },
  trip: {
    en: 'Wear shoes you’ve already broken in, layers for planes and changing weather, and clothes with a zip pocket.',
    vi: 'Mang đôi giày đã đi quen, mặc nhiều lớp cho máy bay và thời tiết thay đổi, và đồ có túi khóa kéo.',
    ko: '이미 길들인 신발, 비행기랑 날씨 변화에 맞춘 여러 겹 옷, 지퍼 달린 주머니 있는 옷이요.',
    zh: '穿已经穿惯的鞋，多穿几层应付飞机和变天，衣服最好有带拉链的口袋。',
  },
  interview: {
    en: 'Wear a clean shirt a notch more formal than the people who work there, polished shoes, and nothing you keep adjusting.',
    vi: 'Mặc chỉn chu hơn nhân viên ở đó một chút, giày sạch, và đừng mặc thứ gì phải chỉnh suốt.',
    ko: '그 회사 사람들보다 한 단계 단정한 옷, 깨끗한 신발, 계속 만지작거리게 되는 옷은 피해요.',
    zh: '穿得比那里的员工正式一点，鞋子干净，别穿总要整理的衣服。',
  },
  other: {
    en: 'Wear comfortable shoes, layers you can take off, and something you feel good in.',
    vi: 'Mang giày êm, mặc nhiều lớp để cởi bớt được, và chọn đồ bạn thấy thoải mái.',
    ko: '편한 신발, 벗을 수 있게 여러 겹, 그리고 입었을 때 기분 좋은 옷이요.',
    zh: '穿舒服的鞋，多穿几层方便脱，再选件你穿着开心的衣服。',
  },
};
