import { describe, expect, it } from "vitest";
import { groupDigits } from "./digits";

describe("groupDigits", () => {
  it("writes whole numbers as ko-KR does", () => {
    const samples = [
      0,
      7,
      12,
      999,
      1000,
      1079,
      12_345,
      999_999,
      1_000_000,
      123_456_789,
      -1,
      -1234,
      -1_000_000,
      Number.MAX_SAFE_INTEGER,
    ];
    for (let k = 0; k < 200; k++) samples.push(Math.floor(Math.random() * 10 ** ((k % 15) + 1)));
    for (const n of samples) expect(groupDigits(n), String(n)).toBe(n.toLocaleString("ko-KR"));
  });

  it("leaves what is not a safe whole number to Intl", () => {
    for (const n of [1234.5, 2 ** 60, Number.NaN, Infinity]) expect(groupDigits(n)).toBe(n.toLocaleString("ko-KR"));
  });
});
