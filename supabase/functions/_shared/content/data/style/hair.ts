/** Named haircuts with what they suit, and reasons tied to face shape and hair type, in four languages. */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { FaceShape, HairLength, HairType } from './keywords.ts';

/** A text in each language. */
export type Localized = Record<ContentLanguage, string>;

/** One haircut. */
export interface HairCut {
  /** Who usually wears it: women, men or anyone. */
  wearer: 'woman' | 'man' | 'any';
  /** Hair lengths it is cut from. */
  lengths: readonly HairLength[];
  /** Face shapes it flatters. */
  faces: readonly FaceShape[];
  /** Hair types it works best with. */
  types: readonly HairType[];
  /** Name of the cut. */
  name: Localized;
  /** What it looks like and why it works, one sentence. */
  why: Localized;
}

/** The haircut catalogue. */
export const hairCuts: readonly HairCut[] = [
  { wearer: 'woman', lengths: ['medium'], faces: ['round', 'square', 'heart', 'oval', 'diamond'], types: ['straight', 'wavy', 'thick'],
    name: { en: 'Layered lob', ko: '레이어드 단발(롭 컷)', vi: 'Tóc lob tỉa tầng', zh: '层次锁骨发' },
    why: { en: 'it ends just past the jaw and moves easily, so it looks polished with almost no styling.', ko: '턱선 살짝 아래에서 끝나 움직임이 자연스럽고, 손질이 거의 없어도 단정해 보여요.', vi: 'tóc dài qua cằm một chút, chuyển động tự nhiên và trông gọn gàng mà hầu như không cần tạo kiểu.', zh: '发尾刚过下颌线，动起来很自然，几乎不用打理也显得精致。' } },
  { wearer: 'woman', lengths: ['long', 'medium'], faces: ['long', 'square', 'heart', 'oval', 'diamond'], types: ['straight', 'wavy'],
    name: { en: 'Curtain bangs with long layers', ko: '시스루 커튼뱅 + 긴 레이어드', vi: 'Mái rèm kết hợp tỉa tầng dài', zh: '八字刘海配长层次' },
    why: { en: 'the bangs part in the middle and sweep to the cheekbones, framing your eyes.', ko: '가운데서 갈라진 앞머리가 광대 쪽으로 흘러내려 눈매를 살려 줘요.', vi: 'phần mái rẽ giữa và rủ xuống gò má, làm nổi bật đôi mắt.', zh: '刘海从中间分开、顺着颧骨垂下，把眼睛衬得更有神。' } },
  { wearer: 'woman', lengths: ['medium', 'long'], faces: ['round', 'oval', 'long', 'square'], types: ['straight', 'wavy', 'thick'],
    name: { en: 'Hush cut', ko: '허쉬컷', vi: 'Tóc tỉa tầng lông vũ', zh: '羽毛剪' },
    why: { en: 'feathery layers around the face take out weight and add an airy, effortless shape.', ko: '얼굴 주변의 가벼운 깃털 레이어가 무게감을 덜어 공기처럼 가벼운 실루엣을 만들어요.', vi: 'các lớp tóc mỏng như lông vũ quanh mặt làm tóc nhẹ hẳn và tạo dáng bồng bềnh tự nhiên.', zh: '脸周羽毛般的碎层减轻了重量，营造轻盈随性的轮廓。' } },
  { wearer: 'woman', lengths: ['long', 'medium'], faces: ['long', 'oval', 'diamond', 'square'], types: ['straight', 'thin'],
    name: { en: 'Build perm (big soft waves)', ko: '빌드펌', vi: 'Uốn sóng lớn bồng bềnh', zh: '大波浪烫' },
    why: { en: 'loose S-waves from mid-length down add volume at the sides without a crunchy look.', ko: '중간부터 내려오는 굵은 S컬이 옆 볼륨을 살려 주면서도 뻣뻣해 보이지 않아요.', vi: 'những lọn sóng chữ S to từ giữa thân tóc tạo độ phồng hai bên mà không bị cứng.', zh: '从发中开始的大S卷让两侧更蓬松，又不会显得生硬。' } },
  { wearer: 'woman', lengths: ['short', 'medium'], faces: ['oval', 'heart', 'long', 'diamond'], types: ['straight', 'thick'],
    name: { en: 'French bob with a wispy fringe', ko: '프렌치 보브 + 시스루 뱅', vi: 'Tóc bob kiểu Pháp với mái thưa', zh: '法式短波波头配空气刘海' },
    why: { en: 'a chin-length bob with a light fringe looks chic and a little undone.', ko: '턱 길이 보브에 가벼운 앞머리를 더해 시크하면서도 살짝 자연스러운 멋이 나요.', vi: 'tóc bob ngang cằm cùng phần mái nhẹ trông sành điệu mà vẫn có chút phóng khoáng.', zh: '齐下巴的短发配轻薄刘海，时髦又带点随性。' } },
  { wearer: 'woman', lengths: ['short'], faces: ['oval', 'heart', 'diamond', 'round'], types: ['straight', 'thick', 'wavy'],
    name: { en: 'Pixie cut with a side-swept fringe', ko: '픽시컷 + 옆으로 넘긴 앞머리', vi: 'Tóc pixie mái lệch', zh: '精灵短发配侧分刘海' },
    why: { en: 'height on top and a diagonal fringe open up the face and show off your features.', ko: '정수리 볼륨과 사선 앞머리가 얼굴을 환하게 열어 이목구비를 돋보이게 해요.', vi: 'độ phồng trên đỉnh và phần mái chéo giúp khuôn mặt thoáng hơn, tôn các đường nét.', zh: '头顶的蓬松度和斜刘海让脸部更开阔，五官更突出。' } },
  { wearer: 'any', lengths: ['medium'], faces: ['oval', 'square', 'long', 'round'], types: ['wavy', 'curly', 'thick'],
    name: { en: 'Modern shag', ko: '모던 샤기컷', vi: 'Tóc tỉa tầng so le hiện đại', zh: '现代碎发剪' },
    why: { en: 'choppy layers all over give texture and movement that looks great air-dried.', ko: '전체에 들어간 거친 레이어가 질감과 움직임을 줘서 자연 건조만 해도 멋스러워요.', vi: 'các tầng tóc so le khắp đầu tạo kết cấu và chuyển động, chỉ cần để khô tự nhiên cũng đẹp.', zh: '整体的错落层次带来质感和动感，自然风干就很好看。' } },
  { wearer: 'woman', lengths: ['medium'], faces: ['round', 'oval', 'long', 'heart'], types: ['straight', 'thin'],
    name: { en: 'C-curl bob', ko: 'C컬 단발', vi: 'Tóc bob uốn cụp chữ C', zh: 'C卷内扣短发' },
    why: { en: 'the ends curve softly inward, which adds fullness and hugs the jawline.', ko: '끝이 안쪽으로 부드럽게 말려 풍성함을 더하고 턱선을 감싸 줘요.', vi: 'phần đuôi cụp nhẹ vào trong, giúp tóc dày dặn hơn và ôm lấy đường hàm.', zh: '发尾柔和地向内卷，增加饱满度并包住下颌线。' } },
  { wearer: 'woman', lengths: ['long'], faces: ['round', 'square', 'oval', 'heart', 'diamond'], types: ['straight', 'wavy', 'thick'],
    name: { en: 'Long face-framing layers', ko: '얼굴선 레이어드 긴 머리', vi: 'Tóc dài tỉa tầng ôm mặt', zh: '修颜长层次' },
    why: { en: 'shorter pieces start around the cheekbones and fall past the chin, drawing a soft vertical line.', ko: '광대 근처에서 시작하는 짧은 층이 턱 아래로 떨어지며 부드러운 세로선을 만들어요.', vi: 'những lớp ngắn bắt đầu quanh gò má và rủ qua cằm, tạo một đường dọc mềm mại.', zh: '较短的层次从颧骨附近开始、垂过下巴，画出柔和的纵向线条。' } },
  { wearer: 'woman', lengths: ['long'], faces: ['round', 'oval', 'square'], types: ['straight'],
    name: { en: 'Sleek long hair with a deep side part', ko: '깊은 옆가르마 생머리', vi: 'Tóc dài suôn mượt rẽ ngôi lệch sâu', zh: '深侧分顺直长发' },
    why: { en: 'a deep side part creates asymmetry and a glossy, grown-up look.', ko: '깊은 옆가르마가 비대칭 라인을 만들어 윤기 있고 성숙한 느낌을 줘요.', vi: 'đường rẽ ngôi lệch sâu tạo nét bất đối xứng, trông bóng mượt và trưởng thành.', zh: '深侧分带来不对称的线条，显得光泽又成熟。' } },
  { wearer: 'any', lengths: ['short', 'medium'], faces: ['round', 'oval', 'square', 'heart', 'long', 'diamond'], types: ['curly'],
    name: { en: 'Curl-by-curl tapered cut', ko: '컬을 살린 테이퍼드 컷', vi: 'Kiểu cắt tỉa theo từng lọn xoăn', zh: '按卷修剪的渐层剪' },
    why: { en: 'shaped curl by curl so your natural pattern forms a rounded, defined silhouette.', ko: '컬 하나하나에 맞춰 잘라 타고난 곱슬이 둥글고 또렷한 실루엣을 이뤄요.', vi: 'cắt theo từng lọn để độ xoăn tự nhiên tạo thành một dáng tròn, rõ nét.', zh: '一卷一卷地修剪，让天然卷形成圆润清晰的轮廓。' } },
  { wearer: 'woman', lengths: ['medium'], faces: ['oval', 'long', 'heart'], types: ['thin', 'straight'],
    name: { en: 'Blunt tassel bob', ko: '태슬컷', vi: 'Tóc bob cắt ngang', zh: '一刀切流苏短发' },
    why: { en: 'one clean, straight hemline makes the ends look thick and modern.', ko: '일자로 깔끔하게 떨어지는 끝선이 모발을 도톰하고 세련돼 보이게 해요.', vi: 'đường cắt ngang gọn gàng khiến phần đuôi tóc trông dày và hiện đại.', zh: '干净利落的一字发尾让发量看起来更多、更有现代感。' } },
  { wearer: 'man', lengths: ['short'], faces: ['round', 'oval', 'square', 'long'], types: ['thick', 'straight'],
    name: { en: 'Two-block cut', ko: '투블럭컷', vi: 'Tóc cắt hai tầng kiểu Hàn', zh: '韩式两段式短发' },
    why: { en: 'short sides with longer hair on top keep the head shape neat and let you style the top up or down.', ko: '옆은 짧고 윗머리는 길게 남겨 두상이 깔끔해 보이고, 윗머리를 올리거나 내려 연출할 수 있어요.', vi: 'hai bên cắt ngắn, phần trên để dài giúp dáng đầu gọn gàng và dễ tạo kiểu vuốt lên hay để rủ.', zh: '两侧剃短、顶部留长，头型更利落，顶发可上梳也可下垂。' } },
  { wearer: 'man', lengths: ['short'], faces: ['long', 'oval', 'heart', 'diamond'], types: ['straight', 'thin'],
    name: { en: 'Dandy cut with a soft fringe', ko: '댄디컷', vi: 'Tóc dandy mái rủ', zh: '丹迪短发配软刘海' },
    why: { en: 'a natural fringe over the forehead looks gentle and tidy.', ko: '이마를 자연스럽게 덮는 앞머리가 부드럽고 단정한 인상을 줘요.', vi: 'phần mái rủ tự nhiên che trán trông nhẹ nhàng và chỉn chu.', zh: '自然垂在额前的刘海显得温和又干净。' } },
  { wearer: 'man', lengths: ['short', 'medium'], faces: ['oval', 'long', 'square', 'heart'], types: ['straight', 'wavy'],
    name: { en: 'Comma hair', ko: '쉼표머리', vi: 'Tóc mái dấu phẩy', zh: '逗号刘海' },
    why: { en: 'the front curls down and inward like a comma, which softens the forehead and looks effortlessly styled.', ko: '앞머리가 쉼표처럼 안으로 말려 이마를 부드럽게 감싸고, 힘을 뺀 듯 멋스러워요.', vi: 'phần mái cong vào trong như dấu phẩy, làm trán mềm mại hơn và trông như được tạo kiểu hờ hững.', zh: '前额的头发像逗号一样向内弯，柔化额头，看起来不费力又有型。' } },
  { wearer: 'man', lengths: ['short'], faces: ['round', 'oval', 'square', 'diamond'], types: ['thick', 'wavy', 'curly'],
    name: { en: 'Textured crop with a low fade', ko: '텍스처드 크롭 + 로우 페이드', vi: 'Tóc crop tỉa rối, hai bên cạo mờ thấp', zh: '纹理短发配低渐变' },
    why: { en: 'a choppy, textured top with a gradual fade at the sides is sharp and easy to wear.', ko: '질감을 살린 윗머리와 옆의 점점 짧아지는 페이드가 날렵하고 관리도 쉬워요.', vi: 'phần trên cắt so le tạo độ rối tự nhiên, hai bên cạo mờ dần trông sắc nét mà dễ chăm sóc.', zh: '有纹理的碎发顶部配上两侧渐变，利落又好打理。' } },
  { wearer: 'man', lengths: ['short'], faces: ['round', 'oval', 'square', 'heart'], types: ['straight', 'thick'],
    name: { en: 'Classic side part', ko: '클래식 가르마 펌(포마드 스타일)', vi: 'Tóc rẽ ngôi cổ điển', zh: '经典侧分油头' },
    why: { en: 'a clean parting with the top swept to one side reads confident and professional.', ko: '또렷한 가르마에 윗머리를 한쪽으로 넘겨 자신감 있고 프로페셔널해 보여요.', vi: 'đường ngôi rõ ràng với phần tóc trên vuốt sang một bên trông tự tin và chuyên nghiệp.', zh: '清晰的分线、顶发梳向一侧，显得自信又专业。' } },
  { wearer: 'man', lengths: ['short'], faces: ['round', 'oval', 'square', 'heart'], types: ['thick', 'straight', 'wavy'],
    name: { en: 'Textured quiff', ko: '리젠트 컷', vi: 'Tóc mái vuốt dựng', zh: '飞机头' },
    why: { en: 'the front is lifted up and back, adding height that lengthens the face.', ko: '앞머리를 위와 뒤로 세워 높이를 주니 얼굴이 길고 시원해 보여요.', vi: 'phần mái được dựng lên và vuốt ra sau, tăng chiều cao giúp khuôn mặt thon dài hơn.', zh: '前额头发向上向后立起，增加高度，让脸看起来更修长。' } },
  { wearer: 'man', lengths: ['short', 'medium'], faces: ['long', 'oval', 'square', 'diamond'], types: ['straight', 'thin'],
    name: { en: 'Shadow perm', ko: '쉐도우펌', vi: 'Uốn phồng nhẹ chân tóc', zh: '阴影烫' },
    why: { en: 'a very soft perm gives straight, flat hair gentle volume and movement without looking curly.', ko: '아주 은은한 펌이 힘없는 직모에 곱슬 느낌 없이 볼륨과 흐름을 더해 줘요.', vi: 'kiểu uốn rất nhẹ giúp tóc thẳng, xẹp có độ phồng và chuyển động mà không bị xoăn.', zh: '非常自然的烫发让扁塌的直发有蓬松感和流动感，却不显卷。' } },
  { wearer: 'man', lengths: ['short'], faces: ['oval', 'square', 'diamond'], types: ['thick', 'curly', 'straight'],
    name: { en: 'Buzz cut', ko: '버즈컷', vi: 'Tóc húi cua sát', zh: '寸头' },
    why: { en: 'it shows off your bone structure and takes two minutes in the morning.', ko: '골격을 그대로 드러내고, 아침 준비가 2분이면 끝나요.', vi: 'kiểu tóc khoe trọn đường nét xương mặt và buổi sáng chỉ mất hai phút.', zh: '能完全展示骨相，早上两分钟就能出门。' } },
  { wearer: 'man', lengths: ['medium', 'long'], faces: ['oval', 'square', 'long', 'diamond'], types: ['wavy', 'thick'],
    name: { en: 'Swept-back medium flow', ko: '넘긴 중장발(슬릭백 레이어드)', vi: 'Tóc lửng vuốt ngược', zh: '后梳中长发' },
    why: { en: 'hair long enough to tuck behind the ears, pushed back with a little texture, looks relaxed and confident.', ko: '귀 뒤로 넘길 만큼 기른 머리를 질감 있게 뒤로 넘겨 여유롭고 자신감 있어 보여요.', vi: 'tóc đủ dài để vén sau tai, vuốt ngược với chút texture trông thoải mái mà tự tin.', zh: '长度可以别到耳后，带点纹理往后梳，显得松弛又自信。' } },
  { wearer: 'any', lengths: ['medium'], faces: ['oval', 'round', 'heart', 'diamond'], types: ['wavy', 'thick', 'straight'],
    name: { en: 'Soft wolf cut', ko: '소프트 울프컷', vi: 'Tóc đuôi sói tỉa nhẹ', zh: '柔和狼尾剪' },
    why: { en: 'shaggy layers on top with a longer neckline give a playful, slightly rebellious shape.', ko: '윗부분의 가벼운 레이어와 길게 남긴 뒷머리가 장난스럽고 살짝 반항적인 실루엣을 만들어요.', vi: 'các lớp tóc phía trên bồng bềnh cùng phần gáy để dài tạo dáng tinh nghịch, hơi nổi loạn.', zh: '顶部蓬松的层次配上较长的后颈发，形成俏皮又带点叛逆的轮廓。' } },
  { wearer: 'man', lengths: ['long'], faces: ['oval', 'square', 'long', 'diamond'], types: ['wavy', 'thick', 'straight'],
    name: { en: 'Half-up top knot', ko: '하프 업 번 스타일', vi: 'Tóc búi nửa đầu', zh: '半扎丸子头' },
    why: { en: 'tying just the top half back keeps long hair out of your face while showing its length.', ko: '윗머리만 묶어 올려 얼굴을 시원하게 드러내면서 긴 머리의 멋도 살려요.', vi: 'chỉ buộc nửa trên giúp tóc dài không vướng mặt mà vẫn khoe được độ dài.', zh: '只扎起上半部分，既让脸部清爽，又保留长发的魅力。' } },
];

