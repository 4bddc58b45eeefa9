import type { ConversionQueue, ConversionSent, ClaimedConversion } from "@/lib/leads/follow-ups/queue";
import type { ClaimedLead, LeadDelivered, LeadOutbox } from "@/lib/leads/outbox";
import type { ClaimedSms, SmsOutbox, SmsSent } from "@/lib/messages/outbox";
import { newLead } from "../new-lead";
import type { QueueFixture } from "./durable-queue.contract";

// The durable queue's three kinds as the contract suite drives them, each over a store of either
// backend: lead delivery (the lead outbox), visitor and staff texts (the SMS outbox), and a lead's
// follow-up events (the conversion queue beside the lead outbox).

let serial = 0;
const next = () => (serial += 1);
const phone = (n: number) => `0107${String(n).padStart(7, "0")}`;

export function leadDelivery(outbox: LeadOutbox): QueueFixture<ClaimedLead, LeadDelivered> {
  return {
    queue: outbox,
    async enqueue(at) {
      const n = next();
      const fields = { name: "김민준", phone: phone(n), message: null, birthDate: null, email: null, visitDate: null };
      return (await outbox.add(newLead({ fields, consentAt: at }), at)).id;
    },
    request: (base) => ({ ...base, forms: ["register", "visit", "inquiry"] }) as typeof base,
    done: (at) => ({ status: "delivered", at }),
    state: async (id) => outbox.get(id),
  };
}

export function visitorTexts(outbox: SmsOutbox): QueueFixture<ClaimedSms, SmsSent> {
  return {
    queue: outbox,
    async enqueue(at) {
      const n = next();
      const message = { bookingId: `V-1130-${String(n).padStart(4, "0")}`, kind: "confirmation" as const };
      return (await outbox.enqueue({ ...message, to: phone(n), text: "예약 확정 안내", notBefore: at }, at)).id;
    },
    request: (base) => base,
    done: (at) => ({ status: "sent", at, providerId: null }),
    state: async (id) => outbox.get(id),
  };
}

export function followUps(outbox: LeadOutbox, queue: ConversionQueue): QueueFixture<ClaimedConversion, ConversionSent> {
  return {
    queue,
    async enqueue(at) {
      const n = next();
      const fields = { name: "김민준", phone: phone(n), message: null, birthDate: null, email: null, visitDate: null };
      const event = { platform: "meta" as const, event: "Lead", payload: { event_name: "Lead" }, notBefore: at };
      const { id } = await outbox.add(newLead({ fields, consentAt: at, conversions: [event] }), at);
      return `${id}:meta:Lead`;
    },
    request: (base) => base,
    done: (at) => ({ status: "sent", at }),
    state: async (id) => queue.get(id),
  };
}
