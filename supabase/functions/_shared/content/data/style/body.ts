/**
 * The stylist's line on the body the visitor described (height and build), in the four languages: what to wear so the
 * outfit works with that body. One line is chosen per answer, so a described body is always addressed in the outfit.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { Build, Height } from './keywords.ts';

/** The body notes one answer can address. */
export type BodyNote = Height | Build | 'shortBroad' | 'slimHot';

/** Outfit lines per body note and language (each starts with a bullet). */
export const bodyLines: Readonly<Record<ContentLanguage, Readonly<Record<BodyNote, readonly string[]>>>> = {
  en: {
    shortBroad: [
      '• For a shorter, stocky frame: one colour from top to trousers, a slim (not skinny) fit and an open or V collar draw the eye up and add height.',
      '• Short and stocky works best with clean vertical lines: a single-colour base, trousers with no break at the shoe and nothing bulky at the waist.',
    ],
    petite: ['• Being on the shorter side: keep top and bottom in one colour, choose high-rise trousers and let a little ankle show, so the leg line runs long.', '• To add height, go tonal (one colour top to toe) and pick shoes close to your trouser colour; cropped jackets beat long ones.'],
    tall: ['• Your height carries long lines well: a longer jacket or coat and wide-leg trousers look natural on you.', '• Tall frames can break the line on purpose: a contrast belt or a tucked top keeps the look from seeming stretched.'],
    slimHot: ['• For a slim frame in the heat, let structure do the work instead of layers: a crisp shirt in slightly heavier cotton and straight (not skinny) trousers give shape and still breathe.'],
    slim: ['• For a slim frame, add a little structure: a jacket with a defined shoulder and textured fabrics give shape without looking baggy.', '• Layer two textures, like a knit over a shirt, and keep the fit close; oversized pieces swallow a slim build.'],
    pear: ['• For a pear shape, add interest up top (a boat or square neckline, a structured shoulder) and keep the bottom half simple and dark, in a straight or A-line cut that skims past the hips and thighs.'],
    curvy: ['• For your shape, balance the hips: bring interest up to the neckline and shoulders, and keep bottoms dark and straight or wide-leg, falling cleanly past the hip.', '• A defined waist with a top that skims rather than clings, plus darker straight or A-line bottoms, keeps the silhouette balanced and easy.'],
    broad: ['• For a broad frame, keep the fit clean, not tight: a soft shoulder, a V or open collar and darker tops balance the upper body.', '• A solid build looks sharpest in fabrics with a little drape and a straight cut; skip shiny fabrics and bulky layers across the chest.'],
    athletic: ['• For an athletic build, look for a little stretch and a tapered leg so nothing pulls across the shoulders or thighs.', '• Athletic frames suit fine knits and soft tailoring; leave tight, clingy fabrics for the gym.'],
    belly: ['• For the tummy: a straight-hem top worn out, or a loose front half-tuck, skims the middle; trousers that sit on the waist and a darker bottom keep the line smooth.', '• To skim the middle, pick fluid fabrics that fall straight from the chest, an open layer on top to draw a long vertical line, and nothing tight at the waist.'],
  },
  ko: {
    shortBroad: ['• 키가 작고 다부진 체형이라면 상하의를 한 톤으로 맞추고, 너무 붙지 않는 슬림핏에 V넥이나 오픈 칼라로 시선을 위로 끌어 올리세요.', '• 작고 다부진 체형은 세로선이 답이에요. 한 가지 색 베이스에 밑단이 구겨지지 않는 기장, 허리에 부피 있는 옷은 피하세요.'],
    petite: ['• 키가 크지 않다면 상하의를 같은 톤으로 맞추고 하이웨이스트 바지에 발목을 살짝 드러내 다리 라인을 길게 보여 주세요.', '• 톤온톤으로 위아래를 맞추고 바지와 비슷한 색 신발을 고르면 키가 더 커 보여요. 긴 재킷보다 짧은 재킷이 좋아요.'],
    tall: ['• 키가 크면 긴 기장의 재킷이나 코트, 와이드 팬츠가 자연스럽게 어울려요.', '• 큰 키는 벨트나 상의 넣어 입기로 라인을 한 번 끊어 주면 더 균형 있어 보여요.'],
    slimHot: ['• 더운 날 마른 체형은 겹쳐 입기 대신 형태로 잡아 주세요. 살짝 도톰한 면 셔츠와 너무 좁지 않은 일자 바지면 통기성도 살고 핏도 살아요.'],
    slim: ['• 마른 체형은 어깨선이 잡힌 재킷과 도톰한 소재로 형태를 더해 주면 헐렁해 보이지 않아요.', '• 니트 안에 셔츠처럼 질감을 겹쳐 입고 핏은 몸에 맞게. 너무 큰 옷은 마른 체형을 묻어 버려요.'],
    pear: ['• 하체가 신경 쓰이는 서양배 체형은 어깨와 목선에 포인트를 주고, 하의는 어두운 색의 일자나 A라인으로 골반과 허벅지를 스치듯 떨어지게 입어 보세요.'],
    curvy: ['• 통통한 체형은 허리선을 살짝 잡되 몸에 붙지 않는 상의, 어두운 색의 일자나 A라인 하의로 라인을 길고 편안하게 정리해 보세요.', '• 시선은 목선과 어깨 쪽으로 올리고, 하의는 어두운 색 일자 핏으로 떨어지게 입으면 전체 균형이 좋아요. V넥도 도움이 돼요.'],
    broad: ['• 다부진 체격은 딱 붙지 않는 깔끔한 핏, 부드러운 어깨선, V넥이나 오픈 칼라로 상체를 정돈해 보세요.', '• 체격이 있으면 살짝 흐르는 소재의 일자 핏이 가장 깔끔해요. 가슴 쪽에 부피가 큰 옷이나 광택 소재는 피하세요.'],
    athletic: ['• 탄탄한 체형은 어깨나 허벅지가 당기지 않게 약간 신축성 있는 소재와 테이퍼드 핏을 고르세요.', '• 근육형 체형에는 얇은 니트와 부드러운 테일러링이 잘 맞아요. 몸에 붙는 소재는 운동할 때만.'],
    belly: ['• 배가 신경 쓰이면 밑단이 일자인 상의를 빼서 입거나 앞만 살짝 넣고, 허리에 걸치는 바지와 어두운 하의로 라인을 매끈하게 잡으세요.', '• 가슴에서 일자로 떨어지는 부드러운 소재에 앞을 열어 입는 겉옷을 더하면 세로선이 생겨 배가 덜 드러나요.'],
  },
  vi: {
    shortBroad: ['• Dáng thấp và chắc người: mặc cùng một tông từ áo đến quần, phom vừa người (không bó) và cổ chữ V hay cổ mở để kéo ánh nhìn lên, trông cao hơn.', '• Người thấp, đậm thì ưu tiên đường dọc: nền một màu, quần dài vừa chạm giày và không có gì dày cộm ở eo.'],
    petite: ['• Dáng không cao: mặc áo quần cùng tông, chọn quần cạp cao và để lộ chút mắt cá chân để chân trông dài hơn.', '• Phối tone-sur-tone từ đầu đến chân và chọn giày gần màu quần sẽ giúp bạn trông cao hơn; áo khoác lửng hợp hơn áo dài.'],
    tall: ['• Dáng cao mặc đồ dáng dài rất hợp: áo khoác dài, quần ống rộng trông tự nhiên.', '• Người cao có thể cắt ngang dáng bằng thắt lưng hoặc sơ vin để tổng thể cân đối hơn.'],
    slimHot: ['• Dáng mảnh mà trời nóng thì dựa vào phom thay vì mặc nhiều lớp: sơ mi cotton dày vừa, đứng dáng và quần ống đứng (không bó) vừa có form vừa thoáng.'],
    slim: ['• Dáng mảnh thì thêm chút form: áo khoác có vai rõ và chất vải dày dặn giúp bạn không bị lọt thỏm.', '• Phối hai lớp chất liệu, như áo len ngoài sơ mi, và giữ phom vừa người; đồ quá rộng sẽ nuốt dáng mảnh.'],
    pear: ['• Dáng quả lê nên làm điểm nhấn phần trên (cổ thuyền, cổ vuông, vai có phom) và giữ phần dưới tối màu, đơn giản, ống đứng hoặc chữ A trượt qua hông và đùi.'],
    curvy: ['• Với dáng đầy đặn, chọn áo suông vừa người (không bó, không thùng thình), màu trầm hoặc sọc dọc, quần ống đứng tối màu để dáng trông gọn và dài hơn.', '• Kéo ánh nhìn lên cổ áo và vai, giữ phần dưới tối màu, ống suông; cổ chữ V hoặc cổ bẻ giúp dáng thon gọn hơn.'],
    broad: ['• Người to khỏe thì giữ phom gọn mà không bó: vai áo mềm, cổ chữ V hoặc cổ mở và áo tối màu giúp phần trên cân đối.', '• Khung người lớn hợp nhất với vải hơi rủ và dáng đứng; tránh vải bóng và đồ dày cộm ở phần ngực.'],
    athletic: ['• Dáng săn chắc nên chọn vải có chút co giãn và quần ống côn để vai, đùi không bị căng.', '• Người tập thể thao mặc áo len mỏng và đồ may mềm rất đẹp; đồ bó sát để dành khi đi tập.'],
    belly: ['• Để che vòng hai: áo vạt bằng mặc bỏ ngoài hoặc chỉ sơ vin hờ phía trước, quần cạp vừa đúng eo và màu tối giúp dáng liền mạch.', '• Chọn vải mềm rủ thẳng từ ngực xuống, thêm một lớp khoác mở phía trước để tạo đường dọc, và tránh đồ bó ở eo.'],
  },
  zh: {
    shortBroad: ['• 个子不高又偏壮：上下同色系，选合身不紧绷的修身款，配V领或开领把视线往上引，显高。', '• 矮壮身材靠竖线条：单一颜色打底，裤长刚好落在鞋面不堆，腰部别有厚重的东西。'],
    petite: ['• 个子不高：上下同色，选高腰裤并露出一点脚踝，腿部线条会显得更长。', '• 从头到脚同色系，鞋子选和裤子接近的颜色，更显高；短外套比长外套更合适。'],
    tall: ['• 个子高撑得起长线条：长款外套、阔腿裤穿起来都很自然。', '• 高个子可以用腰带或把上衣塞进去断开线条，整体更协调。'],
    slimHot: ['• 天热又偏瘦，就靠版型而不是叠穿：稍厚一点、挺括的棉衬衫配不紧身的直筒裤，有型又透气。'],
    slim: ['• 偏瘦身材加一点廓形：肩线利落的外套和有厚度的面料能撑起来，不显空荡。', '• 叠穿两种质感，比如衬衫外搭针织，版型合身就好；太大的衣服会把瘦的人“吞掉”。'],
    pear: ['• 梨形身材：重点放在上半身，一字领、方领或有肩线的外套把视线往上引；下装选深色直筒或A字，顺着胯部和大腿垂下来，不紧绷。'],
    curvy: ['• 身材偏丰满：上衣选垂顺不贴身的，视线往领口和肩部引，下装选深色直筒或A字，整体更修长。', '• 收一点腰线，上衣不紧绷，下装深色直筒，V领也很显瘦，比例会更平衡。'],
    broad: ['• 骨架偏大：版型利落但不紧绷，柔和的肩线、V领或开领加深色上衣，能平衡上半身。', '• 身材结实的人穿带一点垂感的直筒款最利落；胸前别用亮面料和厚重的款式。'],
    athletic: ['• 健壮身材选有点弹力的面料和锥形裤，肩膀和大腿不会紧绷。', '• 肌肉型身材穿细针织和软结构西装很好看，贴身面料留给健身房。'],
    belly: ['• 遮小肚子：直下摆上衣放在外面，或者只把前片松松塞一点；高腰但不勒的裤子、A字或直筒下装，都能让腰腹线条更顺。', '• 选从胸口自然垂下的面料，外面加一件敞开穿的薄外套拉出竖线条，腰部别穿紧身的。'],
  },
};

