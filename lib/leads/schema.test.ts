import { describe, expect, it } from "vitest";
import { isRealBirthDate, leadMessages, parseLead, PHONE_PATTERN, PHONE_REGEX } from "./schema";
import { consentCopy } from "@/lib/site/content/lead-copy";

const valid = { name: "홍길동", phone: "010-1234-5678", consent: "on" };

describe("phone pattern (spec section 5)", () => {
  const good = [
    "01012345678",
    "010-1234-5678",
    "010 1234 5678",
    "011-123-4567",
    "0161234567",
    "019 123-4567",
    "  010-1234-5678  ",
  ];
  const bad = [
    "02-1234-5678",
    "010-12-5678",
    "010--1234-5678",
    "010-12345-678",
    "1012345678",
    "010-1234-567",
    "010.1234.5678",
    "010-1234-56789",
    "+82-10-1234-5678",
    "phone",
  ];

  it.each(good)("accepts %s and stores the digits only", (phone) => {
    const r = parseLead("register", { ...valid, phone });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.fields.phone).toMatch(/^01\d{8,9}$/);
  });

  it.each(bad)("refuses %s with the Korean hint", (phone) => {
    const r = parseLead("register", { ...valid, phone });
    expect(r).toEqual({ ok: false, errors: { phone: [leadMessages.phoneInvalid] } });
  });

  it("the HTML pattern attribute agrees with the server's rule", () => {
    const html = new RegExp(`^(?:${PHONE_PATTERN})$`, "v");
    for (const p of [...good.map((g) => g.trim()), ...bad]) expect(html.test(p)).toBe(PHONE_REGEX.test(p));
  });
});

describe("lead schemas", () => {
  it("trims the name and bounds it to 40 characters", () => {
    const r = parseLead("visit", { ...valid, name: "  김하늘  " });
    expect(r.ok && r.fields.name).toBe("김하늘");
    expect(parseLead("visit", { ...valid, name: "가".repeat(40) }).ok).toBe(true);
    expect(parseLead("visit", { ...valid, name: "가".repeat(41) })).toEqual({
      ok: false,
      errors: { name: [leadMessages.nameTooLong] },
    });
    expect(parseLead("visit", { ...valid, name: "   " })).toEqual({
      ok: false,
      errors: { name: [leadMessages.nameRequired] },
    });
  });

  it("reports every missing field at once, in Korean", () => {
    const r = parseLead("inquiry", {});
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(Object.keys(r.errors).sort()).toEqual(["birthDate", "consent", "message", "name", "phone"]);
      expect(r.errors.consent).toEqual([leadMessages.consentRequired]);
      expect(r.errors.name).toEqual([leadMessages.nameRequired]);
    }
  });

  it("refuses a lead without consent", () => {
    for (const consent of [undefined, "", "off", false, "false"]) {
      expect(parseLead("register", { ...valid, consent })).toEqual({
        ok: false,
        errors: { consent: [leadMessages.consentRequired] },
      });
    }
    expect(parseLead("register", { ...valid, consent: true }).ok).toBe(true);
  });

  it("drops unknown fields", () => {
    const r = parseLead("register", { ...valid, isAdmin: true, residence: "서울", message: "x" });
    expect(r.ok && r.fields).toEqual({
      name: "홍길동",
      phone: "01012345678",
      message: null,
      birthDate: null,
      email: null,
      visitDate: null,
    });
  });

  it("bounds the message to 2,000 characters; optional on the home form, required on the customer page", () => {
    expect(parseLead("visit", { ...valid, message: "a".repeat(2000) }).ok).toBe(true);
    expect(parseLead("visit", { ...valid, message: "a".repeat(2001) })).toEqual({
      ok: false,
      errors: { message: [leadMessages.messageTooLong] },
    });
    const noMessage = parseLead("visit", { ...valid, message: "  " });
    expect(noMessage.ok && noMessage.fields.message).toBe(null);
    expect(parseLead("inquiry", { ...valid, birthDate: "850315", message: "" })).toEqual({
      ok: false,
      errors: { message: [leadMessages.messageRequired] },
    });
  });

  it("keeps the birth date in its own field and checks it is a real date", () => {
    const r = parseLead("inquiry", { ...valid, birthDate: "850315", message: "84㎡ 잔여세대 문의" });
    expect(r.ok && r.fields).toMatchObject({ phone: "01012345678", birthDate: "850315" });
    for (const bad of ["851315", "850230", "85031", "8503155", "abcdef", "990431"]) {
      expect(parseLead("inquiry", { ...valid, birthDate: bad, message: "문의" })).toEqual({
        ok: false,
        errors: { birthDate: [leadMessages.birthDateInvalid] },
      });
    }
    expect(isRealBirthDate("000229")).toBe(true); // 2000 was a leap year
    expect(isRealBirthDate("010229")).toBe(false);
  });

  it("keeps of the popup only what its consent lists (name and phone): an email or a visit date sent along is dropped", () => {
    expect(parseLead("register", { ...valid, email: "", visitDate: "" }).ok).toBe(true);
    const r = parseLead("register", { ...valid, email: "a@b.kr", visitDate: "2025-09-26" });
    expect(r.ok && r.fields).toMatchObject({ email: null, visitDate: null });
    expect(consentCopy.items.register).toBe("이름, 연락처");
  });
});
