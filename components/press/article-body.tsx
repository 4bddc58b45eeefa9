import { toParagraphs } from "@/lib/press";

/** The article text, one <p> per line; always text (React escapes it), never markup. */
export function ArticleBody({ content }: { content: string }) {
  const paragraphs = toParagraphs(content);
  return (
    <div
      className="space-y-5 break-keep text-[17px] leading-[1.85] text-stone-700 desk:text-[18px]"
      data-testid="article-body"
    >
      {paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </div>
  );
}
