// The back office's form controls, one look for every admin form.
export const inputClass =
  "w-full min-w-0 border border-sand-300 bg-white px-4 py-3 text-[16px] text-ink-900 outline-none transition-colors focus:border-ink-900 focus-visible:ring-2 focus-visible:ring-gold-500 disabled:bg-sand-100 aria-[invalid=true]:border-[#a3352a]";
export const primaryButtonClass =
  "bg-ink-900 px-8 py-3.5 text-[16px] font-semibold text-white transition-colors hover:bg-ink-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:cursor-not-allowed disabled:bg-stone-500";
export const labelClass = "text-[15px] font-medium text-ink-900";
/** The line that says what an admin action just did (?done=...), at the top of its page. */
export const noticeClass = "border-l-4 border-ink-900 bg-sand-50 px-4 py-3 text-[15px] text-ink-900";
