/** Words and sentences the stylist writes with, per language. */
import { withParticle } from '../../korean-particles.ts';
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { AgeGroup } from './age.ts';
import type { Build, ColourKey, FaceShape, HairLength, HairType, Height, Occasion, Season, StyleWord, Undertone } from './keywords.ts';

/** All stylist texts of one language. */
export interface StylePhrases {
  headers: { hair: string; outfit: string; colours: string; tip: string };
  /** Opening lines naming what was understood. */
  intro: readonly ((features: string) => string)[];
  /** Opening lines when nothing specific was found. */
  introEmpty: readonly string[];
  /** Joins feature labels into one phrase. */
  joinList: (items: readonly string[]) => string;
  labels: {
    face: Record<FaceShape, string>;
    length: Record<HairLength, string>;
    type: Record<HairType, string>;
    height: Record<Height, string>;
    build: Record<Build, string>;
    occasion: Record<Occasion, string>;
    season: Record<Season, string>;
    undertone: Record<Undertone, string>;
    style: Record<StyleWord, string>;
    age: Record<AgeGroup, string>;
  };
  /** One haircut line. */
  hairLine: (name: string, why: string) => string;
  /** Top with bottom, or a dress on its own. */
  mainLine: readonly ((top: string, bottom: string) => string)[];
  dressLine: readonly ((dress: string) => string)[];
  outerLine: readonly ((outer: string) => string)[];
  finishLine: readonly ((shoes: string, accessory: string) => string)[];
  /** Style direction per style word. */
  styleDirection: Record<StyleWord, string>;
  /** Notes per occasion (one is picked). */
  occasionNote: Record<Occasion, readonly string[]>;
  colourNames: Record<ColourKey, string>;
  /** Pairing lines built around the first colour. */
  colourLines: readonly ((a: string, b: string, c: string) => string)[];
  /** Palette lines for a season. */
  seasonPalette: (season: string, a: string, b: string, c: string) => string;
  /** Palette lines for an undertone. */
  undertonePalette: (undertone: Undertone, a: string, b: string, c: string) => string;
  tips: {
    height: Record<Height, readonly string[]>;
    build: Record<Build, readonly string[]>;
    season: Record<Season, readonly string[]>;
    age: Record<AgeGroup, readonly string[]>;
    occasion: Partial<Record<Occasion, readonly string[]>>;
    general: readonly string[];
  };
}

