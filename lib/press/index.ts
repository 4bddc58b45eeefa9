// The door of lib/press: the complex's press articles. The store (store.ts: SQLite or Firestore by
// DATA_BACKEND), the administrator's publish, edit and delete (actions.ts, server actions), the
// list's and an article's formats, the view counter, the RSS feed, and the server start's seed.

export { pressRepository } from "./store/index";
export { PRESS_PAGE_SIZE } from "./types";
export type { PressArticle, PressPage, PressInput, PressRepository, PressStore, PressSeedArticle } from "./types";
export { PRESS_REQUIRED_MESSAGE, pressCursorSchema, pressIdSchema, pressInputSchema } from "./schema";
export { formatPressDate, formatPressDateTime, toListRows, toParagraphs, type PressListRow } from "./format";
export {
  PRESS_REVALIDATE_SECONDS,
  articleOfPath,
  documentViewOf,
  recordDocumentView,
  recordView,
  type ViewResult,
} from "./views";
export { FEED_ITEMS, pressFeed, type FeedChannel } from "./feed";
export { createArticle, deleteArticle, updateArticle, type PressFields, type PressFormState } from "./actions";
export { startPress } from "./startup";
