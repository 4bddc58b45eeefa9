import { describe, expect, it } from "vitest";
import { pageFor } from "./pages";
import { leadCopy } from "./leads";
import { visitSection } from "./home";
import { complex } from "./complex";
import { PROMISES_A_TEXT } from "./content-rules";

// Every promise on a page is kept by code or not made. The registration forms are prerendered, before
// anyone knows whether the deployment sends texts: their copy says a person calls. The welcome text is
// promised by the answer to a registration, only when it was queued (components/leads/result-note.test.tsx).
// A booking does send its confirmation by text (when SMS is configured), so the booking's own copy may say so.

describe("what the registration forms promise", () => {
  it("no form where a visitor registers promises a text: the popup, the customer page, the home page's visit section", () => {
    const copy = {
      "the popup's intro": leadCopy.popup.intro,
      "the customer page's description": pageFor("/Promotion/Customer").description,
      "the home page's visit section": visitSection.text,
    };
    for (const [where, text] of Object.entries(copy)) expect(text, where).not.toMatch(PROMISES_A_TEXT);
    expect(leadCopy.popup.intro).toContain("전화");
  });

  it("the announcement bar promises a text only of a booking, and never the remaining units by text", () => {
    for (const line of [...complex.announcementBar.items.map((i) => i.text), complex.announcementBar.evergreen]) {
      if (/문자/.test(line)) expect(line).toMatch(/방문예약/);
      expect(line).not.toMatch(/잔여세대[^·]*문자/);
    }
  });
});
