/** Keeps hyphenated figures ("7-day", "R-24", "30-50%") from breaking across lines; the text is unchanged. */
export function KeepHyphenated({ text }: { text: string }) {
  const parts = text.split(/(\S*\w-\w\S*)/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
