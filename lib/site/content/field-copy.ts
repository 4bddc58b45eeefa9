// The copy of the fields every lead form shares and of a refused submit: a file of its own, so the
// forms' client bundles (components/leads/lead-field.tsx, checked-form.tsx) carry these strings and
// not the rest of the lead copy (lead-copy.ts re-exports them: the bundler keeps a module whole).

/** The shared fields' copy, apart so a form that needs only these carries no other copy. */
export const leadFieldCopy = {
  // Placeholders read as examples ("예) ..."), never as a value already filled in.
  name: { label: "이름", placeholder: "예) 홍길동" },
  phone: { label: "연락처", placeholder: "예) 010-1234-5678", hint: "하이픈(-) 없이 숫자만 입력하셔도 됩니다." },
  birthDate: {
    label: "생년월일",
    placeholder: "예) 850315",
    hint: "연도 끝 두 자리와 월·일을 이어 여섯 자리로 입력해 주세요.",
  },
  message: { label: "문의내용", placeholder: "궁금하신 점이나 희망 방문일을 남겨 주세요." },
  messageOptional: { label: "문의사항 (선택)", placeholder: "궁금하신 점이 있으면 남겨 주세요." },
  honeypot: { label: "이 칸은 비워 두세요" },
} as const;

/** A refused submit (components/leads/checked-form.tsx): the live region's line and a rule with no message of its own. */
export const formCheckCopy = {
  summary: (count: number) =>
    count === 1
      ? "입력하신 내용 중 확인이 필요한 항목이 있습니다. 항목 아래 안내를 확인해 주세요."
      : `입력하신 내용 중 확인이 필요한 항목이 ${count}개 있습니다. 항목 아래 안내를 확인해 주세요.`,
  fallback: "입력하신 내용을 다시 확인해 주세요.",
} as const;
