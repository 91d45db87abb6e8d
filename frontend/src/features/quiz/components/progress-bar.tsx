/** The quiz progress (spec §4): the step's percent as a bar, as text, and to assistive technology. */
export function ProgressBar({ percent }: { percent: number }) {
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% complete`}
        className="h-3 flex-1 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-800"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500 motion-reduce:transition-none dark:bg-brand-400"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p aria-hidden="true" className="shrink-0 text-right whitespace-nowrap text-sm font-semibold text-stone-700 tabular-nums dark:text-stone-300">
        {percent}% complete
      </p>
    </div>
  );
}
