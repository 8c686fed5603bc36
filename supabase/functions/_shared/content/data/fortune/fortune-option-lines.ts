/**
 * The reason line after an either/or pick that the question itself argued for (seventh round, class OPTIONS): a cold
 * or rainy day picks the hot dish, a hot day the cool one, pain or an injury the gentler option (ninth round). {pick} is the option as the visitor wrote it (labelled by
 * fortune-option-label.ts). Korean in 해요체, quoting the option with ‘ ’ as the choice lines do.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { OptionReason } from '../../fortune-option-label.ts';

export const optionReasonLines: Readonly<Record<ContentLanguage, Readonly<Record<OptionReason, readonly string[]>>>> = {
  en: {
    cold: ['[You said it is cold out|On a day this cold], and that settles it: “{pick}” is the one that warms you from the inside.'],
    hot: ['[In this heat|On a day this hot], the lighter plate wins: “{pick}” won’t leave you sluggish afterwards.'],
    injury: ['With pain in the picture, your body has the casting vote: “{pick}” keeps you moving without loading what hurts, and a doctor’s look before you go back is worth it.'],
  },
  vi: {
    cold: ['[Trời lạnh thế này|Bạn bảo trời đang lạnh] thì món nóng thắng: “{pick}” làm ấm người từ bên trong.'],
    hot: ['[Trời nóng thế này|Nóng như vậy] thì món nhẹ, mát thắng: “{pick}” ăn xong không thấy nặng người.'],
    injury: ['Đang đau thì cơ thể có tiếng nói quyết định: “{pick}” giữ bạn vận động mà không dồn sức vào chỗ đau, và nên đi khám một lần trước khi quay lại.'],
  },
  ko: {
    cold: ['[이렇게 추운 날엔|날이 추우니까] 뜨끈한 쪽이 이겨요. ‘{pick}’ 쪽이 속부터 데워 줘요.'],
    hot: ['[이렇게 더운 날엔|날이 더우니까] 가벼운 쪽이 이겨요. ‘{pick}’ 쪽이 먹고 나서도 덜 처져요.'],
    injury: ['아픈 곳이 있으면 몸이 결정권을 가져요. ‘{pick}’ 쪽이 아픈 데에 부담을 덜 주면서 계속 움직이게 해 줘요. 다시 무리하기 전에 진료 한 번 받아 보세요.'],
  },
  zh: {
    cold: ['[这么冷的天|天冷]，热乎的赢：“{pick}”能从里到外暖起来。'],
    hot: ['[这么热的天|天热]，清爽的赢：“{pick}”吃完不会觉得沉。'],
    injury: ['身上有疼的地方，身体就有最终决定权：“{pick}”能让你继续动起来，又不压到疼的地方；恢复强度之前，先去看一次医生。'],
  },
};
