import type { Metadata } from "next";
import { AdminPanel } from "@/components/admin/admin-panel";
import { LeadInbox } from "@/components/admin/lead-inbox";

// The administrator's lead inbox: per request, never indexed, never cached.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "상담 신청 관리",
  robots: { index: false, follow: false, nocache: true },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LeadInboxPage({ searchParams }: Props) {
  return (
    <div className="mx-auto max-w-frame px-5 py-14 desk:px-8 desk:py-20">
      <p className="text-[12px] uppercase tracking-ornament text-gold-700" aria-hidden="true">
        Lead inbox
      </p>
      <h1 className="mt-2 mb-10 text-[30px] font-light tracking-headline text-ink-900 desk:text-[40px]">상담 신청 관리</h1>
      <AdminPanel>
        <LeadInbox searchParams={await searchParams} />
      </AdminPanel>
    </div>
  );
}
