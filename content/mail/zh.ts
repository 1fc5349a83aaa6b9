import { glossaryZh as g } from "../glossary/zh";
import { ballotMailZh } from "../ballot/mail-zh";
import { addressee } from "./addressee";
import type { MailCopy } from "./types";

export const mailZh: MailCopy = {
  ackSubject: "感谢您登记 SkyHaven Suites 购房意向",
  ackBody: (lead) =>
    [
      `${addressee("zh", lead)}，您好：`,
      "",
      "感谢您登记 SkyHaven Suites（国际机场旁的服务式套房）的购房意向。",
      lead.unitTypes.length ? `您表示对以下户型感兴趣：${lead.unitTypes.join("、")}。` : "",
      `我们的销售顾问将在一个工作日内与您联系，为您送上价目表，并诚邀您莅临${g.salesGallery}参加预览。`,
      "",
      ...(lead.ballotUrl ? [ballotMailZh.ackInvitation(lead.ballotUrl), ""] : []),
      "如果您并未登记，请直接回复此电邮，回复将送达我们的销售团队。如希望我们不再与您联系，请使用本电邮末尾的链接。",
      "",
      "顺颂商祺！",
      "SkyHaven Suites 销售团队",
    ]
      .filter((line, i, all) => line !== "" || all[i - 1] !== "")
      .join("\n"),
};
