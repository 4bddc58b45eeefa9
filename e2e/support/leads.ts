import { expect, type Page } from "@playwright/test";
import { leadCopy } from "../../lib/site/content/leads";

// A lead sent the way a visitor sends one: the customer page's inquiry form, from a client address
// of its own (so the lead rate limit, 20 a minute per address, never mixes with other tests).

export const ownAddress = () => `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
export const uniqueName = (prefix: string) =>
  `${prefix}${Array.from({ length: 3 }, () => "가나다라마바사아자차카타파하"[Math.floor(Math.random() * 14)]).join("")}`;

export async function sendInquiry(
  page: Page,
  name: string,
  phone: string,
  message: string,
  optional: { marketing?: boolean; thirdParty?: boolean } = {},
) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
  await page.goto("/Promotion/Customer");
  const form = page.getByTestId("customer-form");
  await form.getByLabel(leadCopy.fields.name.label).fill(name);
  await form.getByLabel(leadCopy.fields.phone.label).fill(phone);
  await form.getByLabel(leadCopy.fields.birthDate.label).fill("880512");
  await form.getByLabel(leadCopy.fields.message.label).fill(message);
  await form.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
  if (optional.marketing) await form.getByTestId("consent-marketingConsent").check();
  if (optional.thirdParty) await form.getByTestId("consent-thirdPartyConsent").check();
  await form.getByRole("button", { name: leadCopy.customer.submit }).click();
  await expect(page.getByTestId("customer-result")).toHaveText(`✓${leadCopy.customerResult.success.text}`);
}
