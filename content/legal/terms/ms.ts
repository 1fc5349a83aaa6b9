import type { LegalDocument } from "../schema";

export const termsMs: LegalDocument = {
  meta: {
    title: "Terma dan syarat",
    description:
      "Terma yang digunakan oleh SkyHaven Development Sdn Bhd untuk menawarkan laman web ini dan menerima pendaftaran minat terhadap SkyHaven Suites.",
  },
  title: "Terma dan syarat",
  intro:
    "Terma ini terpakai apabila anda menggunakan laman web ini dan apabila anda mendaftar minat terhadap SkyHaven Suites. Dengan mendaftar, anda mengesahkan bahawa anda telah membaca dan menerimanya. Sila baca juga notis privasi kami, yang menerangkan cara kami mengendalikan data peribadi anda.",
  sections: [
    {
      id: "website",
      heading: "Tentang laman web ini",
      blocks: [
        {
          type: "p",
          text: "Laman web ini dikendalikan oleh SkyHaven Development Sdn Bhd, pemaju SkyHaven Suites. Laman web ini memperkenalkan projek kepada bakal pembeli dan membolehkan mereka mendaftar minat.",
        },
      ],
    },
    {
      id: "information",
      heading: "Maklumat untuk rujukan sahaja",
      blocks: [
        {
          type: "p",
          text: "Semua teks, imej, pelan lantai, ukuran, kemudahan dan angka di laman web ini adalah untuk rujukan umum. Ia mungkin berubah apabila reka bentuk diperhalusi atau seperti yang dikehendaki oleh pihak berkuasa yang meluluskan, dan tidak membentuk sebahagian daripada mana-mana tawaran atau kontrak.",
        },
        {
          type: "ul",
          items: [
            "Imej dan lakaran ialah gambaran artis dan bukan gambaran yang tepat.",
            "Keluasan ialah anggaran keluasan binaan; perjanjian jual beli menyatakan keluasan yang tepat.",
            "Jarak dan masa perjalanan adalah anggaran dan bergantung pada keadaan lalu lintas.",
          ],
        },
      ],
    },
    {
      id: "registration",
      heading: "Mendaftar minat",
      blocks: [
        {
          type: "p",
          text: "Pendaftaran hanyalah tanda minat. Ia percuma, tidak menempah sebarang suite, tidak menetapkan harga dan tidak mengenakan sebarang obligasi kepada anda atau kami. Suite ditawarkan mengikut susunan dan terma yang kami tetapkan semasa pelancaran.",
        },
        {
          type: "p",
          text: "Anda bersetuju untuk memberikan butiran diri anda yang tepat dan sentiasa mengemas kininya. Kami boleh menolak atau membuang pendaftaran yang palsu, automatik atau dibuat bagi pihak orang lain tanpa persetujuan mereka.",
        },
      ],
    },
    {
      id: "prices",
      heading: "Harga dan pembelian",
      blocks: [
        {
          type: "p",
          text: "Harga yang ditunjukkan ialah julat anggaran dan boleh berubah tanpa notis. Pembelian hanya dibuat dengan menandatangani perjanjian jual beli berkanun, iaitu satu-satunya dokumen yang menetapkan hak dan obligasi pembeli dan pemaju. Tiada sesiapa diberi kuasa untuk membuat janji bagi pihak kami yang tidak dinyatakan dalam perjanjian tersebut.",
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "Harta intelek",
      blocks: [
        {
          type: "p",
          text: "Nama dan logo SkyHaven, serta teks, imej dan pelan lantai di laman web ini, adalah milik kami atau pemberi lesen kami. Anda boleh melihat dan mencetaknya untuk pertimbangan pembelian anda sendiri, tetapi tidak boleh menyalin, menerbitkan atau menggunakannya secara komersial tanpa kebenaran bertulis kami.",
        },
      ],
    },
    {
      id: "other-sites",
      heading: "Pautan ke laman web lain",
      blocks: [
        {
          type: "p",
          text: "Pautan ke perkhidmatan peta, pesanan dan perkhidmatan lain disediakan untuk kemudahan. Perkhidmatan tersebut dikendalikan oleh pihak lain di bawah terma dan dasar privasi mereka sendiri, dan kami tidak bertanggungjawab terhadapnya.",
        },
      ],
    },
    {
      id: "liability",
      heading: "Had liabiliti",
      blocks: [
        {
          type: "p",
          text: "Kami berusaha memastikan laman web ini tepat dan sentiasa tersedia, tetapi tidak menjamin bahawa ia bebas daripada kesilapan atau gangguan. Setakat yang dibenarkan oleh undang-undang, kami tidak bertanggungjawab atas sebarang kerugian akibat bergantung pada maklumat di laman web ini dan bukannya pada perjanjian jual beli.",
        },
      ],
    },
    {
      id: "law",
      heading: "Undang-undang yang mentadbir dan perubahan",
      blocks: [
        {
          type: "p",
          text: "Terma ini ditadbir oleh undang-undang Malaysia, dan mahkamah Malaysia mempunyai bidang kuasa. Kami boleh meminda terma ini; versi dan tarikh berkuat kuasa di bahagian atas menunjukkan terma yang terpakai. Jika terdapat perbezaan antara teks bahasa Inggeris, Bahasa Malaysia dan bahasa Cina, teks bahasa Inggeris hendaklah mengatasi.",
        },
      ],
    },
  ],
};
