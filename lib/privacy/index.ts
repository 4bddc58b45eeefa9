// The door of lib/privacy: a person's data across the stores. Erasure of a lead with its bookings
// and texts (erase.ts, the back office's 삭제), and who processes or receives a visitor's data and
// what goes abroad, as /privacy lists them (processors.ts). How long each kind of record is kept is the site's table
// (lib/site/retention.ts), which every store's purge reads.

export { eraseLead, type Erasure, type ErasureStores } from "./erase";
export {
  abroadTrackers,
  AD_PLATFORM_COMPANIES,
  AD_PLATFORMS_ABROAD,
  behaviouralTrackers,
  marketingRules,
  privacyOverseas,
  privacyProcessors,
  privacyRecipients,
  type Processor,
  type ProcessorSettings,
} from "./processors";
