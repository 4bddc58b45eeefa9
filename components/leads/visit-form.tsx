// Placeholder of the home page's visit-reservation form; the lead-capture work replaces it.
export function VisitForm({ variant }: { variant: "desktop" | "mobile" }) {
  return (
    <form action="/api/visit" method="post" data-variant={variant} className="grid gap-3">
      <label className="grid gap-1 text-[15px]">
        이름
        <input name="name" required className="border border-sand-300 px-3 py-2" />
      </label>
      <label className="grid gap-1 text-[15px]">
        연락처
        <input name="phone" type="tel" required className="border border-sand-300 px-3 py-2" />
      </label>
      <button type="submit" className="bg-ink-900 px-5 py-3 text-white">등록</button>
    </form>
  );
}