/** Why a cut suits a face shape (two variants each). */
export const faceReasons: Record<FaceShape, Record<ContentLanguage, readonly string[]>> = {
  round: {
    en: ['Height on top and length below the chin draw the eye up and down, so a round face looks longer.', 'Soft angles and a bit of lift balance full cheeks.'],
    ko: ['정수리 볼륨과 턱 아래로 떨어지는 길이가 시선을 위아래로 이끌어 둥근 얼굴이 갸름해 보여요.', '부드러운 각과 약간의 뿌리 볼륨이 통통한 볼살과 균형을 이뤄요.'],
    vi: ['Độ phồng trên đỉnh và độ dài qua cằm kéo ánh nhìn theo chiều dọc, khiến khuôn mặt tròn trông thon hơn.', 'Những đường nét mềm và chút độ phồng ở chân tóc cân bằng đôi má bầu.'],
    zh: ['头顶的高度和过下巴的长度把视线上下拉长，圆脸会显得更修长。', '柔和的棱角和一点发根蓬松度，能平衡饱满的脸颊。'],
  },
  oval: {
    en: ['An oval face carries almost any cut, so this is about mood rather than correction.', 'Your balanced proportions let you play freely with fringe and volume.'],
    ko: ['계란형은 어떤 커트도 소화하니, 보완보다 분위기를 고르는 게 포인트예요.', '균형 잡힌 비율 덕분에 앞머리와 볼륨을 마음껏 바꿔 볼 수 있어요.'],
    vi: ['Mặt trái xoan hợp với hầu hết kiểu tóc, nên điều quan trọng là chọn phong cách chứ không phải che khuyết điểm.', 'Tỉ lệ cân đối cho phép bạn thoải mái thử mái và độ phồng.'],
    zh: ['鹅蛋脸几乎什么发型都驾驭得了，重点是选氛围而不是修饰。', '比例均衡的你可以大胆尝试各种刘海和蓬松度。'],
  },
  square: {
    en: ['Soft layers around the jaw blur strong corners.', 'Movement around the cheeks softens a strong jawline without hiding it.'],
    ko: ['턱 주변의 부드러운 레이어가 각진 라인을 흐려 줘요.', '볼 주변의 움직임이 강한 턱선을 감추지 않으면서도 부드럽게 만들어요.'],
    vi: ['Những lớp tóc mềm quanh hàm làm mờ các góc cạnh.', 'Chuyển động quanh má làm đường hàm mạnh mẽ dịu đi mà không che mất nó.'],
    zh: ['下颌周围柔和的层次能模糊棱角。', '脸颊周围的动感让硬朗的下颌线变柔和，又不会把它藏起来。'],
  },
  long: {
    en: ['Width at the sides and a fringe make a long face look shorter.', 'Keeping volume at the sides instead of the crown balances the length.'],
    ko: ['옆 볼륨과 앞머리가 긴 얼굴을 짧아 보이게 해요.', '정수리 대신 옆쪽에 볼륨을 두면 얼굴 길이가 균형을 찾아요.'],
    vi: ['Độ phồng hai bên và phần mái giúp khuôn mặt dài trông ngắn lại.', 'Giữ độ phồng ở hai bên thay vì đỉnh đầu sẽ cân bằng chiều dài khuôn mặt.'],
    zh: ['两侧的蓬松感和刘海能让长脸看起来短一些。', '把蓬松度放在两侧而不是头顶，可以平衡脸的长度。'],
  },
  heart: {
    en: ['Fullness at chin level balances a wider forehead and a pointed chin.', 'A soft fringe narrows the forehead and frames the cheekbones.'],
    ko: ['턱 높이의 풍성함이 넓은 이마와 뾰족한 턱의 균형을 잡아 줘요.', '부드러운 앞머리가 이마를 좁혀 보이게 하고 광대를 감싸 줘요.'],
    vi: ['Độ dày ở ngang cằm cân bằng vầng trán rộng và chiếc cằm nhọn.', 'Phần mái mềm giúp trán trông hẹp lại và ôm lấy gò má.'],
    zh: ['下巴附近的丰盈感能平衡较宽的额头和尖下巴。', '柔和的刘海让额头显窄，并勾勒颧骨。'],
  },
  diamond: {
    en: ['A fringe and fullness around the chin soften high cheekbones.', 'Width at the forehead and jaw balances striking cheekbones.'],
    ko: ['앞머리와 턱 주변의 풍성함이 높은 광대를 부드럽게 해 줘요.', '이마와 턱 쪽에 폭을 더하면 도드라진 광대와 균형이 맞아요.'],
    vi: ['Phần mái và độ dày quanh cằm làm dịu gò má cao.', 'Thêm độ rộng ở trán và hàm sẽ cân bằng gò má nổi bật.'],
    zh: ['刘海和下巴周围的丰盈感能柔化高颧骨。', '在额头和下颌处增加宽度，能平衡突出的颧骨。'],
  },
};

