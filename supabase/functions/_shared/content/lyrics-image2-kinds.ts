/**
 * Round 11b (issue 13): the kind of thing a theme's object or place is, so its lines use verbs that fit it. Hair is
 * tied, brushed and swings; food is eaten and smelled; a radio or a tape is switched on and listened to; a watch
 * ticks and is wound; a sea, a station, a rooftop or a street is a place, looked at and walked beside, never "held in
 * both hands". A kind replaces the generic object lines (holding, turning over); a thing of no known kind keeps them.
 * Also the lines of the one who gave or did the theme's act ("the braids my mom did for me every morning": her
 * hands, the mirror) and of a habit sung as a repeated scene ("every morning", "mỗi sáng", "매일 아침", "每天早上").
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** What an object or a place is, for the verbs its lines may use. */
export type ImageKind = 'hair' | 'food' | 'sound' | 'clock' | 'sea' | 'station' | 'rooftop' | 'street';

/** The lines of one kind: `lines` may name the object ({o}); `images` never do, so an act's place can sing them. */
interface KindLines {
  lines: Record<ContentLanguage, readonly string[]>;
  /** Lines of the giver ({g}) doing the thing's own act. */
  giver: Record<ContentLanguage, readonly string[]>;
  images: Record<ContentLanguage, readonly string[]>;
}

const detect: Record<ImageKind, Record<ContentLanguage, RegExp>> = {
  hair: { en: /\b(?:hair|braids?|ponytails?|pigtails|plaits?|bun)\b/iu, vi: /(?<![\p{L}\p{M}])(?:tóc|bím tóc|đuôi ngựa)(?![\p{L}\p{M}])/iu, ko: /머리(?:카락)?$|머리끈|양갈래|포니테일|댕기/u, zh: /头发|辫子|马尾|发髻|麻花辫/u },
  food: {
    en: /\b(?:lunchbox|lunch|noodles|soup|dumplings|pizza|cake|rice|stew|bread|ramen|dinner|breakfast|cookies|eggs?|porridge|pancakes)\b/iu,
    vi: /(?<![\p{L}\p{M}])(?:cơm|bánh|mì|canh|phở|bún|xôi|cháo|trứng|chè)(?![\p{L}\p{M}])/iu,
    ko: /김밥|도시락|라면|국밥|미역국|떡국|떡볶이|반찬|국수|찌개|케이크|만두|계란|달걀|누룽지|(?:^|\s)(?:밥|죽|빵|떡)$/u,
    zh: /面条|长寿面|一碗面|那碗面|米饭|饭菜|便当|饺子|汤圆|粥|蛋糕|包子|馄饨|鸡蛋|荷包蛋|煎饼|早饭|早餐/u,
  },
  sound: { en: /\b(?:radio|tapes?|cassettes?|record player|walkman|mixtape|music box|records?)\b/iu, vi: /(?<![\p{L}\p{M}])(?:radio|đài|băng cát-xét|băng cassette|máy hát|đĩa than|cuộn băng)(?![\p{L}\p{M}])/iu, ko: /라디오|카세트|테이프|전축|레코드|엘피|오르골|워크맨/u, zh: /收音机|磁带|录音机|唱片机|随身听|八音盒|黑胶/u },
  clock: { en: /\b(?:watch|clock|wristwatch|pocket watch|alarm clock)\b/iu, vi: /(?<![\p{L}\p{M}])đồng hồ(?![\p{L}\p{M}])/iu, ko: /시계/u, zh: /手表|钟|怀表|闹钟/u },
  sea: { en: /\b(?:sea|beach|ocean|shore|seaside|pier|coast)\b/iu, vi: /(?<![\p{L}\p{M}])(?:biển|bãi biển|bờ biển)(?![\p{L}\p{M}])/iu, ko: /바다|해변|바닷가|해수욕장/u, zh: /海边|大海|海滩|海岸|看海/u },
  station: { en: /(?<!\b(?:gas|police|fire|radio|petrol)\s)\b(?:station|platform)\b/iu, vi: /(?<![\p{L}\p{M}])(?:sân ga|nhà ga|ga tàu)(?![\p{L}\p{M}])/iu, ko: /기차역|지하철역|승강장|플랫폼|터미널/u, zh: /车站|火车站|站台|地铁站/u },
  rooftop: { en: /\b(?:rooftop|roof)\b/iu, vi: /(?<![\p{L}\p{M}])sân thượng(?![\p{L}\p{M}])/iu, ko: /옥상/u, zh: /天台|楼顶|屋顶/u },
  street: { en: /\b(?:street|streets|alley|the road home|way home)\b/iu, vi: /(?<![\p{L}\p{M}])(?:con phố|góc phố|con hẻm|đường về)(?![\p{L}\p{M}])/iu, ko: /골목|거리|(?:^|\s)길$/u, zh: /街道|街上|小巷|巷子|回家的路/u },
};

