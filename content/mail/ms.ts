import type { MailCopy } from "./types";

export const mailMs: MailCopy = {
  ackSubject: "Terima kasih kerana mendaftar minat anda terhadap SkyHaven Suites",
  ackBody: ({ salutation, name, unitTypes }) =>
    [
      `${salutation} ${name} yang dihormati,`,
      "",
      "Terima kasih kerana mendaftar minat anda terhadap SkyHaven Suites, suite servis di sebelah lapangan terbang antarabangsa.",
      unitTypes.length ? `Anda berminat dengan jenis unit ${unitTypes.join(", ")}.` : "",
      "Wakil jualan kami akan menghubungi anda dalam tempoh satu hari bekerja dengan senarai harga dan jemputan ke pratonton galeri jualan kami.",
      "",
      "Jika anda tidak mendaftar, atau tidak mahu kami menghubungi anda lagi, balas sahaja e-mel ini.",
      "",
      "Salam hormat,",
      "Pasukan jualan SkyHaven Suites",
    ]
      .filter((line, i, all) => line !== "" || all[i - 1] !== "")
      .join("\n"),
  salesSubject: ({ salutation, name }) => `New registration: ${salutation} ${name}`,
};
