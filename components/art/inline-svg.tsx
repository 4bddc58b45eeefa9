/**
 * Puts one of our own SVG drawings (lib/site/art/*, built from lib/site/content) into the HTML,
 * so its labels are real text for search engines and the Pretendard web font applies.
 */
export function InlineSvg({ svg, className }: { svg: string; className?: string }) {
  return (
    <div
      className={`[&>svg]:block [&>svg]:h-auto [&>svg]:w-full ${className ?? ""}`}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
