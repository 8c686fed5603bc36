/**
 * Words the grounded fortune reader recognises (issue 13, ninth round): the people a visitor names (kin, a partner, a
 * boss, a co-founder, a plumber), pets, the thing or event a question is about (a surgery, a speech, an approval
 * waited for, a lease, a café plan) and its kind, each with a whole noun phrase to say it back in the reading's
 * language. Only these phrases are said back, never a cut of the visitor's sentence.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** What kind of thing a question is about, which decides the tone of its answer. */
export type GroundedKind = 'care' | 'stage' | 'gather' | 'wait' | 'home' | 'venture' | 'deal' | 'errand' | 'plain';

/** One recognised word: the pattern, the phrase said back, and (for things) its kind. */
export interface GroundedWord {
  match: RegExp;
  say: string;
  kind?: GroundedKind;
  /** Read only when it is someone else's (a son's driving test); the visitor's own exam has its own reading. */
  othersOnly?: boolean;
}

const w = (match: RegExp, say: string, kind?: GroundedKind): GroundedWord => (kind === undefined ? { match, say } : { match, say, kind });
/** A thing read only when it is someone else's. */
const others = (match: RegExp, say: string): GroundedWord => ({ match, say, kind: 'stage', othersOnly: true });
/** A Vietnamese whole-word pattern (\b does not see letters with diacritics). */
const vi = (words: string): RegExp => new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, 'iu');
/** A Korean word that starts a word (a particle may follow, another noun may not: 딸 but not 딸기). */
const ko = (words: string): RegExp => new RegExp(`(?<![가-힣])(?:${words})(?:이|가|은|는|을|를|의|도|랑|이랑|하고|한테|에게|과|와|님)?(?![가-힣])`, 'u');

/** People a visitor names, first match wins (the more specific first). */
export const groundedPeople: Readonly<Record<ContentLanguage, readonly GroundedWord[]>> = {
  en: [
    w(/\bco-?founder\b/i, 'your co-founder'), w(/\bin-laws\b/i, 'your in-laws'), w(/\bmother-in-law\b/i, 'your mother-in-law'), w(/\bfather-in-law\b/i, 'your father-in-law'), w(/\bsister\b/i, 'your sister'), w(/\bbrother\b/i, 'your brother'),
    w(/\b(?:mom|mum|mother)\b/i, 'your mother'), w(/\b(?:dad|father)\b/i, 'your father'), w(/\bparents\b/i, 'your parents'),
    w(/\b(?:grandma|grandmother|nan)\b/i, 'your grandmother'), w(/\b(?:grandpa|grandfather)\b/i, 'your grandfather'), w(/\bboyfriend\b/i, 'your boyfriend'),
    w(/\bgirlfriend\b/i, 'your girlfriend'), w(/\bhusband\b/i, 'your husband'), w(/\bwife\b/i, 'your wife'), w(/\bdaughter\b/i, 'your daughter'), w(/\bson\b/i, 'your son'),
    w(/\b(?:boss|manager)\b/i, 'your boss'), w(/\blandlord\b/i, 'your landlord'), w(/\broommate\b/i, 'your roommate'), w(/\bplumber\b/i, 'the plumber'),
    w(/\belectrician\b/i, 'the electrician'), w(/\bbest friend\b/i, 'your best friend'),
  ],
  vi: [
    w(vi('bố mẹ|ba mẹ|cha mẹ'), 'bố mẹ bạn'), w(vi('em gái'), 'em gái bạn'), w(vi('chị gái'), 'chị gái bạn'), w(vi('anh trai'), 'anh trai bạn'), w(vi('em trai'), 'em trai bạn'), w(vi('bạn trai|người yêu|ny'), 'người ấy'),
    w(vi('bạn gái'), 'bạn gái bạn'), w(vi('chồng'), 'chồng bạn'), w(vi('vợ'), 'vợ bạn'), w(vi('mẹ chồng'), 'mẹ chồng bạn'), w(vi('mẹ vợ'), 'mẹ vợ bạn'), w(vi('mẹ|má'), 'mẹ bạn'), w(vi('bố|cha'), 'bố bạn'),
    w(vi('bà nội|bà ngoại'), 'bà của bạn'), w(vi('ông nội|ông ngoại'), 'ông của bạn'), w(vi('sếp|quản lý'), 'sếp'), w(vi('con gái'), 'con gái bạn'), w(vi('con trai'), 'con trai bạn'),
    w(vi('chủ nhà'), 'chủ nhà'), w(vi('bạn thân'), 'bạn thân của bạn'), w(vi('thợ'), 'người thợ'),
  ],
  ko: [
    w(/시어머니|시어머님/u, '시어머니'), w(/시아버지|시아버님/u, '시아버지'), w(/남자친구|남친/u, '남자친구'), w(/여자친구|여친/u, '여자친구'), w(/시부모님|시댁/u, '시댁 어른들'), w(/여동생|남동생|동생/u, '동생'), w(/언니/u, '언니'), w(/누나/u, '누나'),
    w(/오빠/u, '오빠'), w(ko('형'), '형'), w(/엄마|어머니/u, '어머니'), w(/아빠|아버지/u, '아버지'), w(/할머니/u, '할머니'), w(/할아버지/u, '할아버지'), w(ko('남편'), '남편'),
    w(/아내|와이프/u, '아내'), w(ko('딸'), '딸'), w(ko('아들'), '아들'), w(/팀장님|팀장/u, '팀장님'), w(/부장님|부장/u, '부장님'), w(/사장님/u, '사장님'), w(/상사/u, '상사'), w(/집주인/u, '집주인'), w(/기사님/u, '기사님'),
  ],
  zh: [
    w(/男朋友|男友/u, '男朋友'), w(/女朋友|女友/u, '女朋友'), w(/爸妈|父母/u, '爸妈'), w(/我爸|爸爸|父亲/u, '你爸爸'), w(/我妈|妈妈|母亲/u, '你妈妈'), w(/姐姐/u, '姐姐'), w(/妹妹/u, '妹妹'),
    w(/哥哥/u, '哥哥'), w(/弟弟/u, '弟弟'), w(/老公/u, '老公'), w(/老婆/u, '老婆'), w(/女儿/u, '女儿'), w(/儿子/u, '儿子'), w(/奶奶|外婆|姥姥/u, '老人家'),
    w(/爷爷|外公|姥爷/u, '老人家'), w(/领导|老板|上司/u, '领导'), w(/房东/u, '房东'), w(/合伙人/u, '合伙人'), w(/公婆/u, '公婆'), w(/(?<!公)婆婆/u, '婆婆'), w(/师傅/u, '师傅'),
  ],
};

