/**
 * Who the visitor is at a wedding (issue 13, round 9): a bridesmaid or groomsman stands in the wedding party and a
 * parent of the couple hosts it (혼주, mẹ cô dâu, 新娘妈妈); neither is dressed as a guest. Round 12: the bride or the
 * groom themself, at their own wedding or their wedding photoshoot (婚纱照, 웨딩 촬영, chụp ảnh cưới), is the couple:
 * never told "as a guest, skip white". Read from the description in
 * any of the four languages; each role has its own core outfit, note, label and tip, written per language.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { Gender } from './data/style/keywords.ts';

/** A role at a wedding other than guest. */
export type WeddingRole = 'attendant' | 'parent' | 'couple';

/** The role and, where the words say it, the wearer's gender (a bridesmaid is a woman, a father of the bride a man). */
export interface WeddingRoleReading {
  role: WeddingRole;
  gender?: Gender;
}

const womanAttendant = /\bbridesmaids?\b|\bmaids? of hono(?:u)?r\b|\bmatron of hono(?:u)?r\b|伴娘|phù dâu|phu dau/iu;
const manAttendant = /\bgroomsm[ae]n\b|\bbest man\b|伴郎|phù rể|phu re/iu;
const anyAttendant = /들러리|\bwedding party\b/iu;
const motherOfCouple = /\bmother of the (?:bride|groom)\b|\bmom of the (?:bride|groom)\b|(?:mẹ|má) (?:cô dâu|chú rể)|新(?:娘|郎)(?:的)?(?:妈妈|母亲)|(?:신부|신랑)\s*(?:어머니|엄마)/iu;
const fatherOfCouple = /\bfather of the (?:bride|groom)\b|\bdad of the (?:bride|groom)\b|(?:bố|ba|cha) (?:cô dâu|chú rể)|新(?:娘|郎)(?:的)?(?:爸爸|父亲)|(?:신부|신랑)\s*(?:아버지|아빠)/iu;
const parentOfCouple = /혼주|(?:딸|아들)(?:의|이|이가|가)?\s*(?:결혼식|결혼|시집|장가)|\bmy (?:daughter|son)(?:'|’)s wedding\b|\bmy (?:daughter|son) is (?:getting married|marrying)\b|con (?:gái|trai)(?: (?:tôi|mình|em|chị|anh))? (?:cưới|lấy chồng|lấy vợ|làm đám cưới)|đám cưới (?:của )?con (?:gái|trai)|(?:女儿|儿子)(?:的)?婚礼|(?:女儿|儿子)(?:要|下个月|明年|今年)?(?:结婚|出嫁|办婚礼)|主婚人/iu;

/** "I'm the groom", "저는 신부예요", "mình là chú rể", "我是新娘": the visitor is one of the couple. */
const selfGroom = /\b(?:i'?m|i am)(?: the| a)? groom\b|\bas the groom\b|(?:mình|tôi|em|anh)(?: sẽ)? là chú rể|我是新郎|(?:저는|제가|나는|내가)?\s*신랑(?:이에요|예요|입니다|이고|인데|이라서)/iu;
const selfBride = /\b(?:i'?m|i am)(?: the| a)? bride\b|\bas the bride\b|(?:mình|tôi|em|chị)(?: sẽ)? là cô dâu|我是新娘|(?:저는|제가|나는|내가)?\s*신부(?:예요|이에요|입니다|고|인데|라서)/iu;
/** The couple's own wedding or wedding photoshoot, said without a role word. */
const ownWedding = /\b(?:my|our) (?:own )?wedding\b(?! guest)|\b(?:engagement|pre-?wedding|wedding) (?:photo ?shoot|shoot|photos)\b|(?:chụp )?ảnh cưới|đám cưới của (?:mình|tôi|chúng (?:tôi|mình)|bọn (?:mình|tôi))|(?:拍)?婚纱照|我(?:们)?的婚礼|웨딩\s*(?:촬영|사진|스냅)|(?:제|우리|저희)\s*결혼식/iu;

/** The visitor's role at a wedding, or undefined for a guest (or no wedding at all). */
export function readWeddingRole(description: string): WeddingRoleReading | undefined {
  const text = description.normalize('NFC');
  if (womanAttendant.test(text)) return { role: 'attendant', gender: 'woman' };
  if (manAttendant.test(text)) return { role: 'attendant', gender: 'man' };
  if (motherOfCouple.test(text)) return { role: 'parent', gender: 'woman' };
  if (fatherOfCouple.test(text)) return { role: 'parent', gender: 'man' };
  if (anyAttendant.test(text)) return { role: 'attendant' };
  if (parentOfCouple.test(text)) return { role: 'parent' };
  if (selfGroom.test(text)) return { role: 'couple', gender: 'man' };
  if (selfBride.test(text)) return { role: 'couple', gender: 'woman' };
  if (ownWedding.test(text)) return { role: 'couple' };
  return undefined;
}

/** The core of a role's outfit: the main line and the shoes, per gender (`any` when the gender is not known). */
interface RoleCore { main: string; shoes: string; outer: { cold?: string; mild?: string } }

const cores: Record<WeddingRole, Record<Gender | 'any', Record<ContentLanguage, RoleCore>>> = {
  attendant: {
    woman: {
      en: { main: '• A floor-length or midi dress in the colour the bride chose; if she left it to you, one solid, flattering shade (dusty blue, sage, dusky rose or deep green), never white or ivory', shoes: '• Comfortable block heels or dressy flats: a bridesmaid stands through the vows and dances after', outer: { cold: '• A soft wrap or a cropped shrug in a matching shade for the photos outside' } },
      vi: { main: '• Một chiếc đầm dài hoặc midi đúng màu cô dâu chọn; nếu cô dâu để bạn tự chọn, hãy mặc một màu trơn tôn da (xanh khói, xanh xô thơm, hồng đất hay xanh rêu đậm), tuyệt đối không trắng hay kem', shoes: '• Giày gót vuông hoặc giày bệt sang trọng thật êm: phù dâu đứng suốt buổi lễ rồi còn đi mời rượu, chụp ảnh', outer: { cold: '• Một chiếc khăn choàng mỏng hoặc áo choàng ngắn cùng tông để chụp ảnh ngoài trời' } },
      ko: { main: '• 신부가 정한 색의 롱 드레스나 미디 원피스. 색을 맡겼다면 피부가 환해 보이는 한 가지 단색(더스티 블루, 세이지, 로즈, 딥 그린)으로, 흰색·아이보리는 빼고요', shoes: '• 편한 블록힐이나 플랫슈즈: 들러리는 식 내내 서 있고 사진 촬영도 길어요', outer: { cold: '• 야외 사진용으로 같은 톤의 숄이나 짧은 볼레로' } },
      zh: { main: '• 新娘定好的颜色的长裙或中长裙；如果颜色让你自己选，就挑一种衬肤色的纯色（雾霾蓝、鼠尾草绿、豆沙粉或墨绿），千万别选白色和米白', shoes: '• 好走的粗跟鞋或精致平底鞋：伴娘要站完整场仪式，还要跟着敬酒、拍照', outer: { cold: '• 一条同色系的披肩或短款小外套，拍外景时披上' } },
    },
    man: {
      en: { main: '• The suit the groom picked for his party; if it is up to you, a navy or charcoal suit matching the other groomsmen, a white shirt and the tie the couple chose', shoes: '• Polished black or dark-brown oxfords, broken in before the day', outer: {} },
      vi: { main: '• Bộ vest chú rể chọn cho dàn phù rể; nếu được tự chọn, mặc vest xanh navy hoặc xám than đồng bộ với các phù rể khác, sơ mi trắng và cà vạt theo màu cô dâu chú rể chọn', shoes: '• Giày oxford đen hoặc nâu sẫm đánh bóng, đi thử cho quen chân trước hôm cưới', outer: {} },
      ko: { main: '• 신랑이 정한 정장. 맡겼다면 다른 들러리와 맞춘 네이비나 차콜 정장에 흰 셔츠, 신랑 신부가 고른 색의 넥타이', shoes: '• 미리 길들여 둔 검정이나 짙은 갈색 옥스퍼드 구두', outer: {} },
      zh: { main: '• 新郎给伴郎团定的西装；如果让你自己准备，就穿和其他伴郎统一的藏青或炭灰西装、白衬衫，系新人选的领带颜色', shoes: '• 提前穿软的黑色或深棕色牛津鞋，擦亮', outer: {} },
    },
    any: {
      en: { main: '• What the couple chose for their wedding party; if it is left to you, one solid, flattering colour in a dress or a suit that matches the others, never white', shoes: '• Dressy shoes you can stand and dance in, broken in before the day', outer: {} },
      vi: { main: '• Trang phục cô dâu chú rể chọn cho dàn phù dâu phù rể; nếu được tự chọn, hãy mặc một màu trơn tôn da, đồng bộ với những người khác, không mặc trắng', shoes: '• Đôi giày chỉn chu đứng lâu, đi lại cả buổi vẫn êm, đi thử trước hôm cưới', outer: {} },
      ko: { main: '• 신랑 신부가 정한 들러리 복장. 맡겼다면 다른 들러리와 어울리는 단색 원피스나 정장으로, 흰색은 빼고요', shoes: '• 오래 서 있어도 편하게 미리 길들인 구두', outer: {} },
      zh: { main: '• 新人给伴娘伴郎定的衣服；如果让你自己选，就穿和其他人协调的衬肤色纯色裙装或西装，别穿白色', shoes: '• 提前穿软、站一整天也舒服的正式鞋', outer: {} },
    },
  },
  couple: {
    woman: {
      en: { main: '• Your wedding dress; for a photoshoot before the day, a long, flowing dress in white, ivory or a soft pastel that moves in the wind and reads well from far away', shoes: '• Comfortable shoes between shots (flat sandals or low block heels); on sand or grass, go barefoot for the pictures', outer: { cold: '• A soft wrap or a cropped jacket in ivory for the shots outside, off for the close-ups' } },
      vi: { main: '• Váy cưới của bạn; nếu là buổi chụp ảnh cưới trước ngày cưới, một chiếc đầm dài bay bổng màu trắng, kem hoặc pastel nhạt, bay nhẹ trong gió và lên ảnh rõ từ xa', shoes: '• Một đôi giày êm để đi giữa các cảnh chụp (sandal bệt hoặc gót vuông thấp); trên cát hay bãi cỏ thì đi chân trần khi chụp', outer: { cold: '• Một chiếc khăn choàng mỏng hoặc áo khoác lửng màu kem cho cảnh ngoài trời, cởi ra khi chụp cận' } },
      ko: { main: '• 본식은 웨딩드레스, 촬영이라면 바람에 흩날리는 화이트·아이보리·연한 파스텔 롱 드레스가 멀리서 찍어도 예쁘게 나와요', shoes: '• 컷 사이에 신을 편한 플랫 샌들이나 낮은 블록힐. 모래나 잔디 위에서는 맨발로 찍어도 좋아요', outer: { cold: '• 야외 컷에 걸칠 아이보리 숄이나 짧은 재킷, 클로즈업 때는 벗기' } },
      zh: { main: '• 正式婚礼穿你的婚纱；拍婚纱照的话，一条白色、米白或浅色系的飘逸长裙，风一吹就有画面感，远景也好看', shoes: '• 换景之间穿舒服的平底凉鞋或低粗跟鞋；在沙滩或草地上，拍照时可以直接光脚', outer: { cold: '• 外景时披一条米白披肩或短外套，拍近景时脱下' } },
    },
    man: {
      en: { main: '• A well-fitted suit in a colour that suits the setting (navy or charcoal indoors; sand, light grey or soft blue outdoors and by the sea) with a crisp white shirt; for a beach or garden shoot, jacket off and sleeves rolled works too', shoes: '• Leather loafers or oxfords broken in before the day (barefoot on the sand for the shots by the water)', outer: {} },
      vi: { main: '• Một bộ vest vừa vặn với màu hợp bối cảnh (xanh navy hay xám than trong nhà; be, xám nhạt hoặc xanh nhạt ngoài trời và ở biển) cùng sơ mi trắng phẳng phiu; chụp ở biển hay vườn thì cởi áo vest, xắn tay áo cũng rất đẹp', shoes: '• Giày lười da hoặc oxford đi cho quen chân trước (ở bãi biển thì đi chân trần khi chụp sát mép nước)', outer: {} },
      ko: { main: '• 배경에 맞는 색의 잘 맞는 정장(실내는 네이비·차콜, 야외나 바다는 베이지·라이트 그레이·연한 블루)에 빳빳한 흰 셔츠. 바다나 정원 촬영이라면 재킷을 벗고 소매를 걷은 컷도 좋아요', shoes: '• 미리 길들인 가죽 로퍼나 옥스퍼드 구두(물가 컷은 맨발로)', outer: {} },
      zh: { main: '• 一套合身的西装，颜色跟场景走（室内藏青、炭灰；户外和海边选米色、浅灰或浅蓝），配挺括的白衬衫；海边或花园外景可以脱掉外套、挽起袖子', shoes: '• 提前穿软的皮质乐福鞋或牛津鞋（海边近水的镜头可以光脚）', outer: {} },
    },
    any: {
      en: { main: '• For the two of you: outfits in one colour family (white or ivory with navy, sand or soft blue) so you look like a pair in every frame; a flowing dress or a well-fitted light suit', shoes: '• Comfortable shoes between shots; barefoot on sand or grass for the pictures', outer: {} },
      vi: { main: '• Cho cả hai: trang phục cùng một tông màu (trắng hoặc kem đi với xanh navy, be hay xanh nhạt) để khung hình nào cũng ăn ý; đầm dài bay bổng hoặc bộ vest sáng màu vừa vặn', shoes: '• Giày êm để đi giữa các cảnh; trên cát hay cỏ thì đi chân trần khi chụp', outer: {} },
      ko: { main: '• 두 사람 옷을 한 색 계열로 맞추세요(화이트·아이보리에 네이비, 베이지, 연한 블루). 어느 컷에서나 한 쌍으로 보여요. 흩날리는 드레스나 잘 맞는 밝은 정장', shoes: '• 컷 사이에 신을 편한 신발, 모래나 잔디에서는 맨발 컷', outer: {} },
      zh: { main: '• 两个人的衣服选同一色系（白色或米白配藏青、米色或浅蓝），每个镜头里都像一对；飘逸长裙或合身的浅色西装', shoes: '• 换景之间穿舒服的鞋，在沙滩或草地上可以光脚拍', outer: {} },
    },
  },
  parent: {
    woman: {
      en: { main: '• A long, elegant dress or a tailored dress-and-jacket in a rich colour (navy, plum, deep rose or champagne-gold, never white), a step more formal than the guests', shoes: '• Low, comfortable heels and a small clutch: you will greet every guest at the door', outer: { cold: '• A long tailored coat for arriving, taken off indoors' } },
      vi: { main: '• Một tà áo dài lụa hoặc gấm màu trang trọng (đỏ rượu, hồng sen, xanh ngọc hay vàng đồng), mẹ cô dâu chú rể thường mặc áo dài để đón khách; hoặc một bộ đầm dài thanh lịch', shoes: '• Giày gót thấp êm chân và ví cầm tay nhỏ: mẹ đứng đón khách ở cửa suốt buổi', outer: { cold: '• Một chiếc áo khoác dạ dáng dài khi đến, vào trong thì cởi ra' } },
      ko: { main: '• 혼주 한복(어머니는 신부 쪽 분홍 계열, 신랑 쪽 푸른 계열이 전통이에요) 또는 단정한 롱 원피스에 재킷을 갖춘 예복', shoes: '• 굽 낮고 편한 구두와 작은 클러치: 혼주는 입구에서 손님을 계속 맞아야 해요', outer: { cold: '• 식장까지는 긴 코트를 걸치고 안에서는 벗기' } },
      zh: { main: '• 一件喜庆得体的旗袍或长款礼服，酒红、玫红、宝蓝或香槟金都合适（别穿白色和黑色），比宾客正式一档', shoes: '• 低跟舒服的皮鞋，配一只小手包：主婚人要在门口迎客一整场', outer: { cold: '• 来去路上披一件长款大衣，进场后脱下' } },
    },
    man: {
      en: { main: '• A dark navy or charcoal suit (or the morning suit or tuxedo the groom wears, if the couple asks) with a white shirt, a silk tie and a boutonnière matching the couple’s flowers', shoes: '• Polished black oxfords and dark socks', outer: {} },
      vi: { main: '• Bộ vest xanh navy đậm hoặc xám than, sơ mi trắng, cà vạt lụa và hoa cài áo cùng màu hoa cưới; bố cô dâu chú rể mặc trang trọng hơn khách một bậc', shoes: '• Giày oxford đen đánh bóng và tất tối màu', outer: {} },
      ko: { main: '• 짙은 네이비나 차콜 정장(신랑 측이 예복을 맞추면 그에 맞춰)에 흰 셔츠, 실크 넥타이, 가슴에 코사지: 손님들보다 한 단계 격식 있게', shoes: '• 잘 닦은 검정 구두와 어두운 양말', outer: {} },
      zh: { main: '• 深藏青或炭灰西装、白衬衫，系一条喜庆的酒红或金色领带，胸前别上和新人同款的胸花，比宾客正式一档', shoes: '• 擦亮的黑色牛津鞋，配深色袜子', outer: {} },
    },
    any: {
      en: { main: '• An outfit a step more formal than the guests, in a rich colour (never white): a long dress or a tailored suit, with a boutonnière or corsage matching the couple’s flowers', shoes: '• Comfortable, polished shoes: the couple’s parents greet every guest', outer: {} },
      vi: { main: '• Trang phục trang trọng hơn khách một bậc, màu đậm (không trắng): áo dài hoặc bộ vest chỉn chu, cài hoa cùng màu hoa cưới', shoes: '• Giày chỉn chu, êm chân: bố mẹ cô dâu chú rể đứng đón khách cả buổi', outer: {} },
      ko: { main: '• 손님들보다 한 단계 격식 있는 혼주 예복: 한복이나 정장, 가슴에 신랑 신부와 맞춘 코사지', shoes: '• 오래 서서 손님을 맞아도 편한 단정한 구두', outer: {} },
      zh: { main: '• 比宾客正式一档的主婚人装扮，颜色喜庆（别穿白色）：旗袍、长礼服或西装，胸前别上和新人同款的胸花', shoes: '• 擦亮又好走的正式鞋：新人的父母要在门口迎客', outer: {} },
    },
  },
};

/** The role's core lines for the wearer's gender. */
export function weddingRoleCore(reading: WeddingRoleReading, language: ContentLanguage): RoleCore {
  return cores[reading.role][reading.gender ?? 'any'][language];
}

const labels: Record<WeddingRole, Record<Gender | 'any', Record<ContentLanguage, string>>> = {
  attendant: {
    woman: { en: 'being a bridesmaid', vi: 'làm phù dâu', ko: '신부 들러리', zh: '当伴娘' },
    man: { en: 'being a groomsman', vi: 'làm phù rể', ko: '신랑 들러리', zh: '当伴郎' },
    any: { en: 'standing in the wedding party', vi: 'làm phù dâu, phù rể', ko: '결혼식 들러리', zh: '当伴娘伴郎' },
  },
  couple: {
    woman: { en: 'being the bride', vi: 'làm cô dâu', ko: '신부', zh: '当新娘' },
    man: { en: 'being the groom', vi: 'làm chú rể', ko: '신랑', zh: '当新郎' },
    any: { en: 'your own wedding', vi: 'đám cưới của chính bạn', ko: '두 사람의 결혼', zh: '你们自己的婚礼' },
  },
  parent: {
    woman: { en: 'the mother of the couple', vi: 'mẹ của cô dâu chú rể', ko: '혼주(어머니)', zh: '新人的妈妈' },
    man: { en: 'the father of the couple', vi: 'bố của cô dâu chú rể', ko: '혼주(아버지)', zh: '新人的爸爸' },
    any: { en: 'your child’s wedding', vi: 'đám cưới của con', ko: '혼주', zh: '子女的婚礼' },
  },
};

/** The role's label among the points the stylist names ("being a bridesmaid", "혼주"). */
export function weddingRoleLabel(reading: WeddingRoleReading, language: ContentLanguage): string {
  return labels[reading.role][reading.gender ?? 'any'][language];
}

const notes: Record<WeddingRole, Record<ContentLanguage, string>> = {
  couple: {
    en: 'It is your day, so white is yours to wear: pick what feels like you, match your partner’s colour family, and check it in a test photo in the same light (late-afternoon light outdoors is the softest).',
    vi: 'Đây là ngày của bạn nên màu trắng là của bạn: chọn bộ đồ thấy đúng là mình, phối cùng tông với nửa kia, và chụp thử một tấm dưới cùng ánh sáng (ngoài trời, nắng chiều muộn là dịu nhất).',
    ko: '주인공은 두 사람이니 흰색도 마음껏 입으세요. 나다운 옷을 고르고, 상대와 색 계열을 맞추고, 같은 빛에서 테스트 사진을 한 장 찍어 보세요(야외는 늦은 오후 빛이 가장 부드러워요).',
    zh: '这是你们自己的日子，白色尽管穿：挑最像自己的那一套，和另一半选同一色系，再在同样的光线下试拍一张（户外傍晚前的光最柔和）。',
  },
  attendant: {
    en: 'In the wedding party you are in every photo beside the couple: check the colour and length with the bride or groom first, then make it comfortable enough for a long day on your feet.',
    vi: 'Phù dâu phù rể có mặt trong mọi tấm ảnh bên cô dâu chú rể: hỏi trước màu và độ dài trang phục với cô dâu, rồi chọn đồ đủ thoải mái cho một ngày dài đứng và đi lại.',
    ko: '들러리는 모든 사진에 신랑 신부 옆에 서요. 색과 길이는 먼저 신부(신랑)와 맞추고, 하루 종일 서 있어도 편하게 입으세요.',
    zh: '伴娘伴郎会出现在新人身边的每一张照片里：颜色和长度先跟新人确认，再选一整天站着走动也舒服的款式。',
  },
  parent: {
    en: 'As a parent of the couple you host the day, not attend it: dress a step more formal than the guests, stand out a little in the family photos, and never upstage the bride.',
    vi: 'Là bố mẹ cô dâu chú rể, bạn là chủ nhà của buổi tiệc chứ không phải khách: mặc trang trọng hơn khách một bậc, nổi bật vừa phải trong ảnh gia đình, và không lấn át cô dâu.',
    ko: '혼주는 손님이 아니라 잔치를 여는 쪽이에요. 손님들보다 한 단계 격식 있게, 가족사진에서 단정하게 돋보이되 신부보다 튀지 않게 입으세요.',
    zh: '作为新人的父母，你是主人而不是宾客：穿得比宾客正式一档，在全家福里得体出彩，但别抢新娘的风头。',
  },
};

/** The role's note on the occasion (replaces the guest's "skip white" note). */
export function weddingRoleNote(reading: WeddingRoleReading, language: ContentLanguage): string {
  return notes[reading.role][language];
}

const tips: Record<WeddingRole, Record<ContentLanguage, string>> = {
  couple: {
    en: 'Do one full trial before the day (hair, outfit and shoes together) and take photos of it: what looks fine in a mirror can look different on camera.',
    vi: 'Thử trọn bộ một lần trước ngày chụp (tóc, trang phục và giày cùng lúc) rồi chụp lại: trong gương ổn chưa chắc lên ảnh đã ổn.',
    ko: '촬영 전에 헤어, 옷, 신발까지 한 번 다 갖춰 입고 사진으로 확인해 보세요. 거울에선 괜찮아도 카메라에선 달라 보일 수 있어요.',
    zh: '正式拍之前，把发型、衣服和鞋一起完整试一次，并拍几张看看：镜子里好看的，镜头里不一定一样。',
  },
  attendant: {
    en: 'Pack a small kit for the day: safety pins, plasters for your heels, tissues and a spare phone charger. The bride will need one of them.',
    vi: 'Chuẩn bị một túi nhỏ: kim băng, băng dán gót chân, khăn giấy và sạc dự phòng. Thế nào cô dâu cũng cần đến một món.',
    ko: '작은 파우치를 챙기세요. 옷핀, 뒤꿈치 밴드, 휴지, 보조 배터리. 신부가 꼭 하나는 찾게 돼요.',
    zh: '随身带个小包：别针、防磨脚贴、纸巾和充电宝，新娘一定会用上其中一样。',
  },
  parent: {
    en: 'Try the whole outfit on once with the shoes and sit, stand and bow in it: you will greet guests for hours and appear in every family photo.',
    vi: 'Mặc thử cả bộ cùng giày một lần, ngồi, đứng và cúi chào thử: bạn sẽ đón khách hàng giờ và có mặt trong mọi tấm ảnh gia đình.',
    ko: '예복과 구두를 미리 한 번 갖춰 입고 앉고 서고 인사해 보세요. 몇 시간 동안 손님을 맞고 모든 가족사진에 나오니까요.',
    zh: '提前把整套衣服连鞋一起试穿一次，坐下、站起、鞠躬都试试：你要迎客好几个小时，还会出现在每一张全家福里。',
  },
};

/** The role's tip (replaces the guest's "check the invitation" tip). */
export function weddingRoleTip(reading: WeddingRoleReading, language: ContentLanguage): string {
  return tips[reading.role][language];
}