/** Care and styling notes per hair type. */
export const hairTypeNotes: Record<HairType, Localized> = {
  straight: { en: 'On straight hair, ask for point-cut ends so it never falls flat.', ko: '직모라면 끝을 포인트 커트로 정리해 달라고 하면 축 처지지 않아요.', vi: 'Với tóc thẳng, hãy nhờ thợ cắt tỉa mũi kéo ở đuôi để tóc không bị xẹp.', zh: '直发记得让发型师用点剪处理发尾，就不容易塌。' },
  wavy: { en: 'Your waves do most of the styling: scrunch in a little cream and let it air-dry.', ko: '웨이브가 스타일링의 절반을 해 줘요. 크림을 조금 발라 주물러 자연 건조하세요.', vi: 'Tóc gợn sóng tự tạo kiểu phần lớn: bóp một chút kem dưỡng rồi để khô tự nhiên.', zh: '你的波浪自带造型感：抓一点卷发乳，自然风干即可。' },
  curly: { en: 'Have it cut dry, curl by curl, and skip the brush; a diffuser keeps the shape.', ko: '마른 상태에서 컬 단위로 자르고 빗질은 피하세요. 디퓨저를 쓰면 모양이 오래가요.', vi: 'Nên cắt khi tóc khô, theo từng lọn, và đừng chải; dùng máy sấy khuếch tán để giữ nếp.', zh: '最好干剪、按卷修剪，不要用梳子梳开；用扩散罩吹干能保持卷形。' },
  thin: { en: 'Keep layers light and the hemline blunt so fine hair looks fuller; a root-lift spray helps.', ko: '레이어는 가볍게, 끝선은 일자로 두면 가는 모발도 풍성해 보여요. 뿌리 볼륨 스프레이도 도움이 돼요.', vi: 'Tỉa tầng nhẹ và giữ đuôi cắt ngang để tóc mỏng trông dày hơn; xịt tạo phồng chân tóc sẽ giúp ích.', zh: '层次要轻、发尾要齐，细软发才显得多；可以用发根蓬松喷雾。' },
  thick: { en: 'Ask for internal texturising so the weight sits lower and it dries faster.', ko: '안쪽 숱을 쳐 달라고 하면 무게가 아래로 내려가고 더 빨리 말라요.', vi: 'Hãy nhờ tỉa mỏng phần tóc bên trong để tóc nhẹ hơn và nhanh khô hơn.', zh: '请发型师做内层打薄，重量下移，也更快干。' },
  frizzy: { en: 'A smoothing leave-in and a microfibre towel keep frizz down on humid days.', ko: '씻어 내지 않는 에센스와 극세사 수건이 습한 날의 부스스함을 잡아 줘요.', vi: 'Dưỡng tóc không xả và khăn sợi microfiber giúp tóc bớt xù vào những ngày ẩm.', zh: '免洗护发素加超细纤维毛巾，潮湿天气也能压住毛躁。' },
};