/** Pets, said back with the pet's name when the visitor gives one. */
export const groundedPets: Readonly<Record<ContentLanguage, readonly GroundedWord[]>> = {
  en: [w(/\b(?:cat|kitten|kitty)\b/i, 'your cat'), w(/\b(?:dog|puppy|pup)\b/i, 'your dog')],
  vi: [w(vi('mèo'), 'bé mèo'), w(vi('chó|cún'), 'bé cún')],
  ko: [w(/고양이|냥이/u, '고양이'), w(/강아지|반려견/u, '강아지')],
  zh: [w(/猫咪|猫/u, '猫咪'), w(/狗狗|小狗|狗/u, '狗狗')],
};

/** A pet that has gone missing ("ran away", "bỏ đi … chưa về", "안 들어와요", "走丢了"). */
export const missingPetWords = /\b(?:missing|ran away|run away|hasn't come (?:back|home)|didn't come (?:back|home)|lost)\b|bỏ đi|đi lạc|mất tích|chưa về|không về|안 들어|집을 나|잃어버|없어졌|走丢|跑丢|丢了|没回来|不见了/iu;

/** Things and events, the more specific first. */
export const groundedThings: Readonly<Record<ContentLanguage, readonly GroundedWord[]>> = {
  en: [
    w(/\bbypass\b/i, 'the bypass surgery', 'care'), w(/\b(?:spay(?:ed|ing)?|neuter(?:ed|ing)?)\b/i, 'the operation', 'care'), w(/\b(?:surgery|operation)\b/i, 'the surgery', 'care'),
    w(/\b(?:wisdom tooth|dentist|root canal)\b/i, 'the dentist visit', 'care'), w(/\b(?:biopsy|scan results|test results|check-?up)\b/i, 'the results', 'care'),
    w(/\b(?:toast|speech)\b/i, 'the speech', 'stage'), others(/\bdriving test\b/i, 'the driving test'), others(/\b(?:exam|exams|finals)\b/i, 'the exam'), w(/\bpresent(?:ing|ation)\b/i, 'the presentation', 'stage'), w(/\bpitch(?:ing)?\b/i, 'the pitch', 'stage'),
    w(/\bmeet(?:ing)? (?:his|her|their|my partner's) (?:parents|family)\b/i, 'meeting the family', 'stage'), w(/\bwedding\b/i, 'the wedding', 'stage'),
    w(/\b(?:recital|audition|concert|gig)\b/i, 'the performance', 'stage'),
    w(/\b(?:birthday party|party|reunion|baby shower|housewarming)\b/i, 'the party', 'gather'),
    w(/\b(?:co-?sign(?:ing|er)?|guarantor)\b/i, 'co-signing', 'deal'), w(/\blend(?:ing)? (?:him|her|them)\b/i, 'the loan', 'deal'),
    w(/\b(?:approv(?:e|al|ed)|leave request|time off)\b/i, 'the approval', 'wait'), w(/\b(?:text(?:s)? (?:me )?back|call(?:s)? (?:me )?back|hear back|get back to me)\b/i, 'the reply', 'wait'),
    w(/\b(?:package|parcel|delivery)\b/i, 'the delivery', 'wait'), w(/\bvisa\b/i, 'the visa', 'wait'),
    w(/\b(?:repaint(?:ing)?|paint(?:ing)? the)\b/i, 'the painting', 'plain'), w(/\b(?:renovat\w*|remodel\w*)\b/i, 'the renovation', 'plain'), w(/\blease\b/i, 'the lease', 'home'),
    w(/\b(?:open(?:ing)?|start(?:ing)?|run(?:ning)?)\s+(?:a|my own|our own)\s+(?:little\s+|small\s+)?(?:caf[eé]|coffee shop|bakery|food truck|shop|store)\b/i, 'the shop plan', 'venture'), w(/\b(?:side business|startup|my own business)\b/i, 'the business', 'venture'),
    w(/\b(?:new project|the project|a project)\b/i, 'the project', 'plain'), w(/\b(?:promotion|transfer|relocation)\b/i, 'the move at work', 'plain'),
    w(/\bmov(?:e|ing) out\b/i, 'your move-out', 'plain'), w(/\b(?:parental|maternity|paternity) leave\b/i, 'the parental leave', 'plain'), w(/\b(?:switch(?:ing)?|chang(?:e|ing)) (?:my )?major\b/i, 'switching your major', 'plain'),
    w(/\b(?:replac|reissu|renew)\w*\s+(?:my\s+|a\s+)?(?:driver'?s\s+)?licen[cs]e\b|\bDMV\b/i, 'the licence errand', 'errand'),
  ],
  vi: [
    w(vi('triệt sản'), 'ca triệt sản', 'care'), w(vi('phẫu thuật|mổ'), 'ca mổ', 'care'), w(vi('răng khôn|nhổ răng|nha sĩ|trám răng'), 'chuyện răng', 'care'),
    w(vi('kết quả xét nghiệm|tái khám|khám sức khỏe'), 'kết quả khám', 'care'),
    w(vi('ra mắt'), 'buổi ra mắt gia đình', 'stage'), others(vi('thi bằng lái|thi lái xe'), 'kỳ thi bằng lái'), others(vi('kỳ thi|thi cử|thi đại học|thi cuối kỳ|thi tốt nghiệp|thi vào lớp 10|thi chuyển cấp'), 'kỳ thi'), w(vi('phát biểu'), 'bài phát biểu', 'stage'), w(vi('thuyết trình'), 'buổi thuyết trình', 'stage'),
    w(vi('đám cưới|lễ cưới'), 'đám cưới', 'stage'), w(vi('biểu diễn|văn nghệ'), 'buổi diễn', 'stage'),
    // Round 16: a birthday wished or a present for it (nhắn chúc mừng sinh nhật) is no party to go to.
    w(/(?<![\p{L}])(?:tiệc|họp lớp|tân gia|mừng thọ|(?<!(?:chúc mừng|chúc|quà|mừng)\s)sinh nhật)(?![\p{L}])/iu, 'bữa tiệc', 'gather'),
    w(vi('đứng tên|bảo lãnh'), 'chuyện đứng tên bảo lãnh', 'deal'), w(/(?<![\p{L}])cho\s+(?:[\p{L}]+\s+){1,3}?(?:mượn|vay)(?![\p{L}])|(?<![\p{L}])cho mượn(?![\p{L}])/iu, 'khoản cho mượn', 'deal'),
    w(/(?<![\p{L}])(?:đơn xin nghỉ|duyệt đơn|(?<!(?:nên|định|muốn|tính)\s)(?:xin nghỉ|nghỉ phép))(?![\p{L}])/iu, 'lá đơn nghỉ phép', 'wait'), w(vi('nhắn lại cho em|hồi âm'), 'tin hồi âm', 'wait'),
    w(vi('visa|thị thực'), 'chuyện visa', 'wait'), w(vi('giao hàng|đơn hàng'), 'đơn hàng', 'wait'),
    w(vi('sơn lại nhà|sơn nhà|sửa nhà'), 'chuyện sửa sang nhà', 'plain'), w(vi('hợp đồng thuê'), 'hợp đồng thuê nhà', 'home'),
    w(vi('mở quán|mở tiệm|mở cửa hàng'), 'chuyện mở quán', 'venture'),
    w(vi('dự án'), 'dự án', 'plain'), w(vi('chuyển ngành'), 'chuyện chuyển ngành', 'plain'), w(vi('nghỉ thai sản'), 'chuyện nghỉ thai sản', 'plain'),
    w(vi('làm lại bằng lái|cấp lại bằng lái|cấp lại|làm lại giấy tờ|làm lại căn cước|gia hạn hộ chiếu'), 'việc làm lại giấy tờ', 'errand'), w(vi('chuyển công tác|điều chuyển'), 'chuyện chuyển công tác', 'plain'),
  ],
  ko: [
    w(/중성화/u, '중성화 수술', 'care'), w(/수술/u, '수술', 'care'), w(/사랑니|치과|발치/u, '치과 진료', 'care'), w(/검사 결과|건강검진|조직검사/u, '검사 결과', 'care'),
    w(/축사/u, '축사', 'stage'), w(/축가/u, '축가', 'stage'), others(/면허 시험|도로주행|운전면허 시험/u, '면허 시험'), others(/(?<![가-힣])(?:시험|수능)/u, '시험'), w(/상견례/u, '상견례', 'stage'), w(/발표/u, '발표', 'stage'), w(/결혼식/u, '결혼식', 'stage'), w(/공연|연주회|오디션/u, '무대', 'stage'),
    w(/파티|잔치|칠순|팔순|동창회|집들이|돌잔치/u, '잔치', 'gather'),
    w(/보증을|보증 서|보증인|연대보증/u, '보증 서는 일', 'deal'), w(/빌려\s*(?:주|줘|드)/u, '돈을 빌려주는 일', 'deal'),
    w(/결재|휴가 승인|연차 승인|승인/u, '승인', 'wait'), w(/연락이 올|연락 올|답장이 올|답장 올/u, '연락', 'wait'), w(/택배/u, '택배', 'wait'), w(/비자/u, '비자', 'wait'),
    w(/전세|보증금|월세 계약|재계약/u, '보증금 문제', 'home'), w(/도배|페인트|인테리어|리모델링/u, '집 단장', 'plain'),
    w(/(?:카페|가게|식당)(?:를|을)?\s*(?:차리|열|해 볼|해볼|하고 싶|해 보)|창업/u, '가게 계획', 'venture'),
    w(/프로젝트/u, '프로젝트', 'plain'), w(/육아휴직|출산휴가/u, '육아휴직', 'plain'), w(/전과|전공을 바꾸/u, '전과', 'plain'),
    w(/재발급|갱신/u, '재발급', 'errand'), w(/발령|지방 근무|해외 근무|파견/u, '발령', 'plain'),
  ],
  zh: [
    w(/搭桥/u, '搭桥手术', 'care'), w(/绝育/u, '绝育手术', 'care'), w(/手术/u, '手术', 'care'), w(/拔牙|智齿/u, '拔牙', 'care'), w(/看牙|牙医/u, '看牙', 'care'), w(/体检|检查结果|化验/u, '检查结果', 'care'),
    w(/致辞|发言|讲话/u, '致辞', 'stage'), others(/考驾照|科目[二三一四]|驾照考试|路考/u, '驾照考试'), others(/考试|高考|中考|期末考/u, '考试'), w(/见家长/u, '见家长', 'stage'), w(/答辩/u, '答辩', 'stage'), w(/婚礼/u, '婚礼', 'stage'), w(/演出|演讲|汇报/u, '上台', 'stage'),
    w(/寿宴|生日宴|生日派对|派对|聚会|同学会|乔迁|满月酒/u, '聚会', 'gather'),
    w(/担保|作保/u, '担保这件事', 'deal'), w(/借给|借钱给/u, '借钱给人这件事', 'deal'),
    w(/审批|批假|假(?:条|单)?(?:还没|没)?批/u, '请假审批', 'wait'), w(/等(?:他|她|对方)?回(?:复|消息)|等回音/u, '回音', 'wait'), w(/快递/u, '快递', 'wait'), w(/签证/u, '签证', 'wait'),
    w(/装修|刷墙/u, '装修', 'plain'), w(/(?:房子?|租房|房租|租金)[^，。？！]{0,6}押金|押金[^，。？！]{0,6}(?:房|租)|续租|房租涨/u, '租房的事', 'home'),
    w(/开店|开个店|开(?:一家|家|个)?咖啡店/u, '开店的计划', 'venture'),
    w(/新项目|带(?:一个)?(?:新)?项目/u, '新项目', 'plain'), w(/产假|育儿假/u, '产假', 'plain'), w(/转专业/u, '转专业', 'plain'),
    w(/补办[\u4e00-\u9fff]{0,2}驾照|驾照补办/u, '补办驾照', 'errand'), w(/补办[\u4e00-\u9fff]{0,4}(?:证|护照)|(?:身份证|护照)补办|换证/u, '补办证件', 'errand'), w(/外派|调岗|调到外地/u, '外派', 'plain'),
  ],
};