/** Kinds in the order they are tried: a thing held before a place around it ("the radio on the roof" is a radio). */
const order: readonly ImageKind[] = ['hair', 'food', 'sound', 'clock', 'sea', 'station', 'rooftop', 'street'];

/** Whether a kind is a place (sung as a place, never held). */
export const isPlaceKind = (kind: ImageKind): boolean => kind === 'sea' || kind === 'station' || kind === 'rooftop' || kind === 'street';

/** The kind of an object (its head) or, for a place, of the whole phrase; null when no kind is known. */
export function imageKind(object: string, phrase: string, language: ContentLanguage): ImageKind | null {
  const thing = order.find((kind) => !isPlaceKind(kind) && object !== '' && detect[kind][language].test(object));
  if (thing !== undefined) return thing;
  return order.find((kind) => isPlaceKind(kind) && detect[kind][language].test(object)) ?? order.find((kind) => isPlaceKind(kind) && detect[kind][language].test(phrase)) ?? null;
}

const kinds: Record<ImageKind, KindLines> = {
  hair: {
    lines: {
      en: ['{O}, tied tight before the day began', 'A tug, a twist, and it was done', '{O} swinging with every step I took', 'In the mirror, {o} looked just right'],
      vi: ['{O} tết gọn gàng trước khi ngày bắt đầu', 'Một vòng, hai vòng, thế là xong', '{O} đung đưa theo từng bước chân', 'Trong gương, {o} thật ngay ngắn'],
      ko: ['{o:을} 단단히 묶고 하루를 시작했지', '빗이 한 번, 두 번 머리를 지나가', '걸을 때마다 {o:이} 찰랑찰랑 흔들려', '거울 속 {o:이} 딱 맞게 정리돼 있었어'],
      zh: ['{o}扎得紧紧的，一天就开始了', '梳子一下一下梳过去', '走一步，{o}就晃一下', '镜子里，{o}整整齐齐'],
    },
    giver: {
      en: ["{G}'s fingers working through my hair", 'In the mirror, {g} behind me, half awake'],
      vi: ['Tay {g} luồn qua từng lọn tóc', 'Trong gương, {g} đứng sau lưng ta, mắt còn ngái ngủ'],
      ko: ['{g}의 손끝이 내 머리칼 사이를 지나가', '거울 속엔 내 뒤에 선 {g:이} 있었지'],
      zh: ['{g}的手指穿过我的头发', '镜子里，{g}站在我身后'],
    },
    images: { en: [], vi: [], ko: [], zh: [] },
  },
  food: {
    lines: {
      en: ['I ate {o} slowly, bite by bite', 'The smell of {o} still finds me', 'Nothing since has tasted like {o}'],
      vi: ['Ta ăn {o} thật chậm, từng miếng một', 'Mùi {o} vẫn còn theo ta', 'Chẳng món nào sau này sánh được {o}'],
      ko: ['{o:을} 천천히, 한 입씩 먹었지', '{o} 냄새가 아직도 나를 찾아와', '그 뒤로 어떤 것도 {o} 맛을 못 따라가'],
      zh: ['我一口一口，慢慢吃完{o}', '{o}的味道，到现在还记得', '后来吃过的，都比不上{o}'],
    },
    giver: {
      en: ['{G} up before me, getting it ready', 'I can still see {g} in the kitchen, getting it ready'],
      vi: ['{G} dậy sớm hơn ta để chuẩn bị', 'Ta vẫn thấy {g} lặng lẽ trong bếp'],
      ko: ['{g:이} 나보다 먼저 일어나 준비하던 모습', '부엌에 선 {g}의 뒷모습이 아직 보여'],
      zh: ['{g}总比我起得早，默默准备好', '厨房里{g}的背影，我还看得见'],
    },
    images: { en: [], vi: [], ko: [], zh: [] },
  },
  sound: {
    lines: {
      en: ['Switch on {o}, and the room fills up', 'A turn of the dial, and the static clears', 'The old songs come through {o} again', 'I sit and listen until it ends'],
      vi: ['Bật {o} lên, căn phòng đầy tiếng', 'Vặn nút dò đài, tiếng rè tan dần', 'Những bài hát cũ lại vang lên từ {o}', 'Ta ngồi nghe cho đến hết'],
      ko: ['{o:을} 켜면 방 안이 소리로 가득 차', '다이얼을 돌리면 잡음이 걷혀', '{o}에서 옛 노래가 다시 흘러나와', '끝날 때까지 가만히 듣고 있어'],
      zh: ['打开{o}，屋子里就满了声音', '拧一拧旋钮，杂音慢慢散了', '老歌又从{o}里传出来', '我坐着听，一直听到最后'],
    },
    giver: {
      en: ['{G} turning the dial till the voice came clear', "{G}'s favourite song, turned down low"],
      vi: ['{G} vặn nút cho tiếng thật rõ', 'Bài hát {g} thích, vặn nhỏ thôi'],
      ko: ['{g:이} 다이얼을 돌려 소리를 맞추던 모습', '{g:이} 좋아하던 노래, 작게 틀어 놓고'],
      zh: ['{g}慢慢拧着旋钮，直到声音清楚', '{g}爱听的歌，开得小小声'],
    },
    images: { en: [], vi: [], ko: [], zh: [] },
  },
  clock: {
    lines: {
      en: ['{O} still ticks, steady and small', 'I wind {o} and hold it to my ear', 'The hands of {o} keep going round', 'I check the time on {o} out of habit'],
      vi: ['{O} vẫn tích tắc đều đều', 'Ta lên dây {o} rồi áp vào tai', 'Kim {o} cứ quay vòng mãi', 'Ta vẫn quen nhìn giờ trên {o}'],
      ko: ['{o:은} 아직도 작게 똑딱거려', '{o} 태엽을 감고 귀에 대 봐', '{o} 바늘은 계속 돌아가', '버릇처럼 {o:을} 들여다보며 시간을 봐'],
      zh: ['{o}还在滴答滴答地走', '我给{o}上好发条，贴在耳边听', '{o}的指针一圈一圈地转', '我还是习惯看一眼{o}'],
    },
    giver: {
      en: ['It kept time for {g} before it kept mine'],
      vi: ['Nó từng chạy cho {g} trước khi chạy cho ta'],
      ko: ['내 시간보다 먼저 {g}의 시간을 세던 시계야'],
      zh: ['它先替{g}走过了那些年'],
    },
    images: { en: [], vi: [], ko: [], zh: [] },
  },
  sea: {
    lines: { en: ['I look out at {o} for a long time', 'I walk beside {o}, slow'], vi: ['Ta nhìn {o} thật lâu', 'Ta đi dọc {o}, thật chậm'], ko: ['{o:을} 한참 바라봐', '{o:을} 따라 천천히 걸어'], zh: ['我望着{o}，望了很久', '我沿着{o}慢慢走'] },
    giver: { en: [], vi: [], ko: [], zh: [] },
    images: {
      en: ['The waves come in and slip back out', 'Salt wind pulls at my hair', 'Footprints on the wet sand', 'The sea keeps talking, low and steady'],
      vi: ['Sóng xô vào bờ rồi lại rút ra', 'Gió biển mằn mặn trên môi', 'Dấu chân in trên cát ướt', 'Biển cứ rì rào, trầm và đều'],
      ko: ['파도가 밀려왔다 다시 빠져나가', '짠 바닷바람이 머리칼을 흔들어', '젖은 모래 위에 발자국이 남아', '바다는 낮은 목소리로 계속 말을 걸어'],
      zh: ['浪涌上来，又退回去', '咸咸的海风吹乱头发', '湿湿的沙滩上留下脚印', '海一直在低低地说话'],
    },
  },
  station: {
    lines: { en: ['I stand on {o} and wait', 'I look down {o} one more time'], vi: ['Ta đứng ở {o} và chờ', 'Ta nhìn dọc {o} thêm lần nữa'], ko: ['{o}에 서서 기다려', '{o:을} 한 번 더 둘러봐'], zh: ['我站在{o}，等着', '我又看了一眼{o}'] },
    giver: { en: [], vi: [], ko: [], zh: [] },
    images: {
      en: ['The platform hums before the train comes in', 'A voice calls out the stops', 'The doors slide shut behind me'],
      vi: ['Sân ga rộn lên khi tàu sắp vào', 'Loa gọi tên từng ga', 'Cửa tàu khép lại sau lưng'],
      ko: ['열차가 들어오기 전 승강장이 웅웅거려', '안내 방송이 역 이름을 불러', '등 뒤로 문이 스르르 닫혀'],
      zh: ['列车进站前，站台嗡嗡作响', '广播报着一个个站名', '车门在身后慢慢关上'],
    },
  },
  rooftop: {
    lines: { en: ['I lean on the railing of {o}', 'Up on {o}, I look out'], vi: ['Ta tựa lan can {o}', 'Trên {o}, ta nhìn ra xa'], ko: ['{o} 난간에 기대 서', '{o}에 올라 멀리 내다봐'], zh: ['我靠在{o}的栏杆上', '站在{o}上往远处看'] },
    giver: { en: [], vi: [], ko: [], zh: [] },
    images: {
      en: ['City lights spread out below', 'The wind is stronger up here', 'Above, only the open sky'],
      vi: ['Đèn thành phố trải dài bên dưới', 'Trên này gió thổi mạnh hơn', 'Phía trên chỉ còn bầu trời rộng'],
      ko: ['아래로 도시 불빛이 쫙 펼쳐져', '여기 위는 바람이 더 세', '머리 위엔 탁 트인 하늘뿐'],
      zh: ['城市的灯火铺在脚下', '楼顶的风更大一些', '头顶只有空空的天'],
    },
  },
  street: {
    lines: { en: ['I walk {o} one step at a time', 'I know every corner of {o}'], vi: ['Ta đi trên {o}, từng bước một', 'Từng góc của {o} ta đều thuộc'], ko: ['{o:을} 한 걸음씩 걸어', '{o}의 모퉁이 하나하나 다 알아'], zh: ['我一步一步走在{o}上', '{o}的每个拐角我都认得'] },
    giver: { en: [], vi: [], ko: [], zh: [] },
    images: {
      en: ['Streetlights hum along the road', 'The same corners, the same cracks in the pavement', 'My footsteps echo off the walls'],
      vi: ['Đèn đường sáng dọc lối đi', 'Vẫn những góc phố ấy, vẫn vết nứt trên vỉa hè', 'Tiếng bước chân vọng lại'],
      ko: ['가로등이 길을 따라 켜져 있어', '같은 모퉁이, 같은 보도블록', '발소리가 벽에 부딪혀 울려'],
      zh: ['路灯沿着街一盏一盏亮着', '还是那些街角，那些裂缝', '脚步声在墙上回响'],
    },
  },
};

