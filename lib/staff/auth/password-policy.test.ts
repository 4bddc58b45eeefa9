import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { passwordProblem, PASSWORD_MIN } from "./password-policy";

// The back-office password rule on real zxcvbn-ts lists: each kind of weak password is refused
// with its own reason, and passphrases and random strings of the length pass.

describe("the back-office password rule", () => {
  it("refuses one shorter than the minimum, counted in characters", async () => {
    expect(PASSWORD_MIN).toBe(12);
    expect(await passwordProblem("Zq8#vLm2@pW")).toMatch(/12자 이상/);
    expect(await passwordProblem("한강뷰전망좋은집에살고싶")).toBeNull();
  });

  it("refuses repeats, common and leaked passwords, and keyboard walks", async () => {
    expect(await passwordProblem("111111111111")).toMatch(/같은 글자/);
    expect(await passwordProblem("1212121212121")).toMatch(/같은 글자/);
    expect(await passwordProblem("password1234")).toMatch(/유출된 적이/);
    expect(await passwordProblem("qwerty123456")).toMatch(/유출된 적이/);
    expect(await passwordProblem("1qaz2wsx3edc")).not.toBeNull();
    expect(await passwordProblem("abcdefghijkl")).not.toBeNull();
  });

  it("refuses one built on the account's own email or name", async () => {
    const account = { email: "kim.sales@agency.example", name: "김영업" };
    expect(await passwordProblem("kim.sales2026", account)).toMatch(/추측하기 쉬운|유출된/);
    expect(await passwordProblem("kim.sales2026")).toBeNull();
  });

  it("takes a passphrase or a random string", async () => {
    expect(await passwordProblem("lamp-ocean-tiger-maple")).toBeNull();
    expect(await passwordProblem("x7#Rq2!mZp9Lw")).toBeNull();
  });
});
