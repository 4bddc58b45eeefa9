import { z } from "zod";
import { particle } from "./korean";
import { parseContent, type Complex } from "./schema";

// Sales information: the recruitment notice, subscription guide, checkpoints, contract documents
// and stamp-tax procedure. Dates come from complex.schedule; regulations are summarised in
// general terms and every page points to the official notice, which prevails. The same for every
// complex, so each folder's sales.ts calls salesGuide() with its own facts (the notice's date, who
// bears the stamp tax); a complex whose guide reads differently writes its own sales.ts instead.

/** What differs from complex to complex in the sales guide. */
export type SalesFacts = {
  /** The day the recruitment notice was published (YYYY-MM-DD). */
  noticePublishedOn: string;
  /** Share of the stamp tax borne by the buyer, 0..1, and the sentence that says so. */
  stampTax: { buyerShare: number; shareNote: string };
};

const bulletsSchema = z.array(z.string().min(1)).min(1);
const sectionSchema = z.object({ title: z.string().min(1), label: z.string().min(1), items: bulletsSchema });

/** The sales guide of `complex`, in its words and dates. */
export function salesGuide(complex: Complex, facts: SalesFacts) {
  function step(title: string) {
    const found = complex.schedule.find((s) => s.title === title);
    if (!found) throw new Error(`분양일정에 '${title}' 단계가 없습니다`);
    return found;
  }

  const announcement = parseContent(
    "sales.ts",
    z.object({
      title: z.string().min(1),
      publishedOn: z.iso.date(),
      pdf: z.string().regex(/^\/docs\/[a-z0-9-]+\.pdf$/),
      imageAlt: z.string().min(1),
      summary: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).min(1),
      note: z.string().min(1),
      officialSite: z.object({ name: z.string().min(1), url: z.url() }),
    }),
    {
      title: `${complex.siteName} 입주자 모집공고`,
      publishedOn: facts.noticePublishedOn,
      pdf: "/docs/recruitment-notice-sample.pdf",
      imageAlt: `${complex.siteName} 입주자 모집공고문 표지 (샘플)`,
      summary: [
        { label: "공급위치", value: `${complex.address.region} ${complex.address.locality} ${complex.address.street}` },
        {
          label: "공급규모",
          value: `총 ${complex.figures.households.toLocaleString("ko-KR")}세대 중 일반분양 ${complex.figures.generalSale.toLocaleString("ko-KR")}세대`,
        },
        { label: "견본주택", value: complex.address.modelHouse },
        { label: "입주예정", value: complex.figures.moveIn },
      ],
      note: "본 홈페이지에 게시된 모집공고 내용은 편집 과정에서 오류가 있을 수 있습니다. 청약 및 계약 전 반드시 청약홈에 게시된 입주자 모집공고 원문을 확인하시기 바랍니다.",
      officialSite: { name: "청약홈", url: "https://www.applyhome.co.kr/" },
    },
  );

  const subscriptionGuide = parseContent(
    "sales.ts",
    z.object({
      hours: z.string().min(1),
      rankSteps: z
        .array(z.object({ title: z.string(), when: z.string(), target: z.string().min(1), place: z.string().min(1) }))
        .min(1),
      specialSupply: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(1),
      eligibility: z.array(sectionSchema).min(1),
      depositTable: z.object({
        caption: z.string().min(1),
        columns: z.array(z.string().min(1)).length(3),
        rows: z.array(z.object({ area: z.string().min(1), amounts: z.array(z.string().min(1)).length(3) })).min(1),
        note: z.string().min(1),
      }),
      documents: z.array(sectionSchema).min(1),
      internetSteps: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(3),
      imageNote: z.string().min(1),
    }),
    {
      hours: "청약 접수 시간 09:00 ~ 17:30 (청약홈 인터넷 청약 기준)",
      rankSteps: [
        {
          ...pick("특별공급 청약"),
          target: "기관추천 · 다자녀 · 신혼부부 · 노부모부양 · 생애최초",
          place: "청약홈 인터넷 청약 (견본주택 접수 불가)",
        },
        { ...pick("1순위 청약"), target: "해당지역 및 기타지역 1순위", place: "청약홈 인터넷 청약" },
        { ...pick("2순위 청약"), target: "2순위 (청약통장 가입자 중 1순위 미해당자)", place: "청약홈 인터넷 청약" },
        { ...pick("당첨자 발표"), target: "특별공급 및 일반공급 당첨자", place: "청약홈 '청약당첨조회'에서 개별 확인" },
      ],
      specialSupply: [
        { title: "기관추천", text: "국가유공자, 장애인, 장기복무 제대군인 등 관계기관의 추천을 받은 무주택세대구성원" },
        { title: "다자녀가구", text: "만 19세 미만 자녀 2명 이상(태아 포함)을 둔 무주택세대구성원" },
        {
          title: "신혼부부",
          text: "혼인기간 7년 이내이거나 예비신혼부부, 한부모가족으로 소득 기준을 충족하는 무주택세대구성원",
        },
        { title: "노부모부양", text: "만 65세 이상 직계존속을 3년 이상 계속하여 부양 중인 무주택 세대주" },
        { title: "생애최초", text: "세대구성원 모두 과거 주택을 소유한 사실이 없고 소득·자산 기준을 충족하는 분" },
      ],
      eligibility: [
        {
          title: "청약 신청 자격",
          label: "WHO",
          items: [
            "입주자모집공고일 현재 국내에 거주하는 만 19세 이상인 분 (세대주인 미성년자 포함)",
            `${complex.address.locality} 및 ${complex.address.region}, 수도권 거주자가 신청할 수 있으며 해당지역 거주자가 우선합니다.`,
            "최근 당첨 사실 및 재당첨 제한 여부는 청약홈에서 미리 조회하실 수 있습니다.",
          ],
        },
        {
          title: "1순위",
          label: "1ST RANK",
          items: [
            "주택청약종합저축에 가입하여 12개월이 지나고, 지역별·면적별 예치금 이상을 납입한 분",
            "민영주택 가점제 적용 시 무주택기간, 부양가족 수, 청약통장 가입기간으로 가점을 산정합니다.",
          ],
        },
        {
          title: "2순위",
          label: "2ND RANK",
          items: ["청약통장에 가입하였으나 1순위 요건을 충족하지 못한 분", "2순위는 추첨제로 당첨자를 선정합니다."],
        },
      ],
      depositTable: {
        caption: "민영주택 청약 예치기준금액",
        columns: ["서울·부산", "기타 광역시", "기타 시·군"],
        rows: [
          { area: "전용 85㎡ 이하", amounts: ["300만원", "250만원", "200만원"] },
          { area: "전용 102㎡ 이하", amounts: ["600만원", "400만원", "300만원"] },
          { area: "전용 135㎡ 이하", amounts: ["1,000만원", "700만원", "400만원"] },
          { area: "모든 면적", amounts: ["1,500만원", "1,000만원", "500만원"] },
        ],
        note: "예치금은 입주자모집공고일 현재 주민등록표상 거주지 기준이며, 청약 신청 전까지 예치하셔야 합니다.",
      },
      documents: [
        {
          title: "인터넷 청약 시",
          label: "ONLINE",
          items: ["공동인증서, 금융인증서, 네이버·KB 등 민간 인증서 중 하나", "청약통장 가입 은행 계좌 정보"],
        },
        {
          title: "당첨 후 서류 제출 시",
          label: "WINNER",
          items: [
            "신분증, 주민등록표등본 및 초본 (주소 변동 이력 포함)",
            "가족관계증명서 (상세) 및 특별공급 유형별 증빙서류",
            "가점제 당첨자는 무주택·부양가족 산정 근거 서류",
          ],
        },
      ],
      internetSteps: [
        { title: "청약홈 접속", text: "청약홈(www.applyhome.co.kr)에 접속하거나 청약홈 앱을 실행합니다." },
        { title: "인증서 로그인", text: "공동인증서 또는 금융인증서 등 본인 명의 인증서로 로그인합니다." },
        { title: "단지 선택", text: `‘APT 청약신청’ 메뉴에서 ${particle(complex.siteName, "을/를")} 선택합니다.` },
        { title: "신청 정보 입력", text: "주택형, 거주지역, 가점 항목 등 신청 내용을 빠짐없이 입력합니다." },
        {
          title: "신청 완료 · 확인",
          text: "신청 내용을 최종 확인하고 접수를 완료한 뒤, 청약 결과에서 접수 내역을 확인합니다.",
        },
      ],
      imageNote: "위 이미지는 고객의 이해를 돕기 위해 제작한 안내용 화면으로, 실제 청약홈 화면과 다를 수 있습니다.",
    },
  );

  function pick(title: string) {
    const s = step(title);
    return { title: s.title, when: s.when };
  }

  /** /SalesInfo/checkpoint: what to check before applying. */
  const checkpoints = parseContent("sales.ts", z.array(sectionSchema).min(6), [
    {
      title: "거주기간",
      label: "CHECK 01",
      items: [
        `해당지역 우선공급은 입주자모집공고일 기준 ${complex.address.locality}에 일정 기간 이상 계속 거주한 분에게 적용됩니다.`,
        "해외 체류 기간이 길었던 경우 거주기간이 인정되지 않을 수 있으니 초본으로 확인하세요.",
      ],
    },
    {
      title: "무주택 여부",
      label: "CHECK 02",
      items: [
        "세대주와 세대원 모두의 주택 소유 이력을 확인하세요. 분양권·입주권도 주택으로 보는 경우가 있습니다.",
        "소형·저가주택 등 무주택으로 인정되는 예외는 공고문의 기준을 따릅니다.",
      ],
    },
    {
      title: "청약통장 예치금",
      label: "CHECK 03",
      items: [
        "신청하려는 면적의 지역별 예치기준금액을 공고일 기준 주소지로 확인하세요.",
        "부족한 예치금은 청약 신청 전날까지 납입해야 인정됩니다.",
      ],
    },
    {
      title: "특별공급 유형",
      label: "CHECK 04",
      items: [
        "기관추천, 다자녀, 신혼부부, 노부모부양, 생애최초 중 해당 유형을 확인하세요.",
        "특별공급은 평생 1회만 당첨될 수 있으며 중복 신청 시 모두 무효 처리됩니다.",
      ],
    },
    {
      title: "서류와 일정",
      label: "CHECK 05",
      items: [
        `청약 일정: ${complex.schedule
          .filter((s) => s.title.includes("청약"))
          .map((s) => `${s.title} ${s.when}`)
          .join(", ")}`,
        "인증서 유효기간과 청약통장 가입 은행을 미리 확인해 두시면 접수가 빨라집니다.",
      ],
    },
    {
      title: "당첨자 서류",
      label: "CHECK 06",
      items: [
        `당첨자 발표(${step("당첨자 발표").when}) 후 안내된 기간에 자격 확인 서류를 제출하셔야 계약할 수 있습니다.`,
        "부적격 판정 시 일정 기간 청약이 제한되니 서류 기준을 꼼꼼히 확인하세요.",
      ],
    },
  ]);

  /** /SalesInfo/guide: what to bring to the contract. */
  const contractGuide = parseContent(
    "sales.ts",
    z.object({
      intro: z.string().min(1),
      place: z.string().min(1),
      when: z.string().min(1),
      winner: bulletsSchema,
      proxyExtra: bulletsSchema,
      notes: bulletsSchema,
    }),
    {
      intro:
        "당첨을 진심으로 축하드립니다. 계약 당일 서류가 빠지면 계약이 어려울 수 있으니, 아래 목록을 확인하시고 빠짐없이 준비해 주세요.",
      place: complex.address.modelHouse,
      when: step("정당계약").when,
      winner: [
        "계약금 입금 확인증 (무통장 입금증 또는 이체 확인증)",
        "계약자 신분증 (주민등록증, 운전면허증, 여권 중 하나)",
        "계약자 인감도장 (본인서명사실확인서 제출 시 서명으로 갈음)",
        "계약자 인감증명서 또는 본인서명사실확인서 (최근 1개월 이내 발급)",
        "주민등록표등본 (최근 1개월 이내 발급)",
        "인지세 납부용 전자수입인지 (인지세 안내 참고)",
      ],
      proxyExtra: [
        "계약자 인감도장이 날인된 위임장 (견본주택 비치)",
        "계약자 인감증명서 (용도: 위임용, 최근 1개월 이내 발급)",
        "계약자 인감도장",
        "대리인 신분증 및 도장",
      ],
      notes: [
        "계약금은 견본주택에서 현금으로 받지 않으며, 당첨자 안내문에 기재된 지정 계좌로만 입금하셔야 합니다.",
        "해외 거주자 등 특수한 경우의 추가 서류는 입주자 모집공고문을 따릅니다.",
        "서류 발급 기관과 유효기간은 공고문 기준이며, 본 안내보다 공고문이 우선합니다.",
      ],
    },
  );

  /** /SalesInfo/StampTax: how this complex collects the stamp tax. The brackets themselves are law (lib/site/sales/stamp-tax.ts). */
  const stampTaxGuide = parseContent(
    "sales.ts",
    z.object({
      intro: z.string().min(1),
      /** Share of the tax borne by the buyer, 0..1; the developer bears the rest. */
      buyerShare: z.number().min(0).max(1),
      shareNote: z.string().min(1),
      procedure: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(1),
      notes: bulletsSchema,
      revenueStampSite: z.object({ name: z.string().min(1), url: z.url() }),
    }),
    {
      intro:
        "인지세는 부동산 소유권 이전에 관한 증서를 작성할 때 내는 세금으로, 분양(공급)계약서도 여기에 해당합니다. 계약서에 적힌 분양금액에 따라 세액이 정해지며, 계약 체결 시 전자수입인지로 납부합니다.",
      buyerShare: facts.stampTax.buyerShare,
      shareNote: facts.stampTax.shareNote,
      procedure: [
        {
          title: "세액 확인",
          text: "계약서에 기재될 분양금액(옵션·발코니 확장은 각 계약서별)으로 인지세액을 확인합니다.",
        },
        {
          title: "전자수입인지 구매",
          text: "정부수입인지 전자판매 사이트 또는 우체국·시중은행에서 계약자 부담분을 구매합니다.",
        },
        { title: "계약 시 제출", text: "출력한 전자수입인지를 계약 당일 다른 서류와 함께 제출합니다." },
        { title: "계약서 첨부", text: "전자수입인지는 계약서에 첨부되어 계약과 함께 납부가 완료됩니다." },
      ],
      notes: [
        "인지세는 계약 시 기재된 금액을 기준으로 하며, 분양권을 전매하는 경우 전매 계약서에 대해 별도로 납부합니다.",
        "주택 분양계약서로서 기재금액이 1억원 이하인 경우 인지세가 부과되지 않습니다.",
        "세율과 비과세 기준은 관계 법령 개정에 따라 달라질 수 있으니 계약 전 모집공고와 관할 세무서 안내를 확인하세요.",
      ],
      revenueStampSite: { name: "정부수입인지 전자판매", url: "https://www.e-revenuestamp.or.kr/" },
    },
  );

  /** /BusinessGuide/documents while the documents are being prepared. */
  const documentsNotice = parseContent("sales.ts", z.object({ title: z.string().min(1), text: z.string().min(1) }), {
    title: "COMING SOON",
    text: "계약서류 안내를 준비하고 있습니다. 준비가 완료되는 대로 이곳에서 가장 먼저 안내해 드리겠습니다.",
  });
  return { announcement, subscriptionGuide, checkpoints, contractGuide, stampTaxGuide, documentsNotice };
}
