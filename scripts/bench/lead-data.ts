import { randomUUID } from "node:crypto";
import { unitTypeCodes } from "@/content/units/categories";
import { privacyNoticeVersion } from "@/content/legal/privacy/version";
import { termsVersion } from "@/content/legal/terms/version";
import type { Channel } from "@/lib/registration/channels";
import type { LeadStatus } from "@/lib/leads/statuses";
import type { Database } from "@/server/db/schema";

type Registration = Database["registrations"];
// Owners and reopening are the desk's doing, not the buyers': seeded leads start without them.
/** Issue 26's columns: left to their default (null) in the seeded leads. */
type AdColumn =
  | "gclid"
  | "gbraid"
  | "wbraid"
  | "fbclid"
  | "fbp"
  | "fbc"
  | "consent_analytics"
  | "consent_advertising"
  | "consent_choice_version"
  | "consent_choice_at"
  | "event_id"
  | "meta_lead_id";

export type SeedRegistration = Omit<
  Registration,
  | "status"
  | "repeat_count"
  | "owner_id"
  | "reopened_by"
  | "reopened_from"
  | "follow_up_on"
  | "agent"
  | "agent_id"
  | "entered_by"
  | "lost_reason"
  | "unit_id"
  | AdColumn
> & {
  status: LeadStatus;
  repeat_count: number;
};
export interface SeedUnitType {
  registration_id: string;
  unit_type: string;
}

/** A small seeded generator (mulberry32), so every bench run stores the same variety. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const weighted = <T extends string>(weights: Record<T, number>): T => {
    const entries = Object.entries(weights) as [T, number][];
    let r = next() * entries.reduce((n, [, w]) => n + w, 0);
    for (const [key, w] of entries) if ((r -= w) < 0) return key;
    return entries[0]![0];
  };
  return { next, pick, weighted };
}

type NameKind = "chinese" | "hanzi" | "malay" | "indian" | "expat";

const names: Record<NameKind, { given: string[]; family: string[] }> = {
  chinese: {
    given: [
      "Wei Ming",
      "Mei Ling",
      "Ah Kow",
      "Jia Hui",
      "Kok Leong",
      "Siew Lan",
      "Zhi Hao",
      "Hui Min",
      "Chee Keong",
      "Li Ting",
    ],
    family: ["Tan", "Lim", "Lee", "Ng", "Wong", "Chan", "Ong", "Goh", "Teh", "Yap"],
  },
  hanzi: {
    given: ["伟明", "美玲", "志豪", "慧敏", "家辉", "丽婷", "国强", "秀兰", "俊杰", "雅琪"],
    family: ["陈", "林", "李", "黄", "王", "张", "吴", "刘", "郑", "蔡"],
  },
  malay: {
    given: [
      "Nur Aisyah",
      "Muhammad Hafiz",
      "Siti Aminah",
      "Ahmad Faizal",
      "Nurul Izzah",
      "Mohd Azlan",
      "Farah Hanim",
      "Amirul Hakim",
      "Aida Suraya",
      "Khairul Anuar",
    ],
    family: [
      "Ahmad",
      "Rahman",
      "Ismail",
      "Abdullah",
      "Hassan",
      "Yusof",
      "Osman",
      "Hamzah",
      "Ibrahim",
      "Salleh",
    ],
  },
  indian: {
    given: ["Priya", "Arun", "Kavitha", "Suresh", "Deepa", "Ravi", "Meena", "Vijay"],
    family: ["Subramaniam", "Krishnan", "Muthu", "Pillai", "Raj", "Nair", "Menon", "Gopal"],
  },
  expat: {
    given: ["James", "Sarah", "Daniel", "Emma", "Kenji", "Yuki", "Oliver", "Hannah"],
    family: ["Smith", "Walker", "Tanaka", "Sato", "Müller", "O'Brien", "Kim", "Park"],
  },
};

const streets = [
  "Jalan Ampang, 50450 Kuala Lumpur",
  "Jalan Putra Perdana, 43900 Sepang",
  "Persiaran Gurney, 10250 George Town",
  "Jalan Tun Razak, 50400 Kuala Lumpur",
  "Jalan SS 2/24, 47300 Petaling Jaya",
  "Jalan Bukit Bintang, 55100 Kuala Lumpur",
  "Jalan Dato Onn, 80000 Johor Bahru",
  "Persiaran Multimedia, 63000 Cyberjaya",
  "Jalan Kota Warisan, 43900 Sepang",
  "Lorong Kinta, 30450 Ipoh",
];

function fullName(kind: NameKind, given: string, family: string, female: boolean): string {
  switch (kind) {
    case "chinese":
    case "expat":
      return kind === "chinese" ? `${family} ${given}` : `${given} ${family}`;
    case "hanzi":
      return `${family}${given}`;
    case "malay":
      return `${given} ${female ? "binti" : "bin"} ${family}`;
    case "indian":
      return `${given} ${female ? "a/p" : "a/l"} ${family}`;
  }
}

// Studios and single suites draw the most interest, dual-key suites the least.
const categoryWeight: Record<string, number> = { A: 9, B: 6, C: 4, D: 2 };
const unitWeights = Object.fromEntries(
  unitTypeCodes.map((code, i) => [code, (categoryWeight[code[0]!] ?? 1) * (1 + (i % 3) * 0.25)]),
) as Record<string, number>;

interface Person {
  first: SeedRegistration;
  locale: Registration["locale"];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `count` registrations over the past 18 months, busier towards now (a launch campaign), with about 15%
 * repeats linked to the person's first registration, whose latest_at and repeat_count follow.
 */
