"use client";

import { useId, useState, type ReactNode } from "react";
import { YoutubeFrame } from "./youtube-frame";
import { TabButton } from "@/components/media/tab-button";

/** A video tab: its player's address, or (not published yet) what to show instead. */
export type VideoTab = { id: number; title: string; summary: string; src?: string; pending?: ReactNode };

/** Tabs of promotional videos; the chosen tab's player is mounted and autoplays (the first is chosen at first). A tab without a player shows its `pending` panel. */
export function VideoTabs({ videos }: { videos: VideoTab[] }) {
  const base = useId();
  const [selected, setSelected] = useState(0);
  return (
    <div>
      <div
        role="tablist"
        aria-label="홍보영상 선택"
        className="grid grid-cols-3 border-b border-sand-300"
        data-testid="video-tabs"
      >
        {videos.map((v, i) => {
          const active = i === selected;
          return (
            <TabButton
              key={v.id}
              id={`${base}-tab-${v.id}`}
              panelId={`${base}-panel-${v.id}`}
              index={i}
              count={videos.length}
              active={active}
              onSelect={setSelected}
              className={`-mb-px border-b-2 px-2 py-4 text-[15px] transition-colors desk:text-[17px] ${
                active
                  ? "border-gold-500 font-semibold text-ink-900"
                  : "border-transparent text-stone-600 hover:text-ink-900"
              }`}
            >
              {v.title}
            </TabButton>
          );
        })}
      </div>
      {videos.map((v, i) => (
        <div
          key={v.id}
          role="tabpanel"
          id={`${base}-panel-${v.id}`}
          aria-labelledby={`${base}-tab-${v.id}`}
          hidden={i !== selected}
          className="pt-8"
        >
          {i === selected ? (
            <>
              {v.src ? (
                <YoutubeFrame
                  src={v.src}
                  title={`${v.title} (YouTube 동영상)`}
                  className="mx-auto h-[300px] w-full max-w-[400px] desk:aspect-video desk:h-auto desk:max-w-none"
                />
              ) : (
                v.pending
              )}
              {/* The summary invites the visitor to watch: only under a player. */}
              {v.src ? <p className="mt-5 text-center text-[16px] text-stone-600">{v.summary}</p> : null}
            </>
          ) : null}
        </div>
      ))}
    </div>
  );
}
