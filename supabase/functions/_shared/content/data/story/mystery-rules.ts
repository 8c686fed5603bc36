/**
 * How the story writer recognises a MYSTERY opening (issue 13, round 8): something that should not be — a thing, a
 * message, a sound or a place that contradicts a fact the opening states (a receipt dated ten years ago, a note with
 * tomorrow's date, an order the narrator never placed, a piano from an empty flat, a stop on no map). Per language: the
 * contradiction's kind, the thing named in the writer's own words (never a span cut from the opening), and whom the
 * hero asks about it. Each list is tried in order; the first match wins.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** What the opening's strange thing contradicts. */
export type MysteryKind = 'future' | 'past' | 'nowhere' | 'absent' | 'knows' | 'never';

/** All kinds, in the order the reader tries them (the most specific first). */
export const mysteryKinds: readonly MysteryKind[] = ['future', 'past', 'nowhere', 'absent', 'knows', 'never'];

/** What sort of thing it is: the beats pick their verbs by it (a sound is heard, a paper is read). */
export type MysteryThingKind = 'paper' | 'picture' | 'voice' | 'sound' | 'object' | 'order' | 'place';

/** A thing the opening may turn on: its trigger, its name in the writer's words (`$&` stands for the matched word), and its sort. */
export type MysteryThing = readonly [RegExp, string, MysteryThingKind];

/** One language's recognition rules. */
export interface MysteryRules {
  kinds: Readonly<Record<MysteryKind, RegExp>>;
  things: readonly MysteryThing[];
  /** Whom the hero asks, by the opening's setting (the library, the landlord), first match wins; `false` marks a person who keeps no records. */
  sources: ReadonlyArray<readonly [RegExp, string, false?]>;
  /** Whom the hero asks when no setting matched, by the thing's sort. */
  fallbackSource: Readonly<Record<MysteryThingKind, string>>;
  /** The thing carries the hero's own name, handwriting or face. */
  mine: RegExp;
  /** The thing carries a date. */
  dated: RegExp;
  /** The thing is in the hero's own handwriting. */
  hand: RegExp;
  /** A noun phrase that names a person (the laundry owner, 세탁소 사장님): never a thing to investigate. */
  personal: RegExp;
  /** A place said to be closed, shut or torn down: when the past is such a closure, that place is the strange thing. */
  closed: RegExp;
  /** The opening happens on a bus, a train or at a stop (a place on no map is then a stop on a route). */
  transit: RegExp;
  /**
   * The object of the hero's denial ("I never ordered milk", "우유를 주문한 적이 없다"): group 1 is one word, which the
   * writer names with `the` / `그` when it passes the noun-phrase check; pronouns and "such" words are refused.
   */
  denied?: { find: RegExp; refuse: RegExp; name: (word: string) => string };
}

