/** The fine print under drawings and illustrations: a titled list on warm grey. */
export function NoticeBox({ title = "유의사항", items }: { title?: string; items: string[] }) {
  return (
    <aside aria-label={title} className="border-t border-ink-900 bg-sand-100 px-5 py-6 desk:px-8">
      <p className="text-[15px] font-semibold text-ink-900">{title}</p>
      <ul className="mt-3 space-y-2 text-[14px] leading-relaxed text-stone-600 desk:text-[15px]">
        {items.map((item) => (
          <li
            key={item}
            className="relative pl-4 before:absolute before:left-0 before:top-[0.7em] before:h-1 before:w-1 before:rounded-full before:bg-gold-600"
          >
            {item}
          </li>
        ))}
      </ul>
    </aside>
  );
}
