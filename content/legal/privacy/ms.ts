import type { LegalDocument } from "../schema";

export const privacyMs: LegalDocument = {
  meta: {
    title: "Notis privasi",
    description:
      "Cara SkyHaven Development Sdn Bhd mengumpul, menggunakan dan menyimpan data peribadi anda di bawah Akta Perlindungan Data Peribadi 2010, dan hak-hak anda.",
  },
  title: "Notis privasi",
  intro:
    "Notis ini diberikan di bawah seksyen 7 Akta Perlindungan Data Peribadi 2010 (APDP). Notis ini menerangkan data peribadi yang kami kumpul apabila anda mendaftar minat terhadap SkyHaven Suites, menempah lawatan ke galeri jualan atau menghubungi kami, sebab kami mengumpulnya, siapa yang melihatnya, berapa lama kami menyimpannya, dan hak anda terhadapnya. Notis ini tersedia dalam bahasa Inggeris, Bahasa Malaysia dan bahasa Cina.",
  sections: [
    {
      id: "who-we-are",
      heading: "Siapa kami",
      blocks: [
        {
          type: "p",
          text: "SkyHaven Development Sdn Bhd (pemaju SkyHaven Suites, “kami”) ialah pengawal data yang bertanggungjawab atas data peribadi yang diterangkan dalam notis ini. Butiran perhubungan kami terdapat di akhir notis ini.",
        },
      ],
    },
    {
      id: "data-we-collect",
      heading: "Data peribadi yang kami kumpul",
      blocks: [
        { type: "p", text: "Apabila anda mendaftar minat atau menghubungi kami, kami mengumpul:" },
        {
          type: "ul",
          items: [
            "gelaran dan nama penuh anda;",
            "nombor telefon bimbit dan alamat e-mel anda;",
            "alamat anda, jika anda memberikannya;",
            "cara anda mengetahui tentang pembangunan ini, dan jenis suite yang anda minati;",
            "bahasa yang anda gunakan, masa anda memberikan persetujuan dan versi notis ini yang ditunjukkan kepada anda;",
            "butiran teknikal lawatan anda yang memberitahu kami iklan atau halaman mana yang membawa anda kepada kami (parameter kempen, halaman perujuk dan halaman pertama yang anda buka).",
          ],
        },
        {
          type: "p",
          text: "Gelaran, nama penuh, nombor telefon bimbit, alamat e-mel, cara anda mengetahui tentang pembangunan ini dan kedua-dua persetujuan anda adalah wajib: borang pendaftaran tidak dapat dihantar tanpanya, dan tanpanya kami tidak dapat membalas anda, menghantar senarai harga atau mengatur lawatan. Alamat anda, jenis suite yang anda minati dan maklumat lain adalah secara sukarela.",
        },
        {
          type: "p",
          text: "Apabila anda menempah lawatan ke Galeri Jualan SkyHaven, kami mengumpul gelaran, nama penuh, nombor telefon bimbit dan alamat e-mel anda, masa lawatan yang anda pilih, bilangan orang yang datang dan bahasa yang anda mahu digunakan semasa lawatan. Kesemuanya wajib bagi tempahan: borang tempahan tidak dapat dihantar tanpanya, dan tanpanya kami tidak dapat menyimpan tempat untuk anda, mengesahkan lawatan atau mengingatkan anda tentangnya.",
        },
      ],
    },
    {
      id: "purposes",
      heading: "Mengapa kami menggunakannya",
      blocks: [
        { type: "p", text: "Kami memproses data peribadi anda untuk:" },
        {
          type: "ul",
          items: [
            "membalas pendaftaran anda dan menghantar senarai harga, pelan lantai dan brosur yang anda minta;",
            "mengatur temu janji di galeri jualan dan membuat susulan tentang minat anda terhadap suite;",
            "memaklumkan anda tentang pelancaran, promosi dan kemajuan SkyHaven Suites, sehingga anda meminta kami berhenti;",
            "memahami, secara agregat, iklan dan saluran yang berkesan;",
            "menyimpan rekod yang dikehendaki oleh undang-undang dan melindungi hak undang-undang kami.",
          ],
        },
      ],
    },
    {
      id: "disclosure",
      heading: "Dengan siapa kami berkongsi",
      blocks: [
        {
          type: "p",
          text: "Kami tidak menjual data peribadi anda. Kami mendedahkannya setakat yang perlu untuk tujuan di atas sahaja, kepada:",
        },
        {
          type: "ul",
          items: [
            "pasukan jualan kami dan perunding harta tanah yang dilantik serta berdaftar dengan Lembaga Penilai, Pentaksir, Ejen Harta Tanah dan Pengurus Harta;",
            "pembekal perkhidmatan yang mengehos laman web kami, menghantar e-mel kami dan menyimpan rekod kami, di bawah kontrak yang mewajibkan mereka melindunginya;",
            "syarikat berkaitan, pembiaya dan penasihat profesional kami (seperti peguam dan juruaudit) apabila pembelian diteruskan;",
            "pengawal selia, mahkamah dan pihak penguat kuasa undang-undang apabila dikehendaki oleh undang-undang.",
          ],
        },
      ],
    },
    {
      id: "retention",
      heading: "Berapa lama kami menyimpannya",
      blocks: [
        {
          type: "p",
          text: "Kami menyimpan pendaftaran selagi anda masih berminat dan sehingga dua puluh empat bulan selepas hubungan terakhir kami dengan anda, kemudian memadam atau menjadikannya tanpa nama. Jika anda membeli suite, rekod anda disimpan selama tujuh tahun selepas transaksi, seperti yang dikehendaki oleh undang-undang cukai dan syarikat Malaysia.",
        },
      ],
    },
    {
      id: "security",
      heading: "Bagaimana kami melindunginya",
      blocks: [
        {
          type: "p",
          text: "Data anda dihantar melalui sambungan yang disulitkan, disimpan dalam sistem yang dikawal aksesnya, dan hanya dilihat oleh kakitangan yang memerlukannya untuk kerja mereka. Kami mematuhi Standard Perlindungan Data Peribadi 2015 dan menyimpan daftar pelanggaran data peribadi. Jika berlaku pelanggaran, kami akan memaklumkan Pesuruhjaya Perlindungan Data Peribadi dalam tempoh 72 jam selepas mengetahuinya dan, jika ia mungkin menyebabkan kemudaratan yang ketara kepada anda, memaklumkan anda tanpa kelewatan yang tidak wajar, seperti yang dikehendaki oleh undang-undang.",
        },
      ],
    },
    {
      id: "rights",
      heading: "Hak anda",
      blocks: [
        {
          type: "p",
          text: "Anda boleh meminta salinan data peribadi anda yang kami simpan dan meminta kami membetulkan apa-apa yang tidak tepat, tidak lengkap, mengelirukan atau tidak terkini. Tulis kepada kami di alamat di bawah; kami akan membalas dalam tempoh dua puluh satu hari. Kami mungkin mengenakan fi yang dibenarkan oleh Peraturan-Peraturan Perlindungan Data Peribadi (Fi) 2013 bagi salinan, dan kami akan mengesahkan identiti anda sebelum mengeluarkan apa-apa.",
        },
        {
          type: "p",
          text: "Anda juga boleh meminta kami menghantar data peribadi anda secara elektronik kepada pengawal data lain pilihan anda, jika dapat dilaksanakan secara teknikal dan formatnya serasi.",
        },
      ],
    },
    {
      id: "withdraw-consent",
      heading: "Menarik balik persetujuan dan menghentikan pemasaran",
      blocks: [
        {
          type: "p",
          text: "Anda boleh menarik balik persetujuan anda atau meminta kami berhenti menghantar bahan pemasaran pada bila-bila masa:",
        },
        {
          type: "ul",
          items: [
            "balas “STOP” kepada mana-mana mesej kami atau gunakan pautan berhenti langganan dalam e-mel kami;",
            "hantar e-mel atau surat kepada kami menggunakan butiran di bawah.",
          ],
        },
        {
          type: "p",
          text: "Kami akan berhenti dalam tempoh tujuh hari. Penarikan balik persetujuan tidak menjejaskan apa yang telah kami lakukan sebelumnya, dan kami mungkin masih menyimpan rekod yang dikehendaki oleh undang-undang.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Cara menghubungi kami",
      blocks: [
        {
          type: "p",
          text: "Pegawai perlindungan data kami ialah {dpoName}, yang dilantik di bawah seksyen 12A Akta; pelantikan itu telah dimaklumkan kepada Pesuruhjaya Perlindungan Data Peribadi pada {dpoNotified}. Tulis kepada: Pegawai Perlindungan Data, SkyHaven Development Sdn Bhd, Level 12, Menara Aerotropolis, Jalan P1/7, 62250 Putrajaya, Malaysia. E-mel: {dpoEmail}. Telefon: {dpoPhone} (Isnin hingga Jumaat, 9.00 pagi hingga 6.00 petang).",
        },
      ],
    },
    {
      id: "changes",
      heading: "Perubahan dan bahasa",
      blocks: [
        {
          type: "p",
          text: "Kami mungkin mengemas kini notis ini; versi dan tarikh berkuat kuasa di bahagian atas menunjukkan notis yang terpakai, dan setiap pendaftaran merekodkan versi yang ditunjukkan kepada anda. Jika terdapat perbezaan antara teks bahasa Inggeris, Bahasa Malaysia dan bahasa Cina, teks bahasa Inggeris hendaklah mengatasi.",
        },
      ],
    },
  ],
};