export const mysteryRules: Readonly<Record<ContentLanguage, MysteryRules>> = {
  en: {
    kinds: {
      future: /tomorrow['’]s date|dated (?:tomorrow|next)|next (?:week|month|year)['’]s date|(?:date|postmark|sent|stamped)[^.]{0,30}\b(?:next (?:week|month|year)|tomorrow)\b|a date that hasn['’]t (?:happened|come)/iu,
      past: /\b(?:discontinued|closed|shut down|demolished|torn down|out of business|stopped making)\b[^.]{0,40}(?:\b(?:in|since) (?:19|20)\d\d\b|\byears? ago\b|\b\w+ years\b|\bdecades\b)|\b(?:dated|postmarked|stamped|printed|checked out|taken|written|signed)\b[^.]{0,50}\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty) years? (?:ago|earlier|before)|before I was born|\b(?:lost|gone|missing)\b[^.]{0,20}\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty) years? ago/iu,
      nowhere: /\bonly (?:has|goes up to) \w+ floors\b|\bthere (?:is|was) no (?:\w+ )?(?:floor|room|door|stop|station|platform|street)\b|\b(?:isn['’]t|is not|wasn['’]t|was not|not) on (?:any|the|a) (?:maps?|timetable|schedule|route)|\b(?:doesn['’]t|does not|didn['’]t|did not) exist|no such (?:stop|station|street|room|floor|platform)/iu,
      absent: /\b(?:empty|vacant|abandoned|boarded[- ]up)\b|nobody (?:lives|has lived|in (?:this|the) (?:house|building|family)|here) |no one (?:lives|has lived|in (?:this|the) (?:house|building|family)|here) |\blate (?:mother|father|mom|mum|dad|grandmother|grandfather|grandma|grandpa|husband|wife)['’]s voice|\bbroken (?:for|since)\b|(?:hasn['’]t|has not|haven['’]t) (?:worked|run|rung|played) (?:for|since|in)|\bunplugged\b|\bdisconnected\b/iu,
      knows: /\b(?:unknown|private|blocked|strange) number\b[^.]{0,80}\b(?:my name|nickname|knew|warn|don['’]t|do not)|\b(?:stranger|voice|caller)\b[^.]{0,40}\b(?:knew|called me|said) (?:my|me by my) (?:name|childhood|nickname)/iu,
      never: /\bfrom my own (?:email|e-mail|account|number|phone|address)\b|\bin my own voice\b|\bnever (?:placed|ordered|wrote|written|lost|took|taken|bought|sent|booked|signed|posed|borrowed|had|owned|met|saved)\b|(?:don['’]t|do not|can['’]t) remember (?:writing|ordering|taking|buying|sending|saving|borrowing)|\bI (?:only )?moved in (?:yesterday|last night|this morning|today)|\bI was (?:at work|at the office|asleep|away|abroad) (?:all|the whole)/iu,
    },
    things: [
      [/\bpolaroid\b/iu, 'the polaroid', 'picture'],
      [/\be-?mail\b(?![^.]{0,40}\bbook\b)/iu, 'the email', 'voice'],
      [/\b(?:photo|photograph|picture)\b/iu, 'the photo', 'picture'],
      [/\breceipt\b/iu, 'the receipt', 'paper'],
      [/\bpostcard\b/iu, 'the postcard', 'paper'],
      [/\bletter\b/iu, 'the letter', 'paper'],
      [/\b(?:note|memo|sticky note|post-it)\b/iu, 'the note', 'paper'],
      [/\bemail(?:ed)?\b[^.]{0,60}\bbook\b|\bbook\b[^.]{0,60}\boverdue\b/iu, 'the overdue book', 'paper'],
      [/\b(?:takeout|takeaway|delivery|order)\b/iu, 'the order', 'order'],
      [/\b(?:parcel|package|box)\b/iu, 'the parcel', 'object'],
      [/\bumbrella\b/iu, 'the umbrella', 'object'],
      [/\bsock\b/iu, 'the sock', 'object'],
      [/\b(?:uniform|jacket|coat|sweater|shirt)\b/iu, 'the jacket', 'object'],
      [/\b(?:smart speaker|speaker|radio)\b/iu, 'the voice', 'voice'],
      [/\b(?:text|message|voicemail)\b/iu, 'the message', 'voice'],
      [/\bcall(?:er|s|ed me)?\b|\bphone rang\b|\bpayphone\b|\bphone\b/iu, 'the call', 'voice'],
      [/\bpiano\b/iu, 'the piano', 'sound'],
      [/\b(?:song|music|melody|tune)\b/iu, 'the song', 'sound'],
      [/\bclock\b/iu, 'the clock', 'sound'],
      [/\bbus stop\b|\b(?:a|the) stop\b|\bstation\b|\bplatform\b/iu, 'the stop', 'place'],
      [/\bstreet\b/iu, 'the street', 'place'],
      [/\bfloors?\b/iu, 'the floor', 'place'],
      [/\broom\b/iu, 'the room', 'place'],
      [/\bbook\b/iu, 'the book', 'paper'],
      [/\bbutton\b/iu, 'the button', 'place'],
      [/\b(?:bakery|café|cafe|shop|store|restaurant|diner|bookshop)\b/iu, 'the $&', 'place'],
      [/\ba (?:can|bottle|jar|packet|tin) of\b|\b(?:bottle|jar)\b/iu, 'the can', 'object'],
    ],
    sources: [
      [/\bspeaker\b/iu, 'the speaker company’s help line'],
      [/\blibrary\b/iu, 'the library desk'],
      [/\b(?:apartment|flat|closet|moved in|landlord|rented)\b/iu, 'the landlord', false],
      [/\bneighbou?r/iu, 'the neighbour', false],
      [/\b(?:upstairs|downstairs|building)\b/iu, 'the building manager', false],
      [/\b(?:bus|depot|driver)\b/iu, 'the bus depot'],
      [/\b(?:train|station|platform|subway|metro)\b/iu, 'the station office'],
      [/\b(?:postcard|letter|post office|postmark|mailbox)\b/iu, 'the post office'],
      [/\b(?:delivery|courier|takeout|takeaway|order|parcel|package)\b/iu, 'the delivery company'],
      [/\b(?:shop|store|café|cafe|restaurant|counter|cashier|receipt)\b/iu, 'the owner of the shop'],
      [/\b(?:phone|number|call|text|message)\b/iu, 'the phone company'],
    ],
    fallbackSource: { paper: 'the neighbours', picture: 'the neighbours', voice: 'the phone company', sound: 'the neighbours', object: 'the neighbours', order: 'the delivery company', place: 'an old neighbour' },
    mine: /\bmy (?:own )?(?:name|handwriting|face|initials|nickname|signature)\b|\bshows me\b|\bof me\b|\bme asleep\b|\bin my (?:own )?(?:writing|hand)\b|\bmyself\b/iu,
    dated: /\bdated?\b|\bpostmark|\b(?:19|20)\d\d\b|\bdate\b/iu,
    hand: /\bhandwriting\b|\bin my (?:own )?(?:writing|hand)\b/iu,
    personal: /\b(?:man|woman|girl|boy|owner|driver|guy|lady|neighbou?r|friend|teacher|boss|stranger|kid|child)s?$/iu,
    closed: /\b(?:closed|shut down|demolished|torn down|out of business)\b/iu,
    transit: /\b(?:bus|train|tram|subway|metro|station|platform|stop)\b/iu,
    denied: {
      find: /\bnever (?:placed|ordered|bought|lost|took|sent|borrowed|owned|booked) (?:a |an |the |any |that |this )?([a-z]{3,})\b/iu,
      refuse: /^(?:it|one|them|anything|something|such|that|this|these|those|any|my|his|her|their|our)$/iu,
      name: (word: string) => `the ${word.toLowerCase()}`,
    },
  },
  vi: {
    kinds: {
      future: /(?:đề|ghi|đóng dấu|ký) ngày mai|(?:ngày|dấu bưu điện|ngày gửi)[^,.]{0,15}(?:ngày mai|tuần sau|tháng sau|năm sau)|một ngày chưa tới|ngày chưa tới/iu,
      past: /(?:đóng cửa|ngừng sản xuất|phá dỡ|dẹp tiệm|giải thể)[^.]{0,20}(?:từ|cách đây|đã|hơn)? ?(?:\d+|mấy|một|hai|ba|bốn|năm|sáu|bảy|tám|chín|mười|hai mươi|nhiều) năm|(?:năm|từ năm) (?:19|20)\d\d[^.]{0,40}(?:mới (?:sinh|chào đời)|chưa (?:sinh|ra đời))|trước khi tôi (?:sinh|ra đời|chào đời)|(?:ghi|đề|dấu|in|đóng)[^.]{0,40}(?:\d+|mười|hai mươi|ba mươi) năm trước|(?:mất|thất lạc)[^.]{0,20}(?:\d+|hai|ba|bốn|năm|mười) năm trước/iu,
      nowhere: /chỉ có \S+ tầng|không (?:hề )?có tầng|không có (?:trên|trong) (?:bản đồ|lộ trình|sơ đồ)|không hề tồn tại|chưa từng tồn tại|không tồn tại/iu,
      absent: /bỏ trống|bỏ hoang|không (?:có )?ai ở|chẳng (?:có )?ai ở|đã hỏng|hỏng từ|không chạy từ|rút điện|giọng của (?:mẹ|bố|ba|bà|ông) (?:đã mất|quá cố)|(?:đã|vừa) (?:qua đời|mất) (?:mà|vậy mà)/iu,
      knows: /(?:số lạ|số máy lạ|người lạ|số không quen)[^.]{0,80}(?:tên tôi|tên hồi nhỏ|biệt danh|đừng|biết)|(?:gọi|kêu) (?:đúng )?(?:tên|biệt danh) (?:hồi nhỏ|thời bé|ở nhà) của tôi/iu,
      never: /từ chính (?:hộp thư|địa chỉ email|email|số điện thoại|tài khoản) của (?:tôi|mình)|(?:tôi|mình) (?:chưa (?:từng|bao giờ)|không hề|chẳng hề) (?:đặt|viết|làm mất|mất|chụp|mua|gửi|mượn|lưu|ký|ghi)|không nhớ (?:mình )?(?:đã )?(?:viết|đặt|chụp|mua|gửi|lưu)|tự nhiên có|(?:rõ ràng|mà) tôi (?:đang|vẫn) (?:ở|làm)/iu,
    },
    things: [
      [/bưu thiếp/iu, 'tấm bưu thiếp', 'paper'],
      [/email|thư điện tử/iu, 'bức email', 'voice'],
      [/tấm ảnh|bức ảnh|tấm hình|bức hình|ảnh chụp|chụp ảnh/iu, 'tấm ảnh', 'picture'],
      [/hóa đơn|biên lai/iu, 'tờ hóa đơn', 'paper'],
      [/lá thư|bức thư|phong thư/iu, 'lá thư', 'paper'],
      [/giấy nhắn|mẩu giấy|tờ giấy|mảnh giấy|ghi chú/iu, 'mẩu giấy', 'paper'],
      [/chiếc ô|cây dù|cái ô/iu, 'chiếc ô', 'object'],
      [/đồng phục|chiếc áo|cái áo/iu, 'chiếc áo', 'object'],
      [/danh bạ/iu, 'số máy lạ', 'voice'],
      [/tin nhắn/iu, 'tin nhắn', 'voice'],
      [/cuộc gọi|gọi điện|gọi tới|gọi đến|điện thoại/iu, 'cuộc gọi', 'voice'],
      [/đơn hàng|đơn cuối|đồ ăn|giao hàng|giao tới|shipper/iu, 'đơn hàng', 'order'],
      [/gói hàng|bưu kiện|thùng hàng/iu, 'gói hàng', 'object'],
      [/tiếng đàn|cây đàn|đàn piano|piano/iu, 'tiếng đàn', 'sound'],
      [/bài hát|tiếng hát|điệu nhạc/iu, 'bài hát', 'sound'],
      [/đồng hồ/iu, 'chiếc đồng hồ', 'sound'],
      [/trạm dừng|trạm xe|bến xe|nhà ga|(?:^|\s)ga(?=\s|,|$)/iu, 'trạm dừng', 'place'],
      [/con đường|con phố|con hẻm/iu, 'con phố', 'place'],
      [/tầng/iu, 'tầng lầu ấy', 'place'],
      [/căn phòng/iu, 'căn phòng', 'place'],
      [/cuốn sách|quyển sách/iu, 'cuốn sách', 'paper'],
      [/(?:cái )?nút (?:bấm|tầng)|nút số/iu, 'cái nút', 'place'],
      [/tiệm bánh|tiệm|quán|cửa hàng/iu, 'cửa tiệm', 'place'],
    ],
    sources: [
      [/thư viện/iu, 'quầy thủ thư'],
      [/bưu thiếp|bưu điện|thùng thư|lá thư/iu, 'bưu điện'],
      [/(?:nhà|phòng) (?:thuê|trọ)|chủ nhà|mới dọn|chuyển đến/iu, 'chủ nhà', false],
      [/chung cư|tầng trên|nhà bên|hàng xóm|ban quản lý/iu, 'ban quản lý tòa nhà'],
      [/xe buýt|tài xế|bến xe/iu, 'bến xe'],
      [/giao hàng|shipper|đơn hàng|gói hàng|bưu kiện/iu, 'công ty giao hàng'],
      [/cửa hàng|quán|tiệm|hóa đơn/iu, 'chủ tiệm'],
      [/điện thoại|danh bạ|số lạ|tin nhắn|cuộc gọi/iu, 'tổng đài nhà mạng'],
    ],
    fallbackSource: { paper: 'bác bảo vệ', picture: 'bác bảo vệ', voice: 'tổng đài nhà mạng', sound: 'bà hàng xóm lâu năm', object: 'bác bảo vệ', order: 'công ty giao hàng', place: 'bà hàng xóm lâu năm' },
    mine: /tên tôi|tên của tôi|chữ (?:viết )?của tôi|nét chữ của tôi|chính tôi|ảnh tôi|tôi đang ngủ|biệt danh/iu,
    dated: /ngày|năm (?:19|20)\d\d|dấu bưu điện|đề ngày/iu,
    hand: /nét chữ|chữ (?:viết )?của (?:tôi|mình)|chữ tôi/iu,
    personal: /^(?:ông|bà|cô|chú|anh|chị|em|bác|người|cậu|thằng|con bé)(?:\s|$)/iu,
    closed: /đóng cửa|phá dỡ|dẹp tiệm|giải thể/iu,
    transit: /xe buýt|tàu|ga |trạm|bến xe|metro/iu,
  },
  ko: {
    kinds: {
      future: /내일 날짜|내일 자|다음 (?:주|달|해) 날짜|(?:날짜|소인)[^.]{0,20}(?:내일|다음 주|다음 달|내년)|아직 오지 않은 날/u,
      past: /(?:문을 닫은 지|폐업한 지|단종된 지|철거된 지)\s?(?:\d+|몇|십|이십)\s?년|(?:\d+|십|이십|삼십)\s?년 전 날짜|(?:\d+|십|이십|삼십)\s?년 전(?:에|의)? (?:찍|소인|날짜|적)|내가 태어나기 전|태어나기도 전|(?:19|20)\d\d년[^.]{0,30}(?:태어나기|태어난 해)|(?:\d+|삼|사|오|십)\s?년 전에 잃어버린/u,
      nowhere: /\d+층까지(?:밖에)? 없|없던 \S+ 버튼|없는 층|지도에(?:도)? 없는|지도에 나오지 않는|노선도에(?:도)? 없는|존재하지 않는|있지도 않은/u,
      absent: /비어 있|빈집|빈 집|아무도 살지 않|사람이 살지 않|폐가|고장 난 지|멈춘 지|돌아가신 (?:엄마|아빠|어머니|아버지|할머니|할아버지)(?:의)? 목소리|코드를 뽑/u,
      knows: /(?:모르는 번호|낯선 번호|발신자 표시 제한|모르는 사람)[^.]{0,80}(?:내 이름|어릴 때|별명|하지 마|알고)|어릴 때 (?:별명|이름)/u,
      never: /내 (?:메일|이메일|계정|번호)로|내 목소리로|(?:한|쓴|잃어버린|찍은|시킨|주문한|산|보낸|빌린|저장한|간) 적이 없|기억이 없|기억이 안 나|(?:시키지|주문하지|쓰지|잃어버리지|찍지|보내지) 않았|분명(?:히)? (?:회사|집|학교)에 있었/u,
    },
    things: [
      [/영수증/u, '그 영수증', 'paper'],
      [/메일/u, '그 메일', 'voice'],
      [/엽서/u, '그 엽서', 'paper'],
      [/편지/u, '그 편지', 'paper'],
      [/메모|쪽지|포스트잇/u, '그 메모', 'paper'],
      [/사진/u, '그 사진', 'picture'],
      [/우산/u, '그 우산', 'object'],
      [/교복|옷|재킷/u, '그 옷', 'object'],
      [/문자|메시지/u, '그 문자', 'voice'],
      [/스피커|라디오/u, '그 목소리', 'voice'],
      [/전화/u, '그 전화', 'voice'],
      [/배달|주문/u, '그 주문', 'order'],
      [/택배|소포|상자/u, '그 택배', 'object'],
      [/피아노/u, '그 피아노 소리', 'sound'],
      [/노래|음악|멜로디/u, '그 노래', 'sound'],
      [/시계/u, '그 시계', 'sound'],
      [/정류장|정거장/u, '그 정류장', 'place'],
      [/(?<![지경구])역(?:에서|에|은|이|을|으로|\s)/u, '그 역', 'place'],
      [/골목|거리/u, '그 골목', 'place'],
      [/(?:^|\s)방(?:에|이|을|은)|층(?:에|이|을|은)/u, '그 방', 'place'],
      [/책/u, '그 책', 'paper'],
      [/버튼/u, '그 버튼', 'place'],
      [/빵집|가게|식당|카페|서점/u, '그 $&', 'place'],
    ],
    sources: [
      [/도서관/u, '도서관 대출 창구'],
      [/분실물/u, '분실물 센터'],
      [/사진관/u, '사진관 주인'],
      [/윗집|아랫집|옆집|관리실|아파트|빌라/u, '관리실'],
      [/이사|월세|전세|집주인/u, '집주인', false],
      [/버스|기사/u, '버스 회사'],
      [/지하철|역/u, '역무실'],
      [/엽서|편지|우체국|소인/u, '우체국'],
      [/배달|택배|주문/u, '배달 업체'],
      [/편의점|가게|식당|카페|영수증/u, '가게 사장님'],
      [/전화|번호|문자/u, '통신사'],
    ],
    fallbackSource: { paper: '경비실', picture: '경비실', voice: '통신사', sound: '관리실', object: '경비실', order: '배달 앱 고객센터', place: '오래 산 이웃' },
    mine: /내 이름|내 글씨|내 얼굴|나를 찍은|자고 있는 나|내가 쓴|우리 가족/u,
    dated: /날짜|소인|\d{4}년/u,
    hand: /내 글씨|내 필체|내가 쓴/u,
    personal: /(?:님|씨|아저씨|아줌마|할머니|할아버지|엄마|아빠|친구|여자애|남자애|아이|사람)$/u,
    closed: /문을 닫|폐업|철거/u,
    transit: /버스|지하철|기차|정류장|정거장|역(?:에서|에|은|이)/u,
    denied: {
      find: /([가-힣]{1,6})[을를] (?:[가-힣]+ )?(?:주문한|시킨|산|잃어버린|쓴|찍은|보낸|빌린|맡긴|받은) 적이 없/u,
      refuse: /^(?:그런|그걸|그것|이런|저런|아무것|뭔가|무엇|그|이것|저것)$/u,
      name: (word: string) => `그 ${word}`,
    },
  },
  zh: {
    kinds: {
      future: /(?:明天|下(?:个)?(?:星期|周|月)|明年)的日期|还没到的日子|(?:日期|邮戳|落款)[^。，]{0,6}(?:明天|下(?:个)?(?:星期|周|月)|明年)/u,
      past: /(?:关门|倒闭|停产|拆)(?:了)?(?:好|快|整整)?(?:\d+|[一二三四五六七八九十几]+)(?:多)?年|(?:\d+|十|二十|三十|几十)年前的(?:日期|邮戳|小票|收据)|我(?:还)?(?:没)?出生(?:以|之)?前|我出生的那一年|(?:\d+|三|五|十)年前(?:弄)?丢的/u,
      nowhere: /只有\S{1,3}层|没有(?:第)?\S{1,3}层|地图上(?:根本|也)?(?:没有|找不到)|不存在的|根本不存在|线路图上(?:没有|找不到)/u,
      absent: /空着|空房|没人住|没有人住|空了(?:好)?(?:几|多)?年|坏了(?:好)?(?:几|多)?年|早就坏了|停了(?:好)?(?:几|多)?年|拔了插头|(?:去世|过世)的(?:妈妈|爸爸|母亲|父亲|奶奶|爷爷|外婆|外公)的声音/u,
      knows: /(?:陌生(?:号码|人|电话)|对面的人|打来的人)[^。]{0,40}(?:我的名字|小名|乳名|别回|知道)|叫出了我(?:小时候的)?(?:小名|乳名|名字)/u,
      never: /从我自己的(?:邮箱|账号|号码|手机)|我自己的声音|(?:从来|从)没(?:有)?(?:下过|订过|写过|丢过|拍过|买过|寄过|借过|存过|去过|在[^。]{0,10}上过)|根本没(?:有)?(?:下|订|写|丢|拍|买|寄|借)|不记得(?:自己)?(?:写|下|订|拍|买|寄|存)|明明(?:一直)?在/u,
    },
    things: [
      [/小票|收据|发票/u, '那张小票', 'paper'],
      [/邮件|邮箱/u, '那封邮件', 'voice'],
      [/明信片/u, '那张明信片', 'paper'],
      [/信封|一封信|那封信/u, '那封信', 'paper'],
      [/纸条|便条|便利贴|字条/u, '那张纸条', 'paper'],
      [/照片|相片|合影|全家福/u, '那张照片', 'picture'],
      [/(?:书|小说)[^。]{0,20}(?:写着|写了)/u, '那行字', 'paper'],
      [/包裹/u, '那个包裹', 'object'],
      [/外卖|订单|下的单/u, '那份外卖', 'order'],
      [/快递/u, '那个包裹', 'object'],
      [/伞/u, '那把伞', 'object'],
      [/校服|衣服|外套/u, '那件衣服', 'object'],
      [/短信|消息|微信/u, '那条消息', 'voice'],
      [/音箱|收音机/u, '那个声音', 'voice'],
      [/电话/u, '那通电话', 'voice'],
      [/钢琴|琴声/u, '那段琴声', 'sound'],
      [/歌|音乐|曲子/u, '那首曲子', 'sound'],
      [/挂钟|座钟|闹钟|钟声|老钟/u, '那座钟', 'sound'],
      [/站/u, '那一站', 'place'],
      [/街道|小巷|这条街|那条街|一条街/u, '那条街', 'place'],
      [/楼层|第\S{1,3}层|\d+层/u, '那一层', 'place'],
      [/房间/u, '那个房间', 'place'],
      [/书/u, '那本书', 'paper'],
      [/按钮|按键/u, '那个按钮', 'place'],
      [/面包店|小店|商店|饭馆|餐厅|咖啡馆|书店/u, '那家店', 'place'],
    ],
    sources: [
      [/图书馆/u, '图书馆的借阅台'],
      [/旧书店|书店/u, '旧书店的老板'],
      [/租|房东|搬进/u, '房东', false],
      [/楼上|楼下|邻居|物业|小区/u, '物业'],
      [/公交|司机/u, '公交公司'],
      [/地铁|车站/u, '车站的值班室'],
      [/明信片|信|邮局|邮戳/u, '邮局'],
      [/外卖|快递|包裹|订单/u, '平台客服'],
      [/店|超市|餐厅|小票/u, '店老板'],
      [/电话|号码|短信/u, '营业厅'],
    ],
    fallbackSource: { paper: '门卫', picture: '门卫', voice: '营业厅', sound: '物业', object: '门卫', order: '平台客服', place: '住了很多年的老邻居' },
    mine: /我的名字|我的字迹|我自己|我的照片|睡着的我|我的小名|我的乳名/u,
    dated: /日期|邮戳|\d{4}年/u,
    hand: /我的字迹|我的笔迹|我的字/u,
    personal: /(?:老板|师傅|大爷|大妈|阿姨|奶奶|爷爷|妈妈|爸爸|朋友|司机|小哥|小姐|先生|女孩|男孩|孩子|人)$/u,
    closed: /关门|倒闭|拆了|拆掉/u,
    transit: /公交|地铁|火车|车站|站台|末班车/u,
  },
};
