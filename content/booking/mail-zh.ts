import { glossaryZh as g } from "../glossary/zh";
import type { BookingMailCopy } from "./mail-types";

export const bookingMailZh: BookingMailCopy = {
  eventTitle: (n) => `SkyHaven Suites ${g.salesGallery}参观（${n} 位）`,
  confirmSubject: {
    booked: `您已成功预约 SkyHaven Suites ${g.salesGallery}参观`,
    rescheduled: `您的 SkyHaven Suites ${g.salesGallery}参观时间已更改`,
    cancelled: `您的 SkyHaven Suites ${g.salesGallery}参观已取消`,
  },
  confirmBody: (kind, v) =>
    [
      `${v.addressee}，您好：`,
      "",
      kind === "cancelled"
        ? `您原定于 ${v.when} 的参观已取消。欢迎您随时再次预约。`
        : kind === "booked"
          ? `感谢您预约参观 SkyHaven Suites ${g.salesGallery}：`
          : `您的参观时间已更改，我们期待在 SkyHaven Suites ${g.salesGallery}与您见面：`,
      ...(kind === "cancelled"
        ? []
        : [
            "",
            `时间：${v.when}`,
            `人数：${v.partySize} 位`,
            `地点：${v.address}`,
            "",
            "附件中的日历邀请可将此次参观加入您的日历。我们将在参观前一天提醒您。",
            `改期或取消：${v.manageUrl}`,
          ]),
      "",
      "顺颂商祺！",
      "SkyHaven Suites 销售团队",
    ].join("\n"),
  reminderSubject: `提醒：您明天参观 SkyHaven Suites ${g.salesGallery}`,
  reminderBody: (v) =>
    [
      `${v.addressee}，您好：`,
      "",
      `提醒您，您已预约于 ${v.when} 参观 SkyHaven Suites ${g.salesGallery}。`,
      `地点：${v.address}`,
      "",
      `如无法前来，请在此改期或取消：${v.manageUrl}`,
      "",
      "顺颂商祺！",
      "SkyHaven Suites 销售团队",
    ].join("\n"),
  malaysiaTime: "（马来西亚时间）",
};
