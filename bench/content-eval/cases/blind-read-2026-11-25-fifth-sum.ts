/**
 * Evaluation cases from the fifth blind read (docs/blind-reads/2026-11-25-fifth-read.*), rows 41–48 (summaries), with
 * the facts a good answer must carry as the reviewer judged them: the figures that carry the story (cost, grant, 87 %),
 * the punchline and the highlights, the rule itself; and negative facts for the failure classes: a headline taken from a
 * "however" sentence, a "short" meme or verse as long as a medium one, a Korean particle closed as a verb ("10시깐다"),
 * a Chinese clause cut after its condition or before its subject-less verb ("锂电池一旦起火。", "。并释放"), a
 * plain-word swap that breaks the noun ("我们城市的将"), verb phrases listed as key terms ("少玩手机", "用手机").
 * Then four fresh requests of the helper's own (one per language), written after the fixes and never tuned on.
 */
import requests from '../../../docs/blind-reads/2026-11-25-fifth-read.requests.json' with { type: 'json' };
import type { ContentInputs, ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
interface RawRequest { type: string; language: ContentLanguage; input: Record<string, string> }
const read = requests as unknown as RawRequest[];
const summary = (row: number): ContentInputs['summarize'] => read[row - 1]?.input as unknown as ContentInputs['summarize'];
/** The first line (a header or a headline). */
const firstLine = (text: string): string => text.split('\n')[0] ?? '';
/** At most this many lines in all (a "short" meme or verse with its opener and closer). */
const atMostLines = (count: number) => (text: string): boolean => text.split('\n').filter((line) => line.trim() !== '').length <= count;

export const cases: EvalCase[] = [
  evalCase({ id: 'fifth-sum-en-41', type: 'summarize', language: 'en', input: summary(41), facts: [
    { label: 'keeps the vote and the bike lanes', check: /5 to 2/u },
    { label: 'keeps the cost or the state grant', check: /\$1\.2 million|state transportation grant/u },
    { label: 'keeps the parking worry', check: /40 parking spaces|parking/u },
  ] }),
  evalCase({ id: 'fifth-sum-en-42', type: 'summarize', language: 'en', input: summary(42), facts: [
    { label: 'a short meme is short (at most 7 lines)', check: atMostLines(7) },
    { label: 'names the starter Gerald', check: /Gerald/u },
    { label: 'keeps the punchline (flat, dense, a doorstop)', check: /doorstop|flat|dense/iu },
  ] }),
  evalCase({ id: 'fifth-sum-vi-43', type: 'summarize', language: 'vi', input: summary(43), facts: [
    { label: 'headline is the ban, not a "however" sentence', check: (t) => /cấm xe máy/u.test(firstLine(t)) && !/Tuy nhiên|Nhưng/u.test(firstLine(t)) },
    { label: 'headline drops the bracketed place and "cho biết"', check: (t) => !/\(Hà Nội\)|cho biết/u.test(firstLine(t)) },
    { label: 'keeps the buses or the businesses\' worry', check: /xe buýt|hộ kinh doanh/u },
  ] }),
  evalCase({ id: 'fifth-sum-vi-44', type: 'summarize', language: 'vi', input: summary(44), facts: [
    { label: 'names a highlight beyond the first sentence (đồi chè, bánh căn, mưa, hồ Xuân Hương)', check: /đồi chè|bánh căn|Xuân Hương|trời mưa/u },
    { label: 'keeps Đà Lạt', check: /Đà Lạt|ĐàLạt/u },
  ] }),
  evalCase({ id: 'fifth-sum-ko-45', type: 'summarize', language: 'ko', input: summary(45), facts: [
    { label: 'no "한마디로" lead before several sentences', check: not(/한마디로/u) },
    { label: 'keeps the decision (주 4일 근무제 정식 도입)', check: /주 4일/u },
    { label: 'keeps a result (생산성, 퇴사율, 87%)', check: /생산성|퇴사율|87%/u },
  ] }),
  evalCase({ id: 'fifth-sum-ko-46', type: 'summarize', language: 'ko', input: summary(46), facts: [
    { label: 'no particle closed as a verb ("10시깐다")', check: not(/깐다|시깐/u) },
    { label: 'a short verse is short (at most 7 lines)', check: atMostLines(7) },
    { label: 'names the new rule (화요일·토요일, 라벨, 경고, 관리비)', check: /화요일|토요일|라벨|경고|관리비/u },
  ] }),
  evalCase({ id: 'fifth-sum-zh-47', type: 'summarize', language: 'zh', input: summary(47), facts: [
    { label: 'no verb phrase listed as a key term (少玩手机, 用手机)', check: not(/关键术语[^\n]*(?:少玩手机|用手机)/u) },
    { label: 'keeps the finding on short videos', check: /短视频/u },
    { label: 'keeps the fix (停机时间, 二十五分钟)', check: /停机时间|二十五分钟/u },
  ] }),
  evalCase({ id: 'fifth-sum-zh-48', type: 'summarize', language: 'zh', input: summary(48), facts: [
    { label: 'no plain-word swap that breaks the noun ("我们城市的将", "开始做…禁令")', check: not(/我们城市的将|开始做[^。]{0,12}禁令/u) },
    { label: 'no clause cut after its condition or before a subject-less verb', check: not(/一旦起火。|。(?:并|也|且|配备)/u) },
    { label: 'keeps the charging sheds', check: /充电棚/u },
  ] }),
  // The helper's own fresh requests, written after the fixes and never tuned on.
  evalCase({ id: 'own5-sum-en-1', type: 'summarize', language: 'en', input: {"summaryStyle": "eli5", "length": "medium", "input": "Our neighbourhood library is changing its late-fee policy starting in January. Instead of charging 25 cents a day for overdue books, the library will stop charging fines altogether for children and teens. Adults will still pay fines, but only up to a maximum of five dollars per item. The library director said fines were keeping some families away, because children with unpaid fines could not borrow new books. When a nearby town dropped its fines two years ago, more books actually came back on time. To make up for the lost money, about four thousand dollars a year, the library will ask the city for a small increase in its budget and hold a used-book sale every spring. Some board members worried that people would keep books forever, so borrowers who hold an item for more than sixty days will still be asked to pay for it."}, facts: [
    { label: 'no fragment sentence ("Instead of … books.", "Because …")', check: not(/(?:^|\. )(?:Instead of [^,.]*|Because [^.]*)\./u) },
    { label: 'keeps that children pay no fines', check: /children/u },
  ] }),
  evalCase({ id: 'own5-sum-vi-1', type: 'summarize', language: 'vi', input: {"summaryStyle": "key_points", "length": "short", "input": "Tháng trước mình quyết định thử tự nấu cơm mang đi làm thay vì ăn ngoài, chủ yếu vì tiền ăn trưa mỗi tháng đã lên tới gần hai triệu. Tuần đầu rất cực: tối nào cũng phải đi chợ, nấu xong chia hộp thì đã mười giờ đêm. Sang tuần thứ hai mình chuyển sang nấu một lần vào chủ nhật cho cả ba ngày đầu tuần, còn thứ năm thứ sáu thì nấu buổi tối. Món dễ làm nhất là cơm gà xé, đậu hũ sốt cà và canh rau cải. Cuối tháng cộng lại, tiền chợ chỉ khoảng tám trăm nghìn, tiết kiệm được hơn một triệu. Điều bất ngờ là mình ít buồn ngủ vào buổi chiều hơn vì ăn ít dầu mỡ. Mình định tháng sau rủ thêm hai đồng nghiệp nấu chung để đổi món cho đỡ ngán."}, facts: [
    { label: 'keeps the saving (tám trăm nghìn, tiết kiệm)', check: /tám trăm nghìn|tiết kiệm/u },
    { label: 'keeps the cooking plan (chủ nhật)', check: /chủ nhật/u },
  ] }),
  evalCase({ id: 'own5-sum-ko-1', type: 'summarize', language: 'ko', input: {"summaryStyle": "news", "length": "medium", "input": "부산의 한 초등학교가 다음 학기부터 쉬는 시간을 10분에서 20분으로 늘리기로 했다. 학교 측은 지난 3월부터 두 학급에서 시범 운영한 결과, 학생들의 수업 집중도가 높아지고 보건실 방문이 줄었다고 설명했다. 대신 하루 수업이 끝나는 시간은 20분 늦어진다. 학부모 설문에서는 찬성이 64%로 더 많았지만, 맞벌이 가정을 중심으로 하교 시간이 늦어지는 데 대한 우려도 나왔다. 학교는 방과 후 돌봄 교실 운영 시간을 30분 늘려 이 문제를 보완하겠다고 밝혔다. 교육청은 한 학기 동안 결과를 지켜본 뒤 다른 학교로 확대할지 검토할 예정이다."}, facts: [
    { label: 'keeps the parents\' vote or worry before "이 문제"', check: (t) => !/이 문제/u.test(t) || /우려|64%/u.test(t) },
    { label: 'keeps the 20-minute break', check: /20분/u },
  ] }),
  evalCase({ id: 'own5-sum-zh-1', type: 'summarize', language: 'zh', input: {"summaryStyle": "meme", "length": "short", "input": "上周末我第一次带我家两岁的柯基去宠物游泳馆。出门前我还担心它怕水，特意买了一件橙色的小救生衣。结果一到泳池边，它自己就扑通跳了下去，四条小短腿拼命划水，可是屁股一直往下沉，只能靠救生衣浮着。教练说柯基腿短身子长，游泳本来就比较吃力，一次最好不要超过十五分钟。游完以后它累得在车上睡了一路，回家连晚饭都没吃完就趴下了。第二天早上它却一直叼着救生衣在门口等我，看来是真的爱上了游泳。我们打算以后每两周去一次。"}, facts: [
    { label: 'a short meme is short (at most 7 lines)', check: atMostLines(7) },
    { label: 'no line that is only the "as soon as" clause', check: not(/一到泳池边\s*\S*\n/u) },
    { label: 'keeps the corgi jumping in', check: /跳了下去|柯基/u },
  ] }),
];
