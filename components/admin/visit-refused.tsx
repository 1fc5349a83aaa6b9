/** Shown after markVisit refused a visit that had not begun (`?visit=early`). */
export function VisitRefused() {
  return (
    <p role="alert" className="text-sm font-medium text-[#B42318] dark:text-[#FDA29B]">
      Not marked: a visit can be marked attended or no-show only once it has begun.
    </p>
  );
}