/** A kind's object lines ({o}), its giver lines ({g}) and its place images (no slot). */
export function kindLines(kind: ImageKind, language: ContentLanguage): { lines: readonly string[]; giver: readonly string[]; images: readonly string[] } {
  const found = kinds[kind];
  return { lines: found.lines[language], giver: found.giver[language], images: found.images[language] };
}

/** Lines of the one who gave or did the theme's act, for a thing of no known kind ({g}). */
export const giverLines: Record<ContentLanguage, readonly string[]> = {
  en: ["{G}'s hands, careful and sure", 'I can still see {g} doing it, never in a hurry'],
  vi: ['Đôi tay {g} cẩn thận, chẳng vội vàng', 'Ta vẫn thấy {g} làm từng chút một'],
  ko: ['{g}의 손은 늘 꼼꼼하고 서두르지 않았지', '{g:이} 하나하나 해 주던 모습이 아직 보여'],
  zh: ['{g}的手，仔细又稳当', '我还看得见{g}一点一点地做'],
};

/** Lines of the habit ({h}) as a repeated scene, and of the singer who received it. */
export const habitLines: Record<ContentLanguage, readonly string[]> = {
  en: ['{H}, the same small scene', '{H}, again and again, without a word', 'I took it for granted, day after day'],
  vi: ['{H}, vẫn cảnh nhỏ ấy', '{H}, lặp đi lặp lại, chẳng cần lời', 'Ngày qua ngày, ta cứ ngỡ là lẽ thường'],
  ko: ['{h}, 늘 같은 장면', '{h}, 말없이 몇 번이고 되풀이되던', '날마다 당연한 줄만 알았어'],
  zh: ['{h}，都是同一个画面', '{h}，一遍又一遍，不用说话', '一天又一天，我都当成理所当然'],
};

/** A habit in a theme ("every morning", "mỗi sáng", "매일 아침", "每天早上"), as written; '' when none. */
export function readHabit(text: string, language: ContentLanguage): string {
  const found: Record<ContentLanguage, RegExp> = {
    en: /\b(?:every|each)\s(?:single\s)?(?:morning|night|evening|day|weekend|sunday|saturday|summer|winter)\b/iu,
    vi: /(?<![\p{L}\p{M}])(?:mỗi|hằng|hàng)\s(?:sáng|tối|đêm|ngày|chiều|trưa|sớm|tuần|năm|mùa\s\S+)(?![\p{L}\p{M}])/iu,
    ko: /매일\s?(?:아침|밤|저녁|새벽)?|(?:아침|새벽|밤|저녁|주말|날)마다/u,
    zh: /每天(?:早上|晚上|清晨|夜里)?|每个?(?:早上|晚上|周末)|天天/u,
  };
  return found[language].exec(text)?.[0].trim() ?? '';
}
