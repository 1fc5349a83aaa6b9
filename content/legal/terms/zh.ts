import type { LegalDocument } from "../schema";

export const termsZh: LegalDocument = {
  meta: {
    title: "条款与条件",
    description:
      "SkyHaven Development Sdn Bhd 提供本网站及接受 SkyHaven Suites 兴趣登记所依据的条款。",
  },
  title: "条款与条件",
  intro:
    "当您使用本网站及登记对 SkyHaven Suites 的兴趣时，即适用本条款。一经登记，即表示您确认已阅读并接受本条款。另请阅读我们的隐私声明，了解我们如何处理您的个人资料。",
  sections: [
    {
      id: "website",
      heading: "关于本网站",
      blocks: [
        {
          type: "p",
          text: "本网站由 SkyHaven Suites 的发展商 SkyHaven Development Sdn Bhd 营运，旨在向潜在买家介绍本项目，并供其登记意向。",
        },
      ],
    },
    {
      id: "information",
      heading: "资料仅供参考",
      blocks: [
        {
          type: "p",
          text: "本网站上的所有文字、图片、平面图、尺寸、设施及数据仅供一般参考，可能随设计深化或审批机构的要求而更改，且不构成任何要约或合约的一部分。",
        },
        {
          type: "ul",
          items: [
            "图片及效果图均为艺术构想图，并非实物的准确呈现。",
            "所示面积均为约略建筑面积，确切面积以买卖合约所载为准。",
            "距离及交通时间均为约数，视交通状况而定。",
          ],
        },
      ],
    },
    {
      id: "registration",
      heading: "登记意向",
      blocks: [
        {
          type: "p",
          text: "登记仅表示意向，完全免费，不保留任何套房、不锁定任何价格，对您或我们均不构成任何义务。套房将按我们在推介时决定的顺序及条件发售。",
        },
        {
          type: "p",
          text: "您同意提供本人准确的资料并保持更新。对于虚假、自动生成或未经他人同意而代其作出的登记，我们可拒绝或予以删除。",
        },
      ],
    },
    {
      id: "prices",
      heading: "价格与购买",
      blocks: [
        {
          type: "p",
          text: "所示价格仅为参考范围，可能随时更改而不另行通知。购买须以签署法定买卖合约为准，买家与发展商的权利及义务概以该合约为依据。任何人均无权代表我们作出该合约未载明的承诺。",
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "知识产权",
      blocks: [
        {
          type: "p",
          text: "SkyHaven 名称及标志，以及本网站上的文字、图片与平面图，均属我们或我们的授权方所有。您可浏览及打印这些资料，供您本人考虑购买之用，但未经我们书面许可，不得复制、发布或作商业用途。",
        },
      ],
    },
    {
      id: "other-sites",
      heading: "其他网站的链接",
      blocks: [
        {
          type: "p",
          text: "地图、即时通讯及其他服务的链接仅为方便而提供。这些服务由第三方按其各自的条款及隐私政策营运，我们对此概不负责。",
        },
      ],
    },
    {
      id: "liability",
      heading: "责任限制",
      blocks: [
        {
          type: "p",
          text: "我们致力保持本网站内容准确及可供使用，但不保证其完全无误或不会中断。在法律许可的范围内，对于因依赖本网站资料而非买卖合约所引致的任何损失，我们概不负责。",
        },
      ],
    },
    {
      id: "law",
      heading: "适用法律及修订",
      blocks: [
        {
          type: "p",
          text: "本条款受马来西亚法律管辖，马来西亚法院具有管辖权。我们可修订本条款；页首所示的版本及生效日期即为适用版本。若英文、马来文及中文版本有任何歧异，概以英文版本为准。",
        },
      ],
    },
  ],
};
