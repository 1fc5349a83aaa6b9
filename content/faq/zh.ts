import type { FaqCopy } from "./types";

// 数字均为占位符，由 content/faq/figures.ts 从数据模块填入：请勿直接输入数字。
export const faqZh: FaqCopy = {
  meta: {
    title: "买家常见问题：地契、费用与外国买家",
    description:
      "SkyHaven Suites 的地契与产权、各项费用、外国买家、付款方式、托管出租计划及推介流程，逐一解答并注明出处。",
  },
  eyebrow: "买家问答",
  title: "买家常见问题",
  intro:
    "关于产权、购屋费用、海外买家及推介流程的简明解答。凡涉及法律或财务事实的回答，均注明出处。",
  sections: {
    title: "地契与产权",
    fees: "费用与收费",
    foreign: "外国买家",
    payment: "付款与贷款",
    letting: "托管出租计划",
    launch: "推介与认购",
  },
  questions: {
    tenure: {
      question: "SkyHaven Suites 是永久地契还是租赁地契？",
      answer: "根据广告资料，本项目土地为{tenure}，土地用途为{landUse}。",
    },
    commercialTitle: {
      question: "商业地契对买家有什么影响？",
      answer:
        "本项目的服务式套房建于商业地段。地税、门牌税及水电费或按商业费率收取。为住宅地契而设的房屋贷款规则不一定适用：LPPSA 不为这类套房提供融资，银行则按商业地契自行决定贷款条件。",
    },
    strataTitle: {
      question: "会有分层地契吗？何时竣工？",
      answer:
        "大楼竣工后，每间套房将获发独立的分层地契；转名方式与时间以买卖合约为准。项目预计于 {expectedCompletion} 竣工。",
    },
    defects: {
      question: "交屋后的房屋瑕疵由谁负责？",
      answer:
        "自交付空置单位起 {defectLiabilityMonths} 个月的瑕疵责任期内，买家报修的瑕疵由发展商负责修复，详见买卖合约。",
    },
    bookingFee: {
      question: "订金是多少？",
      answer:
        "订金金额由销售团队在您选定套房时确认，并列入买卖合约，作为售价的一部分。欢迎到销售廊或预约参观时查询。",
    },
    serviceCharge: {
      question: "管理费和偿债基金是多少？",
      answer:
        "管理费估计为每月每平方尺 {serviceCharge}，按套房面积计算。这是发展商的估算，尚未获建筑物专员批准。偿债基金为管理费的 {sinkingFundPercent}%，这是发展商管理期间《2013 年分层管理法令》所定的比率；日后业主管理机构可调高。",
    },
    stampDuty: {
      question: "印花税和律师费怎么算？",
      answer:
        "产业转让印花税按售价分级计算，税率由 {stampDutyLowest}% 至 {stampDutyHighest}%；贷款合约印花税为 {loanStampDuty}%。律师费按律师收费标准：首 {legalFeeFirstBand} 收 {legalFeeFirstRate}%，其后收 {legalFeeNextRate}%，另加 {serviceTaxPercent}% 服务税。计算器可按套房为您算出金额。",
    },
    foreignConsent: {
      question: "外国人可以购买吗？",
      answer:
        "非马来西亚公民或永久居民的买家，须在签署买卖合约后申请雪兰莪州政府批准。雪州只批准售价不低于 {minimumCommercial} 的商业产业（雪邦的住宅分层产业为 {minimumResidential}）。下订前，请先核对心仪套房的售价。外国买家的产业转让印花税为 {foreignStampDuty}%。",
    },
    foreignFinancing: {
      question: "外国买家可以贷款吗？",
      answer:
        "部分本地银行向外国买家提供贷款，条件由银行自定：贷款成数可能低于本地买家可获的 {marginOfFinance}%，商业地契尤其如此。下订前请先向银行查询。",
    },
    paymentSchedule: {
      question: "如何支付房款？",
      answer:
        "SkyHaven Suites 是建于商业地段的服务式套房，不受《房屋发展法令》的法定 G 表或 H 表约束。房款按买卖合约所订的进度，随工程阶段分期支付。一切以买卖合约为准，签约前请细阅付款表。",
    },
    financing: {
      question: "最多可贷多少？贷款期多长？",
      answer:
        "最高为售价的 {marginOfFinance}%，贷款期最长 {maxLoanYears} 年。这是上限而非一般条件：商业地契的贷款成数往往较低、年期较短。计算器可显示每月供款。",
    },
    letting: {
      question: "托管出租计划如何运作？",
      answer:
        "每间套房均可加入由大楼指定营运商管理的出租计划。发展商目前的估算假设为：营运商收取房租收入的 {operatorShare}%，全年出租率 {occupancy}%，每晚房价按套房类别由 {nightlyFrom} 至 {nightlyTo}。以上仅为估算，并非保证回报：营运商协议尚未签订。",
    },
    register: {
      question: "如何登记参加推介？",
      answer: "请填写登记表格。销售团队会在推介前与您联系；只有已登记的买家才能参加抽签。",
    },
    ballot: {
      question: "抽签如何进行？",
      answer:
        "每位已登记买家只登记一次抽签，并获得一个参考编号。抽签决定买家选购套房的先后次序，抽签页面公开完整记录，任何人都可以核对。我们会以您的语言，用电邮通知您的排队号码及选房时间。",
    },
    booking: {
      question: "如何认购套房？",
      answer:
        "在您的选房时间到销售廊，选定的套房会为您保留几分钟，让您考虑。缴付订金并获发展商批准后，套房即为您订下；签署买卖合约后完成买卖。您随时可以查看尚余哪些套房。",
    },
    privacy: {
      question: "我的个人资料会如何处理？",
      answer:
        "我们只用于回复您和办理推介事宜，详见隐私声明；声明也列明您对个人资料的权利及行使方式。",
    },
  },
  disclaimer:
    "一切以买卖合约及法律为准。以上解答仅供一般参考，并非法律或财务意见；数字及出处核对日期为 {checked}。作决定前，请咨询律师或银行。",
};