const en: StylePhrases = {
  headers: { hair: '✂️ Hairstyle', outfit: '👕 Outfit', colours: '🎨 Colours', tip: '💡 Tip' },
  intro: [(f) => `Here's what I picked up: ${f}.`, (f) => `Working with what you told me (${f}), here's a look built around you.`, (f) => `Noted: ${f}. Let's style that.`],
  introEmpty: ["You kept it short, so here's a versatile look. Tell me your face shape, hair and the occasion next time for a sharper one.", "Not many details to go on, so this is an easy all-rounder; mention your hair, height or plans for something more tailored."],
  joinList: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`),
  labels: {
    face: { round: 'a round face', oval: 'an oval face', square: 'a square jaw', long: 'a long face', heart: 'a heart-shaped face', diamond: 'high cheekbones' },
    length: { short: 'short hair', medium: 'shoulder-length hair', long: 'long hair' },
    type: { straight: 'straight texture', wavy: 'natural waves', curly: 'curls', thin: 'fine hair', thick: 'thick hair', frizzy: 'some frizz' },
    height: { tall: 'a tall frame', petite: 'a petite frame' },
    build: { slim: 'a slim build', pear: 'a pear shape', curvy: 'curves', broad: 'a solid, broad frame', athletic: 'an athletic build', belly: 'a tummy to skim' },
    occasion: { work: 'the office', interview: 'an interview', date: 'a date', wedding: 'a wedding', party: 'a party', casual: 'everyday wear', travel: 'a trip', school: 'campus', sport: 'a workout', festival: 'a concert or festival', outdoor: 'a hike or a day outdoors', beach: 'the beach', family: 'meeting the parents', stage: 'being on stage', funeral: 'a funeral', ceremony: 'a school ceremony', celebration: 'a family celebration' },
    season: { spring: 'spring', summer: 'summer', autumn: 'autumn', winter: 'winter' },
    undertone: { warm: 'a warm undertone', cool: 'a cool undertone', deep: 'a deeper skin tone' },
    style: { minimal: 'minimal style', classic: 'a classic taste', street: 'streetwear', vintage: 'vintage vibes', romantic: 'a romantic touch', sporty: 'a sporty side', chic: 'chic looks', casual: 'relaxed style', boho: 'boho spirit', preppy: 'preppy style', edgy: 'an edgy streak', dandy: 'a dandy finish', cute: 'a cute, playful mood' },
    age: { teen: 'your teens', twenties: 'your twenties', thirties: 'your thirties', forties: 'your forties', fiftyPlus: 'fifty-plus style' },
  },
  hairLine: (name, why) => `• ${name}: ${why}`,
  mainLine: [(t, b) => `• ${capitalise(t)} with ${b}`, (t, b) => `• ${capitalise(t)}, tucked loosely into ${b}`],
  dressLine: [(d) => `• ${capitalise(d)} as the one-piece hero`, (d) => `• ${capitalise(d)}, nothing else needed`],
  outerLine: [(o) => `• Layer ${o} on top`, (o) => `• Throw on ${o} when it cools down`],
  finishLine: [(s, a) => `• Finish with ${s} and ${a}`, (s, a) => `• ${capitalise(s)} plus ${a} pull it together`],
  styleDirection: {
    minimal: 'Keep it to three colours, no logos, and let clean lines do the talking.',
    classic: 'Go for timeless shapes: a sharp collar, a good coat and polished leather never date.',
    street: 'Play with proportion: oversized on top, straight or cargo below, and statement sneakers.',
    vintage: 'Mix one thrifted piece, like a worn-in jacket or a patterned shirt, with clean basics.',
    romantic: 'Add softness with fluid fabrics, a little lace or a bow, and gentle pastel tones.',
    sporty: 'Borrow from the track: a zip-up, a technical fabric and clean trainers.',
    chic: 'Stick to a tight palette and one sleek statement, like a sharp coat or a sculptural bag.',
    casual: 'Choose relaxed fits in good fabrics so comfortable still looks intentional.',
    boho: 'Layer textures, like crochet, suede and flowing prints, and stack a few bracelets.',
    preppy: 'Think collars, knits over shoulders, loafers and a striped detail.',
    edgy: 'Bring in black leather, silver hardware and one unexpected clash.',
    dandy: 'Sharp tailoring, a pocket square or a fine knit under a blazer, and polished shoes.',
    cute: 'Play with a fun colour, a playful print or a small accessory with personality.',
  },
  occasionNote: {
    work: ['For the office, aim for pieces that stay sharp from the morning commute to the last meeting.', 'For work, pick two or three pieces that mix with each other, so every morning is a five-minute decision.'],
    interview: ['For an interview, keep to navy, grey or white so they remember your answers, not your outfit.', 'For an interview, dress one step smarter than the people who work there, and make sure nothing needs adjusting.'],
    date: ['For a date, wear one thing you feel great in and keep the rest simple.', 'For a date, choose something that lets you move and sit comfortably, so you can forget the outfit and enjoy the evening.'],
    wedding: ["As a guest, skip white and anything that competes with the couple; go soft and polished.", 'For a wedding, look polished in the photos: soft colours, pressed fabric and shoes you can stand in through the speeches.'],
    party: ['For a party, one shiny or bold piece is enough; let it lead.', 'For a party, dress for the room: one piece that catches the light, the rest calm and comfortable enough to dance in.'],
    casual: ['For everyday wear, comfort comes first, but one crisp piece makes it look deliberate.', 'For everyday wear, pick soft fabrics in a fit that is neither tight nor sloppy; that is what reads as effortless.'],
    travel: ["For travel, pick pieces that layer, don't wrinkle and all go with each other.", 'For a trip, pack around two colours so every top goes with every bottom, and wear the bulkiest pieces on the way.'],
    school: ['For campus, go comfortable and easy to move in, with a bag that fits your laptop.', 'For campus days, dress for long hours: layers for cold lecture halls and shoes you can walk across campus in.'],
    sport: ['For a workout, breathable fabrics and proper shoes matter more than anything else.', 'For training, choose pieces that move with you and dry fast; a good fit matters more than the brand.'],
    festival: ["For a festival, plan for standing for hours: comfy shoes, hands-free bag, a layer for the night.", 'For a concert or festival, wear something you will not worry about in a crowd, and keep your hands free.'],
    outdoor: ['For a hike, think in layers you can peel off on the trail, with shoes that grip; cotton stays wet, so pick quick-dry fabrics.', 'For a day outdoors, a light waterproof layer and a spare warm layer in the bag beat one heavy jacket.'],
    beach: ['For the beach, go light and breathable, with something to cover your shoulders from the sun and sandals that can get wet.', 'For the beach, bring a light cover-up for lunch and the ride back, and leave anything that cannot get sandy at home.'],
    family: ['Meeting the parents is about looking neat and considerate: pressed, modest pieces in soft colours, nothing ripped, cropped or loud.', 'For meeting the parents, dress the way you would for a nice family lunch: a tidy collar or a soft knit, clean shoes and a calm colour.'],
    stage: ['On stage, the lights and the camera flatten everything: a sharp, well-fitted jacket in a deep colour reads best from the back row.', 'For hosting, pick a cut that stays sharp when you raise the microphone: a slim jacket that closes cleanly, trousers that end neatly at the shoe.'],
    funeral: ['For a funeral, dress quietly: dark, plain and covered, nothing that draws the eye.', 'At a funeral, the outfit should disappear: black, charcoal or navy, no prints, logos or shine.'],
    celebration: ['For a family celebration, dress neat and easy: you will sit at a table, stand for photos and maybe hold a baby, so pick soft fabrics in calm colours and nothing that outshines the hosts.', 'For a family party, aim one step above everyday: a tidy collar or a soft knit, calm colours, and shoes you can sit and stand in for hours.'],
    ceremony: ['For a school ceremony, look neat for the photos and comfortable for a long sit and a longer stand.', 'For a graduation or a school event, smart-casual is right: pressed, calm colours, shoes you can stand in.'],
  },
  colourNames: { black: 'black', white: 'white', grey: 'grey', navy: 'navy', blue: 'sky blue', beige: 'beige', brown: 'chocolate brown', camel: 'camel', green: 'forest green', olive: 'olive', red: 'red', burgundy: 'burgundy', pink: 'soft pink', purple: 'lavender', yellow: 'butter yellow', orange: 'terracotta', mint: 'mint', cream: 'cream' },
  colourLines: [
    (a, b, c) => `Build around ${a}: pair it with ${b} and add a touch of ${c}.`,
    (a, b, c) => `${capitalise(a)} looks fresh next to ${b}; bring in ${c} through shoes or a bag.`,
    (a, b, c) => `Let ${a} lead, keep ${b} as the calm base and use ${c} as the accent.`,
  ],
  seasonPalette: (season, a, b, c) => `For ${season}, lean on ${a}, ${b} and ${c}.`,
  undertonePalette: (undertone, a, b, c) => undertone === 'deep' ? `On a deeper skin tone, rich colours such as ${a}, ${b} and ${c} glow; keep washed-out pastels away from your face.` : `With a ${undertone === 'warm' ? 'warm' : 'cool'} undertone, ${a}, ${b} and ${c} light up your face.`,
  tips: {
    height: {
      tall: ['Being tall lets you carry long coats and wide-leg trousers; cropped jackets break the line nicely.', 'Tall frames handle bold prints and volume well, so try a chunky knit or an oversized coat.'],
      petite: ['A tonal outfit, same colour top to toe, and high-rise bottoms add visual height.', 'Choose cropped jackets and ankle-length trousers; showing a bit of ankle lengthens the leg.'],
    },
    build: {
      slim: ['Layer textures, like a knit over poplin or a quilted vest, to add dimension.'],
      pear: ['A boat neckline or a jacket with a clean shoulder balances your hips; keep trousers and skirts dark and straight.', 'Draw the eye up with colour near the face and let the bottom half fall in one dark, straight line.'],
      curvy: ['Wrap shapes and a defined waist follow your curves; fluid fabrics drape better than stiff ones.', 'A V-neck and high-rise, straight trousers create a long, balanced line.'],
      broad: ['V-necks and raglan sleeves soften broad shoulders; keep volume lower down.', 'Dark tops with lighter bottoms balance broad shoulders.'],
      athletic: ['Look for a little stretch in tailoring and a tapered leg so nothing pulls across the shoulders or thighs.', 'Knitted polos and fine merino sit well on athletic builds without clinging.'],
      belly: ['An untucked shirt with a straight hem, or a half-tuck at the front only, skims the middle without clinging.', 'Mid-rise trousers that sit on the waist, not under the tummy, keep the line smooth.'],
    },
    season: {
      spring: ['Spring weather changes by the hour: a light trench or a cardigan you can tie on your shoulders is your best friend.'],
      summer: ['In summer, linen and seersucker breathe far better than polyester; embrace the wrinkles.'],
      autumn: ['Autumn is layering season: a knit, an overshirt and a coat let you adjust all day.'],
      winter: ['For winter warmth without bulk, wear a thin merino base layer under your knit.'],
    },
    age: {
      teen: ["It's the perfect time to experiment: try one trend piece a season and keep the rest basic."],
      twenties: ['Build a small capsule of basics now; trend pieces then mix with everything.'],
      thirties: ['Invest in fit: a tailor can turn an average piece into a great one for very little.'],
      forties: ['Quality fabrics like wool, cashmere and good cotton do more than any trend.'],
      fiftyPlus: ['A great coat, good shoes and a signature colour make a look unmistakably yours.'],
    },
    occasion: {
      interview: ['Try the whole outfit on the day before, sitting down too; comfort shows as confidence.'],
      date: ['Wear something you have worn before and love, not something brand new that might pinch.'],
      wedding: ['Check the dress code on the invitation, and bring a light layer for the evening reception.'],
      travel: ['Roll, don’t fold, and pack one outfit that works for a nice dinner.'],
      sport: ['Wash technical fabrics cold and skip the softener so they keep wicking sweat.'],
    },
    general: ['Steam your clothes before you go out; smooth fabric looks twice as expensive.', 'When in doubt, match your belt, shoes and bag; it instantly looks put together.', "Take a photo of your outfit in a mirror; you'll spot what's off in a second.", 'Roll the sleeves twice and tuck only the front of the shirt for an easy, polished look.'],
  },
};

const ko: StylePhrases = {
  headers: { hair: '✂️ 헤어스타일', outfit: '👕 코디', colours: '🎨 컬러', tip: '💡 팁' },
  intro: [(f) => `말씀해 주신 특징을 정리하면 ${withParticle(f, '이에요')}.`, (f) => `${f}, 이 포인트들을 살려 스타일을 짜 봤어요.`, (f) => `체크한 포인트: ${f}. 이걸 바탕으로 제안해 드릴게요.`],
  introEmpty: ['설명이 짧아서 누구에게나 잘 어울리는 기본 스타일로 제안해 드릴게요. 얼굴형, 머리 길이, 가는 장소를 알려 주시면 더 딱 맞게 골라 드려요.', '정보가 많지 않아 무난하고 활용도 높은 룩으로 준비했어요. 키나 모발, 일정을 알려 주시면 더 꼼꼼하게 맞춰 드릴게요.'],
  joinList: (items) => items.join(', '),
  labels: {
    face: { round: '둥근 얼굴형', oval: '계란형 얼굴', square: '각진 턱선', long: '긴 얼굴형', heart: '하트형 얼굴', diamond: '높은 광대' },
    length: { short: '짧은 머리', medium: '단발 길이', long: '긴 머리' },
    type: { straight: '직모', wavy: '자연스러운 웨이브', curly: '곱슬머리', thin: '가는 모발', thick: '숱 많은 모발', frizzy: '부스스한 모발' },
    height: { tall: '큰 키', petite: '아담한 체구' },
    build: { slim: '마른 체형', pear: '하체에 볼륨이 있는 체형', curvy: '볼륨 있는 체형', broad: '다부진 체격', athletic: '탄탄한 체형', belly: '신경 쓰이는 뱃살' },
    occasion: { work: '출근', interview: '면접', date: '데이트', wedding: '결혼식 하객', party: '파티', casual: '데일리', travel: '여행', school: '등교', sport: '운동', festival: '콘서트·페스티벌', outdoor: '등산·캠핑', beach: '바닷가', family: '부모님께 인사드리는 자리', stage: '무대 진행', funeral: '장례식 조문', ceremony: '학교 행사·졸업식', celebration: '가족 잔치' },
    season: { spring: '봄', summer: '여름', autumn: '가을', winter: '겨울' },
    undertone: { warm: '웜톤', cool: '쿨톤', deep: '어두운 피부 톤' },
    style: { minimal: '미니멀 취향', classic: '클래식 취향', street: '스트릿 무드', vintage: '빈티지 감성', romantic: '러블리 무드', sporty: '스포티 무드', chic: '시크 무드', casual: '캐주얼 취향', boho: '보헤미안 감성', preppy: '프레피 스타일', edgy: '펑키한 무드', dandy: '댄디 스타일', cute: '귀여운 무드' },
    age: { teen: '10대', twenties: '20대', thirties: '30대', forties: '40대', fiftyPlus: '50대 이상' },
  },
  hairLine: (name, why) => `• ${name}: ${why}`,
  mainLine: [(t, b) => `• ${t}에 ${b}`, (t, b) => `• ${withParticle(t, '을')} ${b}에 살짝 넣어 입기`],
  dressLine: [(d) => `• ${d} 하나로 완성`, (d) => `• ${d}, 이것 하나면 충분해요`],
  outerLine: [(o) => `• 위에 ${withParticle(o, '을')} 걸치기`, (o) => `• 쌀쌀해지면 ${withParticle(o, '을')} 더하기`],
  finishLine: [(s, a) => `• 마무리는 ${withParticle(s, '과')} ${a}`, (s, a) => `• ${withParticle(s, '과')} ${withParticle(a, '으로')} 포인트`],
  styleDirection: {
    minimal: '컬러는 세 가지 이내, 로고 없이 깔끔한 라인으로 승부하세요.',
    classic: '빳빳한 칼라, 좋은 코트, 잘 닦은 가죽 구두처럼 유행을 타지 않는 형태를 고르세요.',
    street: '상의는 오버핏, 하의는 스트레이트나 카고, 신발은 존재감 있는 스니커즈로 비율을 가지고 노세요.',
    vintage: '빈티지 재킷이나 패턴 셔츠 같은 구제 아이템 하나를 깔끔한 기본템과 섞어 주세요.',
    romantic: '흐르는 소재, 약간의 레이스나 리본, 은은한 파스텔 톤으로 부드러움을 더하세요.',
    sporty: '집업, 기능성 소재, 깨끗한 운동화로 트랙 감성을 빌려 오세요.',
    chic: '컬러는 좁게, 포인트는 날렵한 코트나 조형적인 가방 하나로 충분해요.',
    casual: '편한 핏이라도 소재가 좋으면 편안함이 의도된 멋으로 보여요.',
    boho: '크로셰, 스웨이드, 흐르는 프린트를 겹치고 팔찌를 몇 개 레이어드해 보세요.',
    preppy: '칼라, 어깨에 두른 니트, 로퍼, 그리고 스트라이프 디테일을 떠올리세요.',
    edgy: '블랙 레더와 실버 장식에 예상 밖의 믹스 매치 하나를 더하세요.',
    dandy: '날렵한 테일러링, 행커치프나 블레이저 속 얇은 니트, 광낸 구두로 완성하세요.',
    cute: '발랄한 컬러나 재미있는 프린트, 개성 있는 작은 소품으로 포인트를 주세요.',
  },
  occasionNote: {
    work: ['출근룩은 아침 출근길부터 마지막 회의까지 구김 없이 단정하게 유지되는 게 핵심이에요.', '출근룩은 서로 잘 섞이는 아이템 두세 개를 정해 두면 매일 아침 고민이 5분으로 줄어요.'],
    interview: ['면접에서는 네이비, 그레이, 화이트로 정리해 옷보다 답변이 기억에 남게 하세요.', '면접 때는 그 회사 사람들보다 한 단계만 더 갖춰 입고, 입은 채로 신경 쓸 데가 없게 하세요.'],
    date: ['데이트에는 입었을 때 기분 좋아지는 아이템 하나에 집중하고 나머지는 심플하게.', '데이트에는 앉고 걷기 편한 옷을 골라야 옷을 잊고 그 시간을 즐길 수 있어요.'],
    wedding: ['하객룩은 흰색과 신랑 신부보다 튀는 옷은 피하고, 부드럽고 단정하게.', '하객룩은 사진에 단정하게 남는 게 중요해요. 부드러운 색, 구김 없는 소재, 오래 서 있어도 편한 신발로 가세요.'],
    party: ['파티에서는 반짝이거나 과감한 아이템 하나면 충분해요. 그 하나가 주인공이에요.', '파티룩은 조명을 받는 아이템 하나에, 나머지는 춤춰도 편할 만큼 차분하게 맞추세요.'],
    casual: ['데일리룩은 편안함이 먼저지만, 빳빳한 아이템 하나가 있으면 신경 쓴 티가 나요.', '데일리룩은 너무 붙지도 헐렁하지도 않은 핏의 부드러운 소재가 힘을 뺀 듯 멋스러워요.'],
    travel: ['여행에는 겹쳐 입기 좋고 구김이 적고 서로 다 어울리는 옷을 챙기세요.', '여행 짐은 두 가지 색을 기준으로 싸면 어떤 상의든 어떤 하의와도 맞고, 부피 큰 옷은 이동할 때 입으면 돼요.'],
    school: ['등굣길엔 움직이기 편한 옷과 노트북이 들어가는 가방이 최고예요.', '학교 가는 날은 오래 있는 걸 생각해 추운 강의실용 겉옷과 캠퍼스를 오래 걸어도 편한 신발을 챙기세요.'],
    sport: ['운동할 땐 통기성 좋은 소재와 제대로 된 신발이 무엇보다 중요해요.', '운동복은 브랜드보다 몸을 따라 움직이고 빨리 마르는지가 더 중요해요.'],
    festival: ['페스티벌은 몇 시간씩 서 있으니 편한 신발, 손이 자유로운 가방, 밤을 위한 겉옷을 챙기세요.', '콘서트나 페스티벌에는 인파 속에서 신경 쓰이지 않는 옷을 입고 두 손은 자유롭게 두세요.'],
    outdoor: ['산에서는 오르며 하나씩 벗을 수 있게 얇게 겹쳐 입고, 접지력 좋은 신발을 신으세요. 면은 젖으면 안 마르니 속건 소재가 좋아요.', '야외 활동에는 두꺼운 재킷 하나보다 가벼운 방수 겉옷과 가방 속 여벌 보온 레이어가 더 든든해요.'],
    beach: ['바닷가에서는 가볍고 통기성 좋은 옷에, 햇볕을 가릴 얇은 셔츠와 젖어도 되는 샌들을 챙기세요.', '바닷가에는 점심이나 돌아오는 길에 걸칠 가벼운 커버업을 챙기고, 모래 묻으면 곤란한 건 두고 가세요.'],
    family: ['부모님께 인사드리는 자리는 단정하고 예의 바른 인상이 제일이에요. 구김 없는 차분한 색의 옷으로, 찢어지거나 짧거나 튀는 옷은 피하세요.', '어른들을 처음 뵙는 자리에서는 깔끔한 칼라나 부드러운 니트, 깨끗한 구두 정도로 차분하게 입는 게 좋아요.'],
    stage: ['무대 조명과 카메라 앞에서는 어두운 색의 잘 맞는 재킷이 멀리서도 가장 또렷해 보여요.', '진행을 맡을 땐 마이크를 들어도 흐트러지지 않는 핏이 중요해요. 단추가 깔끔하게 잠기는 슬림한 재킷과 기장이 딱 맞는 바지를 고르세요.'],
    funeral: ['조문 자리는 눈에 띄지 않는 게 예의예요. 어둡고 무늬 없는 옷, 노출 없이 단정하게 입으세요.', '장례식에는 검정·차콜·네이비로, 무늬나 로고, 광택 있는 소재는 피하세요.'],
    celebration: ['가족 잔치에는 단정하고 편한 차림이 좋아요. 오래 앉아 식사하고 사진도 찍고 아기를 안을 수도 있으니, 부드러운 소재에 차분한 색으로 주인공보다 튀지 않게 입으세요.', '가족 행사에는 평소보다 한 단계만 차려입으면 돼요. 깔끔한 카라나 부드러운 니트, 차분한 색, 오래 앉았다 서도 편한 신발이면 충분해요.'],
    ceremony: ['학교 행사는 사진에 단정하게 남고 오래 앉았다 서 있어도 편한 옷이 좋아요.', '졸업식에는 세미 정장 정도가 알맞아요. 구김 없는 옷, 차분한 색, 오래 서 있어도 편한 신발로 가세요.'],
  },
  colourNames: { black: '블랙', white: '화이트', grey: '그레이', navy: '네이비', blue: '스카이 블루', beige: '베이지', brown: '초콜릿 브라운', camel: '카멜', green: '포레스트 그린', olive: '올리브', red: '레드', burgundy: '버건디', pink: '소프트 핑크', purple: '라벤더', yellow: '버터 옐로', orange: '테라코타', mint: '민트', cream: '크림' },
  colourLines: [
    (a, b, c) => `${withParticle(a, '을')} 중심으로 ${withParticle(b, '과')} 매치하고 ${withParticle(c, '으로')} 살짝 포인트를 주세요.`,
    (a, b, c) => `${withParticle(a, '은')} ${withParticle(b, '과')} 함께할 때 산뜻해요. ${withParticle(c, '은')} 신발이나 가방으로 더해 보세요.`,
    (a, b, c) => `${withParticle(a, '이')} 주인공, ${withParticle(b, '이')} 차분한 바탕, ${withParticle(c, '이')} 포인트예요.`,
  ],
  seasonPalette: (season, a, b, c) => `${season}에는 ${a}, ${b}, ${c} 계열이 잘 어울려요.`,
  undertonePalette: (undertone, a, b, c) => undertone === 'deep' ? `피부 톤이 어두운 편이라면 ${a}, ${b}, ${c}처럼 선명하고 깊은 색이 피부를 환하게 살려 줘요. 흐린 파스텔은 얼굴 가까이에 두지 마세요.` : `${undertone === 'warm' ? '웜톤' : '쿨톤'}이라면 ${a}, ${b}, ${withParticle(c, '이')} 얼굴을 환하게 밝혀 줘요.`,
  tips: {
    height: {
      tall: ['키가 크면 롱코트와 와이드 팬츠가 멋지게 어울려요. 크롭 재킷으로 라인을 끊어 주는 것도 좋아요.', '큰 키는 과감한 패턴과 볼륨을 잘 소화하니 두툼한 니트나 오버사이즈 코트에 도전해 보세요.'],
      petite: ['위아래를 같은 톤으로 맞추고 하이웨이스트 하의를 입으면 키가 커 보여요.', '크롭 재킷과 발목 길이 팬츠를 고르세요. 발목이 살짝 보이면 다리가 길어 보여요.'],
    },
    build: {
      slim: ['포플린 위에 니트, 퀼팅 베스트처럼 질감을 겹치면 입체감이 살아나요.'],
      pear: ['보트넥이나 어깨선이 살아 있는 재킷이 골반과 균형을 맞춰 줘요. 하의는 어둡고 곧게 떨어지는 걸로요.', '밝은 색은 얼굴 가까이에, 하의는 어두운 색 하나로 길게 이어 주세요.'],
      curvy: ['랩 디자인과 허리 라인이 드러나는 옷이 곡선을 예쁘게 살려요. 빳빳한 소재보다 흐르는 소재가 좋아요.', 'V넥과 하이웨이스트 스트레이트 팬츠로 길고 균형 잡힌 라인을 만들어 보세요.'],
      broad: ['V넥과 래글런 소매가 넓은 어깨를 부드럽게 해 줘요. 볼륨은 아래쪽에 두세요.', '상의는 어둡게, 하의는 밝게 입으면 넓은 어깨와 균형이 맞아요.'],
      athletic: ['어깨나 허벅지가 당기지 않도록 약간의 신축성이 있는 테일러링과 테이퍼드 핏을 고르세요.', '니트 폴로나 얇은 메리노 니트는 탄탄한 체형에 달라붙지 않고 잘 맞아요.'],
      belly: ['셔츠는 밑단이 일자인 걸 빼서 입거나 앞만 살짝 넣으면 배를 자연스럽게 덮어 줘요.', '허리선이 배 아래가 아니라 허리에 오는 미드라이즈 바지가 라인을 매끈하게 잡아 줘요.'],
    },
    season: {
      spring: ['봄 날씨는 시시각각 변하니 가벼운 트렌치나 어깨에 두를 가디건이 든든한 친구예요.'],
      summer: ['여름에는 폴리에스터보다 린넨과 시어서커가 훨씬 시원해요. 구김은 멋으로 즐기세요.'],
      autumn: ['가을은 레이어드의 계절이에요. 니트, 셔츠 재킷, 코트를 겹쳐 하루 종일 조절하세요.'],
      winter: ['부해 보이지 않게 따뜻하려면 니트 안에 얇은 메리노 이너를 입어 보세요.'],
    },
    age: {
      teen: ['지금이 실험하기 딱 좋은 때예요. 시즌마다 트렌드 아이템 하나만 더하고 나머지는 기본템으로.'],
      twenties: ['지금 기본템으로 작은 캡슐 옷장을 만들어 두면 트렌드 아이템이 뭐든 잘 어울려요.'],
      thirties: ['핏에 투자하세요. 적은 비용의 수선만으로 평범한 옷이 확 달라져요.'],
      forties: ['울, 캐시미어, 좋은 면 같은 소재의 힘이 어떤 유행보다 강해요.'],
      fiftyPlus: ['멋진 코트 하나, 좋은 구두, 그리고 시그니처 컬러가 나만의 스타일을 완성해요.'],
    },
    occasion: {
      interview: ['전날 전체 코디를 입고 앉아도 보세요. 편안함이 곧 자신감으로 보여요.'],
      date: ['새로 산 옷보다 입어 봤고 좋아하는 옷을 입으세요. 불편하면 표정에 다 드러나요.'],
      wedding: ['청첩장의 드레스 코드를 확인하고, 저녁 피로연을 위해 얇은 겉옷을 챙기세요.'],
      travel: ['옷은 접지 말고 돌돌 말아 넣고, 근사한 저녁에 입을 한 벌은 꼭 챙기세요.'],
      sport: ['기능성 소재는 찬물에 세탁하고 섬유 유연제를 빼야 땀 배출 기능이 유지돼요.'],
    },
    general: ['외출 전에 스티머로 한 번만 펴 주세요. 구김 없는 옷은 두 배로 비싸 보여요.', '헷갈릴 땐 벨트, 신발, 가방 색을 맞추세요. 바로 정돈돼 보여요.', '거울 앞에서 코디 사진을 찍어 보세요. 어색한 부분이 단번에 보여요.', '소매를 두 번 걷고 셔츠 앞자락만 살짝 넣어 입으면 힘을 뺀 듯 세련돼 보여요.'],
  },
};

const vi: StylePhrases = {
  headers: { hair: '✂️ Kiểu tóc', outfit: '👕 Trang phục', colours: '🎨 Màu sắc', tip: '💡 Mẹo nhỏ' },
  intro: [(f) => `Mình ghi nhận được: ${f}.`, (f) => `Dựa trên những gì bạn kể (${f}), đây là gợi ý dành riêng cho bạn.`, (f) => `Đã nắm: ${f}. Cùng phối đồ nào.`],
  introEmpty: ['Bạn mô tả khá ngắn nên mình gợi ý một set đồ dễ mặc. Lần sau hãy cho mình biết khuôn mặt, kiểu tóc và dịp bạn đi nhé, gợi ý sẽ chuẩn hơn.', 'Chưa có nhiều chi tiết nên đây là phong cách cơ bản, hợp với nhiều người; kể thêm về chiều cao, mái tóc hay lịch trình để mình chọn kỹ hơn nhé.'],
  joinList: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} và ${items[items.length - 1] ?? ''}`),
  labels: {
    face: { round: 'mặt tròn', oval: 'mặt trái xoan', square: 'hàm vuông', long: 'mặt dài', heart: 'mặt trái tim', diamond: 'gò má cao' },
    length: { short: 'tóc ngắn', medium: 'tóc ngang vai', long: 'tóc dài' },
    type: { straight: 'tóc thẳng', wavy: 'tóc gợn sóng tự nhiên', curly: 'tóc xoăn', thin: 'tóc mỏng', thick: 'tóc dày', frizzy: 'tóc hơi xù' },
    height: { tall: 'dáng cao', petite: 'chiều cao khiêm tốn' },
    build: { slim: 'dáng mảnh', pear: 'dáng quả lê', curvy: 'thân hình đầy đặn', broad: 'vai rộng', athletic: 'dáng săn chắc', belly: 'vòng hai cần che khéo' },
    occasion: { work: 'đi làm', interview: 'phỏng vấn', date: 'buổi hẹn hò', wedding: 'dự đám cưới', party: 'bữa tiệc', casual: 'mặc hằng ngày', travel: 'chuyến du lịch', school: 'đi học', sport: 'tập luyện', festival: 'concert hoặc lễ hội', outdoor: 'leo núi, dã ngoại', beach: 'đi biển', family: 'ra mắt gia đình người yêu', stage: 'lên sân khấu', funeral: 'dự đám tang', ceremony: 'buổi lễ ở trường', celebration: 'tiệc gia đình' },
    season: { spring: 'mùa xuân', summer: 'mùa hè', autumn: 'mùa thu', winter: 'mùa đông' },
    undertone: { warm: 'tông da ấm', cool: 'tông da lạnh', deep: 'làn da ngăm' },
    style: { minimal: 'gu tối giản', classic: 'gu cổ điển', street: 'phong cách đường phố', vintage: 'chất vintage', romantic: 'nét nữ tính', sporty: 'nét thể thao', chic: 'vẻ sang chảnh', casual: 'phong cách thoải mái', boho: 'tinh thần bohemian', preppy: 'phong cách preppy', edgy: 'chất cá tính', dandy: 'vẻ lịch lãm', cute: 'nét dễ thương' },
    age: { teen: 'tuổi teen', twenties: 'tuổi hai mươi mấy', thirties: 'tuổi ba mươi', forties: 'tuổi bốn mươi', fiftyPlus: 'tuổi năm mươi trở lên' },
  },
  hairLine: (name, why) => `• ${name}: ${why}`,
  mainLine: [(t, b) => `• ${capitalise(t)} phối cùng ${b}`, (t, b) => `• ${capitalise(t)} sơ vin hờ với ${b}`],
  dressLine: [(d) => `• ${capitalise(d)}, một món là đủ đẹp`, (d) => `• ${capitalise(d)} làm điểm nhấn chính`],
  outerLine: [(o) => `• Khoác thêm ${o}`, (o) => `• Trời se lạnh thì thêm ${o}`],
  finishLine: [(s, a) => `• Hoàn thiện với ${s} và ${a}`, (s, a) => `• ${capitalise(s)} cùng ${a} để chốt set đồ`],
  styleDirection: {
    minimal: 'Giữ tối đa ba màu, không logo, để những đường cắt gọn gàng tự lên tiếng.',
    classic: 'Chọn những phom dáng vượt thời gian: cổ áo đứng form, một chiếc áo khoác đẹp và giày da bóng.',
    street: 'Chơi với tỉ lệ: áo rộng, quần ống đứng hoặc cargo, cùng đôi sneaker nổi bật.',
    vintage: 'Kết hợp một món đồ si, như áo khoác cũ hay sơ mi họa tiết, với đồ cơ bản gọn gàng.',
    romantic: 'Thêm nét mềm mại bằng chất liệu rủ, chút ren hay nơ và tông pastel dịu.',
    sporty: 'Mượn chất thể thao: áo khoác khóa kéo, vải kỹ thuật và đôi giày sạch sẽ.',
    chic: 'Giữ bảng màu gọn và chỉ một điểm nhấn sắc sảo, như chiếc áo khoác đẹp hay túi dáng độc.',
    casual: 'Chọn dáng rộng thoải mái nhưng chất liệu tốt để sự thoải mái trông có chủ ý.',
    boho: 'Chồng nhiều chất liệu như móc len, da lộn, họa tiết bay bổng và đeo vài chiếc vòng tay.',
    preppy: 'Hãy nghĩ đến cổ áo sơ mi, áo len khoác vai, giày loafer và một chi tiết kẻ sọc.',
    edgy: 'Thêm da đen, phụ kiện bạc và một cú phối bất ngờ.',
    dandy: 'Đồ may đo gọn gàng, khăn cài túi hoặc áo len mỏng dưới blazer, cùng giày da bóng.',
    cute: 'Chơi với một màu tươi, họa tiết vui nhộn hay một phụ kiện nhỏ có cá tính.',
  },
  occasionNote: {
    work: ['Đồ đi làm cần giữ được vẻ chỉn chu từ lúc ra khỏi nhà đến cuộc họp cuối ngày.', 'Đi làm, hãy chọn hai ba món dễ phối với nhau để mỗi sáng chỉ mất năm phút chọn đồ.'],
    interview: ['Đi phỏng vấn, hãy chọn navy, xám hoặc trắng để người ta nhớ câu trả lời của bạn chứ không phải bộ đồ.', 'Đi phỏng vấn, hãy mặc chỉn chu hơn nhân viên ở đó một chút, và đừng để món nào phải chỉnh sửa liên tục.'],
    date: ['Đi hẹn hò, hãy diện một món khiến bạn thấy tự tin nhất, phần còn lại giữ đơn giản.', 'Đi hẹn hò, chọn đồ đi lại và ngồi đều thoải mái để bạn quên bộ đồ mà tận hưởng buổi tối.'],
    wedding: ['Đi ăn cưới, tránh màu trắng và những gì nổi hơn cô dâu chú rể; hãy chọn nét nhẹ nhàng, chỉn chu.', 'Đi đám cưới, hãy trông thật chỉn chu trong ảnh: màu nhẹ nhàng, vải phẳng phiu và đôi giày đứng lâu không mỏi.'],
    party: ['Đi tiệc, chỉ cần một món lấp lánh hoặc táo bạo là đủ; để nó làm nhân vật chính.', 'Đi tiệc, một món bắt sáng là đủ, phần còn lại nhẹ nhàng và đủ thoải mái để nhảy.'],
    casual: ['Đồ hằng ngày thì thoải mái là trên hết, nhưng một món đứng form sẽ khiến tổng thể trông chỉn chu.', 'Đồ hằng ngày nên là chất vải mềm với phom không bó cũng không lùng thùng; đó là vẻ đẹp tự nhiên.'],
    travel: ['Đi du lịch, chọn đồ dễ phối nhiều lớp, ít nhăn và hợp với nhau.', 'Đi du lịch, hãy xếp đồ quanh hai màu để áo nào cũng hợp quần nào, và mặc món cồng kềnh nhất khi di chuyển.'],
    school: ['Đi học, ưu tiên đồ dễ vận động và một chiếc túi vừa laptop.', 'Đi học cả ngày, mang thêm một lớp áo cho giảng đường lạnh và đôi giày đi bộ khắp trường không đau chân.'],
    sport: ['Khi tập luyện, chất liệu thoáng khí và giày phù hợp quan trọng hơn mọi thứ.', 'Khi tập, đồ co giãn theo cơ thể và nhanh khô quan trọng hơn thương hiệu.'],
    festival: ['Đi lễ hội âm nhạc là đứng hàng giờ: giày êm, túi rảnh tay và một lớp áo cho buổi tối.', 'Đi concert hay lễ hội, hãy mặc đồ không phải lo lắng giữa đám đông và để hai tay được rảnh.'],
    outdoor: ['Leo núi thì mặc nhiều lớp mỏng để cởi bớt dọc đường, giày phải bám tốt; cotton ướt lâu khô nên chọn vải nhanh khô.', 'Đi dã ngoại, một lớp áo chống nước nhẹ và một lớp giữ ấm dự phòng trong balo tốt hơn một chiếc áo khoác dày.'],
    beach: ['Đi biển thì chọn đồ nhẹ, thoáng, thêm một chiếc sơ mi mỏng che nắng vai và đôi sandal không ngại ướt.', 'Đi biển, mang một chiếc áo choàng mỏng cho bữa trưa và lúc về, và để ở nhà những gì không chịu được cát.'],
    family: ['Ra mắt gia đình người yêu thì gọn gàng, lễ phép là trên hết: đồ phẳng phiu, kín đáo, màu nhã; tránh đồ rách, quá ngắn hay quá nổi.', 'Đến nhà người yêu lần đầu, hãy mặc như đi ăn trưa cùng gia đình: cổ áo chỉn chu hoặc áo len mềm, giày sạch và màu trang nhã.'],
    stage: ['Trên sân khấu, đèn và máy quay làm mọi thứ phẳng đi: một chiếc áo vest vừa vặn, màu đậm sẽ nổi bật nhất từ hàng ghế cuối.', 'Dẫn chương trình thì chọn phom giữ dáng khi bạn giơ micro: áo vest ôm gọn cài khuy đẹp, quần dài vừa chạm giày.'],
    funeral: ['Đi viếng đám tang, hãy mặc kín đáo: màu tối, trơn, không gì gây chú ý.', 'Ở đám tang, trang phục nên lặng lẽ: đen, xám than hoặc navy, không họa tiết, logo hay chất liệu bóng.'],
    celebration: ['Đi tiệc gia đình, chỉ cần gọn gàng và dễ chịu: sẽ ngồi ăn lâu, đứng chụp ảnh, có khi bế em bé, nên chọn vải mềm, màu nhã, đừng nổi hơn chủ nhà.', 'Tiệc gia đình chỉ cần chỉn chu hơn ngày thường một chút: cổ áo gọn hoặc áo len mềm, màu trầm, giày ngồi đứng lâu vẫn êm.'],
    ceremony: ['Buổi lễ ở trường cần gọn gàng để lên ảnh và thoải mái khi ngồi, đứng lâu.', 'Lễ tốt nghiệp hay sự kiện ở trường hợp với phong cách lịch sự nhẹ nhàng: đồ phẳng phiu, màu trầm, giày đứng lâu không đau.'],
  },
  colourNames: { black: 'màu đen', white: 'màu trắng', grey: 'màu xám', navy: 'xanh navy', blue: 'xanh da trời', beige: 'màu be', brown: 'nâu sô-cô-la', camel: 'nâu lạc đà', green: 'xanh rừng', olive: 'xanh ô liu', red: 'màu đỏ', burgundy: 'đỏ rượu vang', pink: 'hồng phấn', purple: 'tím oải hương', yellow: 'vàng bơ', orange: 'cam đất', mint: 'xanh bạc hà', cream: 'trắng kem' },
  colourLines: [
    (a, b, c) => `Lấy ${a} làm chủ đạo, phối cùng ${b} và thêm chút ${c}.`,
    (a, b, c) => `${capitalise(a)} đi cùng ${b} trông rất tươi; đưa ${c} vào qua giày hoặc túi.`,
    (a, b, c) => `Để ${a} dẫn dắt, ${b} làm nền dịu và ${c} làm điểm nhấn.`,
  ],
  seasonPalette: (season, a, b, c) => `Vào ${season}, hãy ưu tiên ${a}, ${b} và ${c}.`,
  undertonePalette: (undertone, a, b, c) => undertone === 'deep' ? `Với làn da ngăm, những màu đậm như ${a}, ${b} và ${c} làm da sáng bừng; tránh các màu pastel nhạt sát mặt.` : `Với ${undertone === 'warm' ? 'tông da ấm' : 'tông da lạnh'}, ${a}, ${b} và ${c} sẽ làm gương mặt bừng sáng.`,
  tips: {
    height: {
      tall: ['Dáng cao rất hợp áo khoác dài và quần ống rộng; áo khoác lửng giúp ngắt dáng thú vị.', 'Người cao mặc họa tiết lớn và đồ có độ phồng rất đẹp, hãy thử áo len dày hoặc áo khoác oversize.'],
      petite: ['Mặc đồng tông từ trên xuống dưới cùng quần cạp cao sẽ giúp bạn trông cao hơn.', 'Chọn áo khoác lửng và quần dài đến mắt cá; để lộ chút cổ chân giúp chân trông dài hơn.'],
    },
    build: {
      slim: ['Phối nhiều lớp chất liệu, như áo len trên sơ mi poplin hay gile trần bông, để tạo chiều sâu.'],
      pear: ['Cổ thuyền hoặc áo khoác vai có phom giúp cân bằng phần hông; quần, váy nên tối màu và đứng dáng.', 'Dồn màu sáng lên gần khuôn mặt, phần dưới một màu tối liền mạch cho dáng dài hơn.'],
      curvy: ['Thiết kế vạt quấn và chiết eo tôn đường cong; chất liệu rủ mềm đẹp hơn vải cứng.', 'Cổ chữ V và quần ống đứng cạp cao tạo nên đường dáng dài, cân đối.'],
      broad: ['Cổ chữ V và tay raglan làm vai rộng trông mềm hơn; hãy dồn độ phồng xuống phần dưới.', 'Áo tối màu, quần sáng màu giúp cân bằng bờ vai rộng.'],
      athletic: ['Chọn đồ may đo có chút co giãn và ống côn để không bị căng ở vai hay đùi.', 'Áo polo dệt kim và áo len merino mỏng lên dáng săn chắc rất đẹp mà không bó sát.'],
      belly: ['Sơ mi vạt bằng mặc bỏ ngoài, hoặc chỉ sơ vin hờ phía trước, che vòng hai mà không bó sát.', 'Quần cạp vừa đúng eo, không trễ dưới bụng, giúp dáng người liền mạch hơn.'],
    },
    season: {
      spring: ['Thời tiết mùa xuân thay đổi liên tục: một chiếc trench coat mỏng hay cardigan khoác vai là bạn đồng hành tốt nhất.'],
      summer: ['Mùa hè, linen và seersucker thoáng mát hơn polyester rất nhiều; nhăn một chút cũng là nét đẹp.'],
      autumn: ['Mùa thu là mùa mặc nhiều lớp: áo len, sơ mi khoác và áo măng tô giúp bạn điều chỉnh cả ngày.'],
      winter: ['Muốn ấm mà không cồng kềnh, hãy mặc một lớp áo merino mỏng bên trong áo len.'],
    },
    age: {
      teen: ['Đây là lúc tuyệt vời để thử nghiệm: mỗi mùa thêm một món theo trend, phần còn lại giữ cơ bản.'],
      twenties: ['Hãy xây một tủ đồ cơ bản nhỏ ngay từ bây giờ; món trend nào cũng sẽ dễ phối.'],
      thirties: ['Đầu tư vào độ vừa vặn: sửa đồ một chút có thể biến món bình thường thành món xuất sắc.'],
      forties: ['Chất liệu tốt như len, cashmere và cotton cao cấp có sức nặng hơn mọi xu hướng.'],
      fiftyPlus: ['Một chiếc áo khoác đẹp, đôi giày tốt và một màu sắc đặc trưng sẽ tạo nên phong cách riêng của bạn.'],
    },
    occasion: {
      interview: ['Hãy mặc thử cả bộ từ hôm trước, kể cả khi ngồi; sự thoải mái sẽ hiện lên thành tự tin.'],
      date: ['Hãy mặc món bạn từng mặc và yêu thích thay vì đồ mới tinh có thể gây khó chịu.'],
      wedding: ['Xem quy định trang phục trên thiệp mời và mang theo một lớp áo mỏng cho tiệc tối.'],
      travel: ['Cuộn đồ thay vì gấp, và nhớ mang một bộ đủ đẹp cho bữa tối sang trọng.'],
      sport: ['Giặt đồ thể thao bằng nước lạnh và bỏ nước xả để vải giữ khả năng thấm hút mồ hôi.'],
    },
    general: ['Hấp phẳng quần áo trước khi ra ngoài; vải phẳng phiu trông đắt giá gấp đôi.', 'Khi phân vân, hãy cho thắt lưng, giày và túi cùng màu; trông sẽ chỉn chu ngay.', 'Chụp ảnh bộ đồ trước gương; bạn sẽ thấy ngay chỗ nào chưa ổn.', 'Xắn tay áo hai lần và chỉ sơ vin vạt trước để trông thoải mái mà vẫn gọn gàng.'],
  },
};

