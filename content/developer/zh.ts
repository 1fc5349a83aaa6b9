import { glossaryZh as g } from "../glossary/zh";
import type { DeveloperCopy } from "./schema";

export const developerZh: DeveloperCopy = {
  meta: {
    title: `发展商、${g.salesGallery}与联系方式`,
    description:
      "SkyHaven Development Sdn Bhd：公司简介、销售廊地址与开放时间、电话、WhatsApp 与电邮，以及本项目的发展商执照与广告准证资料。",
  },
  eyebrow: "发展商",
  title: "由熟悉机场的人亲手打造",
  profile: [
    "SkyHaven Development Sdn Bhd 是为兴建 SkyHaven Suites 而成立的项目公司。其团队近二十年来在机场城规划、兴建并管理酒店及住宅物业，从机组人员宿舍到商务酒店，经验丰富。",
    "我们着眼长远：每间套房均附家具交付，享有二十四个月的缺陷责任期，并由指定营运商代表业主负责出租与日常维护。",
  ],
  milestones: [
    { value: "18 年", label: "深耕机场城" },
    { value: "12 个", label: "已竣工项目" },
    { value: "4,800", label: "已交付住宅及客房" },
  ],
  salesGallery: {
    name: g.salesGallery,
    placeName: "SkyHaven 销售廊",
    intro:
      "欢迎莅临项目现场、紧邻大楼的销售廊，参观样板套房、建材展示与建筑模型。设有免费停车位，并可应要求安排接驳车往返两座航站楼。",
    hours: [
      { days: "星期一至星期五", time: "上午 10 时至晚上 7 时" },
      { days: "星期六、星期日及公共假期", time: "上午 10 时至傍晚 6 时" },
    ],
    note: "开斋节及农历新年首日休息。",
  },
  whatsappGreeting: "您好，我想进一步了解 SkyHaven Suites。",
  whatsappAboutPage: "您好，我正在浏览 SkyHaven Suites 的「{page}」页面，想进一步了解。",
  whatsappAboutType:
    "您好，我对 SkyHaven Suites 的 {code} 户型感兴趣，请问售价多少？目前还有哪些单位可选？",
};
