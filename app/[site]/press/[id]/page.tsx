import { redirect } from "next/navigation";

// The press work renders the article here; until then every id is a missing article.
export default async function PressArticlePage({ params }: { params: Promise<{ site: string; id: string }> }) {
  await params;
  redirect("/Promotion/Press");
}