/** The body note one answer addresses: a short, broad frame together; otherwise the first build, then the height (`hot`: no layering advice). */
export function bodyNoteOf(height: Height | undefined, builds: readonly Build[], hot = false): BodyNote | undefined {
  if (height === 'petite' && builds.includes('broad')) return 'shortBroad';
  if (builds.includes('belly')) return 'belly';
  const build = builds[0];
  if (build === 'slim' && hot) return 'slimHot';
  return build ?? height;
}

/** The visitor worries about sweating or the heat. */
export const sweatPattern = /\bsweat|\bsweaty\b|\bperspir|땀|mồ hôi|mo hoi|出汗|流汗|汗/u;
/** The visitor wants good photos. */
export const photoPattern = /\bphotos?\b|\bpictures?\b|\binstagram|사진|인생샷|chụp hình|chụp ảnh|chup hinh|chup anh|sống ảo|song ao|拍照|照片|出片/u;

/** Lines for the heat and for photos, per language. */
export const requestNotes: Readonly<Record<ContentLanguage, { sweat: readonly string[]; photo: readonly string[] }>> = {
  en: {
    sweat: ['• Against the sweat: a thin moisture-wicking undershirt, light colours and loose, breathable weaves (linen, cotton, seersucker) keep marks from showing.'],
    photo: ['• For the photos: one clear colour that stands out against the background, and a fabric with a little texture, read best on camera.', '• For photos, pick one colour that pops against the setting and keep prints small; solid colours always photograph well.'],
  },
  ko: {
    sweat: ['• 땀이 걱정되면 얇은 기능성 이너, 밝은 색, 린넨이나 면처럼 통기성 좋은 소재를 고르세요. 땀 자국이 훨씬 덜 보여요.'],
    photo: ['• 사진이 잘 나오려면 배경과 대비되는 선명한 색 하나와 살짝 질감 있는 소재가 좋아요.', '• 인생샷을 원하면 배경에서 튀는 한 가지 색을 고르고 잔무늬는 피하세요. 단색이 사진에 가장 예쁘게 나와요.'],
  },
  vi: {
    sweat: ['• Sợ đổ mồ hôi thì mặc thêm áo lót mỏng thấm hút, chọn màu sáng và vải thoáng như lanh, cotton để không lộ vệt mồ hôi.'],
    photo: ['• Để lên ảnh đẹp: chọn một màu nổi bật trên nền cảnh, vải có chút chất liệu sẽ lên hình rõ hơn.', '• Chụp hình thì chọn một màu thật nổi so với khung cảnh và tránh họa tiết li ti; đồ trơn màu luôn lên ảnh đẹp.'],
  },
  zh: {
    sweat: ['• 怕出汗就在里面穿一件薄的吸汗打底，选浅色和亚麻、棉这类透气面料，汗渍不明显。'],
    photo: ['• 想拍照出片：选一个和背景反差明显的颜色，面料带一点质感，镜头里更好看。', '• 拍照时挑一个在景色里跳出来的颜色，避开细碎的小花纹；纯色最上镜。'],
  },
};