const zh: StylePhrases = {
  headers: { hair: '✂️ 发型', outfit: '👕 穿搭', colours: '🎨 配色', tip: '💡 小贴士' },
  intro: [(f) => `我注意到的特点：${f}。`, (f) => `根据你提到的${f}，为你量身搭配了一套造型。`, (f) => `已记下：${f}。我们来搭配吧。`],
  introEmpty: ['你的描述比较简短，先给你一套百搭的造型。下次告诉我脸型、发质和要去的场合，建议会更精准。', '信息不多，所以这是一套人人适用的基础造型；说说你的身高、头发或行程，我能搭得更贴合。'],
  joinList: (items) => items.join('、'),
  labels: {
    face: { round: '圆脸', oval: '鹅蛋脸', square: '方下颌', long: '长脸', heart: '心形脸', diamond: '高颧骨' },
    length: { short: '短发', medium: '齐肩发', long: '长发' },
    type: { straight: '直发', wavy: '自然微卷', curly: '卷发', thin: '细软发', thick: '发量多', frizzy: '有点毛躁' },
    height: { tall: '个子高', petite: '身材娇小' },
    build: { slim: '偏瘦身材', pear: '梨形身材', curvy: '丰满身材', broad: '骨架较宽', athletic: '健壮身材', belly: '小肚子' },
    occasion: { work: '上班', interview: '面试', date: '约会', wedding: '参加婚礼', party: '派对', casual: '日常', travel: '旅行', school: '上学', sport: '运动', festival: '演唱会或音乐节', outdoor: '爬山露营', beach: '海边', family: '见家长', stage: '上台主持', funeral: '参加葬礼', ceremony: '学校典礼', celebration: '家庭宴席' },
    season: { spring: '春天', summer: '夏天', autumn: '秋天', winter: '冬天' },
    undertone: { warm: '暖皮', cool: '冷皮', deep: '肤色偏深' },
    style: { minimal: '极简风', classic: '经典风', street: '街头风', vintage: '复古风', romantic: '甜美风', sporty: '运动风', chic: '高级感', casual: '休闲风', boho: '波西米亚风', preppy: '学院风', edgy: '个性酷感', dandy: '绅士风', cute: '可爱风' },
    age: { teen: '十几岁', twenties: '二十多岁', thirties: '三十多岁', forties: '四十多岁', fiftyPlus: '五十岁以上' },
  },
  hairLine: (name, why) => `• ${name}：${why}`,
  mainLine: [(t, b) => `• ${t}搭配${b}`, (t, b) => `• ${t}，前摆随意塞进${b}`],
  dressLine: [(d) => `• 一件${d}就能出门`, (d) => `• ${d}作为主角单品`],
  outerLine: [(o) => `• 外面套一件${o}`, (o) => `• 降温时加一件${o}`],
  finishLine: [(s, a) => `• 再配上${s}和${a}`, (s, a) => `• 用${s}加${a}收尾`],
  styleDirection: {
    minimal: '全身不超过三种颜色，不要醒目的品牌标志，让干净的线条说话。',
    classic: '选择不过时的版型：挺括的领子、一件好大衣和擦亮的皮鞋。',
    street: '玩比例：上身宽松，下身直筒或工装裤，再来一双有存在感的球鞋。',
    vintage: '把一件古着，比如做旧夹克或印花衬衫，和干净的基础款混搭。',
    romantic: '用垂坠面料、一点蕾丝或蝴蝶结，以及柔和的马卡龙色增加温柔感。',
    sporty: '借点运动元素：拉链外套、功能面料和干净的运动鞋。',
    chic: '色彩收紧，只留一个利落的亮点，比如一件好大衣或一只造型包。',
    casual: '选宽松版型但面料要好，舒适才会显得有心思。',
    boho: '叠穿钩织、麂皮和飘逸印花，再叠戴几只手镯。',
    preppy: '想想衬衫领、披在肩上的毛衣、乐福鞋和一点条纹元素。',
    edgy: '加入黑色皮革、银色金属配件，再来一处意想不到的撞搭。',
    dandy: '利落的剪裁、口袋巾或西装里的薄针织，再配一双亮面皮鞋。',
    cute: '用一个明快的颜色、有趣的印花或有个性的小配饰来点睛。',
  },
  occasionNote: {
    work: ['通勤穿搭的关键，是从早上出门到最后一个会议都保持利落。', '上班穿搭，定好两三件能互相搭配的单品，每天早上五分钟就能出门。'],
    interview: ['面试就穿藏青、灰色或白色，让对方记住你的回答而不是衣服。', '面试时比公司员工穿得再正式一点点，并确保全身没有需要频繁整理的地方。'],
    date: ['约会时穿一件让你最有自信的单品，其余保持简单。', '约会选走路和坐下都舒服的衣服，这样就能忘掉穿搭、专心享受时光。'],
    wedding: ['参加婚礼避开白色和抢新人风头的衣服，走温柔得体路线。', '参加婚礼要在照片里显得得体：柔和的颜色、平整的面料，和能站完整场仪式的鞋。'],
    party: ['派对上一件闪亮或大胆的单品就够了，让它当主角。', '派对上一件能反光的单品就够了，其余保持低调，舒服到可以跳舞。'],
    casual: ['日常穿搭舒适第一，但一件挺括的单品会让整体更有型。', '日常穿搭选柔软的面料，版型不紧也不垮，才显得毫不费力。'],
    travel: ['旅行带容易叠穿、不易皱、彼此都能搭的衣服。', '旅行打包围绕两种颜色，任何上衣都能配任何下装，最占地方的衣服路上穿着走。'],
    school: ['上学选方便活动的衣服，再配一个装得下电脑的包。', '上学一待一整天，带件应付冷教室的外套，再穿一双走遍校园也不累的鞋。'],
    sport: ['运动时，透气面料和合适的鞋比什么都重要。', '运动服能跟着身体活动、干得快，比牌子更重要。'],
    festival: ['音乐节要站好几个小时：舒服的鞋、解放双手的包，再带件晚上穿的外套。', '去演唱会或音乐节，穿在人群里不用操心的衣服，让双手空出来。'],
    outdoor: ['爬山要分层穿，边走边脱；鞋子要抓地，棉质湿了不干，选速干面料。', '户外活动时，一件轻薄防水外套加一件放在包里的备用保暖层，比一件厚外套更好用。'],
    beach: ['去海边穿轻薄透气的衣服，带一件防晒的薄衬衫遮肩，再配一双不怕湿的凉鞋。', '去海边带一件轻薄罩衫，午饭和回程时披上，怕沾沙子的东西就留在家里。'],
    family: ['见家长最重要的是整洁得体：熨平的、款式保守的衣服，颜色柔和，别穿破洞、露脐或太抢眼的款式。', '第一次见对方父母，就按和长辈吃顿好饭的标准来穿：有领子或柔软的针织衫，鞋子干净，颜色沉稳。'],
    stage: ['舞台灯光和镜头会让一切变平：一件合身的深色外套，坐在最后一排也看得清清楚楚。', '上台主持要选举起话筒也不走样的版型：扣起来利落的修身外套，裤长刚好落在鞋面。'],
    funeral: ['参加葬礼，穿着要低调：深色、素色、得体，不要引人注目。', '葬礼上衣服应该“隐身”：黑、炭灰或藏青，不要印花、logo和亮面。'],
    celebration: ['家庭宴席穿得整洁又舒服就好：要坐着吃很久、站着合影，可能还要抱抱小宝宝，选柔软的面料和沉稳的颜色，别抢了主人家的风头。', '家里的喜事，比平时稍微讲究一点就行：干净的翻领或柔软的针织衫，颜色沉稳，鞋子久坐久站都舒服。'],
    ceremony: ['学校典礼要拍照好看，也要久坐久站都舒服。', '毕业典礼或学校活动，穿得体的休闲正装就好：平整的衣服、沉稳的颜色、久站不累的鞋。'],
  },
  colourNames: { black: '黑色', white: '白色', grey: '灰色', navy: '藏青', blue: '天蓝', beige: '米色', brown: '巧克力棕', camel: '驼色', green: '森林绿', olive: '橄榄绿', red: '红色', burgundy: '酒红', pink: '柔粉', purple: '薰衣草紫', yellow: '奶油黄', orange: '陶土橘', mint: '薄荷绿', cream: '奶油白' },
  colourLines: [
    (a, b, c) => `以${a}为主色，搭配${b}，再用一点${c}点缀。`,
    (a, b, c) => `${a}和${b}放在一起很清新，${c}可以通过鞋子或包包加入。`,
    (a, b, c) => `让${a}当主角，${b}做安静的底色，${c}做点缀。`,
  ],
  seasonPalette: (season, a, b, c) => `${season}可以多用${a}、${b}和${c}。`,
  undertonePalette: (undertone, a, b, c) => undertone === 'deep' ? `肤色偏深的话，${a}、${b}、${c}这样饱和的颜色最显气色；灰扑扑的浅色别放在脸边。` : `${undertone === 'warm' ? '暖皮' : '冷皮'}穿${a}、${b}和${c}，气色会更好。`,
  tips: {
    height: {
      tall: ['个子高很适合长大衣和阔腿裤，短外套能巧妙地切分比例。', '高个子能驾驭大胆的印花和廓形，试试粗针毛衣或宽松廓形大衣。'],
      petite: ['从上到下同色系，再配高腰下装，视觉上更显高。', '选短款外套和九分裤，露出一点脚踝能拉长腿部线条。'],
    },
    build: {
      slim: ['叠穿不同质感，比如府绸衬衫外搭针织或绗缝马甲，更有层次。'],
      pear: ['一字领或肩线利落的外套能平衡胯部；裤子和裙子选深色、直筒。', '亮色放在脸附近，下半身用一种深色连成一条线，更显修长。'],
      curvy: ['裹身设计和收腰款能勾勒曲线，垂坠面料比硬挺面料更好看。', 'V领加高腰直筒裤，能打造修长均衡的线条。'],
      broad: ['V领和插肩袖能柔化宽肩，把蓬松感放在下半身。', '上深下浅的配色能平衡较宽的肩膀。'],
      athletic: ['选带一点弹力的剪裁和锥形裤，肩膀和大腿才不会紧绷。', '针织Polo衫和薄美利奴针织穿在健壮身材上不贴身又有型。'],
      belly: ['上衣选直下摆的放在外面，或者只把前片松松塞一点，能自然盖住小肚子又不贴身。', '裤腰卡在腰线上、不要落在肚子下面的中腰裤，线条更顺。'],
    },
    season: {
      spring: ['春天天气说变就变：一件薄风衣或能披在肩上的开衫最实用。'],
      summer: ['夏天亚麻和泡泡纱比涤纶透气得多，有点皱也是一种风格。'],
      autumn: ['秋天是叠穿的季节：针织、衬衫外套和大衣，一整天都能随时调整。'],
      winter: ['想保暖又不臃肿，就在毛衣里穿一件薄美利奴打底。'],
    },
    age: {
      teen: ['现在正是尝试的好时候：每季加一件潮流单品，其余保持基础。'],
      twenties: ['现在就开始建立一个小小的基础款衣橱，以后任何潮流单品都好搭。'],
      thirties: ['把钱花在合身上：花一点改衣费，普通单品也能变得出彩。'],
      forties: ['羊毛、羊绒和好棉这样的优质面料，比任何潮流都更有说服力。'],
      fiftyPlus: ['一件好大衣、一双好鞋和一个标志色，就能形成独一无二的风格。'],
    },
    occasion: {
      interview: ['前一天把整套衣服试穿一遍，也坐下来试试；舒服就会显得自信。'],
      date: ['穿一件穿过且喜欢的衣服，别穿可能磨脚的新衣服。'],
      wedding: ['看清请柬上的着装要求，并带一件薄外套去晚宴。'],
      travel: ['衣服卷起来而不是叠起来，记得带一套适合正式晚餐的衣服。'],
      sport: ['功能面料用冷水洗、不加柔顺剂，才能保持排汗效果。'],
    },
    general: ['出门前用挂烫机熨一下，平整的衣服看起来贵一倍。', '拿不准时，让腰带、鞋子和包同色，立刻显得讲究。', '对着镜子给穿搭拍张照，哪里不对一眼就能看出来。', '袖子卷两折，衬衫只塞前摆，随性又精致。'],
  },
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Stylist texts per language. */
export const stylePhrases: Record<ContentLanguage, StylePhrases> = { en, ko, vi, zh };
