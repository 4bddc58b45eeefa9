export type ReceivedSms = {
  to: string;
  from: string;
  text: string;
  type?: string;
  subject?: string;
  kakaoOptions?: { pfId: string; templateId: string; variables?: Record<string, string>; disableSms?: boolean };
};

export type SolapiStandIn = {
  origin: string;
  received: ReceivedSms[];
  /** Every request that reached the endpoint, accepted or not. */
  requests: number;
  failNext: (status: number, times?: number) => void;
  close: () => Promise<void>;
};

export function startSolapiStandIn(credentials: { apiKey: string; apiSecret: string }): Promise<SolapiStandIn>;
export { redirectSolapiTo } from "./solapi-redirect.mjs";
