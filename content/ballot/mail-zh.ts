import { glossaryZh as g } from "../glossary/zh";
import type { BallotMailCopy } from "./mail-types";

export const ballotMailZh: BallotMailCopy = {
  subject: (n) => `SkyHaven Suites 开盘：您的排队号码是 ${n} 号`,
  body: (s) =>
    [
      `${s.addressee}，您好：`,
      "",
      "SkyHaven Suites 开盘抽签已经完成。以下是您选购单位的排队次序：",
      "",
      `抽签编号：${s.reference}`,
      `排队号码：${s.position} 号`,
      `选购时段：${s.when}`,
      `地点：${s.address}`,
      "",
      `请在您的时段前稍早抵达${g.salesGallery}，并携带身份证或护照。附件中的日历邀请可将此时段加入您的日历。`,
      `任何人都可以核对抽签结果：${s.recordUrl}`,
      "",
      "顺颂商祺！",
      "SkyHaven Suites 销售团队",
    ].join("\n"),
  eventTitle: (n) => `SkyHaven Suites 选购单位（排队号码 ${n} 号）`,
  eventDescription: (s) =>
    `抽签编号 ${s.reference}，排队号码 ${s.position} 号。请携带身份证或护照。`,
  malaysiaTime: "（马来西亚时间）",
  ackInvitation: (url) =>
    `开盘当天将按公开抽签决定的次序选购单位。请在此参加抽签，取得您的排队号码：${url}`,
};
