import { Outlet } from 'react-router';

/** Layout route for the studio steps. */
export function WorkflowFrame() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <Outlet />
    </div>
  );
}
