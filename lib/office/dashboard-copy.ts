import type { SourceDimension } from "@/lib/leads";

// The words of the administrator's dashboard (/admin). Nothing here names a complex.

export const dashboardCopy = {
  title: "마케팅 대시보드",
  ornament: "Dashboard",
  lead: "오늘 어떤 광고가 고객을 데려오는지, 접수된 신청이 영업팀에 제대로 전달되는지 한눈에 확인합니다.",
  daily: {
    title: "최근 30일 일별 접수",
    summary: (total: number, best: string | null) =>
      `최근 30일 동안 ${total.toLocaleString("ko-KR")}건이 접수되었습니다.${best ? ` 가장 많이 들어온 날은 ${best}입니다.` : ""}`,
    table: "일별 접수 건수 표",
    column: "날짜",
  },
  hourly: {
    title: "오늘 시간대별 접수",
    summary: (total: number) => `오늘(한국 시간) ${total.toLocaleString("ko-KR")}건이 접수되었습니다.`,
    table: "오늘 시간대별 접수 건수 표",
    column: "시간",
  },
  total: "합계",
  sources: {
    title: "유입 경로별 접수",
    lead: (days: number) =>
      `최근 ${days}일 동안 접수된 신청을 광고 캠페인(UTM), 유입 사이트, 처음 들어온 페이지, 광고를 클릭한 플랫폼별로 묶었습니다.`,
    period: "기간",
    periodOption: (days: number) => (days === 1 ? "오늘" : `최근 ${days}일`),
    csv: "CSV 내려받기",
    count: "건수",
    share: "비율",
    tel: "전화 클릭",
    kakao: "카카오톡 클릭",
    clicksNote:
      "전화·카카오톡 클릭은 같은 경로로 들어온 방문자가 전화 연결이나 카카오톡 상담을 누른 횟수입니다(한 사람이 여러 번 누르면 여러 번 셉니다). 신청 없이 클릭만 있었던 경로도 0건으로 함께 보입니다.",
    empty: "이 기간에 접수된 신청도, 전화·카카오톡 클릭도 없습니다.",
    other: "그 밖의 경로",
    none: "(없음)",
    direct: "직접 방문 (direct)",
    platformNote:
      "광고를 클릭해 들어온 신청(NaPm, gclid, gbraid, wbraid, fbclid가 함께 온 신청)만 셉니다. 비율은 그중 각 플랫폼이 차지하는 몫입니다.",
    platformEmpty: "이 기간에 광고를 클릭해 들어온 신청이 없습니다.",
  },
  health: {
    title: "전달 상태",
    pending: "전달 대기",
    oldest: "가장 오래 기다린 신청",
    oldestNone: "대기 중인 신청 없음",
    delivered24: "24시간 전달 완료",
    failed24: "24시간 전달 실패",
    noDestination24: "24시간 전달처 미설정",
    lastErrors: "신청 유형별 마지막 오류",
    noErrors: "남아 있는 전달 오류가 없습니다.",
    retryAll: "실패한 신청 모두 다시 보내기",
    retried: (n: number) =>
      n > 0
        ? `실패한 신청 ${n.toLocaleString("ko-KR")}건을 다시 전달 대기열에 넣었습니다.`
        : "다시 보낼 실패 신청이 없습니다.",
  },
  alerts: {
    title: "영업팀 알림",
    off: "알림이 꺼져 있습니다. 전달 실패나 대기 지연을 알리려면 ALERT_WEBHOOK_URL(슬랙 호환 웹훅) 또는 ALERT_SMTP_URL과 ALERT_EMAIL_TO를 설정해 주세요.",
    on: (channels: string[], minutes: number) =>
      `${channels.join(", ")}(으)로 알립니다: 신청이 전달 실패로 처리될 때, 가장 오래된 대기 신청이 ${minutes}분을 넘을 때. 같은 원인은 1시간에 한 번만 보내고, 정상으로 돌아오면 다시 알립니다.`,
    email: "이메일",
    webhook: "웹훅",
  },
  vitals: {
    title: "실사용자 성능 (최근 7일, p75)",
    lead: "방문자 브라우저가 보낸 Core Web Vitals의 75번째 백분위 값입니다. 옆의 목표치는 실험실(Lighthouse) 기준입니다.",
    pageType: "페이지 유형",
    device: "기기",
    samples: "표본 수",
    budget: "목표",
    empty: "아직 수집된 측정값이 없습니다.",
    mobile: "모바일",
    desktop: "데스크톱",
    overBudget: "목표 초과",
    pageTypes: {
      home: "홈",
      content: "안내 페이지",
      customer: "방문예약",
      "press-list": "보도자료 목록",
      "press-article": "보도자료 기사",
      other: "기타",
    },
  },
} as const;

export const SOURCE_TITLES: Record<SourceDimension, string> = {
  campaign: "광고 캠페인 (UTM)",
  referrer: "유입 사이트 (referrer)",
  landing: "처음 들어온 페이지",
  platform: "광고 클릭 (플랫폼별)",
};

export const SOURCE_HEADERS: Record<SourceDimension, string[]> = {
  campaign: ["utm_source", "utm_medium", "utm_campaign"],
  referrer: ["유입 사이트"],
  landing: ["랜딩 페이지"],
  platform: ["광고 플랫폼"],
};
