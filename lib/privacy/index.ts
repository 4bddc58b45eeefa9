// The door of lib/privacy: a person's data across the stores. Erasure of a lead with its bookings
// and texts (erase.ts, the back office's 삭제), and who processes or receives a visitor's data, as
// /privacy lists them (processors.ts). How long each kind of record is kept is the site's table
// (lib/site/retention.ts), which every store's purge reads.

export { eraseLead, type Erasure, type ErasureStores } from "./erase";
export {
  AD_PLATFORM_COMPANIES,
  behaviouralTrackers,
  marketingRules,
  privacyProcessors,
  privacyRecipients,
  type Processor,
  type ProcessorSettings,
} from "./processors";
