import type { FaqCopy } from "./types";

// Angka ialah pemegang tempat yang diisi daripada modul fakta (content/faq/figures.ts): jangan taip angka.
export const faqMs: FaqCopy = {
  meta: {
    title: "Soalan lazim: pegangan, yuran, warga asing",
    description:
      "Pegangan dan hak milik, yuran, pembeli asing, jadual bayaran, program sewaan terurus dan pelancaran SkyHaven Suites, dijawab berserta sumbernya.",
  },
  eyebrow: "Soalan pembeli",
  title: "Soalan lazim pembeli",
  intro:
    "Jawapan ringkas tentang hak milik, kos, pembelian dari luar negara dan cara pelancaran berjalan. Setiap jawapan yang menyatakan fakta undang-undang atau kewangan menamakan sumbernya.",
  sections: {
    title: "Pegangan dan hak milik",
    fees: "Yuran dan caj",
    foreign: "Pembeli asing",
    payment: "Bayaran dan pembiayaan",
    letting: "Program sewaan terurus",
    launch: "Pelancaran",
  },
  questions: {
    tenure: {
      question: "Adakah SkyHaven Suites pegangan bebas atau pajakan?",
      answer:
        "Tanahnya {tenure}, seperti yang dinyatakan dalam butiran iklan. Kegunaan tanah: {landUse}.",
    },
    commercialTitle: {
      question: "Apakah maksud hak milik komersial bagi saya?",
      answer:
        "Suite servis ini dibina di atas tanah komersial. Cukai tanah, cukai taksiran dan bil utiliti mungkin dikenakan pada kadar komersial. Peraturan pinjaman perumahan untuk hak milik kediaman tidak terpakai sepenuhnya: LPPSA tidak membiayai suite ini, dan bank memberi pinjaman atas hak milik komersial mengikut syarat masing-masing.",
    },
    strataTitle: {
      question: "Adakah saya akan mendapat hak milik strata, dan bilakah siap?",
      answer:
        "Setiap suite akan mendapat hak milik strata sendiri selepas bangunan siap; perjanjian jual beli (SPA) menyatakan cara dan masa ia dipindahkan kepada anda. Projek dijangka siap pada {expectedCompletion}.",
    },
    defects: {
      question: "Siapa membaiki kecacatan selepas penyerahan?",
      answer:
        "Pemaju membaiki kecacatan yang dilaporkan dalam tempoh liabiliti kecacatan selama {defectLiabilityMonths} bulan dari tarikh penyerahan milikan kosong, seperti yang ditetapkan dalam SPA.",
    },
    bookingFee: {
      question: "Berapakah yuran tempahan?",
      answer:
        "Pasukan jualan kami mengesahkan yuran tempahan apabila anda memilih suite, dan SPA merekodkannya sebagai sebahagian daripada harga. Tanya di galeri jualan atau semasa anda menempah lawatan.",
    },
    serviceCharge: {
      question: "Berapakah caj perkhidmatan dan kumpulan wang penjelas?",
      answer:
        "Caj perkhidmatan dianggarkan {serviceCharge} sekaki persegi sebulan mengikut keluasan suite. Ini anggaran pemaju, belum diluluskan oleh Pesuruhjaya Bangunan. Kumpulan wang penjelas ialah {sinkingFundPercent}% daripada caj perkhidmatan, iaitu kadar yang ditetapkan oleh Akta Pengurusan Strata 2013 semasa pemaju mengurus bangunan; badan pengurusan pemilik boleh menetapkan lebih tinggi kemudian.",
    },
    stampDuty: {
      question: "Berapakah duti setem dan yuran guaman?",
      answer:
        "Duti setem pindah milik antara {stampDutyLowest}% hingga {stampDutyHighest}% mengikut jalur harga; perjanjian pinjaman dikenakan {loanStampDuty}%. Yuran guaman mengikut skala peguam: {legalFeeFirstRate}% bagi {legalFeeFirstBand} yang pertama, kemudian {legalFeeNextRate}%, serta cukai perkhidmatan {serviceTaxPercent}%. Kalkulator mengiranya untuk suite pilihan anda.",
    },
    foreignConsent: {
      question: "Bolehkah warga asing membeli suite?",
      answer:
        "Pembeli yang bukan warganegara atau penduduk tetap Malaysia memerlukan kelulusan Pihak Berkuasa Negeri Selangor, yang dipohon selepas SPA. Selangor hanya meluluskan harta komersial bernilai sekurang-kurangnya {minimumCommercial} ({minimumResidential} bagi strata kediaman di Sepang). Semak harga suite pilihan anda sebelum menempah. Pembeli asing membayar duti setem pindah milik {foreignStampDuty}%.",
    },
    foreignFinancing: {
      question: "Bolehkah pembeli asing mendapat pinjaman?",
      answer:
        "Sesetengah bank di Malaysia memberi pinjaman kepada pembeli asing mengikut syarat sendiri: margin pembiayaan mungkin lebih rendah daripada {marginOfFinance}% yang boleh diperoleh rakyat Malaysia, lebih-lebih lagi bagi hak milik komersial. Tanya bank sebelum menempah.",
    },
    paymentSchedule: {
      question: "Bagaimanakah saya membayar harga suite?",
      answer:
        "Sebagai suite servis di atas tanah komersial, SkyHaven Suites tidak tertakluk kepada Jadual G atau H berkanun di bawah Akta Pemajuan Perumahan. Anda membayar mengikut jadual SPA sendiri: secara berperingkat, mengikut kemajuan pembinaan. SPA yang terpakai; baca jadualnya sebelum menandatangani.",
    },
    financing: {
      question: "Berapa banyak yang boleh saya pinjam, dan untuk berapa lama?",
      answer:
        "Paling banyak {marginOfFinance}% daripada harga, untuk tempoh sehingga {maxLoanYears} tahun. Ini had maksimum, bukan syarat biasa: bagi hak milik komersial, bank selalunya memberi kurang, untuk tempoh lebih singkat. Kalkulator menunjukkan ansuran bulanan.",
    },
    letting: {
      question: "Bagaimanakah program sewaan terurus berjalan?",
      answer:
        "Setiap suite boleh menyertai program yang dikendalikan oleh pengendali bangunan yang dilantik. Andaian kerja pemaju: pengendali mengambil {operatorShare}% hasil sewa bilik, {occupancy}% malam disewa, kadar semalam antara {nightlyFrom} hingga {nightlyTo} mengikut kategori suite. Ini anggaran, bukan pulangan terjamin: perjanjian pengendali belum ditandatangani.",
    },
    register: {
      question: "Bagaimanakah saya mendaftar untuk pelancaran?",
      answer:
        "Isi borang pendaftaran. Pasukan jualan kami akan menghubungi anda sebelum pelancaran, dan hanya pembeli berdaftar menyertai undian.",
    },
    ballot: {
      question: "Bagaimanakah undian berjalan?",
      answer:
        "Setiap pembeli berdaftar dimasukkan sekali dan menerima kod rujukan. Undian menentukan giliran pembeli memilih suite; halaman undian menyiarkan rekodnya supaya sesiapa pun boleh menyemaknya. Kami menghantar nombor giliran dan masa pemilihan anda melalui e-mel dalam bahasa anda.",
    },
    booking: {
      question: "Bagaimanakah saya menempah suite?",
      answer:
        "Pada masa pemilihan anda di galeri jualan, suite yang anda pilih ditahan untuk anda beberapa minit sementara anda membuat keputusan. Ia ditempah untuk anda apabila yuran tempahan dibayar dan pemaju meluluskan tempahan; jualan selesai apabila anda menandatangani SPA. Anda boleh melihat suite yang masih ada pada bila-bila masa.",
    },
    privacy: {
      question: "Apakah yang berlaku kepada data peribadi saya?",
      answer:
        "Kami menggunakannya untuk menjawab anda dan menjalankan pelancaran, seperti yang diterangkan dalam notis privasi; notis itu juga menyatakan hak anda ke atas data anda dan cara menggunakannya.",
    },
  },
  disclaimer:
    "Perjanjian jual beli dan undang-undang yang terpakai. Jawapan ini maklumat am, bukan nasihat undang-undang atau kewangan; angka dan sumber disemak pada {checked}. Rujuk peguam atau bank anda sebelum membuat keputusan.",
};
