/** Ornament label over a light headline: the heading pattern of every content section. */
export function SectionHeading({
  label,
  title,
  id,
  children,
}: {
  label: string;
  title: string;
  id?: string;
  children?: React.ReactNode;
}) {
  return (
    <div>
      <p className="ornament text-gold-700">{label}</p>
      <h2 id={id} className="mt-3 text-[26px] font-light text-ink-900 desk:text-[36px]">
        {title}
      </h2>
      {children ? <div className="mt-4 max-w-2xl text-[16px] text-stone-600 desk:text-[17px]">{children}</div> : null}
    </div>
  );
}