export function generateLeads(
  count: number,
  now = new Date(),
  seed = 20261122,
): { registrations: SeedRegistration[]; unitTypes: SeedUnitType[] } {
  const rand = generator(seed);
  const end = now.getTime() - 60_000;
  const times = Array.from({ length: count }, () => {
    // u^1.2 over 18 months: a steady rise towards now (about 9% in the last 30 days, 0.5% in the
    // last day); Malaysian nights are quieter.
    let t = end - 540 * DAY_MS * rand.next() ** 1.2;
    const hour = new Date(t + 8 * 3_600_000).getUTCHours();
    if (hour < 7 && rand.next() < 0.7) t -= (hour + 1) * 3_600_000;
    return Math.floor(t);
  }).sort((a, b) => a - b);

  const people: Person[] = [];
  let firsts = 0;
  const registrations: SeedRegistration[] = [];
  const unitTypes: SeedUnitType[] = [];

  for (const t of times) {
    const createdAt = new Date(t).toISOString();
    const repeatOf = people.length > 20 && rand.next() < 0.15 ? rand.pick(people) : undefined;
    const channel = rand.weighted<Channel>({
      social_media: 35,
      website: 25,
      family_friends: 12,
      advertisement: 12,
      newspaper: 8,
      others: 8,
    });
    const id = randomUUID();
    let row: SeedRegistration;
    if (repeatOf) {
      const first = repeatOf.first;
      row = {
        ...first,
        id,
        created_at: createdAt,
        channel,
        consent_personal_data_at: createdAt,
        consent_terms_at: createdAt,
        status: "new",
        duplicate_of: first.id,
        latest_at: createdAt,
        repeat_count: 0,
      };
      first.latest_at = createdAt;
      first.repeat_count += 1;
    } else {
      // Numbered by first registrations (spam included), so no two people share an email or phone.
      const n = ++firsts;
      const kind = rand.weighted<NameKind>({
        chinese: 34,
        hanzi: 18,
        malay: 30,
        indian: 10,
        expat: 8,
      });
      const pool = names[kind];
      // The Malay and Indian given names alternate female, male: bin/binti and a/l, a/p follow.
      const given = Math.floor(rand.next() * pool.given.length);
      const name = fullName(kind, pool.given[given]!, rand.pick(pool.family), given % 2 === 0);
      const locale =
        kind === "hanzi"
          ? rand.weighted({ zh: 85, en: 15 })
          : kind === "malay"
            ? rand.weighted({ ms: 60, en: 40 })
            : kind === "chinese"
              ? rand.weighted({ en: 60, zh: 40 })
              : "en";
      const local = String(n).padStart(7, "0");
      const email = `buyer${n}@example.com`;
      const ageDays = (end - t) / DAY_MS;
      // Spam is caught at the door; older leads have moved further along.
      const status: LeadStatus =
        rand.next() < 0.02
          ? "spam"
          : ageDays < 2
            ? "new"
            : rand.weighted<LeadStatus>({
                new: 30,
                contacted: 30,
                qualified: 14,
                booked: 7,
                lost: 19,
                spam: 0,
                // Last and weightless: the seeded data stays what earlier benches measured.
                visited: 0,
              });
      row = {
        id,
        created_at: createdAt,
        salutation_id: 1 + Math.floor(rand.next() * 5),
        full_name: name,
        contact_raw: `012-${local.slice(0, 3)} ${local.slice(3)}`,
        contact_e164: `+6012${local}`,
        email,
        email_normalized: email,
        address: `${1 + Math.floor(rand.next() * 200)}, ${rand.pick(streets)}`,
        channel,
        locale,
        consent_personal_data_at: createdAt,
        consent_terms_at: createdAt,
        consent_notice_version: privacyNoticeVersion,
        consent_terms_version: termsVersion,
        consent_locale: locale,
        utm_source:
          channel === "social_media"
            ? rand.pick(["facebook", "instagram", "xiaohongshu"])
            : channel === "advertisement"
              ? "google"
              : null,
        utm_medium: channel === "social_media" || channel === "advertisement" ? "cpc" : null,
        utm_campaign: channel === "advertisement" ? "klia-launch" : null,
        utm_term: null,
        utm_content: null,
        referrer: null,
        landing_page: rand.next() < 0.5 ? "/landing" : "/register",
        source: rand.weighted({ web: 85, api: 10, legacy: 5 }),
        status,
        duplicate_of: null,
        submission_key: null,
        submission_hash: null,
        latest_at: createdAt,
        repeat_count: 0,
        erased_at: null,
      };
      if (status !== "spam") people.push({ first: row, locale });
    }
    registrations.push(row);
    const picks = rand.next() < 0.1 ? 0 : 1 + Math.floor(rand.next() * 3);
    const chosen = new Set<string>();
    while (chosen.size < picks) chosen.add(rand.weighted(unitWeights));
    for (const unit_type of chosen) unitTypes.push({ registration_id: id, unit_type });
  }
  return { registrations, unitTypes };
}
