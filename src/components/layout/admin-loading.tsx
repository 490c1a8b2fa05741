/** The admin's loading state: a spinner with 'Loading...'. */
export function AdminLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        fullScreen
          ? 'flex min-h-dvh items-center justify-center bg-[#fcfbf9]'
          : 'flex min-h-[50vh] items-center justify-center'
      }
    >
      <div className="flex flex-col items-center gap-3 text-sm text-muted">
        <span
          aria-hidden
          className="size-7 animate-spin rounded-full border-2 border-line border-t-ink"
        />
        <span>Loading...</span>
      </div>
    </div>
  );
}