/** A second care note per hair type, so a repeated request does not always get the same advice. */
export const hairTypeMoreNotes: Record<HairType, Localized> = {
  straight: { en: 'Straight hair shows every line of the cut, so a trim every six to eight weeks keeps the shape crisp.', ko: '직모는 커트 선이 그대로 보여서 6~8주마다 다듬어 주면 모양이 또렷하게 유지돼요.', vi: 'Tóc thẳng lộ rõ từng đường cắt, nên tỉa lại mỗi sáu đến tám tuần để giữ dáng sắc nét.', zh: '直发会把每条剪裁线都显出来，每六到八周修一次，形状才会一直利落。' },
  wavy: { en: 'Waves look best with a few longer layers; too many short ones turn them into frizz.', ko: '웨이브는 긴 레이어 몇 개가 있을 때 가장 예뻐요. 짧은 층이 너무 많으면 부스스해져요.', vi: 'Tóc gợn sóng đẹp nhất với vài tầng dài; tỉa quá nhiều tầng ngắn sẽ dễ bị xù.', zh: '微卷配几层长层次最好看，短层次太多反而容易毛躁。' },
  curly: { en: 'Curls love moisture: a rich conditioner and a satin pillowcase keep them defined overnight.', ko: '곱슬은 수분을 좋아해요. 진한 컨디셔너와 새틴 베갯잇이 밤사이 컬을 지켜 줘요.', vi: 'Tóc xoăn cần độ ẩm: dầu xả đậm đặc và vỏ gối satin giúp lọn tóc giữ nếp qua đêm.', zh: '卷发喜欢水分：滋润的护发素加缎面枕套，一夜之后卷度依然清晰。' },
  thin: { en: 'Fine hair looks thicker when it is dried upside down first and finished with a light mousse, never heavy oil.', ko: '가는 모발은 고개를 숙이고 먼저 말린 뒤 가벼운 무스로 마무리하면 더 풍성해 보여요. 무거운 오일은 피하세요.', vi: 'Tóc mỏng trông dày hơn khi sấy lộn đầu trước rồi dùng chút mousse nhẹ, tránh dầu dưỡng nặng.', zh: '细软发先低头吹干，再用一点轻盈的泡沫收尾，会显得更蓬松；别用厚重的发油。' },
  thick: { en: 'Thick hair holds a shape well, so a blunt line or a sculpted cut lasts longer on you than on most people.', ko: '숱 많은 머리는 모양을 잘 잡아서, 일자 라인이나 각 잡힌 커트가 남들보다 오래가요.', vi: 'Tóc dày giữ nếp tốt, nên đường cắt ngang hay kiểu tóc có phom sẽ bền dáng hơn người khác.', zh: '发量多的头发很能定型，一刀切或有轮廓的剪法在你头上能维持得更久。' },
  frizzy: { en: 'Dry it with the airflow pointing down the hair shaft and finish with a drop of oil on the ends.', ko: '드라이어 바람을 모발 결을 따라 위에서 아래로 보내고, 끝에 오일 한 방울로 마무리하세요.', vi: 'Sấy theo chiều từ chân xuống ngọn tóc và kết thúc bằng một giọt dầu dưỡng ở đuôi.', zh: '吹头发时让风顺着发丝从上往下吹，最后在发尾抹一滴护发油。' },
};
